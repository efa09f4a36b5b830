// Every URL of the site, built in one place: detail pages, lists with their query, and (locale.ts) a
// page's path in either language. Components, search, feeds and the sitemap link through these, never a
// written-out `/notice/${id}`.
export { localeHref, localePath } from './locale'

/** The pages with a fixed path, by name: link to `PAGE.fees`, never '/fees'. */
export const PAGE = {
  home: '/',
  about: '/about',
  academicCalendar: '/academic-calendar',
  accessibility: '/accessibility',
  achievements: '/achievements',
  admissionAdvertisements: '/admission-advertisements',
  admissionForm: '/admission-form',
  admissionInstruction: '/admission-instruction',
  admissionRequirements: '/admission-requirements',
  admissionResult: '/admission-result',
  admitCard: '/admit-card',
  allEvents: '/all-events',
  allNews: '/all-news',
  allNotice: '/all-notice',
  alumni: '/alumni',
  applyOnline: '/apply-online',
  atAGlance: '/at-a-glance',
  career: '/career',
  contact: '/contact',
  faculty: '/faculty',
  faq: '/faq',
  fees: '/fees',
  formsDownloads: '/forms-downloads',
  legal: '/legal',
  missionVision: '/mission-vision',
  offerLetter: '/offer-letter',
  privacyPolicy: '/privacy-policy',
  programs: '/programs',
  search: '/search',
  videos: '/videos',
} as const

/** What the server answers beside the pages: endpoints, assets, the operators' probes (files and pictures: src/logic/files.ts, images.ts). */
export const SERVER_PATH = {
  api: '/api',
  assets: '/assets',
  health: '/healthz',
  ready: '/readyz',
  metrics: '/metrics',
  /** The contact form's endpoint (under `api`). */
  contactForm: '/contact',
  /** The admission documents' form endpoint (under `api`), one per kind of document. */
  admissionDocumentsForm: '/admission-documents/:kind',
} as const

export const noticePath = (id: number) => `/notice/${id}`
export const newsPath = (id: number) => `/news/${id}`
export const careerPath = (id: number) => `/career-details/${id}`
export const profilePath = (teacherId: string) => `/profile/${encodeURIComponent(teacherId)}`
export const programmePath = (slug: string) => `/program/${slug}`
/** An office's or a department's page: its registry key at the root ('/vc', '/cse'). */
export const officePath = (key: string) => `/${key}`
export const departmentPath = (key: string) => `/${key}`
/** A sitemap file's path. */
export const sitemapFilePath = (name: string) => `/sitemaps/${name}.xml`
/** A built asset's path under /assets. */
export const assetPath = (file: string) => `${SERVER_PATH.assets}/${file}`

/** Whether the site path `path` is one of the route `pattern` ('/notice/:id' matches '/notice/12'). */
export function matchesPattern(pattern: string, path: string): boolean {
  const patternParts = pattern.split('/')
  const pathParts = path.split('/')
  return patternParts.length === pathParts.length && patternParts.every((part, i) => (part.startsWith(':') ? pathParts[i] !== '' : part === pathParts[i]))
}

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
