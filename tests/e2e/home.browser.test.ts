// The home page in Chromium: banner and news carousel timing with a controlled clock, ticker pause,
// tabs, video selection, reduced motion, and the FAQ accordion.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { DESKTOP, PHONE, openPage, waitForHydration } from '../support/browser'
import { openStates, tab } from '../support/controls'
import { openHome as openHomeAt, tick, tickUntilChange, visibleNews } from '../support/home-clock'
import { SITE } from '../../src/content/site'
import { siteInBrowser } from '../support/site-in-browser'

const live = siteInBrowser()
const openHome = (options: Parameters<typeof openHomeAt>[2] = {}) => openHomeAt(live.browser, live.site, options)

const bannerIds = (page: Page) => page.locator('.banner__slide').evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.bannerId!))
const activeBanner = (page: Page) => page.locator('.banner__slide.is-active').getAttribute('data-banner-id')

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
    await page.getByRole('link', { name: 'Next slide' }).click()
    expect(await activeBanner(page)).toBe(ids[1])
    await page.getByRole('link', { name: 'Previous slide' }).click()
    expect(await activeBanner(page)).toBe(ids[0])
    await page.getByRole('link', { name: 'Previous slide' }).click()
    expect(await activeBanner(page)).toBe(ids[ids.length - 1])
    await page.getByRole('link', { name: 'Next slide' }).click()
    expect(await activeBanner(page)).toBe(ids[0])
    await page.getByRole('link', { name: 'Show slide 3' }).click()
    expect(await activeBanner(page)).toBe(ids[2])
    await expect.poll(() => page.getByRole('link', { name: 'Show slide 3' }).getAttribute('aria-current')).toBe('true')
    expect(await page.getByRole('link', { name: 'Show slide 1' }).getAttribute('aria-current')).toBeNull()
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
    // The slides and dots are numbered again without it.
    expect(await page.locator('.banner__dot').last().getAttribute('aria-label')).toBe(`Show slide ${ids.length}`)
    expect(await page.locator('.banner__slide').last().getAttribute('aria-label')).toBe(`${ids.length} of ${ids.length}`)
    await context.close()
  })

  it('shows the tagline instead when no banner picture loads', async () => {
    const { page, context, errors } = await openHome({
      setup: async (p) => void (await p.route(/\/banner-\d+\.\w+$/, (route) => route.fulfill({ status: 404, body: '' }))),
    })
    await expect.poll(() => page.locator('.banner').count()).toBe(0)
    expect(await page.locator('.home-hero').isVisible()).toBe(true)
    expect(await page.locator('.home-hero').textContent()).toBe(`${SITE.in('en').tagline}.`)
    expect(errors.filter((e) => !/404/.test(e))).toEqual([])
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
  it("switch between 'Recent Notices' (default, 7) and 'Events' (2), by click and by arrow keys (radio buttons)", async () => {
    const { page, context, errors } = await openPage(live.browser, PHONE)
    await page.goto(`${live.site}/`)
    await waitForHydration(page)
    const noticesTab = tab(page, 'Recent Notices')
    const eventsTab = tab(page, 'Events')
    expect(await noticesTab.radio.isChecked()).toBe(true)
    const noticesPanel = page.locator('#home-panel-notices')
    const eventsPanel = page.locator('#home-panel-events')
    expect(await noticesPanel.isVisible()).toBe(true)
    expect(await eventsPanel.isVisible()).toBe(false)
    expect(await noticesPanel.locator('a[href^="/notice/"]').count()).toBe(7)

    await eventsTab.label.click()
    expect(await eventsTab.radio.isChecked()).toBe(true)
    expect(await noticesPanel.isVisible()).toBe(false)
    expect(await eventsPanel.isVisible()).toBe(true)
    expect(await eventsPanel.locator('.event-card').count()).toBe(2)

    await eventsTab.radio.press('ArrowLeft')
    expect(await noticesTab.radio.isChecked()).toBe(true)
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('home-radio-notices')
    expect(await noticesPanel.isVisible()).toBe(true)
    expect(errors).toEqual([])
    await context.close()
  })
})

