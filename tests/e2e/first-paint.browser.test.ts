// On a slow phone, or over a slow link that delivers the page in pieces, the browser paints while it
// is still parsing the page. It must not paint a half-parsed page: the navigation bar's items parsed
// later (Login, the menu button) would push the menus and the university's name aside (CLS 0.012 on a
// notice at 1366 px, once in a busy suite run), and a breadcrumb's last item, painted with its first
// words only, jumps to a line of its own once the whole title is there (0.005 at 375 px, once). The
// head holds the first paint until the footer's start tag is parsed (`<link rel="expect"
// blocking="render">`; Chromium waits for the start tag, not the end, of the target).
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DESKTOP, PHONE, openPage } from '../support/browser'
import { siteInBrowser } from '../support/site-in-browser'

const live = siteInBrowser()
/** A busy phone: Chromium's CPU slowed six times (without it the parser finishes before the first paint). */
const CPU_SLOWDOWN = 6
const LOADS = 12
/**
 * Shifts smaller than this are sub-pixel (Lighthouse shows 0.000): one such shift of the home banner's
 * dots (score under 0.00005) was seen once in a whole-suite run, cause not found. The half-parsed
 * navigation bar this test guards against scored 0.0002 a load at 375 px and 0.005–0.016 at 1366 px.
 */
const SUB_PIXEL = 0.00005

/** Records layout shifts of at least `min` from the first paint on, as "score nodes" lines in window.__shifts. */
function recordShifts(page: Page, min: number) {
  return page.addInitScript((min) => {
    const w = window as unknown as { __shifts: string[] }
    w.__shifts = []
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node }[] })[]) {
        if (e.hadRecentInput || e.value < min) continue
        const sources = (e.sources ?? []).map((s) => s.node)
        // The home ticker moves by its own CSS animation; a frame that catches it mid-slide is that motion
        // (seen once in a busy suite: 0.0002 on .ticker__track alone), not a shift of the page's layout.
        const animated = (node: Node | null | undefined) => node instanceof Element && node.getAnimations().some((a) => a.playState === 'running')
        if (sources.length > 0 && sources.every(animated)) continue
        const nodes = sources.map((node) => (node instanceof Element ? `${node.tagName}.${node.className}` : String(node?.nodeName)))
        w.__shifts.push(`${e.value.toFixed(4)} ${nodes.join(', ')}`)
      }
    }).observe({ type: 'layout-shift', buffered: true })
  }, min)
}

const shiftsOf = (page: Page) => page.evaluate(() => (window as unknown as { __shifts: string[] }).__shifts)

describe('first paint on a slow network', () => {
  // A slow link delivers the page in pieces. Here the site's HTML stops in the middle of the breadcrumb's
  // last item for 800 ms; everything else passes through as it is.
  let proxy: Server
  let proxyUrl = ''
  beforeAll(async () => {
    proxy = createServer((req, res) => {
      void (async () => {
        const upstream = await fetch(`${live.site}${req.url}`, { headers: { 'accept-encoding': 'identity' } })
        const type = upstream.headers.get('content-type') ?? 'application/octet-stream'
        const body = Buffer.from(await upstream.arrayBuffer())
        res.writeHead(upstream.status, { 'content-type': type, 'cache-control': 'no-store' })
        const html = type.startsWith('text/html') ? body.toString() : null
        const crumb = html?.indexOf('class="breadcrumb-item active"') ?? -1
        if (html === null || crumb < 0) return res.end(body)
        const split = html.indexOf('>', crumb) + 6
        res.write(html.slice(0, split))
        setTimeout(() => res.end(html.slice(split)), 800)
      })().catch(() => res.destroy())
    }).listen(0, '127.0.0.1')
    await new Promise((resolve) => proxy.once('listening', resolve))
    proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise((resolve) => proxy.close(resolve)))

  it('a notice at 375 px: its title, the last item of the breadcrumb, stays on its line', async () => {
    // Painted half-parsed, the item's first words fit beside "Notices"; the whole title wraps (CLS 0.005).
    await using opened = await openPage(live.browser, PHONE)
    const { page } = opened
    await recordShifts(page, 0)
    await page.goto(`${proxyUrl}/notice/1194`, { waitUntil: 'load' })
    await page.waitForTimeout(300)
    expect(await shiftsOf(page)).toEqual([])
  })
})

describe('first paint on a slow CPU', () => {
  it.each([
    ['/notice/1194', DESKTOP],
    ['/', DESKTOP],
    ['/notice/1194', PHONE],
  ] as const)(`%s at %o: no layout shift in ${LOADS} loads`, async (path, viewport) => {
    const shifts: string[] = []
    for (let i = 0; i < LOADS; i++) {
      const { page, context } = await openPage(live.browser, viewport)
      const cdp = await context.newCDPSession(page)
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
      await recordShifts(page, SUB_PIXEL)
      await page.goto(`${live.site}${path}`)
      await page.waitForLoadState('load')
      await page.waitForTimeout(300)
      shifts.push(...(await shiftsOf(page)).map((s) => `load ${i}: ${s}`))
      await context.close()
    }
    expect(shifts).toEqual([])
  }, 120_000)
})
