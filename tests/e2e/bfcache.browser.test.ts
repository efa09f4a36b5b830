// Issue 25: the back/forward cache returns a visitor to a page as they left it (scroll included), without a
// request. Pages stay eligible (no `unload` handlers, no `Cache-Control: no-store`), and Back restores them: Chromium
// here runs with its back/forward cache on, as a visitor's does, as a phone (which shows no PDF in the page: a PDF
// plugin keeps a page out of the cache), with the offline worker allowed: a worker that takes control of the open
// pages as it activates evicts the page left (Chromium reports ServiceWorkerClaim).
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPage, phoneOf, waitForHydration } from '../support/browser'
import { startStack } from '../support/processes'

let stack: Awaited<ReturnType<typeof startStack>>
let browser: Browser
let site: string
beforeAll(async () => {
  ;[stack, browser] = await Promise.all([startStack(), launchBrowser({ backForwardCache: true })])
  site = stack.site.url
})
afterAll(async () => {
  await browser?.close()
  await stack?.stop()
})

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

/** Why Chromium did not keep the page for Back (none when it did). */
async function notRestoredReasons(page: Page): Promise<string[]> {
  const session = await page.context().newCDPSession(page)
  await session.send('Page.enable')
  const reasons: string[] = []
  session.on('Page.backForwardCacheNotUsed', (event) => reasons.push(...event.notRestoredExplanations.map((e) => e.reason)))
  return reasons
}

describe('back/forward cache', () => {
  // A page, then a link on it to the next, then Back.
  for (const [path, next] of [
    ['/', '/about'],
    ['/notice/1194', '/all-notice'],
    ['/admission-advertisements', '/fees'],
    ['/about', '/mission-vision'],
    ['/all-notice', '/notice/1194'],
  ] as const) {
    it(`${path}: no no-store, no unload handler, and Back from ${next} restores it where it was scrolled`, async () => {
      await using opened = await openPage(browser, phoneOf(375), { serviceWorkers: 'allow' })
      const { page, errors } = opened
      page.setDefaultTimeout(20_000)
      await observe(page)
      const reasons = await notRestoredReasons(page)
      const response = await page.goto(`${site}${path}`)
      expect(response!.headers()['cache-control'] ?? '').not.toContain('no-store')
      await waitForHydration(page)
      expect(await page.evaluate(() => (window as unknown as { unloadHandlers: number }).unloadHandlers)).toBe(0)
      const scrolled = await page.evaluate(() => {
        scrollTo(0, 400)
        ;(window as unknown as { left: boolean }).left = true
        addEventListener('pageshow', (e) => ((window as unknown as { restored: boolean }).restored = e.persisted))
        return scrollY
      })
      await page.evaluate((href) => document.querySelector<HTMLAnchorElement>(`a[href="${href}"]`)!.click(), next)
      await page.waitForURL(`${site}${next}`, { waitUntil: 'load' })
      // The offline worker, registered by the first page, activates while the visitor reads the second.
      await page.evaluate(async () => {
        const worker = (await navigator.serviceWorker.ready).active!
        if (worker.state !== 'activated') await new Promise((resolve) => worker.addEventListener('statechange', resolve))
      })
      await page.goBack({ waitUntil: 'commit' })
      // Restored, the page left fires pageshow again; reloaded, it is a new window without the mark.
      await page.waitForFunction(() => !('left' in window) || 'restored' in window, null, { polling: 50 })
      expect(reasons).toEqual([])
      expect(await page.evaluate(() => ({ restored: (window as unknown as { restored?: boolean }).restored, scrolled: scrollY }))).toEqual({ restored: true, scrolled })
      expect(errors).toEqual([])
    })
  }
})
