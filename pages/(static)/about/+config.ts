import type { Config } from 'vike/types'
import { ABOUT as BN } from '../../../src/content/bn/about'
import { ABOUT } from '../../../src/content/about'
import { writtenPage } from '../../../src/logic/page-search'

export default { ...writtenPage({ en: ABOUT, bn: BN }) } satisfies Config
