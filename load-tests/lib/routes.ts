// The pages the tests visit: a tag name for the results, the path, and a text
// the page must contain (from its title, case as written) so a 200 with the
// wrong content still fails a check.

export interface Route {
  /** Tag value of `route` on every metric of this request. */
  name: string
  path: string
  /** Text the page must contain, as written (case-sensitive; its <title> is searched first). */
  mustContain: string
  /** Relative share of traffic within its group. */
  weight: number
}

/** What visitors read on admission-result and circular days. */
export const ADMISSION_ROUTES: Route[] = [
  { name: 'admission-result', path: '/admission-result', mustContain: 'Admission Test Result', weight: 40 },
  { name: 'admission-instruction', path: '/admission-instruction', mustContain: 'Admission Circular', weight: 15 },
  { name: 'admission-advertisements', path: '/admission-advertisements', mustContain: 'Admission Advertisements', weight: 10 },
  { name: 'home', path: '/', mustContain: 'Hill Tracts University', weight: 20 },
  { name: 'all-notice', path: '/all-notice', mustContain: 'Notice', weight: 10 },
  // Notice details are added from the ids found on /all-notice (see setup()).
]

/** Share of admission traffic going to notice details (ids found at setup). */
export const NOTICE_DETAIL_WEIGHT = 5

/** Everything else an ordinary visitor browses. */
export const GENERAL_ROUTES: Route[] = [
  { name: 'home', path: '/', mustContain: 'Hill Tracts University', weight: 25 },
  { name: 'all-notice', path: '/all-notice', mustContain: 'Notice', weight: 10 },
  { name: 'all-news', path: '/all-news', mustContain: 'News', weight: 5 },
  { name: 'about', path: '/about', mustContain: 'About', weight: 5 },
  { name: 'fees', path: '/fees', mustContain: 'Fees', weight: 5 },
  { name: 'faq', path: '/faq', mustContain: 'FAQ', weight: 3 },
  { name: 'program-cse', path: '/program/cse', mustContain: 'Computer Science', weight: 5 },
  { name: 'program-bba', path: '/program/bba', mustContain: 'Business', weight: 4 },
  { name: 'admission-requirements', path: '/admission-requirements', mustContain: 'Admission', weight: 4 },
  { name: 'admission-result', path: '/admission-result', mustContain: 'Admission Test Result', weight: 3 },
  { name: 'admission-instruction', path: '/admission-instruction', mustContain: 'Admission Circular', weight: 3 },
  { name: 'academic-calendar', path: '/academic-calendar', mustContain: 'Calendar', weight: 3 },
  { name: 'career', path: '/career', mustContain: 'Career', weight: 2 },
  { name: 'faculty', path: '/faculty', mustContain: 'Faculty', weight: 3 },
  { name: 'videos', path: '/videos', mustContain: 'Video', weight: 2 },
  // Client-side navigation fetches page data as JSON.
  { name: 'pagecontext-all-notice', path: '/all-notice/index.pageContext.json', mustContain: '', weight: 3 },
]

/** Picks a route by weight. */
export function pick(routes: Route[]): Route {
  const total = routes.reduce((sum, r) => sum + r.weight, 0)
  let x = Math.random() * total
  for (const r of routes) {
    x -= r.weight
    if (x < 0) return r
  }
  return routes[routes.length - 1]!
}

/** Notice detail routes for the ids found on the notice list. */
export function noticeRoutes(ids: string[], weight: number): Route[] {
  return ids.map((id) => ({ name: 'notice-detail', path: `/notice/${id}`, mustContain: '', weight: weight / Math.max(1, ids.length) }))
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
