// https://vike.dev/onBeforeRoute: /bn/… is the Bengali twin of the page at …; the pages route the path
// without its prefix, and read the language from pageContext.locale.
import type { PageContext } from 'vike/types'
import { splitLocale } from '../src/routes/locale'

export function onBeforeRoute(pageContext: PageContext) {
  const { locale, path } = splitLocale(pageContext.urlParsed.pathname)
  if (locale === 'en') return { pageContext: { locale } }
  return { pageContext: { locale, urlLogical: path + (pageContext.urlParsed.searchOriginal ?? '') } }
}
