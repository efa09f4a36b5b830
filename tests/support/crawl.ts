// A crawl from `/` following same-site links only (what a search engine's crawler reaches without
// JavaScript), bounded in pages. Shared by the list tests and the sitemap test.
import { decodeEntities, get } from './processes'

/** Not pages: the API, assets, files, ops endpoints, and documents by extension (feeds and calendars too). */
export const NOT_A_PAGE = /^\/(api|assets|demo-files|files|images|healthz|readyz|metrics|sitemaps)\b|\.(pdf|png|jpe?g|svg|webp|gif|docx?|ico|css|js|xml|txt|rss|atom|ics|webmanifest)$/i

/** Every href of a page, entities decoded. */
export const hrefsOf = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map((m) => decodeEntities(m[1]!))

export interface Crawl {
  /** Page paths (with query) answered 200, with their HTML, in the order reached. */
  bodies: Map<string, string>
  /** Paths still queued when the bound stopped the crawl (empty: it reached everything). */
  queue: string[]
}

/**
 * Breadth-first from `from` over same-site links that `within` accepts (all, by default), at most
 * `maxPages` pages fetched with 200.
 */
export async function crawlSite(site: string, maxPages = 1500, from = '/', within: (path: string) => boolean = () => true): Promise<Crawl> {
  const seen = new Set<string>([from])
  const queue = [from]
  const bodies = new Map<string, string>()
  while (queue.length > 0 && bodies.size < maxPages) {
    const path = queue.shift()!
    const { status, headers, body } = await get(`${site}${path}`)
    if (status !== 200 || !headers.get('content-type')?.startsWith('text/html')) continue
    bodies.set(path, body)
    for (const href of hrefsOf(body)) {
      if (!href.startsWith('/') || href.startsWith('//')) continue
      const target = href.split('#')[0]!
      if (!target || NOT_A_PAGE.test(target.split('?')[0]!) || seen.has(target) || !within(target)) continue
      seen.add(target)
      queue.push(target)
    }
  }
  return { bodies, queue }
}