describe('news carousel', () => {
  it('shows 3, advances by 3 every 5 s (from the last view back to the first), and previous/next move by 1', async () => {
    const { page, context, errors } = await openHome()
    const all = await page.locator('.news-carousel li[data-news-id]').evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.newsId!))
    const n = all.length
    expect(n).toBeGreaterThan(6)
    const view = (first: number) => all.slice(first, first + 3)
    const last = n - 3
    expect(await visibleNews(page)).toEqual(view(0))
    // Auto-advance: the first change within 5 s of the pause, then exactly every 5 s, by three cards.
    expect(await tickUntilChange(page, () => visibleNews(page))).toBeLessThanOrEqual(5000)
    expect(await visibleNews(page)).toEqual(view(3))
    await tick(page, 4800)
    expect(await visibleNews(page)).toEqual(view(3))
    await tick(page, 200)
    const starts = [3, 6]
    while (starts.at(-1)! < last) starts.push(Math.min(starts.at(-1)! + 3, last))
    for (const first of starts.slice(1)) {
      expect(await visibleNews(page)).toEqual(view(first))
      await tick(page, 5000)
    }
    // After the last view: the first again.
    expect(await visibleNews(page)).toEqual(view(0))

    // Next moves by one card, and from the last view to the first; previous goes back, and from the first to the last.
    const next = page.getByRole('button', { name: 'Next news' })
    const previous = page.getByRole('button', { name: 'Previous news' })
    await next.click()
    expect(await visibleNews(page)).toEqual(view(1))
    await previous.click()
    await previous.click()
    expect(await visibleNews(page)).toEqual(view(last))
    await next.click()
    expect(await visibleNews(page)).toEqual(view(0))
    // Each card links its news.
    const hrefs = await page.locator('.news-carousel li[data-news-id] a').evaluateAll((els) => els.map((a) => a.getAttribute('href')))
    expect(hrefs).toEqual(all.map((id) => `/news/${id}`))
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
    await page.getByRole('link', { name: 'Next slide' }).click()
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
    // The caption follows: the chosen video's title and date; the page stays where it is.
    expect(await page.locator('[data-current-video]').textContent()).toBe(title)
    expect(await page.locator('.video-player__caption time').textContent()).toBe(await items.nth(2).locator('time').textContent())
    expect(new URL(page.url()).pathname).toBe('/')
    expect(errors).toEqual([])
    await context.close()
  })

  // The same player on /videos, where a search then narrows the list and leaves the player playing.
  it('/videos: a video chosen in the grid plays in the player, which scrolls into view and keeps playing through a search', async () => {
    await using opened = await openPage(live.browser, PHONE)
    const { page, errors } = opened
    await page.goto(`${live.site}/videos`)
    await waitForHydration(page)
    const items = page.locator('.video-list--grid .video-list__item')
    expect(await items.first().getAttribute('aria-current')).toBe('true')
    const chosen = items.nth(9)
    const chosenId = await chosen.getAttribute('data-video-id')
    await chosen.click()
    expect(await chosen.getAttribute('aria-current')).toBe('true')
    expect(await items.first().getAttribute('aria-current')).toBeNull()
    const frame = page.locator('.video-player iframe')
    expect(await frame.getAttribute('src')).toBe(`https://www.youtube-nocookie.com/embed/${chosenId}?autoplay=1`)
    expect(await frame.getAttribute('title')).toBe(await chosen.locator('.video-list__title').textContent())
    expect(await page.locator('[data-current-video]').getAttribute('data-current-video')).toBe(chosenId)
    expect(await page.locator('.video-player__caption time').textContent()).toBe(await chosen.locator('time').textContent())
    await expect.poll(() => page.locator('.video-player__frame').evaluate((el) => el.getBoundingClientRect().top >= 0 && el.getBoundingClientRect().bottom <= innerHeight)).toBe(true)
    // The search narrows the list (src/components/search-list/enhance.ts); the player is left as it is, still playing.
    await page.evaluate(() => ((document.querySelector('.video-player iframe') as HTMLIFrameElement & { mark?: boolean }).mark = true))
    await page.locator('#video-search').fill('zzz-no-such-video')
    await page.waitForURL(/[?&]q=zzz-no-such-video/)
    await expect.poll(() => page.locator('.video-list__item').count()).toBe(0)
    expect(await page.evaluate(() => (document.querySelector('.video-player iframe') as HTMLIFrameElement & { mark?: boolean }).mark)).toBe(true)
    // And a video chosen from the list the search brings plays too.
    await page.locator('#video-search').fill('')
    await expect.poll(() => page.locator('.video-list__item').count()).toBeGreaterThan(1)
    const next = page.locator('.video-list--grid .video-list__item').nth(2)
    const nextId = await next.getAttribute('data-video-id')
    await next.click()
    expect(await page.locator('.video-player iframe').getAttribute('src')).toBe(`https://www.youtube-nocookie.com/embed/${nextId}?autoplay=1`)
    expect(errors).toEqual([])
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
    const expanded = await openStates(page, '#home-faq-title ~ .accordion')
    expect(expanded.filter(Boolean)).toHaveLength(1)
    expect(expanded[4]).toBe(true)
    await buttons.nth(4).click()
    expect((await openStates(page, '#home-faq-title ~ .accordion')).filter(Boolean)).toHaveLength(0)
    expect(errors).toEqual([])
    await context.close()
  })
})
