import type { Config } from 'vike/types'
import { ADMISSION_REQUIREMENTS } from '../../../src/content/admission'
import { ADMISSION_REQUIREMENTS as BN } from '../../../src/content/bn/admission'
import { m } from '../../../src/i18n/messages'
import { pageSearchEntry } from '../../../src/logic/page-search'

const title = { en: m.admissionRequirements_title({}, { locale: 'en' }), bn: m.admissionRequirements_title({}, { locale: 'bn' }) }

export default {
  title,
  search: { en: pageSearchEntry(title.en, ADMISSION_REQUIREMENTS), bn: pageSearchEntry(title.bn, BN) },
} satisfies Config
