import { StaticPage } from '../../../src/components/StaticPage'
import { PRIVACY_POLICY } from '../../../src/content/legal'

export default function Page() {
  return <StaticPage content={PRIVACY_POLICY} />
}
