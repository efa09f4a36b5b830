// Pictures in Chromium. The home banner on a 390 px phone: the photo banner (banner-5.png, 1600×600,
// 78.5 KB as uploaded) comes from the image endpoint at about its displayed width × DPR, in AVIF or
// WebP, with and without JavaScript; only the first banner is fetched with high priority. News and
// event pictures likewise, at phone and desktop widths.
import type { Page, Request } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { IMAGE_WIDTHS } from '../../src/logic/images'
import { DESKTOP, openPage, waitForHydration } from '../support/browser'
import { siteInBrowser } from '../support/site-in-browser'

const live = siteInBrowser()
const PHONE_390 = { width: 390, height: 844 }
const PHOTO_BANNER = '[data-banner-id="5"] img'

/** Opens home at 390 px and the given DPR; resolves with the photo banner's chosen URL and the bytes it cost. */
async function photoBanner(dpr: number, javaScriptEnabled = true) {
  const context = await live.browser.newContext({ viewport: PHONE_390, deviceScaleFactor: dpr, javaScriptEnabled })
  await context.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.fulfill({ status: 204, body: '' }))
  try {
    const page = await context.newPage()
    // Sizes are read for the banner's request only, before the context closes: other pictures may
    // still be finishing then, and reading theirs would fail with the closed page.
    const finished = new Map<string, Request>()
    page.on('requestfinished', (request) => finished.set(request.url(), request))
    await page.goto(`${live.site}/`)
    await page.waitForFunction((selector) => {
      const img = document.querySelector<HTMLImageElement>(selector)
      return !!img && img.complete && img.naturalWidth > 0
    }, PHOTO_BANNER)
    const shown = await shownImage(page)
    await expect.poll(() => finished.has(shown.currentSrc)).toBe(true)
    const sizes = await finished.get(shown.currentSrc)!.sizes()
    return { ...shown, bytes: sizes.responseBodySize + sizes.responseHeadersSize }
  } finally {
    await context.close()
  }
}

async function shownImage(page: Page) {
  return page.$eval(PHOTO_BANNER, (img) => ({
    currentSrc: (img as HTMLImageElement).currentSrc,
    clientWidth: (img as HTMLImageElement).clientWidth,
  }))
}

/** The endpoint's smallest width covering `pixels` (what srcset should pick). */
const coveringWidth = (pixels: number) => IMAGE_WIDTHS.find((w) => w >= pixels) ?? IMAGE_WIDTHS.at(-1)!

describe('home banner on a 390 px phone', () => {
  it.each([1, 2, 3])('fetches the photo banner at about its displayed width × DPR %i, in a modern format, far below 79 KB', async (dpr) => {
    const shown = await photoBanner(dpr)
    console.log(`DPR ${dpr}: ${shown.currentSrc.replace(live.site, '')} ${shown.bytes} bytes (was /files/uploads/banner/banner-5.png, 78,521 bytes)`)
    const match = /\/img\/(\d+)\/(avif|webp)\/uploads\/banner\/banner-5\.png$/.exec(shown.currentSrc)
    expect(match, shown.currentSrc).not.toBeNull()
    expect(Number(match![1])).toBeLessThanOrEqual(coveringWidth(shown.clientWidth * dpr))
    expect(shown.bytes).toBeLessThan(20_000)
  })

  it('chooses the same way from the server HTML alone (no JavaScript)', async () => {
    const shown = await photoBanner(2, false)
    expect(shown.currentSrc).toMatch(/\/img\/(480|800)\/(avif|webp)\/uploads\/banner\/banner-5\.png$/)
    expect(shown.bytes).toBeLessThan(20_000)
  })

  it('gives high fetch priority to the first banner only (the LCP), and keeps every picture box reserved', async () => {
    await using opened = await openPage(live.browser, PHONE_390)
    const { page, errors } = opened
    await page.goto(`${live.site}/`)
    await waitForHydration(page)
    const high = await page.$$eval('.banner img', (imgs) => imgs.map((img) => img.getAttribute('fetchpriority')))
    expect(high).toEqual(['high', 'low', 'low', 'low', 'low', 'low'])
    const lazy = await page.$$eval('.banner img', (imgs) => imgs.map((img) => `${img.getAttribute('loading')} ${img.getAttribute('decoding')}`))
    expect(lazy).toEqual(['eager null', ...Array(5).fill('lazy async')])
    const unsized = await page.$$eval('img', (imgs) => imgs.filter((img) => !img.getAttribute('width') || !img.getAttribute('height')).map((img) => img.outerHTML))
    expect(unsized).toEqual([])
    // Hydration kept the server's <picture> markup (a mismatch is a console error).
    expect(errors).toEqual([])
  })
})

describe('pictures on the other pages', () => {
  it.each([
    ['/all-news', PHONE_390, 2],
    ['/all-news', DESKTOP, 1],
    ['/news/301', PHONE_390, 3],
    ['/news/301', DESKTOP, 1],
    ['/all-events', PHONE_390, 2],
  ] as const)('%s at %o, DPR %i: each picture at most the width covering its box × DPR, in AVIF or WebP', async (path, viewport, dpr) => {
    const context = await live.browser.newContext({ viewport, deviceScaleFactor: dpr })
    await context.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.fulfill({ status: 204, body: '' }))
    const errors: string[] = []
    try {
      const page = await context.newPage()
      page.on('console', (msg) => void (msg.type() === 'error' && errors.push(msg.text())))
      await page.goto(`${live.site}${path}`)
      await waitForHydration(page)
      // Load the lazy ones too: scroll every picture into view.
      for (const img of await page.locator('picture img').all()) await img.scrollIntoViewIfNeeded()
      await page.waitForFunction(() => [...document.querySelectorAll('picture img')].every((img) => (img as HTMLImageElement).complete))
      const shown = await page.$$eval('picture img', (imgs) => imgs.map((img) => ({ src: (img as HTMLImageElement).currentSrc, box: img.clientWidth })))
      expect(shown.length).toBeGreaterThan(0)
      const tooLarge = shown.filter(({ src, box }) => {
        const match = /\/img\/(\d+)\/(avif|webp)\//.exec(src)
        return !match || Number(match[1]) > coveringWidth(box * dpr)
      })
      expect(tooLarge).toEqual([])
      expect(errors).toEqual([])
    } finally {
      await context.close()
    }
  })
})
