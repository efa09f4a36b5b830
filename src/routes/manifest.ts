// Every page of the site, once: its Vike page, URL pattern (also its metric label), how long the
// edge keeps it, the query parameters it reads (the cache key), whether the sitemap lists it, and
// the paths that visit it with the title and a text each must show. The server, the sitemap, the
// metrics, the k6 scripts and the tests read this list. Adding a page: a folder under pages/ and
// an entry here (tests/unit/routes.test.ts checks the two agree).
//
// Imports nothing: k6 loads this file as it is, and nothing here reaches the browser bundle.

/** A path that shows the page: its browser title without the site's suffix (home: its whole title), and a text its server HTML holds. */
export interface Visit {
  path: string
  title: string
  mustContain: string
}

export interface PageRoute {
  /** Vike's page id: the page's folder under pages/. */
  page: `/pages/${string}`
  /** The URL pattern ('/notice/:id'); the `route` label of the page's metrics. */
  pattern: string
  /** Seconds nginx may keep a good answer of this page (0: never). */
  edgeSeconds: number
  /** Query parameters the page reads, in the order both caches key them; any other is dropped. */
  query?: readonly string[]
  /** How the sitemap lists it: 'page' as its one path, 'list' with every page of the list; details come from the data. */
  sitemap?: 'page' | 'list'
  /** Paths that show this page (for parameterised pages, examples from the demo upstream's data whatever its date). */
  visits: readonly Visit[]
}

/** Written content (src/content/): it changes with a deployment, so the edge keeps it an hour. */
const WRITTEN_SECONDS = 3600
/** Registries of the site's own content (offices, departments, programmes, profiles). */
const REGISTRY_SECONDS = 600

const written = (name: string, title: string, mustContain: string) =>
  ({ page: `/pages/(static)/${name}`, pattern: `/${name}`, edgeSeconds: WRITTEN_SECONDS, sitemap: 'page', visits: [{ path: `/${name}`, title, mustContain }] }) as const

export const PAGE_ROUTES = [
  { page: '/pages/index', pattern: '/', edgeSeconds: 10, sitemap: 'page', visits: [{ path: '/', title: 'Hill Tracts University | The first public-private-partnership university of the hill district', mustContain: 'Latest News' }] },

  // Lists: kept briefly, their items change through the day.
  {
    page: '/pages/all-notice',
    pattern: '/all-notice',
    edgeSeconds: 15,
    query: ['date', 'year', 'month', 'day', 'title', 'page'],
    sitemap: 'list',
    visits: [{ path: '/all-notice', title: 'All Notices', mustContain: 'Notice' }],
  },
  { page: '/pages/all-news', pattern: '/all-news', edgeSeconds: 15, query: ['q', 'page'], sitemap: 'list', visits: [{ path: '/all-news', title: 'Latest News', mustContain: 'News' }] },
  { page: '/pages/all-events', pattern: '/all-events', edgeSeconds: 30, query: ['page'], sitemap: 'list', visits: [{ path: '/all-events', title: 'Events', mustContain: 'Events' }] },
  { page: '/pages/videos', pattern: '/videos', edgeSeconds: 30, query: ['q', 'page'], sitemap: 'list', visits: [{ path: '/videos', title: 'Video Gallery', mustContain: 'Video' }] },
  {
    page: '/pages/career',
    pattern: '/career',
    edgeSeconds: 300,
    query: ['q', 'type', 'page'],
    sitemap: 'list',
    visits: [{ path: '/career', title: 'Career', mustContain: 'View Details' }],
  },
  {
    page: '/pages/faculty',
    pattern: '/faculty',
    edgeSeconds: REGISTRY_SECONDS,
    query: ['q', 'department', 'designation', 'page'],
    sitemap: 'list',
    visits: [{ path: '/faculty', title: 'Faculty Members', mustContain: 'View Profile' }],
  },
  {
    page: '/pages/admission-advertisements',
    pattern: '/admission-advertisements',
    edgeSeconds: 30,
    query: ['page'],
    sitemap: 'list',
    visits: [{ path: '/admission-advertisements', title: 'Admission Advertisements', mustContain: 'Admission Advertisements' }],
  },
  // Results follow the lists they come from; the results of a query are not a page of their own.
  { page: '/pages/search', pattern: '/search', edgeSeconds: 30, query: ['q', 'type', 'page'], visits: [{ path: '/search', title: 'Search', mustContain: 'role="search"' }] },
  {
    page: '/pages/academic-calendar',
    pattern: '/academic-calendar',
    edgeSeconds: REGISTRY_SECONDS,
    sitemap: 'page',
    visits: [{ path: '/academic-calendar', title: 'Academic Calendar', mustContain: 'Calendar' }],
  },
  {
    page: '/pages/admission-result',
    pattern: '/admission-result',
    edgeSeconds: 60,
    sitemap: 'page',
    visits: [{ path: '/admission-result', title: 'Admission Test Result', mustContain: 'Admission Test Result' }],
  },
  // A redirect to the admission portal (non-200 answers are never stored anyway).
  { page: '/pages/apply-online', pattern: '/apply-online', edgeSeconds: 0, visits: [] },

  // Details.
  {
    page: '/pages/notice/@id',
    pattern: '/notice/:id',
    edgeSeconds: 60,
    visits: [{ path: '/notice/1194', title: 'Re-admission and Course Retake Registration', mustContain: 'Recent Notices' }],
  },
  {
    page: '/pages/news/@id',
    pattern: '/news/:id',
    edgeSeconds: 60,
    visits: [{ path: '/news/301', title: 'Volunteers Clean Up the Shore of Kaptai Lake near Kaptai National Park', mustContain: 'Kaptai' }],
  },
  { page: '/pages/career-details/@id', pattern: '/career-details/:id', edgeSeconds: 300, visits: [{ path: '/career-details/67', title: 'Driver, Transport Office', mustContain: 'Driver' }] },
  {
    page: '/pages/profile/@id',
    pattern: '/profile/:id',
    edgeSeconds: REGISTRY_SECONDS,
    visits: [{ path: '/profile/T-1001', title: 'Dr. Shahriar Sarker', mustContain: 'Dr. Shahriar Sarker' }],
  },
  {
    page: '/pages/program/@slug',
    pattern: '/program/:slug',
    edgeSeconds: REGISTRY_SECONDS,
    visits: [
      { path: '/program/cse', title: 'BSc in Computer Science and Engineering', mustContain: 'Computer Science' },
      { path: '/program/bba', title: 'Bachelor of Business Administration (BBA)', mustContain: 'Business' },
    ],
  },
  // One page each for every office and every department of their registries (src/content/).
  {
    page: '/pages/office',
    pattern: '/:office',
    edgeSeconds: REGISTRY_SECONDS,
    visits: [
      { path: '/vc', title: 'Vice Chancellor', mustContain: 'Message from the Vice Chancellor' },
      { path: '/coe', title: 'Controller of Examinations', mustContain: 'Dr. Ushwe Sing Marma' },
    ],
  },
  {
    page: '/pages/department',
    pattern: '/:department',
    edgeSeconds: REGISTRY_SECONDS,
    visits: [{ path: '/cse', title: 'Department of CSE', mustContain: 'Department of Computer Science and Engineering' }],
  },

  written('about', 'About Us', 'first public-private-partnership (PPP) university of the hill district'),
  written('mission-vision', 'Mission and Vision', 'Our Vision'),
  written('at-a-glance', 'At a Glance', '1,92,978'),
  written('achievements', 'Achievements', 'Business Administration'),
  written('faq', 'FAQ', 'When was Hill Tracts University established?'),
  written('forms-downloads', 'Forms and Downloads', 'href="/admission-form"'),
  written('contact', 'Contact Us', 'action="/api/contact"'),
  written('alumni', 'Alumni', 'Alumni Association'),
  written('legal', 'Legal', 'Legal'),
  written('privacy-policy', 'Privacy Policy', 'Privacy Policy'),
  written('admission-requirements', 'Admission Requirements', 'Admission Requirements'),
  written('admission-instruction', 'Admission Circular, Spring 2026', 'Admission Circular'),
  written('fees', 'Fees', 'Tuition'),
  written('admission-form', 'Download Admission Form', 'action="/api/admission-documents/admission-form"'),
  written('admit-card', 'Download Admit Card', 'action="/api/admission-documents/admit-card"'),
  written('offer-letter', 'Download Offer Letter', 'action="/api/admission-documents/offer-letter"'),
] as const satisfies readonly PageRoute[]

