// sitemap.xml (sitemaps.org protocol 0.9): every page of the site, as the site's own links write
// it, on the configured origin. A sitemap index names one child per kind of page (pages and lists,
// notices, news, careers, profiles), each cut into parts of at most MAX_URLS.
import { DEPARTMENT_KEYS } from '../../src/content/department-keys'
import { OFFICES } from '../../src/content/offices'
import { PROGRAMME_SLUGS } from '../../src/content/programmes'
import { teacherIdParam } from '../../src/data/load'
import { parseCalendarDate } from '../../src/logic/dates'
import { PAGE_SIZE } from '../../src/logic/pagination'
import type * as D from '../../src/domain/types'
import { DEFAULT_LOCALE, LOCALES, localePath, twinUrl, type Locale } from '../../src/routes/locale'
import type { PageTable } from '../../src/routes/page-table'
import { isoDay } from './dates'
import { careerPath, departmentPath, listHref, newsPath, noticePath, officePath, PAGE, profilePath, programmePath, sitemapFilePath } from '../../src/routes/paths'

/** URLs in one sitemap file at most (the protocol's limit is 50,000 and 50 MB; 50,000 URLs with their hreflang alternates stay below 30 MB). */
export const MAX_URLS = 50_000

export type SitemapKind = 'pages' | 'notices' | 'news' | 'careers' | 'profiles'
export const SITEMAP_KINDS: readonly SitemapKind[] = ['pages', 'notices', 'news', 'careers', 'profiles']

export interface SitemapUrl {
  /** Path and query as the site links it ("/all-notice?page=2"). */
  path: string
  /** YYYY-MM-DD, when the data dates it. */
  lastmod?: string
}

/** Everything the sitemap is made of (the same cached upstream answers the pages read). */
export interface SiteData {
  notices: D.Notice[]
  news: D.NewsItem[]
  videos: D.Video[]
  teachers: D.TeacherCard[]
  careers: D.CareerOpening[]
  events: D.EventItem[]
  advertisements: D.Advertisements
}

/** A date text as a lastmod: its day, unless it is after `today` (a date to come modified nothing yet). */
function lastmodOf(dates: readonly string[], today: string): string | undefined {
  let newest: string | undefined
  for (const text of dates) {
    const d = parseCalendarDate(text)
    const day = d ? isoDay(d) : undefined
    if (day && day <= today && (!newest || day > newest)) newest = day
  }
  return newest
}

const pageCount = (items: number) => Math.max(1, Math.ceil(items / PAGE_SIZE))

/**
 * Every URL of the site by kind. Pages with a fixed path are those whose folder declares `sitemap`
 * (`table`); offices, departments and programmes come from their registries, details from the data.
 */
export function sitemapUrls(data: SiteData, today: string, table: PageTable): Record<SitemapKind, SitemapUrl[]> {
  const noticeDates = data.notices.map((n) => n.date)
  const newsDates = data.news.map((n) => n.date)
  // Adding an item moves every page of its list: each page was modified when the newest item came.
  const lists: Readonly<Record<string, { count: number; lastmod?: string }>> = {
    [PAGE.allNotice]: { count: data.notices.length, lastmod: lastmodOf(noticeDates, today) },
    [PAGE.allNews]: { count: data.news.length, lastmod: lastmodOf(newsDates, today) },
    [PAGE.videos]: { count: data.videos.length, lastmod: lastmodOf(data.videos.map((v) => v.date), today) },
    [PAGE.faculty]: { count: data.teachers.length },
    [PAGE.career]: { count: data.careers.length, lastmod: lastmodOf(data.careers.map((c) => c.startDate), today) },
    [PAGE.allEvents]: { count: data.events.length },
    // Each level's latest advertisement is on every page; ?page=N pages the longer archive.
    [PAGE.admissionAdvertisements]: { count: Math.max(0, data.advertisements.bachelor.length - 1, data.advertisements.master.length - 1) },
  }
  const pages: SitemapUrl[] = table.sitemapPaths('page').map((path) => ({ path, ...(path === PAGE.home ? { lastmod: lastmodOf([...noticeDates, ...newsDates], today) } : {}) }))
  for (const path of table.sitemapPaths('list')) {
    const list = lists[path]
    if (!list) throw new Error(`the sitemap has no count for the list ${path}`)
    for (let n = 1; n <= pageCount(list.count); n++) pages.push({ path: listHref(path, {}, n), lastmod: list.lastmod })
  }
  for (const key of Object.keys(OFFICES)) pages.push({ path: officePath(key) })
  for (const key of DEPARTMENT_KEYS) pages.push({ path: departmentPath(key) })
  for (const slug of PROGRAMME_SLUGS) pages.push({ path: programmePath(slug) })

  const teacherIds = [...new Set(data.teachers.map((t) => t.teacherId))].filter((id) => teacherIdParam(id) !== null)
  return {
    pages: withTwins(pages),
    notices: withTwins(unique(data.notices.map((n) => ({ path: noticePath(n.id), lastmod: lastmodOf([n.date], today) })))),
    news: withTwins(unique(data.news.map((n) => ({ path: newsPath(n.id), lastmod: lastmodOf([n.date], today) })))),
    careers: withTwins(unique(data.careers.map((c) => ({ path: careerPath(c.id), lastmod: lastmodOf([c.startDate], today) })))),
    profiles: withTwins(teacherIds.map((id) => ({ path: profilePath(id) }))),
  }
}

