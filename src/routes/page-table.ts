// Every page of the site with what its folder declares (src/routes/page-settings.ts), built from
// Vike's global context (`globalContext.pages`) by the server, and from dist/page-table.json by tests.
import type { Locale } from './locale'
import type { LoadingText, PageSettings, SitemapListing } from './page-settings'

/** What a folder declares, as the build writes it to dist/page-table.json (the search entry stays on the server). */
export interface PageEntry {
  /** Vike's page id: the page's folder under pages/ ('/pages/notice/@id'). */
  page: string
  /** The URL pattern ('/notice/:id'); the `route` label of the page's metrics. */
  pattern: string
  edgeSeconds: number
  query: readonly string[]
  sitemap: SitemapListing
  title?: Readonly<Record<Locale, string>>
  parent?: string
  loading?: LoadingText
}

/** An entry with its search entry, as the server reads it. */
export type ServerPageEntry = PageEntry & Pick<PageSettings, 'search'>

/** What the table reads of one of Vike's `globalContext.pages`. */
export interface VikePage {
  route?: unknown
  isErrorPage?: boolean
  config: PageSettings
}

/** Vike's filesystem route ('/notice/@id') as a pattern ('/notice/:id'). */
const patternOfRoute = (route: string) => route.replace(/@(\w+)/g, ':$1')

/**
 * The entries of Vike's pages (the error page is not a route). A page that does not declare its edge
 * time or its sitemap listing, or names a parent that is no page, stops the build here.
 */
export function pageEntriesOf(pages: Readonly<Record<string, VikePage>>): ServerPageEntry[] {
  const entries = Object.entries(pages)
    .filter(([, page]) => !page.isErrorPage)
    .map(([page, { route, config }]): ServerPageEntry => {
      const pattern = config.pattern ?? (typeof route === 'string' ? patternOfRoute(route) : undefined)
      if (!pattern) throw new Error(`${page} is routed by a function: declare its \`pattern\` in its +config.ts`)
      const { edgeSeconds, sitemap, query = [], title, parent, loading, search } = config
      if (edgeSeconds === undefined) throw new Error(`${page} declares no \`edgeSeconds\` (0: never kept) in its +config.ts`)
      if (sitemap === undefined) throw new Error(`${page} declares no \`sitemap\` ('none': not listed) in its +config.ts`)
      return { page, pattern, edgeSeconds, query, sitemap, ...(title && { title }), ...(parent && { parent }), ...(loading && { loading }), ...(search && { search }) }
    })
    .sort((a, b) => a.pattern.localeCompare(b.pattern))
  const patterns = new Set(entries.map((e) => e.pattern))
  for (const { page, parent } of entries) if (parent && !patterns.has(parent)) throw new Error(`${page} names a parent that is no page: ${parent}`)
  return entries
}

/** An entry as dist/page-table.json holds it (no search entry: it may be a function). */
export const jsonEntryOf = ({ search: _search, ...entry }: ServerPageEntry): PageEntry => entry

export interface PageTable<Entry extends PageEntry = PageEntry> {
  readonly entries: readonly Entry[]
  /** The entry of a Vike page id; undefined for the error page and anything unknown. */
  byPage(pageId: string | null | undefined): Entry | undefined
  /** The query parameters the page at a fixed `path` reads (none for pages with parameters in the path). */
  queryOfPath(path: string): readonly string[]
  /** Every parameter some page reads, sorted (nginx's cache key lists them). */
  readonly allQueryParams: readonly string[]
  /** Paths the sitemap lists as they are ('page') or with every page of the list ('list'). */
  sitemapPaths(kind: 'page' | 'list'): string[]
}

export function pageTable<Entry extends PageEntry>(entries: readonly Entry[]): PageTable<Entry> {
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

/** Where the build writes what code outside the server's Vike context reads of the folders (the browser's script, the breadcrumbs). */
export const DECLARATIONS_MODULE = 'src/routes/page-declarations.ts'

/** The text of DECLARATIONS_MODULE for `entries`. */
export function declarationsModule(entries: readonly PageEntry[]): string {
  const pick = <T>(of: (e: PageEntry) => T | undefined) => Object.fromEntries(entries.flatMap((e) => (of(e) === undefined ? [] : [[e.pattern, of(e)!]])))
  const parents = new Set(entries.flatMap((e) => (e.parent ? [e.parent] : [])))
  const json = (value: unknown) => JSON.stringify(value, null, 2)
  return `// Written by scripts/write-page-table.ts (\`npm run build\`) from what the page folders declare (+config.ts): do not edit.
// What the browser's script (the loading text) and the breadcrumbs read of them, outside the server's Vike context.
import type { Locale } from './locale'
import type { LoadingText } from './page-settings'

/** The loading text of each page (by pattern) that declares one. */
export const PAGE_LOADING: Readonly<Record<string, LoadingText>> = ${json(pick((e) => e.loading))}

/** The breadcrumb parent (a pattern) of each page that declares one. */
export const PAGE_PARENTS: Readonly<Record<string, string>> = ${json(pick((e) => e.parent))}

/** The name of each parent page that declares one, in each language. */
export const PARENT_TITLES: Readonly<Record<string, Readonly<Record<Locale, string>>>> = ${json(pick((e) => (parents.has(e.pattern) ? e.title : undefined)))}
`
}
