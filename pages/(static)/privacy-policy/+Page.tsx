import { StaticPage } from '../../../src/components/StaticPage'
import { PRIVACY_POLICY as BN } from '../../../src/content/bn/legal'
import { PRIVACY_POLICY } from '../../../src/content/legal'

export default function Page() {
  return <StaticPage content={{ en: PRIVACY_POLICY, bn: BN }} />
}
