// Result day at 25 kbps (issue 33): a page opened in Chromium on a phone (360 px) on a 25 kbps link with
// 400 ms round trips, its CPU 4× slower, cache empty (throttled through the DevTools protocol): when the first
// paint comes, and how many bytes came over the wire before it. Shared by bench/slow-link.ts (the table) and
// tests/e2e/slow-link.browser.test.ts (the spec's 10 s budget).
import type { Browser } from 'playwright-core'
import { openPage, phoneOf } from './browser'

/** The profile: kilobits per second each way, round trip, CPU slowdown, screen width. */
export const SLOW_LINK = { kbps: 25, latencyMs: 400, cpuSlowdown: 4, width: 360 } as const

export interface SlowLinkFigures {
  path: string
  /** First paint and first contentful paint, ms after navigation start (Paint Timing). */
  firstPaintMs: number
  firstContentfulPaintMs: number
  /** Bytes on the wire (headers and bodies, as encoded) received before the first contentful paint, and their requests. */
  bytesBeforePaint: number
  requestsBeforePaint: number
  /** The document's Content-Encoding (Chromium asks brotli over HTTPS only: gzip on the loopback's http). */
  documentEncoding: string
}

/** CDP's Network events, as far as they are read here. */
interface WillBeSent {
  requestId: string
  timestamp: number
  wallTime: number
  type?: string
}
interface DataReceived {
  requestId: string
  timestamp: number
  encodedDataLength: number
}
interface ResponseReceived {
  requestId: string
  timestamp: number
  type: string
  response: { encodedDataLength: number; headers: Record<string, string> }
}
interface LoadingFinished {
  requestId: string
  timestamp: number
  encodedDataLength: number
}

/**
 * Opens `site`+`path` in a new phone context on the slow link and waits for its first contentful paint
 * (`timeoutMs`). Bytes before it: every chunk Chromium received up to that moment (Network.dataReceived and
 * the response headers), on the protocol's clock turned to the page's by the document request's wall time.
 */
export async function firstPaintOnSlowLink(browser: Browser, site: string, path: string, timeoutMs = 120_000): Promise<SlowLinkFigures> {
  await using opened = await openPage(browser, phoneOf(SLOW_LINK.width))
  const { page, context } = opened
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
  const bytesPerSecond = (SLOW_LINK.kbps * 1000) / 8
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: SLOW_LINK.latencyMs,
    downloadThroughput: bytesPerSecond,
    uploadThroughput: bytesPerSecond,
  })
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_LINK.cpuSlowdown })

  /** Wall-clock ms minus protocol ms, from the first request (the document). */
  let clockOffsetMs: number | undefined
  /** [protocol time s, bytes, request] of everything received. */
  const received: [number, number, string][] = []
  let documentEncoding = 'identity'
  cdp.on('Network.requestWillBeSent', (e: WillBeSent) => {
    clockOffsetMs ??= e.wallTime * 1000 - e.timestamp * 1000
  })
  cdp.on('Network.responseReceived', (e: ResponseReceived) => {
    if (e.type === 'Document') documentEncoding = Object.entries(e.response.headers).find(([name]) => name.toLowerCase() === 'content-encoding')?.[1] ?? 'identity'
    // The headers' bytes (encodedDataLength so far, before any body chunk).
    received.push([e.timestamp, e.response.encodedDataLength, e.requestId])
  })
  cdp.on('Network.dataReceived', (e: DataReceived) => received.push([e.timestamp, e.encodedDataLength, e.requestId]))
  const finished = new Map<string, LoadingFinished>()
  cdp.on('Network.loadingFinished', (e: LoadingFinished) => finished.set(e.requestId, e))

  await page.goto(`${site}${path}`, { waitUntil: 'commit', timeout: timeoutMs })
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, undefined, { timeout: timeoutMs, polling: 200 })
  const paint = await page.evaluate(() => ({
    timeOrigin: performance.timeOrigin,
    firstPaint: performance.getEntriesByName('first-paint')[0]?.startTime ?? NaN,
    firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
  }))
  if (clockOffsetMs === undefined) throw new Error(`${path}: no request seen`)
  const paintAt = (paint.timeOrigin + paint.firstContentfulPaint - clockOffsetMs) / 1000
  const before = received.filter(([at]) => at <= paintAt)
  // A request finished before the paint counts whole as Chromium reports it at the end (its chunks may report
  // 0 encoded bytes under emulation); one still arriving counts the chunks received so far.
  const byRequest = new Map<string, number>()
  for (const [, bytes, id] of before) byRequest.set(id, (byRequest.get(id) ?? 0) + bytes)
  for (const [id, done] of finished) if (done.timestamp <= paintAt) byRequest.set(id, Math.max(byRequest.get(id) ?? 0, done.encodedDataLength))
  return {
    path,
    firstPaintMs: paint.firstPaint,
    firstContentfulPaintMs: paint.firstContentfulPaint,
    bytesBeforePaint: [...byRequest.values()].reduce((a, b) => a + b, 0),
    requestsBeforePaint: byRequest.size,
    documentEncoding,
  }
}

/** A notice of the demo whose page links a PDF (its path), found from /all-notice; the first notice if none does. */
export async function noticeWithPdf(site: string): Promise<string> {
  const list = await (await fetch(`${site}/all-notice`)).text()
  const paths = [...new Set([...list.matchAll(/href="(\/notice\/[^"/?#]+)"/g)].map((m) => m[1]!))]
  for (const path of paths.slice(0, 20)) {
    const html = await (await fetch(`${site}${path}`)).text()
    if (/href="[^"]+\.pdf"/i.test(html)) return path
  }
  if (!paths[0]) throw new Error('no notice linked from /all-notice')
  return paths[0]
}
