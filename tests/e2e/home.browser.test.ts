// The home page in Chromium: banner and news carousel timing with a controlled clock, ticker pause,
// tabs, video selection, reduced motion, and the FAQ accordion.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { DESKTOP, PHONE, openPage, waitForHydration } from '../support/browser'
import { siteInBrowser } from '../support/site-in-browser'

const live = siteInBrowser()

/**
 * Lets React commit and run its effects. Its scheduler posts tasks on a MessageChannel (not faked by
 * the clock): a few round trips on another channel queue behind them.
 */
async function settle(page: Page) {
  await page.evaluate(async () => {
    for (let i = 0; i < 4; i++) {
      await new Promise<void>((resolve) => {
        const channel = new MessageChannel()
        channel.port1.onmessage = () => resolve()
        channel.port2.postMessage(null)
      })
    }
  })
  await page.waitForTimeout(20)
}

/**
 * Opens the home page under a fake, paused clock: time moves only with `page.clock.runFor`.
 */
async function openHome(options: { viewport?: typeof DESKTOP; reducedMotion?: boolean; setup?: (page: Page) => Promise<void> } = {}) {
  const opened = await openPage(live.browser, options.viewport ?? DESKTOP)
  const { page } = opened
  if (options.reducedMotion) await page.emulateMedia({ reducedMotion: 'reduce' })
  await options.setup?.(page)
  // Paused from the start: hydration needs no timer, and every timer is armed at a known time.
  const start = Date.parse('2026-01-20T08:00:00Z')
  await page.clock.install({ time: start })
  await page.clock.pauseAt(start + 1000)
  await page.goto(`${live.site}/`)
  await waitForHydration(page)
  await settle(page)
  return opened
}

const bannerIds = (page: Page) => page.locator('.banner__slide').evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.bannerId!))
const activeBanner = (page: Page) => page.locator('.banner__slide.is-active').getAttribute('data-banner-id')
const visibleNews = (page: Page) => page.locator('.news-carousel li[data-news-id]').evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.newsId!))

/** Moves the fake clock and lets React re-render and re-arm its timers. */
async function tick(page: Page, ms: number) {
  await page.clock.runFor(ms)
  await settle(page)
}

/**
 * Moves the clock in 100 ms steps until `read` changes; returns the milliseconds that took. Afterwards
 * the change lies within the last 100 ms, so the next one is due 4.9 to 5 s later.
 */
async function tickUntilChange<T>(page: Page, read: () => Promise<T>, limitMs = 6000): Promise<number> {
  const before = JSON.stringify(await read())
  for (let elapsed = 100; elapsed <= limitMs; elapsed += 100) {
    await tick(page, 100)
    if (JSON.stringify(await read()) !== before) return elapsed
  }
  throw new Error(`no change within ${limitMs} ms`)
}

describe('banner slideshow', () => {
  it('advances every 5 s and wraps around after the last slide', async () => {
    const { page, context, errors } = await openHome()
    const ids = await bannerIds(page)
    expect(ids.length).toBeGreaterThan(2)
    expect(await activeBanner(page)).toBe(ids[0])
    // The first timer started between hydration and the pause: it fires within 5 s.
    expect(await tickUntilChange(page, () => activeBanner(page))).toBeLessThanOrEqual(5000)
    expect(await activeBanner(page)).toBe(ids[1])
    // From a change on, the next one comes 5 s later.
    await tick(page, 4800)
    expect(await activeBanner(page)).toBe(ids[1])
    await tick(page, 200)
    expect(await activeBanner(page)).toBe(ids[2])
    for (let k = 3; k <= ids.length; k++) {
      await tick(page, 5000)
      expect(await activeBanner(page)).toBe(ids[k % ids.length])
    }
    expect(await activeBanner(page)).toBe(ids[0])
    expect(errors).toEqual([])
    await context.close()
  })

  it('moves with previous/next (wrapping) and the dots', async () => {
    const { page, context, errors } = await openHome()
    const ids = await bannerIds(page)
    await page.getByRole('button', { name: 'Next slide' }).click()
    expect(await activeBanner(page)).toBe(ids[1])
    await page.getByRole('button', { name: 'Previous slide' }).click()
    expect(await activeBanner(page)).toBe(ids[0])
    await page.getByRole('button', { name: 'Previous slide' }).click()
    expect(await activeBanner(page)).toBe(ids[ids.length - 1])
    await page.getByRole('button', { name: 'Next slide' }).click()
    expect(await activeBanner(page)).toBe(ids[0])
    await page.getByRole('button', { name: 'Show slide 3' }).click()
    expect(await activeBanner(page)).toBe(ids[2])
    await expect.poll(() => page.getByRole('button', { name: 'Show slide 3' }).getAttribute('aria-current')).toBe('true')
    expect(await page.getByRole('button', { name: 'Show slide 1' }).getAttribute('aria-current')).toBeNull()
    expect(errors).toEqual([])
    await context.close()
  })

  it('hides a banner whose image fails to load', async () => {
    const { page, context } = await openHome({
      setup: async (p) => void (await p.route(/\/banner-2\.\w+$/, (route) => route.fulfill({ status: 404, body: '' }))),
    })
    await expect.poll(() => bannerIds(page)).not.toContain('2')
    const ids = await bannerIds(page)
    expect(ids.length).toBeGreaterThan(1)
    expect(await page.locator('.banner__dot').count()).toBe(ids.length)
    await context.close()
  })
})

