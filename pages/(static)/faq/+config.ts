import type { Config } from 'vike/types'
import { FAQ } from '../../../src/content/faq'
import { m } from '../../../src/i18n/messages'
import { pageSearchEntry } from '../../../src/logic/page-search'

const title = { en: m.faq_title({}, { locale: 'en' }), bn: m.faq_title({}, { locale: 'bn' }) }

export default { title, search: { en: pageSearchEntry(title.en, FAQ.in('en')), bn: pageSearchEntry(title.bn, FAQ.in('bn')) } } satisfies Config