type Route = (typeof PAGE_ROUTES)[number]

/** Patterns of the pages that read a query, with the parameters each reads. */
type QueryRoute = Extract<Route, { query: readonly string[] }>
export type QueryPattern = QueryRoute['pattern']
export type QueryParamOf<P extends QueryPattern> = Extract<QueryRoute, { pattern: P }>['query'][number]

/** Paged lists the sitemap lists page by page. */
export type ListPattern = Extract<Route, { sitemap: 'list' }>['pattern']

const BY_PAGE: ReadonlyMap<string, PageRoute> = new Map(PAGE_ROUTES.map((r) => [r.page, r]))
const BY_PATTERN: ReadonlyMap<string, PageRoute> = new Map(PAGE_ROUTES.map((r) => [r.pattern, r]))

/** The entry of a Vike page id; undefined for the error page and anything unknown. */
export const routeOfPage = (pageId: string | null | undefined): PageRoute | undefined => (pageId ? BY_PAGE.get(pageId) : undefined)

/** The query parameters the page at a fixed `path` reads (none for pages with parameters in the path). */
export const queryParamsOfPath = (path: string): readonly string[] => BY_PATTERN.get(path)?.query ?? []

/** Every parameter some page reads, sorted (nginx's cache key lists them). */
export const ALL_QUERY_PARAMS: readonly string[] = [...new Set(PAGE_ROUTES.flatMap((r: PageRoute) => r.query ?? []))].sort()

/** Paths the sitemap lists as they are ('page') or with every page of the list ('list'). */
export const sitemapPaths = (kind: 'page' | 'list'): string[] =>
  PAGE_ROUTES.filter((r: PageRoute) => r.sitemap === kind).map((r) => r.visits[0]!.path)

/** Every visit of every page. */
export const ALL_VISITS: readonly (Visit & { route: PageRoute })[] = PAGE_ROUTES.flatMap((route: PageRoute) => route.visits.map((v) => ({ ...v, route })))

/** The visit of a fixed path (throws for a path no entry visits: a test's typo). */
export function visitOf(path: string): Visit & { route: PageRoute } {
  const found = ALL_VISITS.find((v) => v.path === path)
  if (!found) throw new Error(`no page of the route manifest visits ${path}`)
  return found
}