describe('Latest: ticker', () => {
  it('loops on a CSS animation (20 s, or longer for a long list: src/logic/ticker.ts) that pauses on hover and on focus', async () => {
    const { page, context, errors } = await openPage(live.browser, DESKTOP)
    await page.goto(`${live.site}/`)
    await waitForHydration(page)
    const track = page.locator('.ticker__track')
    const style = () => track.evaluate((el) => ({ state: getComputedStyle(el).animationPlayState, duration: getComputedStyle(el).animationDuration, iterations: getComputedStyle(el).animationIterationCount }))
    expect(await style()).toEqual({ state: 'running', duration: expect.stringMatching(/^(2\d|[3-9]\d|\d{3})s$/), iterations: 'infinite' })
    await page.locator('.ticker__viewport').hover()
    expect((await style()).state).toBe('paused')
    await page.mouse.move(0, 600)
    expect((await style()).state).toBe('running')
    await page.locator('.ticker__list:not(.ticker__list--copy) a').first().focus()
    expect((await style()).state).toBe('paused')
    // The seamless copy is hidden from assistive technology and from the keyboard.
    expect(await page.locator('.ticker__list--copy').getAttribute('aria-hidden')).toBe('true')
    expect(await page.locator('.ticker__list--copy a').evaluateAll((els) => els.every((a) => a.getAttribute('tabindex') === '-1'))).toBe(true)
    expect(errors).toEqual([])
    await context.close()
  })
})

describe('tabs', () => {
  it("switch between 'Recent Notices' (default, 7) and 'Events' (2), by click and by arrow keys", async () => {
    const { page, context, errors } = await openPage(live.browser, PHONE)
    await page.goto(`${live.site}/`)
    await waitForHydration(page)
    const noticesTab = page.getByRole('tab', { name: 'Recent Notices' })
    const eventsTab = page.getByRole('tab', { name: 'Events' })
    expect(await noticesTab.getAttribute('aria-selected')).toBe('true')
    const noticesPanel = page.locator('#home-panel-notices')
    const eventsPanel = page.locator('#home-panel-events')
    expect(await noticesPanel.isVisible()).toBe(true)
    expect(await eventsPanel.isVisible()).toBe(false)
    expect(await noticesPanel.locator('a[href^="/notice/"]').count()).toBe(7)

    await eventsTab.click()
    expect(await eventsTab.getAttribute('aria-selected')).toBe('true')
    expect(await noticesPanel.isVisible()).toBe(false)
    expect(await eventsPanel.isVisible()).toBe(true)
    expect(await eventsPanel.locator('.event-card').count()).toBe(2)

    await eventsTab.press('ArrowLeft')
    expect(await noticesTab.getAttribute('aria-selected')).toBe('true')
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Recent Notices')
    expect(await noticesPanel.isVisible()).toBe(true)
    expect(errors).toEqual([])
    await context.close()
  })
})

