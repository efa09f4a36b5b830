import type { Config } from 'vike/types'
import { LEGAL } from '../../../src/content/legal'
import { writtenPage } from '../../../src/logic/page-search'

export default { ...writtenPage(LEGAL) } satisfies Config
