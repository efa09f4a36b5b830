import type { Config } from 'vike/types'
import { ALUMNI as BN } from '../../../src/content/bn/alumni'
import { ALUMNI } from '../../../src/content/alumni'
import { writtenPage } from '../../../src/logic/page-search'

export default { ...writtenPage({ en: ALUMNI, bn: BN }) } satisfies Config
