import { StaticPage } from '../../../src/components/StaticPage'
import { FORMS_DOWNLOADS as BN } from '../../../src/content/bn/forms-downloads'
import { FORMS_DOWNLOADS } from '../../../src/content/forms-downloads'

export default function Page() {
  return <StaticPage content={{ en: FORMS_DOWNLOADS, bn: BN }} />
}
