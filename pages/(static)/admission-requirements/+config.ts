import type { Config } from 'vike/types'
import { ADMISSION_REQUIREMENTS } from '../../../src/content/admission'
import { m } from '../../../src/i18n/messages'
import { pageSearchEntry } from '../../../src/logic/page-search'

const title = { en: m.admissionRequirements_title({}, { locale: 'en' }), bn: m.admissionRequirements_title({}, { locale: 'bn' }) }

export default {
  title,
  search: { en: pageSearchEntry(title.en, ADMISSION_REQUIREMENTS.in('en')), bn: pageSearchEntry(title.bn, ADMISSION_REQUIREMENTS.in('bn')) },
} satisfies Config
