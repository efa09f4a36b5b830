// The query parameters a page reads, declared in its folder's +config.ts (`query`). The server renders,
// and both caches key, a URL reduced to these parameters (in this order), so tracking tags (utm_*,
// fbclid, gclid), parameter order and junk never cost a render; nginx's cache key lists their union
// (tests/crowds/cache-keys.test.ts).
import type { PageContextServer } from 'vike/types'

/**
 * The page's declared query parameters: a +data passes its own folder's `config.query`
 * (`import config from './+config'`), so reading a parameter it does not declare is a type error.
 */
export function queryOf<N extends string>(pageContext: PageContextServer, declared: readonly N[]): Partial<Record<N, string>> {
  const search = pageContext.urlParsed.search
  const out: Partial<Record<N, string>> = {}
  for (const name of declared) if (search[name] !== undefined) out[name] = search[name]
  return out
}

/**
 * `path` plus only the query parameters its page reads, in declared order, empty ones dropped.
 * Matched the way nginx's `$arg_name` is (the edge keys on those): the first `name=` of that name,
 * compared raw and case-insensitively, so both tiers agree on which requests are the same page.
 * `path` is a raw request path; `search` the raw query string (without '?'); `names` the parameters its page reads.
 */
export function normalisedPageUrl(path: string, search: string, names: readonly string[]): string {
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
