import { StaticPage } from '../../../src/components/StaticPage'
import type { StaticPageContent } from '../../../src/content/types'
import { FAQ } from '../../../src/content/faq'
import { SITE } from '../../../src/content/site'

/** The nine FAQs (shared with home) in an accordion, one open at a time, and the way to ask more. */
const FAQ_PAGE: StaticPageContent = {
  title: 'FAQ',
  subtitle: 'Frequently asked questions',
  description: `Answers to common questions about ${SITE.name}: programmes, schools and admission criteria.`,
  blocks: [
    { kind: 'questions', items: FAQ },
    {
      kind: 'links',
      heading: 'Still have a question?',
      links: [{ label: 'Contact us', href: '/contact', description: 'Send us a message and we will answer by e-mail.' }],
    },
  ],
}

export default function Page() {
  return <StaticPage content={FAQ_PAGE} />
}
