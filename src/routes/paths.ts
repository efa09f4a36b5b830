// Every URL of the site, built in one place: detail pages, lists with their query, and (locale.ts) a
// page's path in either language. Components, search, feeds and the sitemap link through these, never a
// written-out `/notice/${id}`.
export { localeHref, localePath } from './locale'

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

/**
 * The URL of a list state: `path` plus the non-empty `params` in the given order, then `page`
 * unless it is 1, so every state has one URL (the caches key on it).
 */
export function listHref(path: string, params: Readonly<Record<string, string>>, page = 1): string {
  const query = new URLSearchParams()
  for (const [name, value] of Object.entries(params)) if (value.trim() !== '') query.set(name, value.trim())
  if (page > 1) query.set('page', String(page))
  const search = query.toString()
  return search ? `${path}?${search}` : path
}
