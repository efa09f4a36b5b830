import type { Config } from 'vike/types'
import { LEGAL as BN } from '../../../src/content/bn/legal'
import { LEGAL } from '../../../src/content/legal'
import { writtenPage } from '../../../src/logic/page-search'

export default { ...writtenPage({ en: LEGAL, bn: BN }) } satisfies Config
