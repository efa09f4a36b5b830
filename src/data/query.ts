// The query parameters each page reads (the route manifest's `query`). The server renders, and both
// caches key, a URL reduced to these parameters (in this order), so tracking tags (utm_*, fbclid,
// gclid), parameter order and junk never cost a render; nginx's cache key lists their union
// (tests/http/cache-keys.test.ts).
import type { PageContextServer } from 'vike/types'
import { queryParamsOfPath, type QueryParamOf, type QueryPattern } from '../routes/manifest'

/** The declared query parameters of the page at `pattern` (a misspelt or undeclared name is a type error). */
export function queryOf<P extends QueryPattern>(pageContext: PageContextServer, pattern: P): Partial<Record<QueryParamOf<P>, string>> {
  const search = pageContext.urlParsed.search
  const out: Partial<Record<string, string>> = {}
  for (const name of queryParamsOfPath(pattern)) if (search[name] !== undefined) out[name] = search[name]
  return out as Partial<Record<QueryParamOf<P>, string>>
}

const PAGE_CONTEXT_SUFFIX = '/index.pageContext.json'

/** The page's own path of a request path: client navigation asks for `<page>/index.pageContext.json`. */
export const pagePathOf = (path: string) => (path.endsWith(PAGE_CONTEXT_SUFFIX) ? path.slice(0, -PAGE_CONTEXT_SUFFIX.length) || '/' : path)

/**
 * `path` plus only the query parameters its page reads, in declared order, empty ones dropped.
 * Matched the way nginx's `$arg_name` is (the edge keys on those): the first `name=` of that name,
 * compared raw and case-insensitively, so both tiers agree on which requests are the same page.
 * `path` is a raw request path; `search` the raw query string (without '?').
 */
export function normalisedPageUrl(path: string, search: string): string {
  const names = queryParamsOfPath(pagePathOf(path))
  if (names.length === 0 || search === '') return path
  const pairs = search.split('&').map((pair) => {
    const eq = pair.indexOf('=')
    return eq < 0 ? { name: pair.toLowerCase(), value: '' } : { name: pair.slice(0, eq).toLowerCase(), value: pair.slice(eq + 1) }
  })
  const kept: string[] = []
  for (const name of names) {
    const raw = pairs.find((p) => p.name === name)?.value
    const value = raw ? decodeQueryValue(raw) : ''
    if (value) kept.push(`${name}=${encodeURIComponent(value)}`)
  }
  return kept.length ? `${path}?${kept.join('&')}` : path
}

function decodeQueryValue(raw: string): string {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '))
  } catch {
    return raw
  }
}
