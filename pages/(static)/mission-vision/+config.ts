import type { Config } from 'vike/types'
import { MISSION_VISION } from '../../../src/content/mission-vision'
import { writtenPage } from '../../../src/logic/page-search'

export default { ...writtenPage(MISSION_VISION) } satisfies Config
