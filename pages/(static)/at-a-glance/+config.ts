import type { Config } from 'vike/types'
import { AT_A_GLANCE as BN } from '../../../src/content/bn/at-a-glance'
import { AT_A_GLANCE } from '../../../src/content/at-a-glance'
import { writtenPage } from '../../../src/logic/page-search'

export default { ...writtenPage({ en: AT_A_GLANCE, bn: BN }) } satisfies Config
