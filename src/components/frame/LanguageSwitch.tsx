import { usePageContext } from '../../hooks/usePageContext'
import { twinUrl } from '../../routes/locale'
import { LANGUAGE_SWITCH_ATTRIBUTE } from './language-switch-hook'

/**
 * Each language's name in its own script. বাংলা is written as character references: one letter outside
 * Latin-1 makes V8 hold the whole English page as a two-byte string, and every scan, copy and encoding of
 * it on the server slower (home rendered per request: 25 % fewer answers a second with the letters as text).
 */
const NAMES = { en: 'English', bn: '&#2476;&#2494;&#2434;&#2482;&#2494;' } as const

/** A link to this page in the other language, with the query the page used (its canonical URL's; English ↔ বাংলা). */
export function LanguageSwitch({ className }: { className?: string }) {
  const pageContext = usePageContext()
  const other = (pageContext.locale ?? 'en') === 'en' ? 'bn' : 'en'
  const { pathname, search } = new URL(pageContext.canonicalUrl)
  return <a {...{ [LANGUAGE_SWITCH_ATTRIBUTE]: '' }} href={twinUrl(pathname + search, other)} lang={other} hrefLang={other} className={className} dangerouslySetInnerHTML={{ __html: NAMES[other] }} />
}
