import type { Config } from 'vike/types'
import { ACHIEVEMENTS } from '../../../src/content/achievements'
import { writtenPage } from '../../../src/logic/page-search'

export default { ...writtenPage(ACHIEVEMENTS) } satisfies Config
