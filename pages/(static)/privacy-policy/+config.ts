import type { Config } from 'vike/types'
import { PRIVACY_POLICY as BN } from '../../../src/content/bn/legal'
import { PRIVACY_POLICY } from '../../../src/content/legal'
import { writtenPage } from '../../../src/logic/page-search'

export default { ...writtenPage({ en: PRIVACY_POLICY, bn: BN }) } satisfies Config
