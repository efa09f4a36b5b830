import type { Config } from 'vike/types'
import { ACCESSIBILITY } from '../../../src/content/accessibility'
import { writtenPage } from '../../../src/logic/page-search'

export default { ...writtenPage(ACCESSIBILITY) } satisfies Config
