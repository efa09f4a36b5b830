// What the meta tests read from a page's HTML, parsed by Chromium's own HTML parser (DOMParser),
// never by regular expressions: head tags, JSON-LD blocks, the visible breadcrumb trail.
import type { Page } from 'playwright-core'

export interface PageHead {
  path: string
  canonical: string[]
  /** Every <meta property|name=…> content by key, as many as there are. */
  meta: Record<string, string[]>
  /** Raw text of each <script type="application/ld+json">. */
  jsonLd: string[]
  /** The visible trail: name, href (null on the current page) and aria-current of each item. */
  breadcrumbs: { name: string; href: string | null; current: string | null }[] | null
  breadcrumbNavs: number
  h1: string
}

/** Parses `pages` ({ path, html }) in the browser page (which only needs to be open). */
export function parseHeads(page: Page, pages: { path: string; html: string }[]): Promise<PageHead[]> {
  return page.evaluate((list) => {
    const parser = new DOMParser()
    return list.map(({ path, html }) => {
      const doc = parser.parseFromString(html, 'text/html')
      const meta: Record<string, string[]> = {}
      for (const el of doc.head.querySelectorAll('meta[property], meta[name]')) {
        const key = el.getAttribute('property') ?? el.getAttribute('name')!
        ;(meta[key] ??= []).push(el.getAttribute('content') ?? '')
      }
      const navs = doc.querySelectorAll('nav.site-breadcrumb')
      const nav = navs[0]
      return {
        path,
        canonical: [...doc.querySelectorAll('link[rel="canonical"]')].map((l) => l.getAttribute('href') ?? ''),
        meta,
        jsonLd: [...doc.querySelectorAll('script[type="application/ld+json"]')].map((s) => s.textContent ?? ''),
        breadcrumbs: nav
          ? [...nav.querySelectorAll('ol > li')].map((li) => ({
              name: (li.textContent ?? '').trim(),
              href: li.querySelector('a')?.getAttribute('href') ?? null,
              current: li.getAttribute('aria-current'),
            }))
          : null,
        breadcrumbNavs: navs.length,
        h1: (doc.querySelector('h1')?.textContent ?? '').trim(),
      }
    })
  }, pages)
}
