// Every URL of the site's detail pages, built in one place: components, search, feeds and the sitemap
// link through these, never a written-out `/notice/${id}`.

/** Detail pages named by a numeric id; their id also answers with leading zeros (/notice/01197). */
const NUMERIC_DETAILS = { notice: '/notice', news: '/news', career: '/career-details' } as const

export const noticePath = (id: number) => `${NUMERIC_DETAILS.notice}/${id}`
export const newsPath = (id: number) => `${NUMERIC_DETAILS.news}/${id}`
export const careerPath = (id: number) => `${NUMERIC_DETAILS.career}/${id}`
export const profilePath = (teacherId: string) => `/profile/${encodeURIComponent(teacherId)}`
export const programmePath = (slug: string) => `/program/${slug}`

const NUMERIC_ID_ROUTE = new RegExp(`^(${Object.values(NUMERIC_DETAILS).join('|')})/0*(\\d+)$`)
/** Routes that accept any case of their slug (and redirect to the lower-case one): /program/Mba. */
const CASE_INSENSITIVE_ROUTE = new RegExp(`^${programmePath('')}[^/]+$`)

/** The one spelling of a page's path. */
export function canonicalPath(pathname: string): string {
  const id = NUMERIC_ID_ROUTE.exec(pathname)
  if (id) return `${id[1]}/${id[2]}`
  if (CASE_INSENSITIVE_ROUTE.test(pathname)) return pathname.toLowerCase()
  return pathname
}
