import { StaticPage } from '../../../src/components/StaticPage'
import { AT_A_GLANCE } from '../../../src/content/at-a-glance'

export default function Page() {
  return <StaticPage content={AT_A_GLANCE} />
}
