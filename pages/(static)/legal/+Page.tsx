import { StaticPage } from '../../../src/components/StaticPage'
import { LEGAL } from '../../../src/content/legal'

export default function Page() {
  return <StaticPage content={LEGAL} />
}
