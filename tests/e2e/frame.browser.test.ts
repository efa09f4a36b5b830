// The frame as it looks on small phones, a tablet and a laptop: no sideways scroll at 320 px on any
// route, the hamburger on screen, a round logo, the Instagram icon drawn as an outline (not a solid
// square), and no white band under the footer of a short page.
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { openHydrated } from '../support/browser'
import { siteInBrowser } from '../support/site-in-browser'
import { allRoutes } from '../support/all-routes'

const live = siteInBrowser()
let routes: string[] = []

beforeAll(async () => {
  routes = await allRoutes(live.site)
})

const open = (path: string, viewport: { width: number; height: number }) => openHydrated(live.browser, `${live.site}${path}`, viewport)

/** Share of the painted box of the icon that is painted: a solid square is near 1, the outline glyph about half. */
function inkShare(page: Page, selector: string) {
  return page.locator(selector).first().evaluate(async (svg) => {
    const size = 48
    const clone = svg.cloneNode(true) as SVGElement
    clone.setAttribute('xmlns', 'http://www.w3.org/2000/svg')
    clone.setAttribute('width', String(size))
    clone.setAttribute('height', String(size))
    clone.setAttribute('fill', '#000')
    const img = new Image()
    img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(clone.outerHTML)}`
    await img.decode()
    const canvas = document.createElement('canvas')
    canvas.width = canvas.height = size
    const ctx = canvas.getContext('2d')!
    ctx.drawImage(img, 0, 0)
    const data = ctx.getImageData(0, 0, size, size).data
    let [ink, left, right, top, bottom] = [0, size, -1, size, -1]
    for (let y = 0; y < size; y++) {
      for (let x = 0; x < size; x++) {
        if (data[(y * size + x) * 4 + 3]! <= 128) continue
        ink++
        ;[left, right, top, bottom] = [Math.min(left, x), Math.max(right, x), Math.min(top, y), Math.max(bottom, y)]
      }
    }
    return ink / ((right - left + 1) * (bottom - top + 1))
  })
}

describe('the frame', () => {
  it('no route scrolls sideways at 320 px, and the menu button is fully on screen', async () => {
    const wide: Record<string, number> = {}
    for (const path of routes) {
      const { page, context } = await open(path, { width: 320, height: 640 })
      try {
        const { overflow, toggleRight } = await page.evaluate(() => ({
          overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
          toggleRight: document.querySelector('.site-nav__toggle.js-control')!.getBoundingClientRect().right,
        }))
        if (overflow > 0) wide[path] = overflow
        if (toggleRight > 320) wide[`${path} menu button right edge`] = toggleRight
      } finally {
        await context.close()
      }
    }
    expect(wide).toEqual({})
  }, 600_000)

  it('the logo is a circle at 320, 390, 1024 and 1280 px', async () => {
    for (const width of [320, 390, 1024, 1280]) {
      const { page, context } = await open('/about', { width, height: 800 })
      const box = (await page.locator('.site-nav__logo').boundingBox())!
      expect({ width, w: Math.round(box.width), h: Math.round(box.height) }).toEqual({ width, w: Math.round(box.height), h: Math.round(box.height) })
      await context.close()
    }
  })

  it('the Instagram icon is an outline in the top bar and the footer, not a filled square', async () => {
    const { page, context } = await open('/about', { width: 1280, height: 800 })
    for (const where of ['.top-bar', '.site-footer']) {
      const share = await inkShare(page, `${where} a[aria-label="Instagram"] svg`)
      expect({ where, outline: share < 0.75 }).toEqual({ where, outline: true })
    }
    await context.close()
  })

  it('the footer reaches the bottom of the window on a short page at 1280×800', async () => {
    for (const path of ['/admission-result', '/alumni', '/admit-card']) {
      const { page, context } = await open(path, { width: 1280, height: 800 })
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
      const gap = await page.evaluate(() => window.innerHeight - document.querySelector('footer')!.getBoundingClientRect().bottom)
      expect({ path, gap: Math.max(0, Math.round(gap)) }).toEqual({ path, gap: 0 })
      await context.close()
    }
  })
})
