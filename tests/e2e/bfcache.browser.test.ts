// Issue 25: the back/forward cache returns a visitor to a page as they left it (scroll included), without a
// request. Pages stay eligible: no `unload` handlers, no `Cache-Control: no-store`. (Whether Chromium then restores
// a page also depends on circumstances a test does not control: headless, it sometimes reports
// BrowsingInstanceNotSwapped, so the restore itself is not asserted here.)
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { openPage, PHONE, waitForHydration } from '../support/browser'
import { siteInBrowser } from '../support/site-in-browser'

const live = siteInBrowser()

/** Counts, from the first script on, the unload handlers the page adds to the window. */
const observe = (page: Page) =>
  page.addInitScript(() => {
    const state = window as unknown as { unloadHandlers: number }
    state.unloadHandlers = 0
    const add = EventTarget.prototype.addEventListener
    EventTarget.prototype.addEventListener = function (this: EventTarget, type: string, ...rest: [EventListenerOrEventListenerObject | null, (boolean | AddEventListenerOptions)?]) {
      if (type === 'unload' && this === window) state.unloadHandlers++
      return add.call(this, type, ...rest)
    }
  })

describe('back/forward cache', () => {
  for (const path of ['/', '/notice/1194', '/admission-advertisements', '/about', '/all-notice']) {
    it(`${path}: no no-store, no unload handler`, async () => {
      await using opened = await openPage(live.browser, PHONE)
      const { page } = opened
      await observe(page)
      const response = await page.goto(`${live.site}${path}`)
      expect(response!.headers()['cache-control'] ?? '').not.toContain('no-store')
      await waitForHydration(page)
      expect(await page.evaluate(() => (window as unknown as { unloadHandlers: number }).unloadHandlers)).toBe(0)
    })
  }
})
