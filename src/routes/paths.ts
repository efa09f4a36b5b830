// Every URL of the site's detail pages, built in one place: components, search, feeds and the sitemap
// link through these, never a written-out `/notice/${id}`.

export const noticePath = (id: number) => `/notice/${id}`
export const newsPath = (id: number) => `/news/${id}`
export const careerPath = (id: number) => `/career-details/${id}`
export const profilePath = (teacherId: string) => `/profile/${encodeURIComponent(teacherId)}`
export const programmePath = (slug: string) => `/program/${slug}`

/** Detail pages named by a numeric id (above), whose id also answers with leading zeros (/notice/01197). */
const NUMERIC_ID_ROUTE = /^(\/notice|\/news|\/career-details)\/0*(\d+)$/
/** Routes that accept any case of their slug (and redirect to the lower-case one): /program/Mba. */
const CASE_INSENSITIVE_ROUTE = /^\/program\/[^/]+$/

/** The one spelling of a page's path. */
export function canonicalPath(pathname: string): string {
  const id = NUMERIC_ID_ROUTE.exec(pathname)
  if (id) return `${id[1]}/${id[2]}`
  if (CASE_INSENSITIVE_ROUTE.test(pathname)) return pathname.toLowerCase()
  return pathname
}
