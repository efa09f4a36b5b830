// Every page route of the site on the demo upstream: the menus' and footer's own pages, the home
// page, and one of each detail page (the first linked from its list), found on the running site.
import { FOOTER_LINKS, NAV_MENUS, QUICK_LINKS, TOP_BAR_LINKS } from '../../src/content/navigation'

const STATIC = ['/', '/contact', ...NAV_MENUS.in('en').flatMap((m) => m.columns.flatMap((c) => c.links)), ...FOOTER_LINKS.in('en'), ...QUICK_LINKS.in('en'), ...TOP_BAR_LINKS.in('en')]
  .map((l) => (typeof l === 'string' ? { href: l } : l))
  .filter((l) => !('external' in l && l.external) && l.href.startsWith('/'))
  .map((l) => l.href)

/** The first link matching `pattern` on `from`. */
async function firstLink(site: string, from: string, pattern: RegExp): Promise<string> {
  const html = await (await fetch(`${site}${from}`)).text()
  const m = new RegExp(`href="(${pattern.source})"`).exec(html)
  if (!m) throw new Error(`${from} links to no ${pattern}`)
  return m[1]!
}

/** Static routes (those that answer a page, not a redirect) plus one of each detail route. */
export async function allRoutes(site: string): Promise<string[]> {
  const pages: string[] = []
  for (const path of new Set(STATIC)) {
    const res = await fetch(`${site}${path}`, { redirect: 'manual' })
    await res.arrayBuffer()
    if (res.status === 200) pages.push(path)
  }
  const details = await Promise.all([
    firstLink(site, '/all-notice', /\/notice\/\d+/),
    firstLink(site, '/all-news', /\/news\/\d+/),
    firstLink(site, '/faculty', /\/profile\/[^"]+/),
    firstLink(site, '/career', /\/career-details\/[^"]+/),
    firstLink(site, '/fees', /\/program\/[^"#]+/),
  ])
  // The search page with results (type filter, marked matches, pages) and in Bengali.
  const searches = ['/search?q=examination', `/search?q=${encodeURIComponent('শিক্ষার্থীদের')}`]
  return [...pages, ...details, ...searches]
}
