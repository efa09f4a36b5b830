import type { Config } from 'vike/types'
import { FEE_TABLE } from '../../../src/content/fees'
import { m } from '../../../src/i18n/messages'
import { pageSearchEntry } from '../../../src/logic/page-search'

const title = { en: m.fees_title({}, { locale: 'en' }), bn: m.fees_title({}, { locale: 'bn' }) }

// Its text: what the page is, and every programme it prices.
export default {
  title,
  search: {
    en: pageSearchEntry(title.en, [m.fees_description({}, { locale: 'en' }), FEE_TABLE.map((r) => r.programme)]),
    bn: pageSearchEntry(title.bn, [m.fees_description({}, { locale: 'bn' }), FEE_TABLE.map((r) => r.programme)]),
  },
} satisfies Config
