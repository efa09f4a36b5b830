// News, videos, events and academic calendar in Chromium, and axe-core on every route of this area
// at phone and desktop widths.
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { axeViolations, DESKTOP, PHONE, openPage, waitForHydration } from '../support/browser'
import { sharedBrowser } from '../support/shared'
import { get, startStack } from '../support/processes'
import { settledAt } from '../support/lists'

let stack: Awaited<ReturnType<typeof startStack>>
let browser: Browser
let newsId: string

beforeAll(async () => {
  ;[stack, browser] = await Promise.all([startStack(), sharedBrowser()])
  newsId = /href="\/news\/(\d+)"/.exec((await get(`${stack.site.url}/all-news`)).body)![1]!
})
afterAll(async () => {
  await browser?.close()
  await stack?.stop()
})

async function open(path: string, viewport = DESKTOP, locale?: string) {
  const opened = await openPage(browser, viewport)
  if (locale) {
    // openPage has no locale option: a fresh context with the same blocking of outside hosts.
    await opened.context.close()
    const context = await browser.newContext({ viewport, locale })
    await context.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.fulfill({ status: 204, body: '' }))
    const page = await context.newPage()
    const errors: string[] = []
    page.on('console', (msg) => msg.type() === 'error' && errors.push(msg.text()))
    page.on('pageerror', (err) => errors.push(err.message))
    await page.goto(`${stack.site.url}${path}`)
    await waitForHydration(page)
    return { page, context, errors }
  }
  await opened.page.goto(`${stack.site.url}${path}`)
  await waitForHydration(opened.page)
  return opened
}

describe('/videos', () => {
  it('selects the first video after load, searches titles, and plays a selected video', async () => {
    const { page, context, errors } = await open('/videos')
    const items = page.locator('.video-list--grid .video-list__item')
    expect(await items.count()).toBe(50)
    const first = await items.first().getAttribute('data-video-id')
    expect(await items.first().getAttribute('aria-current')).toBe('true')
    expect(await page.locator('[data-current-video]').getAttribute('data-current-video')).toBe(first)

    // Search on a word of the third title, in other case: every result contains it.
    const title = (await items.nth(2).locator('.video-list__title').textContent())!
    const word = title.split(/\s+/).find((w) => w.length > 4) ?? title
    await page.getByLabel('Search videos by title').fill(word.toUpperCase())
    // The list follows the URL, which follows the search (tests/e2e/lists.browser.test.ts).
    await settledAt(page, (u) => u.searchParams.get('q') === word.toUpperCase())
    const titles = await page.locator('.video-list--grid .video-list__title').allTextContents()
    expect(titles.length).toBeGreaterThan(0)
    for (const t of titles) expect(t.toLowerCase()).toContain(word.toLowerCase())
    // The player keeps the current video while the list narrows.
    expect(await page.locator('[data-current-video]').getAttribute('data-current-video')).toBe(first)

    const chosen = page.locator('.video-list--grid .video-list__item').first()
    const chosenId = await chosen.getAttribute('data-video-id')
    await chosen.click()
    expect(await chosen.getAttribute('aria-current')).toBe('true')
    const frame = page.locator('.video-player iframe')
    expect(await frame.getAttribute('src')).toBe(`https://www.youtube-nocookie.com/embed/${chosenId}?autoplay=1`)
    expect(await frame.getAttribute('title')).toBe(await chosen.locator('.video-list__title').textContent())

    await page.getByLabel('Search videos by title').fill('zzzz no such video')
    await settledAt(page, (u) => u.searchParams.get('q') === 'zzzz no such video')
    expect(await page.getByText('No videos found.').isVisible()).toBe(true)
    expect(errors).toEqual([])
    await context.close()
  })

  it('shows the next videos on the Next page link', async () => {
    const { page, context } = await open('/videos', PHONE)
    await page.getByRole('link', { name: 'Next' }).click()
    await settledAt(page, (u) => u.searchParams.get('page') === '2')
    expect(await page.locator('.video-list--grid .video-list__item').count()).toBeGreaterThan(0)
    await context.close()
  })
})

describe('/all-news and /news/{id}', () => {
  it('searches by date or headline', async () => {
    const { page, context, errors } = await open('/all-news', PHONE)
    expect(await page.locator('.news-card').count()).toBe(50)
    const date = (await page.locator('.news-card time').first().getAttribute('datetime'))!.slice(0, 7)
    await page.getByLabel('Search news by date or headline').fill(date)
    await settledAt(page, (u) => u.searchParams.get('q') === date)
    const dates = await page.locator('.news-card time').evaluateAll((els) => els.map((e) => e.getAttribute('datetime')))
    expect(dates.length).toBeGreaterThan(0)
    for (const d of dates) expect(d).toContain(date)
    await page.getByLabel('Search news by date or headline').fill('zzzz no such news')
    await settledAt(page, (u) => u.searchParams.get('q') === 'zzzz no such news')
    expect(await page.getByText('No news found.').isVisible()).toBe(true)
    expect(errors).toEqual([])
    await context.close()
  })

  it('switches the shown news from the Recent News side list', async () => {
    const { page, context, errors } = await open(`/news/${newsId}`)
    const before = await page.locator('h1').textContent()
    const other = page.locator('.side-list a:not([aria-current])').first()
    const label = (await other.textContent())!
    await other.click()
    await page.waitForFunction((old) => document.querySelector('main h1')?.textContent !== old, before)
    expect(label).toContain((await page.locator('main h1').textContent())!)
    expect(await page.title()).toContain((await page.locator('main h1').textContent())!)
    expect(await page.locator('.side-list a[aria-current="page"]').textContent()).toBe(label)
    expect(errors).toEqual([])
    await context.close()
  })
})

describe('dates', () => {
  // One readable format everywhere (issue 11), whatever the visitor's locale, with no hydration error.
  const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
  for (const [locale, viewport] of [
    ['en-GB', DESKTOP],
    ['en-US', PHONE],
  ] as const) {
    it(`shows calendar dates as "20 Jan 2026" in <time datetime>, for a visitor in ${locale}`, async () => {
      const { page, context, errors } = await open('/academic-calendar', viewport, locale)
      const cell = page.locator('tbody tr').first().locator('time').first()
      const [y, m, d] = (await cell.getAttribute('datetime'))!.split('-')
      await expect.poll(() => cell.textContent()).toBe(`${Number(d)} ${MONTHS[Number(m) - 1]} ${y}`)
      expect(errors).toEqual([])
      await context.close()
    })
  }
})

describe('accessibility (axe-core, WCAG 2.1 AA)', () => {
  const routes = () => ['/', '/all-news', `/news/${newsId}`, '/news/999999', '/videos', '/all-events', '/academic-calendar']
  for (const [name, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`has no violations at ${name} width`, async () => {
      const { page, context, errors } = await openPage(browser, viewport)
      const found: string[] = []
      for (const path of routes()) {
        await page.goto(`${stack.site.url}${path}`)
        await waitForHydration(page)
        for (const violation of await axeViolations(page)) found.push(`${path}: ${violation}`)
      }
      expect(found).toEqual([])
      // /news/999999 is a 404 (the spec's 'No data found.' page): Chromium logs its status.
      expect(errors.filter((e) => !e.includes('status of 404'))).toEqual([])
      await context.close()
    }, 90_000)
  }
})
