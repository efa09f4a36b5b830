import type { Config } from 'vike/types'
import { SITE as BN_SITE } from '../../../src/content/bn/site'
import { SITE } from '../../../src/content/site'
import { m } from '../../../src/i18n/messages'
import { pageSearchEntry } from '../../../src/logic/page-search'

const title = { en: m.contact_title({}, { locale: 'en' }), bn: m.contact_title({}, { locale: 'bn' }) }
const contacts = (site: Pick<typeof SITE | typeof BN_SITE, 'phones' | 'email' | 'address'>) => [site.phones, site.email, site.address]

export default {
  title,
  search: {
    en: pageSearchEntry(title.en, ['Phone numbers, e-mail and address of the university, and a form to send us a message.', ...contacts(SITE)]),
    bn: pageSearchEntry(title.bn, [m.contact_description({ site: BN_SITE.name }, { locale: 'bn' }), ...contacts(BN_SITE)]),
  },
} satisfies Config
