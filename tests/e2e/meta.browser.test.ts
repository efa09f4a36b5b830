// Canonical URLs, link previews, meta descriptions, structured data and breadcrumbs on every page a
// crawl from / reaches (the same crawl as tests/http/lists.test.ts), parsed by Chromium's HTML parser; visible
// breadcrumbs and the print stylesheet in Chromium itself.
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { localePath, splitLocale } from '../../src/routes/locale'
import BN from '../../src/i18n/messages/bn.json'
import EN from '../../src/i18n/messages/en.json'
import { crawlSite } from '../support/crawl'
import { get } from '../support/processes'
import { DESKTOP, openPage, PHONE, waitForHydration } from '../support/browser'
import { sharedBrowser } from '../support/shared'
import { PINNED_TODAY, startPinnedStack } from '../support/lists'
import { parseHeads, type PageHead } from '../support/head'
import { problemsOf } from '../support/rich-results'

/** A crawled path without its query and language prefix ('/bn/notice/1?x' → '/notice/1'). */
const logicalOf = (path: string) => splitLocale(path.split('?')[0]!).path
/** The first crumb's name in each language. */
const HOME = { en: EN.frame_home, bn: BN.frame_home }

/** A public origin unlike the test server's, so an absolute URL taken from the request would show. */
const ORIGIN = 'https://www.htu.example'

let stack: Awaited<ReturnType<typeof startPinnedStack>>
let browser: Browser
let parserPage: Page
let site = ''
/** Every page the crawl fetched with 200, parsed. */
const heads: PageHead[] = []


/** Fetches `paths` and parses each 200 answer. */
async function headsOf(paths: string[]): Promise<PageHead[]> {
  const pages: { path: string; html: string }[] = []
  for (const path of paths) {
    const { status, body } = await get(`${site}${path}`)
    if (status === 200) pages.push({ path, html: body })
  }
  return parseHeads(parserPage, pages)
}

const headOf = async (path: string) => (await headsOf([path]))[0]!

beforeAll(async () => {
  ;[stack, browser] = await Promise.all([startPinnedStack({ SITE_ORIGIN: ORIGIN }), sharedBrowser()])
  site = stack.site.url
  parserPage = await browser.newPage()
  // The crawl of tests/http/lists.test.ts: same-site links from /, bounded.
  const crawl = await crawlSite(site)
  if (crawl.queue.length > 0) throw new Error('the crawl ended before its bound')
  const pages = [...crawl.bodies].map(([path, html]) => ({ path, html }))
  for (let i = 0; i < pages.length; i += 50) heads.push(...(await parseHeads(parserPage, pages.slice(i, i + 50))))
}, 300_000)

afterAll(async () => {
  await browser?.close()
  await stack?.stop()
})

/** The JSON-LD objects of a page (arrays flattened). */
const ldOf = (head: PageHead): Record<string, unknown>[] => head.jsonLd.flatMap((text) => [JSON.parse(text)].flat())
const typesOf = (head: PageHead) => ldOf(head).map((o) => o['@type'])
const one = (head: PageHead, key: string) => head.meta[key]?.length === 1 ? head.meta[key]![0]! : `${head.meta[key]?.length ?? 0} × ${key}`

