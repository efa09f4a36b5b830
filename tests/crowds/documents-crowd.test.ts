// Result day in one test: the demo admission API slowed to 1 s per call (DEMO_ADMISSION_LATENCY_MS)
// and 500 applicants asking at once. The admission API never sees more than DOCUMENT_CONCURRENCY
// calls at once, every applicant gets a whole PDF or a 503 with Retry-After within the wait limit,
// and no download is cut. Prints the figures. Loopback only; every request is bounded.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { decodeEntities, startDemoUpstream, startSite, type DemoUpstreamProcess, type RunningProcess } from '../support/processes'
import { follow, postDocument, RIGHT, RIGHT_2 } from '../support/documents-post'

const APPLICANTS = 500
const CONCURRENCY = 16
const QUEUE = 64
const WAIT_MS = 10_000
const ADMISSION_LATENCY_MS = 1000
const BUSY = /^The server is very busy right now\. Please try again in about (\d+) seconds\.$/
const KINDS = ['admission-form', 'admit-card', 'offer-letter']

let upstream: DemoUpstreamProcess
const sites: RunningProcess[] = []

interface Outcome {
  status: number
  ms: number
  retryAfter: string | null
  message: string | null
  whole: boolean
}

beforeAll(async () => {
  upstream = await startDemoUpstream({ DEMO_ADMISSION_LATENCY_MS: String(ADMISSION_LATENCY_MS) })
})
afterAll(async () => {
  for (const site of sites) await site.stop()
  await upstream?.stop()
})

async function startCrowdSite(waitMs: number) {
  const site = await startSite(upstream, {
    DOCUMENT_CONCURRENCY: String(CONCURRENCY),
    DOCUMENT_QUEUE: String(QUEUE),
    DOCUMENT_QUEUE_WAIT_MS: String(waitMs),
    TRUSTED_PROXIES: 'loopback',
    UPSTREAM_TIMEOUT_MS: '5000',
    // The demo knows two applicants, so 500 applicants share two numbers: the per-number limit
    // (whose attempts in flight for one number stay under it) is not what this test measures.
    DOCUMENT_RATE_LIMIT: '100000',
  })
  sites.push(site)
  return site
}

