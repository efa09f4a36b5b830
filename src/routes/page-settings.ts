// What a page declares about itself in its folder's +config.ts (Vike `meta` settings, declared in
// renderer/+config.ts): how long the edge keeps it, the query parameters it reads, how the sitemap
// lists it, its name, its breadcrumb parent, its loading text, its site-search entry. The server
// reads them from Vike's global context (server/page-table.ts); the build writes them to
// dist/page-table.json (nginx's key test, the k6 route check) and the few the browser's script and
// the breadcrumbs need to src/routes/page-declarations.ts (scripts/write-page-table.ts).
import type { Intake } from '../content/intakes'
import type { Locale } from './locale'

/**
 * How the sitemap lists a page: 'page' as its one path, 'list' with every page of the list,
 * 'records' at the paths of its records (the upstream's data, or the offices', departments' and
 * programmes' registries), 'none' not at all (search results, a redirect).
 */
export type SitemapListing = 'page' | 'list' | 'records' | 'none'

/** Messages of the loading text (`loading_<key>`) a page may ask for; any other page has the generic one. */
export const LOADING_TEXTS = ['notice', 'video', 'careers', 'facultyProfile'] as const
export type LoadingText = (typeof LOADING_TEXTS)[number]

/** A page's entry in the site search, in one language: its title and its text. */
export interface PageSearchEntry {
  title: string
  text: string
}
export type PageSearch = Readonly<Record<Locale, PageSearchEntry>>

export interface PageSettings {
  /** Seconds nginx (and the app's page cache) may keep a good answer (0: never). Every page declares it. */
  edgeSeconds?: number
  /** Query parameters the page reads, in the order both caches key them; any other is dropped. */
  query?: readonly string[]
  /** How the sitemap lists it. Every page declares it. */
  sitemap?: SitemapListing
  /** The URL pattern of a page routed by a function ('/:office'); filesystem routes give their own. */
  pattern?: string
  /** Its name in each language, as the menus and a child's breadcrumb give it. */
  title?: Readonly<Record<Locale, string>>
  /** The pattern of the page its breadcrumb trail passes through ('/all-notice'); '/:department' is a programme's department. */
  parent?: string
  /** The text shown while a link to it loads (src/logic/loading.ts); absent: the generic one. */
  loading?: LoadingText
  /**
   * Its own entry in the site search (a written page; records' pages are indexed from their data).
   * A function of the day's intake when its text depends on it: then in the folder's +search.ts.
   */
  search?: PageSearch | ((intake: Intake) => PageSearch)
}

/** Edge times shared by kinds of page. */
export const EDGE_SECONDS = {
  /** Written content (src/content/): it changes with a deployment. */
  written: 3600,
  /** Registries of the site's own content (offices, departments, programmes, profiles). */
  registry: 600,
  /** Lists whose items change through the day. */
  list: 15,
} as const
