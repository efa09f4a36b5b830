// The saved pages' keys (pure, unit-tested; the service worker's only URL rule): one copy per page, whatever
// tracking tags a link carried, and no search saved, so the terms someone typed are not kept on a shared phone.

/** Tracking tags links carry (a campaign, a click id): no page reads them. */
const TRACKING = /^(?:utm_[\w-]*|fbclid|gclid)$/i
/** Parameters that hold what a visitor typed: a search, a list's free-text filter, a result roll number. */
const TYPED = new Set(['q', 'title', 'roll'])

/** The key a page is saved under: its path and query without tracking tags; null for a search (never saved). */
export function savedPageKey(url: URL): string | null {
  const query = new URLSearchParams()
  for (const [name, value] of url.searchParams) {
    if (TRACKING.test(name)) continue
    if (TYPED.has(name)) {
      if (value.trim() !== '') return null
      continue
    }
    query.append(name, value)
  }
  if (/^(?:\/bn)?\/search$/.test(url.pathname)) return null
  const search = query.toString()
  return `${url.origin}${url.pathname}${search ? `?${search}` : ''}`
}
