// Save-Data (issue 25): a browser with data saver on (`Save-Data: on` on every request) gets pages that
// cost at most 40 KB on the wire: no scripts, no pictures until tapped, no video embeds, no webfont.
// Debian's Chromium against the production server; the figures are printed beside the usual page's.
import type { Request } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { axeViolations, openPage, PHONE } from '../support/browser'
import { siteInBrowser } from '../support/site-in-browser'

const live = siteInBrowser()
const BUDGET = 40 * 1024

/** `path` opened with or without Save-Data: every request that finished by the load event plus a second, and their bytes on the wire. */
async function wire(path: string, saveData: boolean) {
  const opened = await openPage(live.browser, PHONE)
  const { page, context } = opened
  // As a browser with data saver on sends it: on every request (Chromium drops it from extra headers).
  if (saveData) await context.route(/^http:\/\/127\.0\.0\.1[:/]/, (route) => route.continue({ headers: { ...route.request().headers(), 'save-data': 'on' } }))
  const finished: Request[] = []
  page.on('requestfinished', (request) => finished.push(request))
  await page.goto(`${live.site}${path}`, { waitUntil: 'load' })
  await page.waitForTimeout(1000)
  const sizes = await Promise.all(finished.map(async (r) => ({ url: r.url(), type: r.resourceType(), bytes: (await r.sizes()).responseBodySize + (await r.sizes()).responseHeadersSize })))
  return { opened, requests: sizes, bytes: sizes.reduce((sum, r) => sum + r.bytes, 0) }
}

describe('Save-Data: on', () => {
  for (const path of ['/', '/notice/1197', '/program/cse', '/videos']) {
    it(`${path} costs at most 40 KB on the wire, with no script, picture, font or embed`, async () => {
      const usual = await wire(path, false)
      await usual.opened.context.close()
      const light = await wire(path, true)
      await using _ = light.opened
      console.log(`[save-data] ${path}: ${(light.bytes / 1024).toFixed(1)} KB with Save-Data (${light.requests.length} requests), ${(usual.bytes / 1024).toFixed(1)} KB without (${usual.requests.length})`)
      const heavy = light.requests.filter((r) => ['script', 'image', 'font', 'media'].includes(r.type) || !r.url.startsWith(live.site))
      expect(heavy.map((r) => r.url)).toEqual([])
      expect(await light.opened.page.locator('iframe, script[src]').count()).toBe(0)
      expect(light.bytes).toBeLessThanOrEqual(BUDGET)
      expect(await light.opened.page.locator('main h1').count()).toBeGreaterThan(0)
      expect(await axeViolations(light.opened.page), path).toEqual([])
    })
  }

  it('a picture loads when its "Tap to load picture" is tapped, without JavaScript', async () => {
    const { opened } = await wire('/', true)
    await using _ = opened
    const { page } = opened
    const tap = page.locator('details.tap-to-load').first()
    expect(await tap.locator('summary').textContent()).toMatch(/^Tap to load picture/)
    const picture = page.waitForRequest((r) => r.resourceType() === 'image')
    await tap.locator('summary').click()
    await picture
    await expect.poll(() => tap.locator('img').evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0)).toBe(true)
  })

  it('a video is a link to YouTube, not an embed or a thumbnail', async () => {
    const { opened } = await wire('/videos', true)
    await using _ = opened
    const link = opened.page.locator('a[href^="https://www.youtube.com/watch"]').first()
    expect(await link.textContent()).toMatch(/^Watch on YouTube: /)
  })
})