/** Each page in every language: its English URL, then its twin in each other language. */
const withTwins = (urls: SitemapUrl[]): SitemapUrl[] => urls.flatMap((u) => LOCALES.map((locale) => ({ ...u, path: localePath(locale, u.path) })))

/** The first URL of each path (an upstream list may repeat a record). */
function unique(urls: SitemapUrl[]): SitemapUrl[] {
  const seen = new Set<string>()
  return urls.filter((u) => !seen.has(u.path) && seen.add(u.path))
}

export interface SitemapPart {
  /** "notices", then "notices-2", … */
  name: string
  urls: SitemapUrl[]
}

/** Each kind cut into files of at most MAX_URLS (a kind with no URL has no file). */
export function sitemapParts(byKind: Record<SitemapKind, SitemapUrl[]>): SitemapPart[] {
  const parts: SitemapPart[] = []
  for (const kind of SITEMAP_KINDS) {
    const urls = byKind[kind]
    for (let i = 0; i * MAX_URLS < urls.length; i++) parts.push({ name: i === 0 ? kind : `${kind}-${i + 1}`, urls: urls.slice(i * MAX_URLS, (i + 1) * MAX_URLS) })
  }
  return parts
}

/** Where a part is served. */
export const sitemapPartPath = sitemapFilePath

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n'
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9'
const XHTML_NS = 'http://www.w3.org/1999/xhtml'

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;')

const lastmodTag = (lastmod: string | undefined) => (lastmod ? `<lastmod>${lastmod}</lastmod>` : '')

/** The page in each language and the x-default (English), as Google reads hreflang in a sitemap. */
function alternateTags(path: string, origin: string): string {
  const link = (hreflang: string, locale: Locale) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(origin + twinUrl(path, locale))}"/>`
  return [...LOCALES.map((locale) => link(locale, locale)), link('x-default', DEFAULT_LOCALE)].join('')
}

export function renderUrlset(urls: readonly SitemapUrl[], origin: string): string {
  const rows = urls.map((u) => `<url><loc>${escapeXml(origin + u.path)}</loc>${lastmodTag(u.lastmod)}${alternateTags(u.path, origin)}</url>`)
  return `${XML_DECLARATION}<urlset xmlns="${NS}" xmlns:xhtml="${XHTML_NS}">\n${rows.join('\n')}\n</urlset>\n`
}

export function renderSitemapIndex(parts: readonly SitemapPart[], origin: string): string {
  const rows = parts.map((p) => {
    const newest = p.urls.reduce<string | undefined>((max, u) => (u.lastmod && (!max || u.lastmod > max) ? u.lastmod : max), undefined)
    return `<sitemap><loc>${escapeXml(origin + sitemapPartPath(p.name))}</loc>${lastmodTag(newest)}</sitemap>`
  })
  return `${XML_DECLARATION}<sitemapindex xmlns="${NS}">\n${rows.join('\n')}\n</sitemapindex>\n`
}

export function renderRobots(origin: string): string {
  return `User-agent: *\nDisallow: /api/\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`
}
