import type { Config } from 'vike/types'
import { ABOUT } from '../../../src/content/about'
import { writtenPage } from '../../../src/logic/page-search'

export default { ...writtenPage(ABOUT) } satisfies Config
