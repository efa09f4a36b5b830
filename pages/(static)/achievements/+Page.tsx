import { StaticPage } from '../../../src/components/StaticPage'
import { ACHIEVEMENTS as BN } from '../../../src/content/bn/achievements'
import { ACHIEVEMENTS } from '../../../src/content/achievements'

export default function Page() {
  return <StaticPage content={{ en: ACHIEVEMENTS, bn: BN }} />
}
