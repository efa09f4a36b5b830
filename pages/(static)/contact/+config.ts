import type { Config } from 'vike/types'
import { SITE, SITE_FACTS, SITE_NAME } from '../../../src/content/site'
import type { Locale } from '../../../src/routes/locale'
import { m } from '../../../src/i18n/messages'
import { pageSearchEntry } from '../../../src/logic/page-search'

const title = { en: m.contact_title({}, { locale: 'en' }), bn: m.contact_title({}, { locale: 'bn' }) }
const contacts = (locale: Locale) => [SITE_FACTS.phones, SITE_FACTS.email, SITE.in(locale).address]

export default {
  title,
  search: {
    en: pageSearchEntry(title.en, ['Phone numbers, e-mail and address of the university, and a form to send us a message.', ...contacts('en')]),
    bn: pageSearchEntry(title.bn, [m.contact_description({ site: SITE_NAME.bn }, { locale: 'bn' }), ...contacts('bn')]),
  },
} satisfies Config
