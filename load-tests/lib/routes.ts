// The pages the load tests visit: each request is tagged with its page's pattern (the `route` label
// of the site's own metrics: tests/deploy/k6.test.ts checks it against the build's page table) and
// must show the page's title, so a 200 with the wrong content still fails a check. Each page is
// visited in both languages.
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

/** Title (without the site's suffix) of each page visited, and the pattern of the pages with a parameter. */
const PAGES: Record<string, { title: string; pattern?: string }> = {
  '/': { title: 'Hill Tracts University | The first public-private-partnership university of the hill district' },
  '/admission-result': { title: 'Admission Test Result' },
  '/admission-instruction': { title: 'Admission Circular, Spring 2026' },
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
function route(path: string, weight: number): Route[] {
  const page = PAGES[path]
  if (!page) throw new Error(`load-tests/lib/routes.ts: no title for ${path}`)
  const name = page.pattern ?? path
  return [
    { name, path, mustContain: page.title, weight: weight * (1 - BENGALI_SHARE) },
    { name: localePath('bn', name), path: localePath('bn', path), mustContain: '<html lang="bn"', weight: weight * BENGALI_SHARE },
  ]
}

/** What visitors read on admission-result and circular days. */
export const ADMISSION_ROUTES: Route[] = [
  ...route('/admission-result', 40),
  ...route('/admission-instruction', 15),
  ...route('/admission-advertisements', 10),
  ...route('/', 20),
  ...route('/all-notice', 10),
  // Notice details are added from the ids found on /all-notice (see setup()).
]

/** Share of admission traffic going to notice details (ids found at setup). */
export const NOTICE_DETAIL_WEIGHT = 5

/** Everything else an ordinary visitor browses. */
export const GENERAL_ROUTES: Route[] = [
  ...route('/', 25),
  ...route('/all-notice', 10),
  ...route('/all-news', 5),
  ...route('/about', 5),
  ...route('/fees', 5),
  ...route('/faq', 3),
  ...route('/program/cse', 5),
  ...route('/program/bba', 4),
  ...route('/admission-requirements', 4),
  ...route('/admission-result', 3),
  ...route('/admission-instruction', 3),
  ...route('/academic-calendar', 3),
  ...route('/career', 2),
  ...route('/faculty', 3),
  ...route('/videos', 2),
]

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
export function admissionRoutesWith(noticeIds: string[]): Route[] {
  return (admissionWithNotices ??= [...ADMISSION_ROUTES, ...noticeRoutes(noticeIds, NOTICE_DETAIL_WEIGHT)])
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
