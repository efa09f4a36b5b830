// The whole site walked, in the slow tier: every page of the sitemap (both languages) fetched, a crawl from `/`
// following links alone, and one from /bn staying in Bengali. What each walk protects: every sitemap URL answers 200
// and no two share a title; the sitemap holds exactly the pages the crawl reaches; the crawl reaches every item of
// every list; each Bengali page is the twin of an English one. One page of each kind: tests/http/page-table.test.ts.
import { describe, expect, it } from 'vitest'
import { splitLocale } from '../../src/routes/locale'
import { rawUpstream } from '../support/area-pages'
import { crawlSite, type Crawl } from '../support/crawl'
import { headOf } from '../support/hreflang'
import { decodeEntities, get, titleOf } from '../support/processes'
import { sharedSite } from '../support/shared'

const stack = sharedSite()

/** Memoised: the walks below share one fetch of each page. */
const once = <T>(make: () => Promise<T>) => {
  let made: Promise<T> | undefined
  return () => (made ??= make())
}

/** Every path of the sitemap (its index, then its parts), with its answer. */
const sitemapPages = once(async () => {
  const locs = async (url: string) => [...(await get(url)).body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replace(/^https?:\/\/[^/]+/, ''))
  const parts = await locs(`${stack.site.url}/sitemap.xml`)
  const paths = (await Promise.all(parts.map((part) => locs(`${stack.site.url}${part}`)))).flat()
  const pages = new Map<string, { status: number; body: string }>()
  for (let i = 0; i < paths.length; i += 8) {
    await Promise.all(paths.slice(i, i + 8).map(async (path) => pages.set(path, await get(`${stack.site.url}${path}`))))
  }
  return pages
})

/** A crawl from / over every same-site link (both languages). */
const crawlFromHome = once((): Promise<Crawl> => crawlSite(stack.site.url))

describe('the sitemap', () => {
  it('every URL answers 200', async () => {
    const pages = await sitemapPages()
    expect(pages.size).toBeGreaterThan(300)
    expect([...pages].filter(([, page]) => page.status !== 200).map(([path, page]) => `${path} ${page.status}`)).toEqual([])
  }, 300_000)

  // Recurring notice headlines ("Class Routine") made 80 groups of pages with one title; the date tells them apart.
  it('no two pages share a title, in both languages', async () => {
    const byTitle = new Map<string, string[]>()
    for (const [path, { body }] of await sitemapPages()) {
      const title = /<title>([^<]*)<\/title>/.exec(body)?.[1] ?? ''
      byTitle.set(title, [...(byTitle.get(title) ?? []), path])
    }
    const shared = [...byTitle].filter(([, pages]) => pages.length > 1)
    expect(shared).toEqual([])
  }, 300_000)

  it('holds exactly the pages a crawl from / reaches (filtered views of a list aside)', async () => {
    const { bodies, queue } = await crawlFromHome()
    expect(queue).toEqual([])
    const crawled = [...bodies.keys()]
    // A link to a list with a filter (/all-notice?title=result) is a view of that list, not a page of its own;
    // so is the search form (/search, linked from the frame), a view of the whole index.
    const filtered = crawled.filter(
      (path) => /^(\/bn)?\/search\b/.test(path) || [...new URLSearchParams(path.split('?')[1] ?? '').keys()].some((name) => name !== 'page'),
    )
    const pages = crawled.filter((path) => !filtered.includes(path))
    const inSitemap = [...(await sitemapPages()).keys()]
    expect(filtered.length).toBeLessThan(5)
    expect(inSitemap.filter((p) => !bodies.has(p))).toEqual([])
    expect(pages.filter((p) => !inSitemap.includes(p))).toEqual([])
    expect(inSitemap.length).toBe(pages.length)
  }, 300_000)
})

