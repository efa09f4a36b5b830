// A crawl of the site from `/`, following same-site links only (what a search engine reaches),
// bounded in pages. Shared by the list and meta tests.
import { decodeEntities, get } from './processes'

/** Paths that are no pages: the API, files, assets and operational endpoints. */
const SKIP = /^\/(api|assets|demo-files|files|images|healthz|readyz|metrics)\b|\.(pdf|png|jpe?g|svg|webp|gif|docx?|ico|css|js|xml|txt|ics|webmanifest)$/i

const hrefs = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map((m) => decodeEntities(m[1]!))

/** The HTML of every page answered 200, by path as linked; `unvisited` is non-empty if `maxPages` cut it short. */
export async function crawlSite(site: string, maxPages = 1500): Promise<{ pages: Map<string, string>; unvisited: string[] }> {
  const seen = new Set<string>(['/'])
  const queue = ['/']
  const pages = new Map<string, string>()
  while (queue.length > 0 && pages.size < maxPages) {
    const path = queue.shift()!
    const { status, headers, body } = await get(`${site}${path}`)
    if (status !== 200 || !headers.get('content-type')?.startsWith('text/html')) continue
    pages.set(path, body)
    for (const href of hrefs(body)) {
      if (!href.startsWith('/') || href.startsWith('//')) continue
      const target = href.split('#')[0]!
      if (!target || SKIP.test(target.split('?')[0]!) || seen.has(target)) continue
      seen.add(target)
      queue.push(target)
    }
  }
  return { pages, unvisited: queue }
}
