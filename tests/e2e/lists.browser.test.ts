// Lists in Debian's Chromium: page links and filters work without JavaScript (plain links and GET
// forms) and with it (the list follows the filters as typed, in place, replacing the history entry:
// src/components/search-list/enhance.ts); Details then Back restores the filter, the page and the scroll position.
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { axeViolations, DESKTOP, openPage, PHONE, waitForHydration } from '../support/browser'
import { sharedBrowser } from '../support/shared'
import { settledAt, startPinnedStack } from '../support/lists'

let stack: Awaited<ReturnType<typeof startPinnedStack>>
let browser: Browser
let site = ''

beforeAll(async () => {
  ;[stack, browser] = await Promise.all([startPinnedStack(), sharedBrowser()])
  site = stack.site.url
})
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
  it('a page link shows the next page, with its neighbours in the head', async () => {
    const { page, context, errors } = await openPage(browser)
    await page.goto(`${site}/all-notice`)
    await waitForHydration(page)
    const first = await noticeIds(page)
    await page.getByRole('link', { name: 'Next' }).click()
    await settledAt(page, (u) => u.search === '?page=2')
    expect((await noticeIds(page)).filter((id) => first.includes(id))).toEqual([])
    expect(await page.locator('head link[rel="prev"]').getAttribute('href')).toBe('/all-notice')
    expect(errors).toEqual([])
    await context.close()
  })

  it('the list follows the filter after a pause in typing, in place: one history entry, focus, text and scroll kept', async () => {
    const { page, context, errors } = await openPage(browser)
    await page.goto(`${site}/about`)
    await page.goto(`${site}/all-notice`)
    await waitForHydration(page)
    // A full page load would lose this.
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1))
    await page.evaluate(() => window.scrollTo(0, 120))
    const historyLength = await page.evaluate(() => history.length)
    const field = page.getByLabel('Search by title')
    await field.focus()
    const scrollY = await page.evaluate(() => window.scrollY)
    await field.pressSequentially('exam', { delay: 30 })
    await settledAt(page, (u) => u.searchParams.get('title') === 'exam')
    expect(await page.evaluate(() => history.length)).toBe(historyLength)
    const titles = await page.locator('.notice-list .flex-grow-1').allTextContents()
    expect(titles.length).toBeGreaterThan(0)
    for (const t of titles) expect(t.toLowerCase()).toContain('exam')
    expect(await field.inputValue()).toBe('exam')
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('notice-title')
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1)
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollY)
    // Typing on goes on from what is shown.
    await page.keyboard.press('Backspace')
    await settledAt(page, (u) => u.searchParams.get('title') === 'exa')
    expect(await page.evaluate(() => history.length)).toBe(historyLength)
    // Back leaves the list for the page before it: typing added no entries.
    await page.goBack()
    await page.waitForURL(`${site}/about`)
    expect(errors).toEqual([])
    await context.close()
  })

  it('two searches whose answers arrive out of order end on the newer one', async () => {
    const { page, context, errors } = await openPage(browser)
    let slowAnswered!: () => void
    const slowDone = new Promise<void>((resolve) => (slowAnswered = resolve))
    let newerShown!: () => void
    const newerDone = new Promise<void>((resolve) => (newerShown = resolve))
    // The first search's answer comes after the second's has been shown.
    await page.route(
      (u) => u.searchParams.get('title') === 'result',
      async (route) => {
        const response = await route.fetch()
        await newerDone
        await route.fulfill({ response })
        slowAnswered()
      },
    )
    await page.goto(`${site}/all-notice`)
    await waitForHydration(page)
    const field = page.getByLabel('Search by title')
    const slowAsked = page.waitForRequest((r) => new URL(r.url()).searchParams.get('title') === 'result')
    await field.fill('result')
    await slowAsked
    await field.fill('exam')
    await settledAt(page, (u) => u.searchParams.get('title') === 'exam')
    const newerTitle = await page.title()
    newerShown()
    await slowDone
    // The late answer has been handled (two frames later), and changed nothing.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))))
    expect(new URL(page.url()).searchParams.get('title')).toBe('exam')
    expect(await page.title()).toBe(newerTitle)
    const titles = await page.locator('.notice-list .flex-grow-1').allTextContents()
    expect(titles.length).toBeGreaterThan(0)
    for (const t of titles) expect(t.toLowerCase()).toContain('exam')
    expect(errors).toEqual([])
    await context.close()
  })

  // The upstream failing mid-visit: the server filters the list it kept (stale rather than nothing), and the live
  // filter shows that in place like any other answer.
  it('with the upstream failing, typing still filters the kept list in place, and an unknown word says none found', async () => {
    const { page, context, errors } = await openPage(browser, PHONE)
    await page.goto(`${site}/career`)
    await waitForHydration(page)
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1))
    const field = page.getByLabel('Search by title, department or location')
    await stack.upstream.setMode({ failureRate: 1 })
    try {
      await field.fill('driver')
      await settledAt(page, (u) => u.searchParams.get('q') === 'driver')
      const jobs = await page.locator('.career-list > li').allTextContents()
      expect(jobs.length).toBeGreaterThan(0)
      for (const job of jobs) expect(job.toLowerCase()).toContain('driver')
      await field.fill('zq-no-such-job')
      await settledAt(page, (u) => u.searchParams.get('q') === 'zq-no-such-job')
      expect(await page.locator('#list-results').innerText()).toContain('No careers found.')
    } finally {
      await stack.upstream.setMode({ failureRate: 0 })
    }
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1)
    expect(errors).toEqual([])
    await context.close()
  })

  it('an answer that is not a page loads the filtered URL instead', async () => {
    const { page, context, errors } = await openPage(browser)
    await page.route(
      (u) => u.searchParams.get('title') === 'exam',
      (route) => (route.request().resourceType() === 'fetch' ? route.fulfill({ status: 502, contentType: 'application/json', body: '{}' }) : route.continue()),
    )
    await page.goto(`${site}/all-notice`)
    await waitForHydration(page)
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1))
    await page.getByLabel('Search by title').fill('exam')
    await page.waitForURL((u) => u.searchParams.get('title') === 'exam')
    await waitForHydration(page)
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBeUndefined()
    const titles = await page.locator('.notice-list .flex-grow-1').allTextContents()
    expect(titles.length).toBeGreaterThan(0)
    for (const t of titles) expect(t.toLowerCase()).toContain('exam')
    expect(errors.filter((e) => !e.includes('502'))).toEqual([])
    await context.close()
  })

  it('a job type chosen and words typed before the script runs are followed once it does', async () => {
    const { page, context, errors } = await openPage(browser)
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    // The page's script arrives only after the visitor's choice (a slow phone).
    await page.route(/\/assets\/scripts\/site\./, async (route) => {
      await held
      await route.continue()
    })
    await page.goto(`${site}/career`, { waitUntil: 'commit' })
    await page.getByLabel('Job type').selectOption({ label: 'Academic' })
    await page.getByLabel('Search by title, department or location').fill('lecturer')
    expect(await page.evaluate(() => document.body.dataset.enhanced)).toBeUndefined()
    release()
    await waitForHydration(page)
    await settledAt(page, (u) => u.searchParams.get('type') === '1' && u.searchParams.get('q') === 'lecturer')
    const types = await page.locator('.career-list__type').allTextContents()
    expect(types.length).toBeGreaterThan(0)
    expect(new Set(types)).toEqual(new Set(['Academic']))
    expect(await page.getByLabel('Search by title, department or location').inputValue()).toBe('lecturer')
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

  // A tap right after a scroll: Back lands where the list was at the tap (the browser's own restoration; Vike's
  // client router, which saved at most every 300 ms, needed a patch).
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

describe('the notice date filter', () => {
  it('a date select replaces the free ?date= a link carried', async () => {
    const { page, context, errors } = await openPage(browser)
    await page.goto(`${site}/all-notice?date=2025-12`)
    await waitForHydration(page)
    // A year other than the date's.
    const years = await page.locator('#notice-year option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value))
    const year = years.find((y) => y && y !== '2025')!
    await page.getByLabel('Year', { exact: true }).selectOption(year)
    await settledAt(page, (u) => u.searchParams.get('year') === year)
    expect(new URL(page.url()).searchParams.has('date')).toBe(false)
    const dates = await page.locator('.notice-list time').evaluateAll((ts) => ts.map((t) => t.getAttribute('datetime')))
    expect(dates.length).toBeGreaterThan(0)
    for (const d of dates) expect(d?.startsWith(`${year}-`)).toBe(true)
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
