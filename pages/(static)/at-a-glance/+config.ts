import type { Config } from 'vike/types'
import { AT_A_GLANCE } from '../../../src/content/at-a-glance'
import { writtenPage } from '../../../src/logic/page-search'

export default { ...writtenPage(AT_A_GLANCE) } satisfies Config