describe('news carousel', () => {
  it('shows 3, advances by 3 every 5 s (wrapping), and previous/next move by 1', async () => {
    const { page, context, errors } = await openHome()
    // Auto-advance: five pages, the first change within 5 s of the pause, then exactly every 5 s.
    const pages = [await visibleNews(page)]
    expect(pages[0]).toHaveLength(3)
    expect(await tickUntilChange(page, () => visibleNews(page))).toBeLessThanOrEqual(5000)
    pages.push(await visibleNews(page))
    await tick(page, 4800)
    expect(await visibleNews(page)).toEqual(pages[1])
    await tick(page, 200)
    pages.push(await visibleNews(page))
    for (let k = 3; k < 5; k++) {
      await tick(page, 5000)
      pages.push(await visibleNews(page))
    }

    // The full order, read with 'Next news' (one step at a time) until the carousel comes round.
    const next = page.getByRole('button', { name: 'Next news' })
    const seen: string[] = [(await visibleNews(page))[0]!]
    for (let i = 0; i < 30; i++) {
      await next.click()
      const head = (await visibleNews(page))[0]!
      if (head === seen[0]) break
      seen.push(head)
    }
    const n = seen.length
    expect(n).toBeGreaterThan(3)
    expect(n).toBeLessThan(15) // five pages of three went past the end: wrap-around was exercised
    const order = [...seen.slice(seen.indexOf(pages[0]![0]!)), ...seen.slice(0, seen.indexOf(pages[0]![0]!))]
    pages.forEach((shown, k) => expect(shown).toEqual([0, 1, 2].map((i) => order[(3 * k + i) % n])))

    // Previous moves back by one, wrapping before the first.
    const start = order.indexOf((await visibleNews(page))[0]!)
    const previous = page.getByRole('button', { name: 'Previous news' })
    for (let step = 1; step <= start + 1; step++) await previous.click()
    expect(await visibleNews(page)).toEqual([order[n - 1], order[0], order[1]])
    // Each card links its news.
    const hrefs = await page.locator('.news-carousel li[data-news-id] a').evaluateAll((els) => els.map((a) => a.getAttribute('href')))
    expect(hrefs).toEqual([`/news/${order[n - 1]}`, `/news/${order[0]}`, `/news/${order[1]}`])
    expect(errors).toEqual([])
    await context.close()
  })
})

describe('reduced motion', () => {
  it('stops the banner and the news carousel and stills the ticker', async () => {
    const { page, context, errors } = await openHome({ reducedMotion: true })
    const banner = await activeBanner(page)
    const news = await visibleNews(page)
    await tick(page, 30_000)
    expect(await activeBanner(page)).toBe(banner)
    expect(await visibleNews(page)).toEqual(news)
    expect(await page.locator('.ticker__track').evaluate((el) => getComputedStyle(el).animationName)).toBe('none')
    expect(await page.locator('.ticker__list--copy').isVisible()).toBe(false)
    // Manual controls still work.
    await page.getByRole('button', { name: 'Next slide' }).click()
    expect(await activeBanner(page)).not.toBe(banner)
    expect(errors).toEqual([])
    await context.close()
  })
})

describe('recent videos', () => {
  it('makes the first video current on load; selecting one makes it current with autoplay on', async () => {
    const { page, context, errors } = await openPage(live.browser, DESKTOP)
    await page.goto(`${live.site}/`)
    await waitForHydration(page)
    const items = page.locator('.video-list--column .video-list__item')
    expect(await items.count()).toBe(5)
    const ids = await items.evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.videoId!))
    expect(await items.nth(0).getAttribute('aria-current')).toBe('true')
    expect(await page.locator('[data-current-video]').getAttribute('data-current-video')).toBe(ids[0])
    expect(await page.locator('.video-player iframe').count()).toBe(0)

    await items.nth(2).click()
    expect(await items.nth(2).getAttribute('aria-current')).toBe('true')
    expect(await items.nth(0).getAttribute('aria-current')).toBeNull()
    const frame = page.locator('.video-player iframe')
    expect(await frame.getAttribute('src')).toBe(`https://www.youtube-nocookie.com/embed/${ids[2]}?autoplay=1`)
    const title = await items.nth(2).locator('.video-list__title').textContent()
    expect(await frame.getAttribute('title')).toBe(title)
    expect(await page.locator('[data-current-video]').getAttribute('data-current-video')).toBe(ids[2])
    expect(errors).toEqual([])
    await context.close()
  })

  it('plays the current video from its thumbnail', async () => {
    const { page, context } = await openPage(live.browser, PHONE)
    await page.goto(`${live.site}/`)
    await waitForHydration(page)
    const first = await page.locator('.video-list--column .video-list__item').first().getAttribute('data-video-id')
    await page.locator('.video-player__facade').click()
    expect(await page.locator('.video-player iframe').getAttribute('src')).toBe(`https://www.youtube-nocookie.com/embed/${first}?autoplay=1`)
    await context.close()
  })
})

describe('FAQ', () => {
  it('opens one answer at a time', async () => {
    const { page, context, errors } = await openPage(live.browser, PHONE)
    await page.goto(`${live.site}/`)
    await waitForHydration(page)
    const buttons = page.locator('.accordion-button')
    expect(await buttons.count()).toBe(9)
    await buttons.nth(0).click()
    await buttons.nth(4).click()
    const expanded = await buttons.evaluateAll((els) => els.map((b) => b.getAttribute('aria-expanded')))
    expect(expanded.filter((e) => e === 'true')).toHaveLength(1)
    expect(expanded[4]).toBe('true')
    await buttons.nth(4).click()
    expect(await page.locator('.accordion-button[aria-expanded="true"]').count()).toBe(0)
    expect(errors).toEqual([])
    await context.close()
  })
})
