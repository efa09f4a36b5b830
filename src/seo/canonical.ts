// The canonical URL of a page, computed by the server for every render and passed to the browser
// (pageContext.canonicalUrl): the configured public origin (SITE_ORIGIN), the path in its one
// spelling and only the query parameters that change the content (those its page declares), page 1 as none.
import { normalisedPageUrl } from '../data/query'
import { localePath, splitLocale } from '../routes/locale'
import { canonicalPath } from '../routes/paths'
import { absoluteUrl } from './urls'

/** Path and content-changing query of a page (`search` with or without its '?'; `names`: what its page reads); `page=1` is dropped. */
export function canonicalPathAndQuery(pathname: string, search: string | null | undefined, names: readonly string[]): string {
  const { locale, path: logical } = splitLocale(pathname)
  const path = localePath(locale, canonicalPath(logical))
  const normalised = normalisedPageUrl(path, (search ?? '').replace(/^\?/, ''), names)
  const query = normalised
    .slice(path.length + 1)
    .split('&')
    .filter((pair) => pair !== '' && pair !== 'page=1')
    .join('&')
  return query ? `${path}?${query}` : path
}

/** The absolute canonical URL of the page at `pathname` and `search`. */
export function canonicalUrl(origin: string, pathname: string, search: string | null | undefined, names: readonly string[]): string {
  return absoluteUrl(origin, canonicalPathAndQuery(pathname, search, names))
}
