// The canonical URL of a page: the configured public origin (SITE_ORIGIN), the path in its one
// spelling and only the query parameters that change the content (src/data/query.ts), page 1 as none.
import { normalisedPageUrl } from '../data/query'

/** Routes whose last segment is a numeric id that also answers with leading zeros (/notice/01197). */
const NUMERIC_ID_ROUTE = /^\/(notice|news|career-details)\/0*(\d+)$/
/** Routes that accept any case of their slug (and redirect to the lower-case one): /program/Mba. */
const CASE_INSENSITIVE_ROUTE = /^\/program\/[^/]+$/

/** The one spelling of a page's path. */
export function canonicalPath(pathname: string): string {
  const id = NUMERIC_ID_ROUTE.exec(pathname)
  if (id) return `/${id[1]}/${id[2]}`
  if (CASE_INSENSITIVE_ROUTE.test(pathname)) return pathname.toLowerCase()
  return pathname
}

/** Path and content-changing query of a page (`search` with or without its '?'); `page=1` is dropped. */
export function canonicalPathAndQuery(pathname: string, search: string | null | undefined): string {
  const path = canonicalPath(pathname)
  const normalised = normalisedPageUrl(path, (search ?? '').replace(/^\?/, ''))
  const query = normalised
    .slice(path.length + 1)
    .split('&')
    .filter((pair) => pair !== '' && pair !== 'page=1')
    .join('&')
  return query ? `${path}?${query}` : path
}

/** `href` made absolute against the site's origin (already absolute URLs are kept). */
export function absoluteUrl(origin: string, href: string): string {
  return new URL(href, origin).href
}

/** What the canonical URL is computed from: Vike's pageContext has these. */
export interface PageLocation {
  urlPathname: string
  urlParsed: { searchOriginal: string | null }
  siteOrigin?: string
}

/** The absolute canonical URL of the page being rendered. */
export function canonicalUrlOf(page: PageLocation): string {
  return absoluteUrl(page.siteOrigin ?? 'http://localhost', canonicalPathAndQuery(page.urlPathname, page.urlParsed.searchOriginal))
}
