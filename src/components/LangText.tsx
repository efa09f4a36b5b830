// Upstream text as published, in either language, marked for the page it is on: on an English page each
// run of Bengali script carries lang="bn", on a Bengali page each run of Latin letters lang="en" (screen
// readers choose the voice, the browser the font and line breaking); text in the page's language stays a
// plain string.
import { useLocale } from '../hooks/usePageContext'

/** A run of Bengali letters with the spaces, digits and punctuation between them (split's capture: odd parts). */
const BENGALI_RUN = /([\u0980-\u09FF](?:[\u0980-\u09FF\u0964\u0965\u200C\u200D\s\d.,:;!?'"()/–—-]*[\u0980-\u09FF\u0964\u0965])?)/
/** A run of Latin letters with the spaces, digits and punctuation between them, ending on a letter or digit. */
const LATIN_RUN = /([A-Za-z](?:[A-Za-z\s\d.,:;!?'"()/&–—-]*[A-Za-z\d])?)/

export function LangText({ text }: { text: string }) {
  const bengaliPage = useLocale() === 'bn'
  const parts = text.split(bengaliPage ? LATIN_RUN : BENGALI_RUN)
  const other = bengaliPage ? 'en' : 'bn'
  return parts.length < 2 ? text : parts.map((part, i) => (i % 2 ? <span key={i} lang={other}>{part}</span> : part))
}
