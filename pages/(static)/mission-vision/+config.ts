import type { Config } from 'vike/types'
import { MISSION_VISION as BN } from '../../../src/content/bn/mission-vision'
import { MISSION_VISION } from '../../../src/content/mission-vision'
import { writtenPage } from '../../../src/logic/page-search'

export default { ...writtenPage({ en: MISSION_VISION, bn: BN }) } satisfies Config
