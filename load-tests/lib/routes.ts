// The pages the load tests visit: each request is tagged with its page's pattern (the `route` label
// of the site's own metrics: tests/deploy/k6.test.ts checks it against the build's page table) and
// must show the page's title, so a 200 with the wrong content still fails a check. Each page is
// visited in both languages. A title that moves with the site's calendar (the circular names the
// current intake: Spring 2026 in January 2026, Spring 2027 in November 2026) is not written here: setup()
// reads it from the running site (SiteFacts), which knows its own day (a pinned SITE_TODAY/DEMO_TODAY,
// else the date in Bangladesh), where the load generator's clock and time zone need not agree.
import { localePath } from '../../src/routes/locale.ts'
import { BENGALI_SHARE } from './config.ts'

export interface Route {
  /** Tag value of `route` on every metric of this request: the page's pattern ('/notice/:id'). */
  name: string
  path: string
  /** Text the page must contain, as written (case-sensitive; its <title> is searched first). */
  mustContain: string
  /** Relative share of traffic within its group. */
  weight: number
}

/** What setup() reads from the site before the run (lib/checks.ts setupSite), for the expectations that depend on its day. */
export interface SiteFacts {
  /** Notice ids linked from /all-notice. */
  noticeIds: string[]
  /** The circular's title on the site's day, e.g. 'Admission Circular, Spring 2027' (circularTitleOf). */
  circularTitle: string
}

/** The title of a circular: 'Admission Circular, <Spring|Fall> <year>' (src/content/admission.ts). */
const CIRCULAR_TITLE = /^(Admission Circular, (?:Spring|Fall) \d{4})(?: \| |$)/

/** The circular's title from the <title> of /admission-instruction; null when it is not a circular's. */
export function circularTitleOf(pageTitle: string): string | null {
  return CIRCULAR_TITLE.exec(pageTitle)?.[1] ?? null
}

/**
 * Title (without the site's suffix) of each page visited, or how to read it from the site's facts, and the
 * pattern of the pages with a parameter.
 */
const PAGES: Record<string, { title: string | ((site: SiteFacts) => string); pattern?: string }> = {
  '/': { title: 'Hill Tracts University | The first public-private-partnership university of the hill district' },
  '/admission-result': { title: 'Admission Test Result' },
  '/admission-instruction': { title: (site) => site.circularTitle },
  '/admission-advertisements': { title: 'Admission Advertisements' },
  '/admission-requirements': { title: 'Admission Requirements' },
  '/all-notice': { title: 'All Notices' },
  '/all-news': { title: 'Latest News' },
  '/about': { title: 'About Us' },
  '/fees': { title: 'Fees' },
  '/faq': { title: 'FAQ' },
  '/program/cse': { title: 'BSc in Computer Science and Engineering', pattern: '/program/:slug' },
  '/program/bba': { title: 'Bachelor of Business Administration (BBA)', pattern: '/program/:slug' },
  '/academic-calendar': { title: 'Academic Calendar' },
  '/career': { title: 'Career' },
  '/faculty': { title: 'Faculty Members' },
  '/videos': { title: 'Video Gallery' },
}

/**
 * The page at `path` and its Bengali twin, sharing its weight (BENGALI_SHARE). The twin must be the
 * Bengali page (its titles are checked by the site's own tests).
 */
function route(site: SiteFacts, path: string, weight: number): Route[] {
  const page = PAGES[path]
  if (!page) throw new Error(`load-tests/lib/routes.ts: no title for ${path}`)
  const name = page.pattern ?? path
  const title = typeof page.title === 'function' ? page.title(site) : page.title
  return [
    { name, path, mustContain: title, weight: weight * (1 - BENGALI_SHARE) },
    { name: localePath('bn', name), path: localePath('bn', path), mustContain: '<html lang="bn"', weight: weight * BENGALI_SHARE },
  ]
}

/** Each page visited and its weight in the group. */
type Visits = readonly (readonly [path: string, weight: number])[]

/** What visitors read on admission-result and circular days. */
const ADMISSION_VISITS: Visits = [
  ['/admission-result', 40],
  ['/admission-instruction', 15],
  ['/admission-advertisements', 10],
  ['/', 20],
  ['/all-notice', 10],
  // Notice details are added from the ids found on /all-notice (admissionRoutesWith).
]

/** Share of admission traffic going to notice details (ids found at setup). */
export const NOTICE_DETAIL_WEIGHT = 5

/** Everything else an ordinary visitor browses. */
const GENERAL_VISITS: Visits = [
  ['/', 25],
  ['/all-notice', 10],
  ['/all-news', 5],
  ['/about', 5],
  ['/fees', 5],
  ['/faq', 3],
  ['/program/cse', 5],
  ['/program/bba', 4],
  ['/admission-requirements', 4],
  ['/admission-result', 3],
  ['/admission-instruction', 3],
  ['/academic-calendar', 3],
  ['/career', 2],
  ['/faculty', 3],
  ['/videos', 2],
]

/** Route lists made for the site's facts, once per virtual user (the facts do not change within a run). */
const made = new Map<string, Route[]>()

function routesOf(visits: Visits, key: string, site: SiteFacts): Route[] {
  const cacheKey = `${key}\n${site.circularTitle}`
  let routes = made.get(cacheKey)
  if (!routes) made.set(cacheKey, (routes = visits.flatMap(([path, weight]) => route(site, path, weight))))
  return routes
}

/** What visitors read on admission-result and circular days, with the titles of the site's day. */
export const admissionRoutes = (site: SiteFacts): Route[] => routesOf(ADMISSION_VISITS, 'admission', site)

/** Everything else an ordinary visitor browses, with the titles of the site's day. */
export const generalRoutes = (site: SiteFacts): Route[] => routesOf(GENERAL_VISITS, 'general', site)

/** Each list's total weight, summed once (pick runs once per iteration). */
const totalWeights = new WeakMap<Route[], number>()

/** Picks a route by weight. */
export function pick(routes: Route[]): Route {
  let total = totalWeights.get(routes)
  if (total === undefined) {
    total = routes.reduce((sum, r) => sum + r.weight, 0)
    totalWeights.set(routes, total)
  }
  let x = Math.random() * total
  for (const r of routes) {
    x -= r.weight
    if (x < 0) return r
  }
  return routes[routes.length - 1]!
}

let admissionWithNotices: Route[] | undefined

/** The admission routes and the notice details found at setup; built once per virtual user. */
export function admissionRoutesWith(site: SiteFacts): Route[] {
  return (admissionWithNotices ??= [...admissionRoutes(site), ...noticeRoutes(site.noticeIds, NOTICE_DETAIL_WEIGHT)])
}

/** Notice detail routes for the ids found on the notice list. */
export function noticeRoutes(ids: string[], weight: number): Route[] {
  return ids.flatMap((id) => [
    { name: '/notice/:id', path: `/notice/${id}`, mustContain: '', weight: (weight * (1 - BENGALI_SHARE)) / Math.max(1, ids.length) },
    { name: '/bn/notice/:id', path: `/bn/notice/${id}`, mustContain: '', weight: (weight * BENGALI_SHARE) / Math.max(1, ids.length) },
  ])
}

/** Notice ids linked from the HTML of /all-notice (at most `limit`). */
export function findNoticeIds(html: string, limit = 20): string[] {
  const ids: string[] = []
  const re = /href="\/notice\/([^"/?#]+)"/g
  let m: RegExpExecArray | null
  while ((m = re.exec(html)) !== null && ids.length < limit) {
    if (m[1] && !ids.includes(m[1])) ids.push(m[1])
  }
  return ids
}
