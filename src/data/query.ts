// The query parameters each page reads. The server renders, and both caches key, a URL reduced to
// these parameters (in this order), so tracking tags (utm_*, fbclid, gclid), parameter order and
// junk never cost a render; nginx's cache key lists their union (tests/http/cache-keys.test.ts).
import type { PageContextServer } from 'vike/types'

export const QUERY_PARAMS = {
  '/all-notice': ['date', 'year', 'month', 'day', 'title', 'page'],
  '/all-news': ['q', 'page'],
  '/all-events': ['page'],
  '/career': ['q', 'type', 'page'],
  '/faculty': ['q', 'department', 'designation', 'page'],
  '/videos': ['q', 'page'],
  '/admission-advertisements': ['page'],
  '/search': ['q', 'type', 'page'],
} as const satisfies Record<string, readonly string[]>

export type QueryRoute = keyof typeof QUERY_PARAMS

/** Every parameter some page reads, sorted. */
export const ALL_QUERY_PARAMS: readonly string[] = [...new Set(Object.values(QUERY_PARAMS).flat())].sort()

/** The declared query parameters of `route` (a misspelt or undeclared name is a type error). */
export function queryOf<R extends QueryRoute>(pageContext: PageContextServer, route: R): Partial<Record<(typeof QUERY_PARAMS)[R][number], string>> {
  const search = pageContext.urlParsed.search
  const out: Partial<Record<string, string>> = {}
  for (const name of QUERY_PARAMS[route]) if (search[name] !== undefined) out[name] = search[name]
  return out
}

const PAGE_CONTEXT_SUFFIX = '/index.pageContext.json'

/**
 * `path` plus only the query parameters its page reads, in declared order, empty ones dropped.
 * Matched the way nginx's `$arg_name` is (the edge keys on those): the first `name=` of that name,
 * compared raw and case-insensitively, so both tiers agree on which requests are the same page.
 * `path` is a raw request path; `search` the raw query string (without '?').
 */
export function normalisedPageUrl(path: string, search: string): string {
  const pagePath = path.endsWith(PAGE_CONTEXT_SUFFIX) ? path.slice(0, -PAGE_CONTEXT_SUFFIX.length) || '/' : path
  const names: readonly string[] = QUERY_PARAMS[pagePath as QueryRoute] ?? []
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
