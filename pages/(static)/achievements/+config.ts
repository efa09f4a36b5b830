import type { Config } from 'vike/types'
import { ACHIEVEMENTS as BN } from '../../../src/content/bn/achievements'
import { ACHIEVEMENTS } from '../../../src/content/achievements'
import { writtenPage } from '../../../src/logic/page-search'

export default { ...writtenPage({ en: ACHIEVEMENTS, bn: BN }) } satisfies Config
