import type { Faq } from '../../content/faq'
import { Accordion } from '../Accordion'

/** The FAQ as an accordion, one answer open at a time (home page and /faq). */
export function FaqAccordion({ faq, headingLevel = 3 }: { faq: Faq; headingLevel?: 2 | 3 }) {
  return (
    <Accordion
      headingLevel={headingLevel}
      items={faq.map((item, index) => ({ key: String(index), title: item.question, body: <p className="mb-0">{item.answer}</p> }))}
    />
  )
}
