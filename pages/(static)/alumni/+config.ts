import type { Config } from 'vike/types'
import { ALUMNI } from '../../../src/content/alumni'
import { writtenPage } from '../../../src/logic/page-search'

export default { ...writtenPage(ALUMNI) } satisfies Config