describe('every page of the crawl', () => {
  it('the crawl reaches the whole site', () => {
    console.log(`meta: ${heads.length} pages crawled`)
    expect(heads.length).toBeGreaterThan(300)
  })

  it('has exactly one canonical URL: absolute on SITE_ORIGIN, the page itself, the same as og:url', () => {
    const wrong = heads.flatMap((h) => {
      if (h.canonical.length !== 1) return [`${h.path}: ${h.canonical.length} canonical links`]
      const canonical = h.canonical[0]!
      const url = new URL(canonical)
      const problems: string[] = []
      if (url.origin !== ORIGIN) problems.push(`${h.path}: canonical ${canonical} not on ${ORIGIN}`)
      if (url.searchParams.get('page') === '1') problems.push(`${h.path}: canonical keeps page=1`)
      if (one(h, 'og:url') !== canonical) problems.push(`${h.path}: og:url ${one(h, 'og:url')} ≠ ${canonical}`)
      // A crawled link is its own page's spelling, except a first page's explicit ?page=1.
      const expected = h.path.replace(/([?&])page=1(&|$)/, (_m, pre: string, post: string) => (post ? pre : '')).replace(/[?&]$/, '')
      if (`${url.pathname}${url.search}` !== new URL(expected, ORIGIN).pathname + new URL(expected, ORIGIN).search)
        problems.push(`${h.path}: canonical ${canonical}`)
      return problems
    })
    expect(wrong).toEqual([])
  })

  it('has one meta description (plain text, at most 160 characters) and the link-preview tags', () => {
    const missing = heads.flatMap((h) => {
      const problems: string[] = []
      for (const key of ['description', 'og:title', 'og:description', 'og:image', 'og:url', 'og:type', 'og:site_name', 'twitter:card', 'twitter:title', 'twitter:image']) {
        const values = h.meta[key] ?? []
        if (values.length !== 1 || !values[0]) problems.push(`${h.path}: ${values.length} × ${key}`)
      }
      const description = h.meta['description']?.[0] ?? ''
      if (description.length > 160 || /<|&[a-z]+;/.test(description)) problems.push(`${h.path}: description "${description}"`)
      for (const key of ['og:image', 'twitter:image']) {
        const image = h.meta[key]?.[0] ?? ''
        if (!/^https?:\/\//.test(image)) problems.push(`${h.path}: ${key} ${image} not absolute`)
      }
      return problems
    })
    const described = heads.filter((h) => h.meta['description']?.[0]).length
    console.log(`meta: ${described} of ${heads.length} pages have a meta description`)
    expect(missing).toEqual([])
  })

  it('notices and news preview their own headline and summary; without their own image, the default card', () => {
    const items = heads.filter((h) => /^\/(notice|news)\/\d+$/.test(h.path))
    expect(items.length).toBeGreaterThan(100)
    for (const h of items) {
      expect(one(h, 'og:type'), h.path).toBe('article')
      expect(one(h, 'og:title'), h.path).toBe(h.h1)
      const image = one(h, 'og:image')
      expect(image, h.path).toMatch(/\.(png|jpe?g|webp|gif)$/)
      if (image.endsWith('/og-card.png')) expect(one(h, 'og:image:width')).toBe('1200')
    }
  })

  it('has JSON-LD that parses, with schema.org types and properties and the properties rich results need', () => {
    const problems = heads.flatMap((h) => {
      try {
        return ldOf(h).flatMap((o) => [
          ...(o['@context'] === 'https://schema.org' ? [] : [`${h.path}: @context ${String(o['@context'])}`]),
          ...problemsOf(o).map((p) => `${h.path}: ${p}`),
        ])
      } catch (err) {
        return [`${h.path}: ${(err as Error).message}`]
      }
    })
    expect(problems).toEqual([])
  })

  it('has the structured data of its kind', () => {
    const expectType = (match: RegExp, type: string) => {
      const pages = heads.filter((h) => match.test(logicalOf(h.path)))
      expect(pages.length, String(match)).toBeGreaterThan(0)
      expect(pages.filter((h) => !typesOf(h).includes(type)).map((h) => h.path), type).toEqual([])
    }
    expectType(/^\/$/, 'CollegeOrUniversity')
    expectType(/^\/contact$/, 'CollegeOrUniversity')
    expectType(/^\/(notice|news)\/\d+$/, 'NewsArticle')
    expectType(/^\/all-events$/, 'Event')
    expectType(/^\/career-details\/\d+$/, 'JobPosting')
    expectType(/^\/program\/[a-z]+$/, 'EducationalOccupationalProgram')
    expectType(/^\/.+/, 'BreadcrumbList')
    for (const home of heads.filter((h) => logicalOf(h.path) === '/')) expect(typesOf(home)).not.toContain('BreadcrumbList')
  })

  it('JobPosting.validThrough is the closing day: in the past for every closed post, not for an open one', () => {
    const careers = heads.filter((h) => /^\/career-details\/\d+$/.test(h.path))
    const endOfToday = new Date(`${PINNED_TODAY}T00:00:00+06:00`).getTime()
    let closed = 0
    for (const h of careers) {
      const job = ldOf(h).find((o) => o['@type'] === 'JobPosting')!
      const validThrough = Date.parse(String(job['validThrough']))
      expect(Number.isNaN(validThrough), h.path).toBe(false)
      const saysClosed = /Applications closed/.test(one(h, 'description'))
      if (saysClosed) closed++
      expect(validThrough < endOfToday, `${h.path} ${String(job['validThrough'])}`).toBe(saysClosed)
    }
    expect(closed).toBeGreaterThan(0)
    expect(closed).toBeLessThan(careers.length)
  })

  it('shows one breadcrumb trail below home, the same as its BreadcrumbList, ending at the page (aria-current)', () => {
    const problems = heads.flatMap((h) => {
      const list = ldOf(h).find((o) => o['@type'] === 'BreadcrumbList') as { itemListElement: { name: string; item: string; position: number }[] } | undefined
      if (logicalOf(h.path) === '/') return h.breadcrumbs ? [`${h.path}: has a breadcrumb trail`] : []
      if (h.breadcrumbNavs !== 1 || !h.breadcrumbs || !list) return [`${h.path}: ${h.breadcrumbNavs} trails, BreadcrumbList ${list ? 'present' : 'missing'}`]
      const trail = h.breadcrumbs
      const out: string[] = []
      if (trail[0]?.name !== HOME[splitLocale(h.path).locale] || trail[0]?.href !== localePath(splitLocale(h.path).locale, '/')) out.push(`${h.path}: trail starts with ${JSON.stringify(trail[0])}`)
      const last = trail[trail.length - 1]!
      if (last.current !== 'page' || last.href !== null) out.push(`${h.path}: last item ${JSON.stringify(last)}`)
      if (trail.slice(0, -1).some((c) => c.current !== null || !c.href)) out.push(`${h.path}: an earlier item is no link`)
      const visible = trail.map((c, i) => `${i + 1} ${c.name} ${c.href ?? new URL(h.canonical[0]!).pathname}`)
      const data = list.itemListElement.map((e) => `${e.position} ${e.name} ${new URL(e.item).pathname}`)
      if (JSON.stringify(visible) !== JSON.stringify(data)) out.push(`${h.path}: visible ${visible.join(' › ')} ≠ data ${data.join(' › ')}`)
      if (list.itemListElement.some((e) => !e.item.startsWith(`${ORIGIN}/`))) out.push(`${h.path}: BreadcrumbList item not on ${ORIGIN}`)
      return out
    })
    expect(problems).toEqual([])
  })
})

describe('canonical URLs of other spellings', () => {
  it('/program/Mba leads to /program/mba, whose canonical is /program/mba', async () => {
    const res = await get(`${site}/program/Mba`)
    expect(res.status).toBe(301)
    expect(res.headers.get('location')).toMatch(/\/program\/mba$/)
    expect((await headOf('/program/mba')).canonical).toEqual([`${ORIGIN}/program/mba`])
  })

  it('drops what does not change the page: page=1, tracking tags, undeclared parameters, their order; keeps filters and later pages', async () => {
    const cases: [string, string][] = [
      ['/all-notice?page=1', '/all-notice'],
      ['/all-notice?utm_source=fb&fbclid=x&page=1', '/all-notice'],
      ['/all-notice?page=2&utm_medium=x', '/all-notice?page=2'],
      ['/career?type=1&q=lecturer&x=1', '/career?q=lecturer&type=1'],
      ['/about?page=3&lang=bn', '/about'],
      ['/fees?utm_campaign=spring', '/fees'],
    ]
    for (const [asked, canonical] of cases) expect((await headOf(asked)).canonical, asked).toEqual([`${ORIGIN}${canonical}`])
  })

  it('a numeric id with leading zeros names the same notice: its canonical has none', async () => {
    const notice = heads.find((h) => /^\/notice\/\d+$/.test(h.path))!
    const zeroed = notice.path.replace(/\/(\d+)$/, '/00$1')
    expect((await headOf(zeroed)).canonical).toEqual([`${ORIGIN}${notice.path}`])
  })
})

describe('in Chromium', () => {
  const samples = () => [
    heads.find((h) => /^\/notice\/\d+$/.test(h.path))!.path,
    heads.find((h) => /^\/profile\//.test(h.path))!.path,
    heads.find((h) => /^\/career-details\//.test(h.path))!.path,
    '/program/cse',
    '/fees',
    '/cse',
    '/eng',
    '/vc',
    '/all-notice',
  ]

  it.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ])('breadcrumbs are visible at %s width, the page named last', async (_name, viewport) => {
    await using opened = await openPage(browser, viewport)
    const { page, errors } = opened
    for (const path of samples()) {
      await page.goto(`${site}${path}`)
      await waitForHydration(page)
      const nav = page.getByRole('navigation', { name: 'Breadcrumb' })
      expect(await nav.isVisible(), path).toBe(true)
      expect(await nav.getByRole('link', { name: 'Home' }).isVisible(), path).toBe(true)
      const current = nav.locator('[aria-current="page"]')
      expect(await current.isVisible(), path).toBe(true)
      // Within the viewport's width: the trail wraps rather than scrolling the page sideways.
      const box = await nav.boundingBox()
      expect(box!.x + box!.width, path).toBeLessThanOrEqual(viewport.width + 1)
    }
    expect(errors).toEqual([])
  })

  it('prints a notice, the circular, the fee table and a programme page as the content alone, with the page URL', async () => {
    const notice = heads.find((h) => /^\/notice\/\d+$/.test(h.path))!.path
    await using opened = await openPage(browser, DESKTOP)
    const { page } = opened
    for (const path of [notice, '/admission-instruction', '/fees', '/program/cse', '/']) {
      await page.goto(`${site}${path}`)
      await waitForHydration(page)
      await page.emulateMedia({ media: 'print' })
      const shown = async (selector: string) => {
        const all = page.locator(selector)
        const visible: boolean[] = []
        for (let i = 0; i < (await all.count()); i++) visible.push(await all.nth(i).isVisible())
        return visible.some(Boolean)
      }
      for (const frame of ['.top-bar', '.site-nav', '.site-footer', '.ticker', '.skip-link', 'nav', 'aside', 'form', '.btn', 'button:not(.accordion-button)']) {
        expect(await shown(frame), `${path}: ${frame} printed`).toBe(false)
      }
      const url = page.locator('.print-url')
      expect(await url.isVisible(), path).toBe(true)
      expect(await url.textContent(), path).toBe(path === '/' ? `${ORIGIN}/` : `${ORIGIN}${path}`)
      expect(await page.locator('h1').first().textContent(), path).toBeTruthy()
      if (path !== '/') expect(await page.locator('main h1').first().isVisible(), path).toBe(true)
      if (path === '/fees') expect(await shown('table'), path).toBe(true)
      // Programme pages print every accordion panel (syllabus, outcomes), closed or not.
      if (path === '/program/cse') {
        const panels = page.locator('.accordion-collapse')
        for (let i = 0; i < (await panels.count()); i++) expect(await panels.nth(i).isVisible(), `${path} panel ${i}`).toBe(true)
      }
      // The print dialog's own output: a PDF with the content.
      const pdf = await page.pdf({ format: 'A4' })
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
      await page.emulateMedia({ media: 'screen' })
      expect(await url.isVisible(), `${path}: the URL line shows on screen`).toBe(false)
    }
  })
})
