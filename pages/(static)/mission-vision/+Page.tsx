import { StaticPage } from '../../../src/components/StaticPage'
import { MISSION_VISION as BN } from '../../../src/content/bn/mission-vision'
import { MISSION_VISION } from '../../../src/content/mission-vision'

export default function Page() {
  return <StaticPage content={{ en: MISSION_VISION, bn: BN }} />
}
