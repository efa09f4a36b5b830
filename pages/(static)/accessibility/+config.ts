import type { Config } from 'vike/types'
import { ACCESSIBILITY as BN } from '../../../src/content/bn/accessibility'
import { ACCESSIBILITY } from '../../../src/content/accessibility'
import { writtenPage } from '../../../src/logic/page-search'

export default { ...writtenPage({ en: ACCESSIBILITY, bn: BN }) } satisfies Config