describe('a crawl from / (same-site links only, bounded)', () => {
  it('reaches every item of every list', async () => {
    const { bodies, queue } = await crawlFromHome()
    expect(queue, 'the crawl ended before its bound').toEqual([])
    const visited = [...bodies.keys()]
    const api = stack.upstream.url
    // Records the site drops as malformed (no id, no headline) are no items of its lists.
    const valid = <T extends { id?: unknown; head_line?: unknown }>(rows: T[]) => rows.filter((r) => typeof r.id === 'number' && typeof r.head_line === 'string' && r.head_line)
    const notices = valid(await rawUpstream<{ id: number; head_line?: string }[]>(api, '/all-notice'))
    const news = valid(await rawUpstream<{ id: number; head_line?: string }[]>(api, '/all-news'))
    const careers = await rawUpstream<{ id: number }[]>(api, '/career')
    const teachers = (await rawUpstream<{ name?: string; teacher_id: string }[]>(api, '/all-teacher')).filter((t) => t.name)
    const videos = await rawUpstream<{ data?: { video_id: string }[] } | { video_id: string }[]>(api, '/all-videos')
    const events = (await rawUpstream<{ name: string | null }[]>(api, '/recent-events', { department_id: 0 })).filter((e) => e.name)
    const missing = (wanted: string[]) => wanted.filter((p) => !bodies.has(p))
    expect(missing(notices.map((n) => `/notice/${n.id}`))).toEqual([])
    expect(missing(news.map((n) => `/news/${n.id}`))).toEqual([])
    expect(missing(careers.map((c) => `/career-details/${c.id}`))).toEqual([])
    expect(missing(teachers.map((t) => `/profile/${t.teacher_id}`))).toEqual([])
    const everything = [...bodies.values()].join('\n')
    const videoIds = (Array.isArray(videos) ? videos : (videos.data ?? [])).map((v) => v.video_id).filter((id) => typeof id === 'string' && id)
    expect(videoIds.length).toBeGreaterThan(50)
    expect(videoIds.filter((id) => !everything.includes(`data-video-id="${id}"`))).toEqual([])
    const eventPages = visited.filter((p) => p.startsWith('/all-events')).map((p) => decodeEntities(bodies.get(p)!))
    expect(events.filter((e) => !eventPages.some((b) => b.includes(e.name!)))).toEqual([])
  }, 300_000)
})

describe('a crawl from /bn', () => {
  it('reaches as many pages as the crawl from /, each the twin of one, in Bengali with its hreflang pair', async () => {
    const isBengali = (path: string) => splitLocale(path.split('?')[0]!).locale === 'bn'
    const [english, bengali] = await Promise.all([
      crawlSite(stack.site.url, 1500, '/', (path) => !isBengali(path)),
      crawlSite(stack.site.url, 1500, '/bn', isBengali),
    ])
    expect([english.queue, bengali.queue]).toEqual([[], []])
    console.log(`bengali-twin: the crawl from / reached ${english.bodies.size} pages, from /bn ${bengali.bodies.size}`)
    /** '/bn/notice/1' → '/notice/1', '/bn?x=1' → '/?x=1'. */
    const englishOf = (path: string) => path.replace(/^\/bn(?=\/)/, '').replace(/^\/bn(?=\?|$)/, '/')
    const logical = (crawl: typeof english) => [...crawl.bodies.keys()].map(englishOf).sort()
    expect(logical(bengali)).toEqual(logical(english))
    const wrong = [...bengali.bodies].flatMap(([path, html]) => {
      const head = headOf(html)
      const origin = new URL(head.canonical!).origin
      const problems: string[] = []
      if (head.lang !== 'bn') problems.push(`${path}: lang ${head.lang}`)
      if (!/[\u0980-\u09FF]/.test(titleOf(html) ?? '')) problems.push(`${path}: title ${titleOf(html)}`)
      if (head.alternates['bn'] !== head.canonical || head.alternates['en'] !== head.alternates['x-default'] || !head.alternates['en']?.startsWith(origin))
        problems.push(`${path}: hreflang ${JSON.stringify(head.alternates)}`)
      return problems
    })
    expect(wrong).toEqual([])
    // Reciprocal: each English twin names the same pair.
    const sample = [...bengali.bodies.keys()].filter((_, i) => i % 10 === 0)
    for (const path of sample) {
      const bnHead = headOf(bengali.bodies.get(path)!)
      const enPath = englishOf(path)
      expect(headOf(english.bodies.get(enPath) ?? (await get(`${stack.site.url}${enPath}`)).body).alternates, enPath).toEqual(bnHead.alternates)
    }
  }, 300_000)
})
