// Every page of the site with what its folder declares (src/routes/page-settings.ts), built from
// Vike's global context (`globalContext.pages`) by the server, and from dist/page-table.json by tests.
import type { PageSettings, SitemapListing } from './page-settings'

export interface PageEntry {
  /** Vike's page id: the page's folder under pages/ ('/pages/notice/@id'). */
  page: string
  /** The URL pattern ('/notice/:id'); the `route` label of the page's metrics. */
  pattern: string
  edgeSeconds: number
  query: readonly string[]
  sitemap?: SitemapListing
}

/** What the table reads of one of Vike's `globalContext.pages`. */
export interface VikePage {
  route?: unknown
  isErrorPage?: boolean
  config: PageSettings
}

/** Vike's filesystem route ('/notice/@id') as a pattern ('/notice/:id'). */
const patternOfRoute = (route: string) => route.replace(/@(\w+)/g, ':$1')

/** The entries of Vike's pages (the error page is not a route). */
export function pageEntriesOf(pages: Readonly<Record<string, VikePage>>): PageEntry[] {
  return Object.entries(pages)
    .filter(([, page]) => !page.isErrorPage)
    .map(([page, { route, config }]) => {
      const pattern = config.pattern ?? (typeof route === 'string' ? patternOfRoute(route) : undefined)
      if (!pattern) throw new Error(`${page} is routed by a function: declare its \`pattern\` in its +config.ts`)
      return { page, pattern, edgeSeconds: config.edgeSeconds ?? 0, query: config.query ?? [], ...(config.sitemap ? { sitemap: config.sitemap } : {}) }
    })
    .sort((a, b) => a.pattern.localeCompare(b.pattern))
}

export interface PageTable {
  readonly entries: readonly PageEntry[]
  /** The entry of a Vike page id; undefined for the error page and anything unknown. */
  byPage(pageId: string | null | undefined): PageEntry | undefined
  /** The query parameters the page at a fixed `path` reads (none for pages with parameters in the path). */
  queryOfPath(path: string): readonly string[]
  /** Every parameter some page reads, sorted (nginx's cache key lists them). */
  readonly allQueryParams: readonly string[]
  /** Paths the sitemap lists as they are ('page') or with every page of the list ('list'). */
  sitemapPaths(kind: SitemapListing): string[]
}

export function pageTable(entries: readonly PageEntry[]): PageTable {
  const byPage = new Map(entries.map((e) => [e.page, e]))
  const byPattern = new Map(entries.map((e) => [e.pattern, e]))
  return {
    entries,
    byPage: (pageId) => (pageId ? byPage.get(pageId) : undefined),
    queryOfPath: (path) => byPattern.get(path)?.query ?? [],
    allQueryParams: [...new Set(entries.flatMap((e) => e.query))].sort(),
    sitemapPaths: (kind) => entries.filter((e) => e.sitemap === kind).map((e) => e.pattern),
  }
}
