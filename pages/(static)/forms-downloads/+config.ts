import type { Config } from 'vike/types'
import { FORMS_DOWNLOADS as BN } from '../../../src/content/bn/forms-downloads'
import { FORMS_DOWNLOADS } from '../../../src/content/forms-downloads'
import { writtenPage } from '../../../src/logic/page-search'

export default { ...writtenPage({ en: FORMS_DOWNLOADS, bn: BN }) } satisfies Config
