// The "Add to calendar" and "Subscribe" links in a real Chromium: each link named by its item for a
// screen reader, and the links plain hrefs that work with JavaScript off (axe on their pages:
// tests/e2e/axe.browser.test.ts). Needs `npm run build`.
import { describe, expect, it } from 'vitest'
import { DESKTOP, openPage } from '../support/browser'
import { siteInBrowser } from '../support/site-in-browser'

const live = siteInBrowser()
describe('without JavaScript', () => {
  it('every "Add to calendar" link names its item and downloads its calendar file', async () => {
    for (const path of ['/academic-calendar', '/all-events']) {
      await using opened = await openPage(live.browser, DESKTOP, { javaScriptEnabled: false })
      const { page } = opened
      await page.goto(`${live.site}${path}`)
      const links = page.getByRole('link', { name: /^Add to calendar ?: \S/ })
      const count = await links.count()
      expect(count, path).toBeGreaterThan(1)
      const names = await links.evaluateAll((as) => as.map((a) => a.textContent!.trim()))
      expect(new Set(names).size, `${path}: every link names a different item`).toBe(count)
      const href = await links.first().getAttribute('href')
      const res = await page.request.get(`${live.site}${href}`)
      expect(res.status()).toBe(200)
      expect(res.headers()['content-type']).toBe('text/calendar; charset=utf-8')
      await expect.poll(() => page.getByRole('link', { name: /^Subscribe to the (academic|events) calendar$/ }).count()).toBe(1)
    }
  }, 120_000)
})
