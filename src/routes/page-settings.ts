// What a page declares about itself in its folder's +config.ts (Vike `meta` settings, declared in
// renderer/+config.ts): how long the edge keeps it, the query parameters it reads, how the sitemap
// lists it. The server reads them from Vike's global context (server/page-table.ts); the build writes
// them to dist/page-table.json for what cannot import Vike (nginx's key test, the k6 route check).

/** How the sitemap lists a page with a fixed path: 'page' as its one path, 'list' with every page of the list. */
export type SitemapListing = 'page' | 'list'

export interface PageSettings {
  /** Seconds nginx (and the app's page cache) may keep a good answer (0 or absent: never). */
  edgeSeconds?: number
  /** Query parameters the page reads, in the order both caches key them; any other is dropped. */
  query?: readonly string[]
  /** Listed in the sitemap as itself; details come from the data, search results not at all. */
  sitemap?: SitemapListing
  /** The URL pattern of a page routed by a function ('/:office'); filesystem routes give their own. */
  pattern?: string
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
