// On a slow phone the browser paints while it is still parsing the page. It must not paint a
// navigation bar that is only partly parsed: the items parsed later (Login, the menu button)
// would push the menus and the university's name aside (a layout shift, measured once at CLS
// 0.012 on a notice at 1366 px in a busy suite run). The head holds the first paint until
// <main> is parsed (`<link rel="expect" blocking="render">`).
import { describe, expect, it } from 'vitest'
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
      await page.addInitScript((min) => {
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
      }, SUB_PIXEL)
      await page.goto(`${live.site}${path}`)
      await page.waitForLoadState('load')
      await page.waitForTimeout(300)
      shifts.push(...(await page.evaluate(() => (window as unknown as { __shifts: string[] }).__shifts)).map((s) => `load ${i}: ${s}`))
      await context.close()
    }
    expect(shifts).toEqual([])
  }, 120_000)
})
