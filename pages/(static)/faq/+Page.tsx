import { StaticPage } from '../../../src/components/StaticPage'
import { FAQ } from '../../../src/content/faq'
import { SITE_NAME } from '../../../src/content/site'
import type { Faq } from '../../../src/content/faq'
import type { StaticPageContent } from '../../../src/content/types'
import { m } from '../../../src/i18n/messages'
import type { Locale } from '../../../src/routes/locale'
import { PAGE } from '../../../src/routes/paths'

/** The nine FAQs (shared with home) in an accordion, one open at a time, and the way to ask more. */
const faqPage = (locale: Locale, faq: Faq, site: string): StaticPageContent => ({
  title: m.faq_title({}, { locale }),
  subtitle: m.faq_subtitle({}, { locale }),
  description: m.faq_description({ site }, { locale }),
  blocks: [
    { kind: 'questions', items: faq },
    {
      kind: 'links',
      heading: m.faq_stillQuestion({}, { locale }),
      links: [{ label: m.common_contactUs({}, { locale }), href: PAGE.contact, description: m.faq_sendMessage({}, { locale }) }],
    },
  ],
})

const FAQ_PAGE = { en: faqPage('en', FAQ.in('en'), SITE_NAME.en), bn: faqPage('bn', FAQ.in('bn'), SITE_NAME.bn) }

export default function Page() {
  return <StaticPage content={{ in: (locale: Locale) => FAQ_PAGE[locale] }} />
}
