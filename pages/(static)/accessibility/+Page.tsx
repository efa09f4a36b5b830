import { StaticPage } from '../../../src/components/StaticPage'
import { ACCESSIBILITY } from '../../../src/content/accessibility'

export default function Page() {
  return <StaticPage content={ACCESSIBILITY} />
}
