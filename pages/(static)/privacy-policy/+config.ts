import type { Config } from 'vike/types'
import { PRIVACY_POLICY } from '../../../src/content/legal'
import { writtenPage } from '../../../src/logic/page-search'

export default { ...writtenPage(PRIVACY_POLICY) } satisfies Config
