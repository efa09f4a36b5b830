import { StaticPage } from '../../../src/components/StaticPage'
import { FORMS_DOWNLOADS } from '../../../src/content/forms-downloads'

export default function Page() {
  return <StaticPage content={FORMS_DOWNLOADS} />
}
