// URL spellings the browser bundle needs too (no query rules: those are the server's, src/seo/canonical.ts).

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

/** `href` made absolute against the site's origin (already absolute URLs are kept). */
export function absoluteUrl(origin: string, href: string): string {
  return new URL(href, origin).href
}
