// Issue 25 on a phone: the home news carousel shows one card at a time below 768 px, has a pause button at every
// width, never advances under a mouse, a finger or keyboard focus, and without JavaScript is a strip scrolled by
// hand; a video thumbnail that fails to load shows a plain box with the play sign instead of a broken image.
import type { Locator, Page } from 'playwright-core'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { DESKTOP, openPage, phoneOf, waitForHydration } from '../support/browser'
import { openHome, tick, tickUntilChange, visibleNews } from '../support/home-clock'
import { siteInBrowser } from '../support/site-in-browser'

const live = siteInBrowser()
const PHONE_360 = phoneOf(360)

describe('news carousel on a phone and a desktop', () => {
  for (const [name, viewport, perView] of [
    ['a 360 px phone', PHONE_360, 1],
    ['a 1366 px desktop', DESKTOP, 3],
  ] as const) {
    it(`${name}: ${perView} card(s) in view; Pause stops it (unchanged after two periods), Play starts it again`, async () => {
      await using opened = await openHome(live.browser, live.site, { viewport })
      const { page, errors } = opened
      const press = (button: Locator) => (viewport === DESKTOP ? button.click() : button.tap())
      expect(await visibleNews(page)).toHaveLength(perView)
      const box = await page.locator('.news-carousel').boundingBox()
      if (viewport === PHONE_360) expect(box!.height).toBeLessThan(600) // not three cards stacked (1,083 px)
      // It moves on its own.
      expect(await tickUntilChange(page, () => visibleNews(page))).toBeLessThanOrEqual(5000)

      const pause = page.getByRole('button', { name: 'Pause latest news' })
      expect(await pause.isVisible()).toBe(true)
      await press(pause)
      if (viewport === DESKTOP) await page.mouse.move(5, 5) // the pointer leaves the carousel
      const shown = await visibleNews(page)
      await tick(page, 10_000)
      expect(await visibleNews(page)).toEqual(shown)

      await press(page.getByRole('button', { name: 'Play latest news' }))
      if (viewport === DESKTOP) await page.mouse.move(5, 5)
      expect(await tickUntilChange(page, () => visibleNews(page))).toBeLessThanOrEqual(5000)
      expect(errors).toEqual([])
    })
  }

  it('does not advance while a finger is on it (phone), the mouse is over it or keyboard focus is inside it (desktop)', async () => {
    {
      await using opened = await openHome(live.browser, live.site, { viewport: PHONE_360 })
      const { page } = opened
      await page.locator('.news-carousel').scrollIntoViewIfNeeded()
      const card = (await page.locator('.news-carousel li').first().boundingBox())!
      const cdp = await page.context().newCDPSession(page)
      const point = { x: card.x + card.width / 2, y: card.y + 40 }
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] })
      const shown = await visibleNews(page)
      await tick(page, 10_000)
      expect(await visibleNews(page)).toEqual(shown)
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
      expect(await tickUntilChange(page, () => visibleNews(page))).toBeLessThanOrEqual(5000)
    }
    {
      await using opened = await openHome(live.browser, live.site, { viewport: DESKTOP })
      const { page } = opened
      await page.locator('.news-carousel li').first().hover()
      const shown = await visibleNews(page)
      await tick(page, 10_000)
      expect(await visibleNews(page)).toEqual(shown)
      await page.mouse.move(5, 5)

      // Tab until focus is on a card's link.
      const inCarousel = () => page.evaluate(() => !!document.activeElement?.closest('.news-carousel li'))
      for (let i = 0; i < 300 && !(await inCarousel()); i++) await page.keyboard.press('Tab')
      expect(await inCarousel()).toBe(true)
      const focused = await visibleNews(page)
      await tick(page, 10_000)
      expect(await visibleNews(page)).toEqual(focused)
    }
  })

  it('without JavaScript shows every news card, each reachable by scrolling the strip', async () => {
    await using opened = await openPage(live.browser, PHONE_360, { javaScriptEnabled: false })
    const { page } = opened
    await page.goto(`${live.site}/`)
    const track = page.locator('.news-carousel ul')
    const ids = await track.locator('li[data-news-id]').evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.newsId!))
    expect(ids.length).toBeGreaterThan(3)
    expect(await visibleNews(page)).toEqual(ids.slice(0, 1))
    // The strip scrolls sideways; the page does not.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
    const seen = new Set<string>()
    for (const [i, id] of ids.entries()) {
      await track.evaluate((el, i) => el.scrollTo({ left: (el.children[i] as HTMLElement).offsetLeft - (el.children[0] as HTMLElement).offsetLeft, behavior: 'instant' }), i)
      const shown = await visibleNews(page)
      expect(shown).toContain(id)
      shown.forEach((s) => seen.add(s))
    }
    expect([...seen].sort()).toEqual([...ids].sort())
    // The buttons need JavaScript: hidden without it.
    expect(await page.getByRole('button', { name: 'Pause latest news' }).isVisible()).toBe(false)
  })
})

/** Colours in `png`'s pixels, each channel rounded to 16 levels. */
async function colours(png: Buffer, region?: { left: number; top: number; width: number; height: number }) {
  const image = sharp(png)
  const { data, info } = await (region ? image.extract(region) : image).removeAlpha().raw().toBuffer({ resolveWithObject: true })
  const found = new Set<string>()
  for (let i = 0; i < data.length; i += info.channels) found.add(`${data[i]! >> 4},${data[i + 1]! >> 4},${data[i + 2]! >> 4}`)
  return found
}

/** What a visitor sees of a thumbnail that did not load: its box, and the pixels in it. */
async function failedThumbnail(page: Page, thumb: Locator) {
  expect(await thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth === 0)).toBe(true)
  const box = (await thumb.boundingBox())!
  const png = await thumb.screenshot()
  // Near the top-left corner (inside its rounding), where a broken image draws its icon and border: one plain colour.
  const corner = await colours(png, { left: 5, top: 5, width: 24, height: 20 })
  return { box, corner, all: await colours(png) }
}

describe('video thumbnails that fail to load (external hosts answer an empty 204 here)', () => {
  for (const javaScript of [true, false]) {
    it(`show a plain 16:9 box with the play sign, ${javaScript ? 'hydrated' : 'without JavaScript'}`, async () => {
      await using opened = await openPage(live.browser, PHONE_360, { javaScriptEnabled: javaScript })
      const { page, context } = opened
      // The demo's own thumbnails fail too, the player's first video's among them.
      await context.route(/\/thumbnail-\d+\.(svg|png)$/, (route) => route.fulfill({ status: 404, body: '' }))
      await page.goto(`${live.site}/videos`)
      if (javaScript) await waitForHydration(page)
      const failing = page.locator('.video-list img')
      expect(await failing.count()).toBeGreaterThan(3)
      for (const thumb of await failing.all()) {
        await thumb.scrollIntoViewIfNeeded()
        await thumb.evaluate((img: HTMLImageElement) => img.decode().catch(() => {}))
        const { box, corner, all } = await failedThumbnail(page, thumb)
        expect(box.width / box.height).toBeCloseTo(16 / 9, 1)
        expect(corner.size).toBe(1)
        expect(corner.has('15,15,15')).toBe(false) // not blank white
        expect(all.size).toBeGreaterThan(1) // the play sign
      }
      // The player: a plain box under its play button.
      const facade = page.locator('.video-player__facade')
      await page.evaluate(() => window.scrollTo(0, 0))
      const { corner } = await failedThumbnail(page, facade.locator('img'))
      expect(corner.size).toBe(1)
      expect(await facade.locator('.video-player__play').isVisible()).toBe(true)
    })
  }
})
