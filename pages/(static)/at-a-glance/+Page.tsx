import { StaticPage } from '../../../src/components/StaticPage'
import { AT_A_GLANCE as BN } from '../../../src/content/bn/at-a-glance'
import { AT_A_GLANCE } from '../../../src/content/at-a-glance'

export default function Page() {
  return <StaticPage content={{ en: AT_A_GLANCE, bn: BN }} />
}
