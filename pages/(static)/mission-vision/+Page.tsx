import { StaticPage } from '../../../src/components/StaticPage'
import { MISSION_VISION } from '../../../src/content/mission-vision'

export default function Page() {
  return <StaticPage content={MISSION_VISION} />
}
