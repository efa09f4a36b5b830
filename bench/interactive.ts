// Interactive time on a cheap phone on a slow link (issue 25's profile: 400 kbps each way, 400 ms round trip,
// CPU 4× slower, cache empty, 360 px), against the built site on the demo upstream (`npm run build` first):
// `npx tsx bench/interactive.ts`. For home, a notice and the advertisements, the medians of RUNS runs of: first
// contentful paint, the load event, the site script's end (<body data-enhanced>, its components started: from then on every
// handler runs; the native controls work from the first paint), and the bytes on the wire until then. Prints the
// figures; asserts nothing.
import type { Browser } from 'playwright-core'
import { launchBrowser, phoneOf } from '../tests/support/browser'
import { startStack } from '../tests/support/processes'

const ROUTES = ['/', '/notice/1194', '/admission-advertisements']
const RUNS = Number(process.env.RUNS ?? 3)

interface Figures {
  fcpMs: number
  loadMs: number
  enhancedMs: number
  wireBytes: number
  scriptBytes: number
}

async function measure(browser: Browser, url: string): Promise<Figures> {
  const context = await browser.newContext(phoneOf(360))
  try {
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 400, downloadThroughput: 50_000, uploadThroughput: 50_000 })
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
    const types = new Map<string, string>()
    let wireBytes = 0
    let scriptBytes = 0
    cdp.on('Network.responseReceived', (e) => types.set(e.requestId, e.type))
    cdp.on('Network.loadingFinished', (e) => {
      wireBytes += e.encodedDataLength
      if (types.get(e.requestId) === 'Script') scriptBytes += e.encodedDataLength
    })
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (document.body?.dataset.enhanced !== 'true') return
        ;(window as unknown as { enhancedAt: number }).enhancedAt = performance.now()
        observer.disconnect()
      }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-enhanced'] })
    })
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 })
    await page.waitForFunction(() => 'enhancedAt' in window, undefined, { timeout: 120_000 })
    const timings = await page.evaluate(() => ({
      fcpMs: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
      loadMs: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart,
      enhancedMs: (window as unknown as { enhancedAt: number }).enhancedAt,
    }))
    return { ...timings, wireBytes, scriptBytes }
  } finally {
    await context.close()
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

{
  await using stack = await startStack()
  const browser = await launchBrowser()
  try {
    console.log(`medians of ${RUNS} runs, 360 px, 400 kbps / 400 ms, CPU ×4, empty cache`)
    console.log('route'.padEnd(28), 'FCP s'.padStart(7), 'load s'.padStart(7), 'enhanced s'.padStart(11), 'wire KB'.padStart(8), 'script KB'.padStart(10))
    for (const route of ROUTES) {
      const runs: Figures[] = []
      for (let i = 0; i < RUNS; i++) runs.push(await measure(browser, `${stack.site.url}${route}`))
      const m = (key: keyof Figures) => median(runs.map((r) => r[key]))
      console.log(
        route.padEnd(28),
        (m('fcpMs') / 1000).toFixed(2).padStart(7),
        (m('loadMs') / 1000).toFixed(2).padStart(7),
        (m('enhancedMs') / 1000).toFixed(2).padStart(11),
        (m('wireBytes') / 1024).toFixed(1).padStart(8),
        (m('scriptBytes') / 1024).toFixed(1).padStart(10),
      )
    }
  } finally {
    await browser.close()
  }
}
