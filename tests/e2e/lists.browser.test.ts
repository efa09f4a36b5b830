// Lists in Debian's Chromium: page links and filters work without JavaScript (plain links and GET
// forms) and with it (Vike navigates in place, the URL follows the filters as typed, replacing the
// history entry); Details then Back restores the filter, the page and the scroll position.
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { axeViolations, DESKTOP, launchBrowser, openPage, PHONE, waitForHydration } from '../support/browser'
import { settledAt, startPinnedStack } from '../support/lists'

let stack: Awaited<ReturnType<typeof startPinnedStack>>
let browser: Browser
let site = ''

beforeAll(async () => {
  ;[stack, browser] = await Promise.all([startPinnedStack(), launchBrowser()])
  site = stack.site.url
}, 60_000)
afterAll(async () => {
  await browser?.close()
  await stack?.stop()
})

const noticeIds = (page: Page) => page.locator('.notice-list a[href^="/notice/"]').evaluateAll((as) => as.map((a) => a.getAttribute('href')))

describe('without JavaScript', () => {
  it('pages through /all-notice by its Next and Previous links', async () => {
    const { page, context } = await openPage(browser, DESKTOP, { javaScriptEnabled: false })
    await page.goto(`${site}/all-notice`)
    const first = await noticeIds(page)
    expect(first).toHaveLength(50)
    await page.getByRole('link', { name: 'Next' }).click()
    expect(new URL(page.url()).search).toBe('?page=2')
    const second = await noticeIds(page)
    expect(second.length).toBeGreaterThan(0)
    expect(second.filter((id) => first.includes(id))).toEqual([])
    await page.getByRole('link', { name: 'Previous' }).click()
    expect(await noticeIds(page)).toEqual(first)
    await context.close()
  })

  it('filters with the GET form: year and month selects reach 2025-12, then page links keep the filter', async () => {
    const { page, context } = await openPage(browser, DESKTOP, { javaScriptEnabled: false })
    await page.goto(`${site}/all-notice`)
    await page.getByLabel('Year', { exact: true }).selectOption('2025')
    await page.getByLabel('Month', { exact: true }).selectOption({ label: 'December' })
    await page.getByRole('main').getByRole('button', { name: 'Search' }).click()
    const url = new URL(page.url())
    expect(url.searchParams.get('year')).toBe('2025')
    expect(url.searchParams.get('month')).toBe('12')
    const dates = await page.locator('.notice-list time').evaluateAll((ts) => ts.map((t) => t.getAttribute('datetime')))
    expect(dates.length).toBeGreaterThan(0)
    for (const d of dates) expect(d).toMatch(/^2025-12-/)
    await context.close()
  })

  it('filters faculty by designation with the GET form', async () => {
    const { page, context } = await openPage(browser, DESKTOP, { javaScriptEnabled: false })
    await page.goto(`${site}/faculty`)
    await page.getByLabel('Designation').selectOption('Professor')
    await page.getByRole('main').getByRole('button', { name: 'Search' }).click()
    expect(new URL(page.url()).searchParams.get('designation')).toBe('Professor')
    const designations = await page.locator('.faculty-list li').count()
    expect(designations).toBeGreaterThan(0)
    expect(await page.locator('.faculty-list').textContent()).not.toMatch(/Lecturer/)
    await context.close()
  })
})

/** The lists with more than one page in the demo, and what their items link to (or are). */
const PAGED = [
  { path: '/all-notice', item: '.notice-list a[href^="/notice/"]', attr: 'href' },
  { path: '/all-news', item: '.news-card a[href^="/news/"]', attr: 'href' },
  { path: '/videos', item: '.video-list--grid .video-list__item', attr: 'data-video-id' },
  { path: '/faculty', item: '.faculty-list a[href^="/profile/"]', attr: 'href' },
] as const

describe.each([false, true])('every paged list, JavaScript %s', (javaScriptEnabled) => {
  it.each(PAGED)('$path: Next shows other items, Previous the first ones again', async ({ path, item, attr }) => {
    const { page, context, errors } = await openPage(browser, DESKTOP, { javaScriptEnabled })
    await page.goto(`${site}${path}`)
    if (javaScriptEnabled) await waitForHydration(page)
    const keys = () => page.locator(item).evaluateAll((els, a) => els.map((e) => e.getAttribute(a)), attr)
    const first = await keys()
    expect(first.length).toBeGreaterThan(0)
    await page.getByRole('link', { name: 'Next' }).click()
    await settledAt(page, (u) => u.searchParams.get('page') === '2')
    const second = await keys()
    expect(second.length).toBeGreaterThan(0)
    expect(second.filter((k) => first.includes(k))).toEqual([])
    await page.getByRole('link', { name: 'Previous' }).click()
    await settledAt(page, (u) => !u.searchParams.has('page'))
    expect(await keys()).toEqual(first)
    expect(errors).toEqual([])
    await context.close()
  })
})