/** One applicant: a valid pair from an address of a small spread (carrier NAT addresses shared by many). */
async function applicant(site: string, i: number): Promise<Outcome> {
  const pair = i % 2 === 0 ? RIGHT : RIGHT_2
  const started = performance.now()
  const res = await fetch(`${site}/api/admission-documents/${KINDS[i % 3]}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/pdf, application/json', 'x-forwarded-for': `100.64.${i % 7}.${1 + (i % 5)}` },
    body: JSON.stringify(pair),
    signal: AbortSignal.timeout(60_000),
  })
  const bytes = Buffer.from(await res.arrayBuffer())
  const ms = performance.now() - started
  const isPdf = res.headers.get('content-type') === 'application/pdf'
  const whole = isPdf && Number(res.headers.get('content-length')) === bytes.length && bytes.subarray(0, 5).toString('latin1') === '%PDF-' && bytes.subarray(-8).toString('latin1').includes('%%EOF')
  return { status: res.status, ms, retryAfter: res.headers.get('retry-after'), message: isPdf ? null : (JSON.parse(bytes.toString()) as { message: string }).message, whole }
}

const admission = async () => (await (await fetch(`${upstream.url}/__admission`)).json()) as { inFlight: number; maxInFlight: number }
const p = (values: number[], q: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))] ?? 0

describe(`${APPLICANTS} applicants at once, admission API at ${ADMISSION_LATENCY_MS} ms per call`, () => {
  it(`keeps the admission API at ${CONCURRENCY} calls at most; every applicant gets a whole PDF or a 503 within the wait limit`, async () => {
    const site = await startCrowdSite(WAIT_MS)
    await upstream.reset()
    const outcomes = await Promise.all(Array.from({ length: APPLICANTS }, (_, i) => applicant(site.url, i)))
    const { maxInFlight } = await admission()

    const pdfs = outcomes.filter((o) => o.status === 200)
    const busy = outcomes.filter((o) => o.status === 503)
    const cut = pdfs.filter((o) => !o.whole).length
    const metrics = await (await fetch(`${site.url}/metrics`)).text()
    const rejectedBy = (reason: string) => Number(new RegExp(`document_requests_rejected_total\\{reason="${reason}"\\} (\\d+)`).exec(metrics)?.[1] ?? 0)
    const rejected = `queue-full ${rejectedBy('queue-full')}, wait-timeout ${rejectedBy('wait-timeout')}`
    console.log(
      `result day: ${APPLICANTS} applicants, concurrency ${CONCURRENCY}, queue ${QUEUE}, wait ${WAIT_MS} ms, admission API ${ADMISSION_LATENCY_MS} ms/call\n` +
        `  admission API max concurrent calls: ${maxInFlight}\n` +
        `  PDFs: ${pdfs.length} (cut: ${cut}), p50 ${p(pdfs.map((o) => o.ms), 0.5).toFixed(0)} ms, max ${Math.max(...pdfs.map((o) => o.ms)).toFixed(0)} ms\n` +
        `  503 busy: ${busy.length}, p50 ${p(busy.map((o) => o.ms), 0.5).toFixed(0)} ms, max ${Math.max(...busy.map((o) => o.ms)).toFixed(0)} ms; rejected by reason: ${rejected}`,
    )

    expect(outcomes.filter((o) => o.status !== 200 && o.status !== 503).map((o) => `${o.status} ${o.message}`)).toEqual([])
    expect(maxInFlight).toBeGreaterThan(0)
    expect(maxInFlight).toBeLessThanOrEqual(CONCURRENCY)
    expect(pdfs.length + busy.length).toBe(APPLICANTS)
    expect(cut).toBe(0)
    // The slots and the queue are used (on an idle machine exactly CONCURRENCY + QUEUE PDFs; on a
    // starved one some queued applicants reach the wait limit first).
    expect(pdfs.length).toBeGreaterThanOrEqual(CONCURRENCY)
    for (const o of busy) {
      expect(o.retryAfter).toBe(String(WAIT_MS / 1000))
      expect(o.message).toMatch(BUSY)
      expect(BUSY.exec(o.message!)![1]).toBe(o.retryAfter)
    }
    // Within the wait limit (a PDF adds its own call after the wait); generous slack for a shared machine.
    for (const o of busy) expect(o.ms).toBeLessThan(WAIT_MS + 5000)
    for (const o of pdfs) expect(o.ms).toBeLessThan(WAIT_MS + ADMISSION_LATENCY_MS + 5000)
    expect(rejectedBy('queue-full') + rejectedBy('wait-timeout')).toBe(busy.length)
    expect(metrics).toMatch(/document_requests_in_flight 0\n/)
    expect(metrics).toMatch(/document_requests_queued 0\n/)
  }, 90_000)

  it('shows the busy answer on the no-JS form page too (303, then the page with 503 and Retry-After)', async () => {
    const site = await startCrowdSite(WAIT_MS)
    // Fill the slots and the queue with enhanced-form applicants, then post one plain form.
    const crowd = Array.from({ length: CONCURRENCY + QUEUE }, (_, i) => applicant(site.url, i))
    // Bounded wait until the queue is full (at most 5 s).
    for (let i = 0; i < 100; i++) {
      const metrics = await (await fetch(`${site.url}/metrics`)).text()
      if (metrics.includes(`document_requests_queued ${QUEUE}\n`)) break
      await new Promise((r) => setTimeout(r, 50))
    }
    const post = await postDocument(site.url, 'admit-card', RIGHT, { plain: true, headers: { 'x-forwarded-for': '100.64.9.9' } })
    const { page } = await follow(site.url, post)
    await Promise.all(crowd)
    expect(post.status).toBe(303)
    expect(page.status).toBe(503)
    expect(page.headers.get('retry-after')).toBe(String(WAIT_MS / 1000))
    expect(decodeEntities(page.text)).toContain(`role="alert">The server is very busy right now. Please try again in about ${WAIT_MS / 1000} seconds.<`)
  }, 60_000)

  it('answers 503 to applicants who wait longer than the wait limit', async () => {
    // A 1.5 s wait: queued applicants beyond what 16 slots serve in 1.5 s give up with 503.
    const site = await startCrowdSite(1500)
    await upstream.reset()
    const outcomes = await Promise.all(Array.from({ length: 100 }, (_, i) => applicant(site.url, i)))
    const metrics = await (await fetch(`${site.url}/metrics`)).text()
    const timedOut = Number(/document_requests_rejected_total\{reason="wait-timeout"\} (\d+)/.exec(metrics)?.[1] ?? 0)
    const busy = outcomes.filter((o) => o.status === 503)
    console.log(`wait limit 1500 ms, 100 applicants: PDFs ${outcomes.filter((o) => o.status === 200).length}, 503 ${busy.length} (wait-timeout ${timedOut})`)
    expect(timedOut).toBeGreaterThan(0)
    expect(outcomes.every((o) => o.status === 503 || (o.status === 200 && o.whole))).toBe(true)
    for (const o of busy) expect(o.retryAfter).toBe('2')
    expect((await admission()).maxInFlight).toBeLessThanOrEqual(CONCURRENCY)
  }, 60_000)
})
