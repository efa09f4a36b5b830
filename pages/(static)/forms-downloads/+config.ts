import type { Config } from 'vike/types'
import { FORMS_DOWNLOADS } from '../../../src/content/forms-downloads'
import { writtenPage } from '../../../src/logic/page-search'

export default { ...writtenPage(FORMS_DOWNLOADS) } satisfies Config
