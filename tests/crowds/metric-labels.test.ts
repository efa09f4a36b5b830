// http_request_duration_seconds is labelled by the page or Express route that answered, never by
// the URL: 5,000 distinct junk URLs of each kind that used to add a series apiece (trailing-slash
// redirects, client-navigation data of unknown pages, 400s, OPTIONS) add none.
// Needs `npm run build`.
import { describe, expect, it } from 'vitest'

import { appForFile } from '../support/app-for-file'
import { flood, histogramSeries, metricsText, type FloodRequest } from '../support/http'

const PER_KIND = 5_000
const HISTOGRAM = 'http_request_duration_seconds'

const KINDS: Record<string, (i: number) => FloodRequest> = {
  'trailing-slash redirect': (i) => ({ path: `/r${i}x/` }),
  'navigation data of an unknown page': (i) => ({ path: `/x${i}/index.pageContext.json` }),
  'malformed URL (400)': (i) => ({ path: `/bad${i}/%E0%A4%A` }),
  'malformed form body (400)': (i) => ({
    method: 'POST',
    path: `/api/contact?n=${i}`,
    headers: { 'content-type': 'application/json' },
    body: '{',
  }),
  OPTIONS: (i) => ({ method: 'OPTIONS', path: `/o${i}` }),
}

const stack = appForFile()

describe('metric labels', () => {
  it('labels pages by their page and other answers by a fixed label', async () => {
    for (const make of Object.values(KINDS)) await flood(stack.site.url, 3, make, { concurrency: 1 })
    await fetch(`${stack.site.url}/notice/abc`)
    const metrics = await metricsText(stack.site.url)
    expect(metrics).toContain(`${HISTOGRAM}_count{route="/notice/:id",method="GET",status="404"}`)
    expect(metrics).toContain(`${HISTOGRAM}_count{route="other",method="OPTIONS",status="200"}`)
    expect(metrics).not.toMatch(/route="\/(r\d|x\d|o\d|bad\d)/)
  })

  it.each(Object.entries(KINDS))('5,000 distinct URLs (%s) leave the number of series unchanged', async (_kind, make) => {
    // One of the kind first: the series it belongs to exists before the flood.
    await flood(stack.site.url, 1, (i) => make(PER_KIND + i), { concurrency: 1 })
    const before = histogramSeries(await metricsText(stack.site.url), HISTOGRAM)
    const { answered } = await flood(stack.site.url, PER_KIND, make, { concurrency: 16, maxMs: 100_000 })
    expect(answered).toBe(PER_KIND)
    const after = histogramSeries(await metricsText(stack.site.url), HISTOGRAM)
    expect(after).toBe(before)
  }, 120_000)
})