describe('with JavaScript', () => {
  it('the same page links load in place (no full page load)', async () => {
    const { page, context, errors } = await openPage(browser)
    await page.goto(`${site}/all-notice`)
    await waitForHydration(page)
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1))
    const first = await noticeIds(page)
    await page.getByRole('link', { name: 'Next' }).click()
    await settledAt(page, (u) => u.search === '?page=2')
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1)
    expect((await noticeIds(page)).filter((id) => first.includes(id))).toEqual([])
    expect(await page.locator('head link[rel="prev"]').getAttribute('href')).toBe('/all-notice')
    expect(errors).toEqual([])
    await context.close()
  })

  it('the URL follows the filter as typed, replacing the history entry', async () => {
    const { page, context, errors } = await openPage(browser)
    await page.goto(`${site}/about`)
    await page.goto(`${site}/all-notice`)
    await waitForHydration(page)
    const historyLength = await page.evaluate(() => history.length)
    await page.getByLabel('Search by title').pressSequentially('exam', { delay: 30 })
    await settledAt(page, (u) => u.searchParams.get('title') === 'exam')
    expect(await page.evaluate(() => history.length)).toBe(historyLength)
    const titles = await page.locator('.notice-list .flex-grow-1').allTextContents()
    expect(titles.length).toBeGreaterThan(0)
    for (const t of titles) expect(t.toLowerCase()).toContain('exam')
    expect(await page.getByLabel('Search by title').inputValue()).toBe('exam')
    // Back leaves the list for the page before it: typing added no entries.
    await page.goBack()
    await page.waitForURL(`${site}/about`)
    expect(errors).toEqual([])
    await context.close()
  })

  it('Details then Back restores the filter, the page and the scroll position', async () => {
    const { page, context, errors } = await openPage(browser)
    await page.goto(`${site}/all-notice`)
    await waitForHydration(page)
    await page.getByLabel('Year', { exact: true }).selectOption('2025')
    await settledAt(page, (u) => u.searchParams.get('year') === '2025')
    // More than 50 notices of 2025: the filtered list has a second page.
    expect(await page.locator('nav[aria-label="Notices: pages"] a[href*="page=2"]').count()).toBeGreaterThan(0)
    await page.getByRole('link', { name: 'Next' }).click()
    await settledAt(page, (u) => u.searchParams.get('page') === '2' && u.searchParams.get('year') === '2025')
    const listUrl = page.url()
    const link = page.locator('.notice-list a[href^="/notice/"]').nth(10)
    await link.scrollIntoViewIfNeeded()
    await page.mouse.wheel(0, 200)
    await page.waitForFunction(() => window.scrollY > 500)
    // The wheel's own animation has ended: the same position two frames apart.
    const scrollY = await page.evaluate(async () => {
      const frame = () => new Promise(requestAnimationFrame)
      for (let last = -1; last !== window.scrollY; await frame(), await frame()) last = window.scrollY
      return window.scrollY
    })
    const ids = await noticeIds(page)
    await link.click()
    await settledAt(page, (u) => u.pathname.startsWith('/notice/'))
    await page.goBack()
    await settledAt(page, (u) => u.href === listUrl)
    expect(await page.getByLabel('Year', { exact: true }).inputValue()).toBe('2025')
    expect(await noticeIds(page)).toEqual(ids)
    await page.waitForFunction((y) => Math.abs(window.scrollY - y) < 5, scrollY)
    expect(errors).toEqual([])
    await context.close()
  })

  // A tap right after a scroll: Vike saves scroll positions at most every 300 ms, so without the patch
  // (patches/vike+*.patch) Back lands where the list was before the last scroll.
  it('Back restores the scroll position of a link followed right after scrolling', async () => {
    const { page, context, errors } = await openPage(browser)
    await page.goto(`${site}/all-notice`)
    await waitForHydration(page)
    const follow = () =>
      page.evaluate(() => {
        window.scrollTo(0, 1234)
        const link = document.querySelectorAll<HTMLAnchorElement>('.notice-list a[href^="/notice/"]')[30]!
        link.click()
        return link.getAttribute('href')
      })
    // Once to load the details page's code and data, so that the second time it opens quickly, as on a fast network.
    const href = await follow()
    await settledAt(page, (u) => u.pathname === href)
    await page.goBack()
    await settledAt(page, (u) => u.pathname === '/all-notice')
    await page.evaluate(() => window.scrollTo(0, 0))
    await new Promise((r) => setTimeout(r, 400))
    await follow()
    await settledAt(page, (u) => u.pathname === href)
    // A new page opens at its top.
    await page.waitForFunction(() => window.scrollY === 0)
    await page.goBack()
    await settledAt(page, (u) => u.pathname === '/all-notice')
    await page.waitForFunction(() => document.querySelector('.notice-list') !== null)
    expect(await page.evaluate(() => window.scrollY)).toBe(1234)
    expect(errors).toEqual([])
    await context.close()
  })

  it('faculty filters by department and designation in place', async () => {
    const { page, context, errors } = await openPage(browser)
    await page.goto(`${site}/faculty`)
    await waitForHydration(page)
    await page.getByLabel('Designation').selectOption('Professor')
    await settledAt(page, (u) => u.searchParams.get('designation') === 'Professor')
    expect(await page.locator('.faculty-list li').count()).toBeGreaterThan(0)
    expect(await page.locator('.faculty-list').textContent()).not.toMatch(/Lecturer/)
    expect(errors).toEqual([])
    await context.close()
  })
})

describe('accessibility (axe-core, WCAG 2.1 AA) of the new states', () => {
  it.each(['/all-notice?page=2', '/faculty?designation=Professor', '/career', '/all-events', '/legal', '/privacy-policy', '/admission-result', '/notice/1191', '/all-notice?page=99'])(
    '%s',
    async (path) => {
      for (const viewport of [PHONE, DESKTOP]) {
        const { page, context } = await openPage(browser, viewport)
        await page.goto(`${site}${path}`)
        await waitForHydration(page)
        expect(await axeViolations(page)).toEqual([])
        await context.close()
      }
    },
  )
})
