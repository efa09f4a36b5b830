// Issue 37: documents sent without a Content-Length are delivered, not failed together. A file host
// answering a 19 MB PDF chunked (no length), 24 applicants at once with the default bulkhead (16 slots,
// a 10 s wait): each gets the whole file, byte for byte, or an honest 503 with Retry-After within the
// queue wait; no other 5xx. Loopback only; every request bounded.
import { createHash } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startApp, type InProcessSite } from '../support/app-for-file'
import { scriptedFileBytes, startScriptedUpstream, type ScriptedUpstream } from '../support/scripted-admission'

const BYTES = 19 * 1000 * 1000
const APPLICANTS = 24
const WAIT_MS = 10_000
const NO_LENGTH = '01700000070'
/** A file host that takes about 23 s for it (64 KiB every 80 ms): longer than the 20 s it has for a whole file. */
const FILE = { bytes: BYTES, withLength: false, patterned: true, pauseMs: 80 }
/** The same slow host failing at 4 MB: past the 3 s spool window (about 2.4 MB), so mid-stream. */
const CUT = '01700000071'

let upstream: ScriptedUpstream
let site: InProcessSite

beforeAll(async () => {
  upstream = await startScriptedUpstream({ [NO_LENGTH]: FILE, [CUT]: { ...FILE, cutAfter: 4_000_000 } })
  site = await startApp(upstream, { DOCUMENT_RATE_LIMIT: '100000', DOCUMENT_QUEUE_WAIT_MS: String(WAIT_MS) })
})
afterAll(async () => {
  await site?.stop()
  await upstream?.close()
})

interface Outcome {
  status: number
  ms: number
  bytes: number
  sha: string
  retryAfter: string | null
  length: string | null
  error?: string
}

/** One applicant, reading the answer as it comes (a hash, not a copy). */
async function applicant(mobile = NO_LENGTH): Promise<Outcome> {
  const started = performance.now()
  const hash = createHash('sha256')
  let bytes = 0
  try {
    const res = await fetch(`${site.url}/api/admission-documents/admit-card`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/pdf, application/json' },
      body: JSON.stringify({ mobile_number: mobile, verification_code: '123456' }),
      signal: AbortSignal.timeout(120_000),
    })
    const head = { status: res.status, retryAfter: res.headers.get('retry-after'), length: res.headers.get('content-length') }
    try {
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        hash.update(chunk)
        bytes += chunk.byteLength
      }
    } catch (err) {
      return { ...head, ms: performance.now() - started, bytes, sha: hash.digest('hex'), error: String(err) }
    }
    return { ...head, ms: performance.now() - started, bytes, sha: hash.digest('hex') }
  } catch (err) {
    return { status: 0, ms: performance.now() - started, bytes, sha: '', retryAfter: null, length: null, error: String(err) }
  }
}

describe(`${APPLICANTS} applicants at once, a 19 MB PDF without a Content-Length`, () => {
  it('each gets the whole file, byte for byte, or a 503 with Retry-After within the queue wait', async () => {
    const expected = createHash('sha256').update(scriptedFileBytes(FILE)).digest('hex')
    // Resident memory of this process (the app, the file host and the clients), sampled while the files pass.
    const before = process.memoryUsage().rss
    let peak = before
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 100)
    const outcomes = await Promise.all(Array.from({ length: APPLICANTS }, () => applicant())).finally(() => clearInterval(sampler))
    const whole = outcomes.filter((o) => o.status === 200 && o.bytes === BYTES && o.sha === expected && !o.error)
    const busy = outcomes.filter((o) => o.status === 503 && o.retryAfter !== null)
    const summary = outcomes.map((o) => `${o.status}${o.error ? '!' : ''}:${Math.round(o.ms)}ms:${o.bytes}`).join(' ')
    const growthMiB = Math.round((peak - before) / 2 ** 20)
    console.info(`${APPLICANTS} × 19 MB without a length: ${whole.length} whole, ${busy.length} busy (503), RSS +${growthMiB} MiB at the peak; ${summary}`)
    expect(whole.length + busy.length, summary).toBe(APPLICANTS)
    expect(whole.length, summary).toBeGreaterThanOrEqual(16)
    // A refusal is honest: the busy answer at the queue wait (generous slack for a shared machine), told to come back then.
    for (const o of busy) {
      expect(o.retryAfter).toBe(String(WAIT_MS / 1000))
      expect(o.ms, summary).toBeLessThan(WAIT_MS + 5_000)
    }
    const rejected = (await site.app.metrics.documentsRejected.get()).values.reduce((n, v) => n + v.value, 0)
    expect(rejected).toBe(busy.length)
    // The files stream: 16 held at once would be 290 MiB.
    expect(growthMiB).toBeLessThan(160)
  }, 180_000)

  it('a file host failing after the spool window ends the download as incomplete, never as a whole-looking PDF', async () => {
    const cut = await applicant(CUT)
    expect(cut.status).toBe(200)
    expect(cut.length).toBeNull()
    expect(cut.error).toBeDefined()
    expect(cut.bytes).toBeLessThanOrEqual(4_000_000)
  })
})
