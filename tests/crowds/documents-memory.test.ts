// Memory of document downloads: 24 applicants at once fetching a 19 MB PDF that the file host sends
// without a Content-Length (issue 26: peak 730 MiB, when each file was held in memory and copied
// again). The built server as a process, the scripted admission API and file host on loopback;
// its peak resident memory (VmHWM) is read from /proc. Every download must arrive whole.
import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSite, type RunningProcess } from '../support/processes'
import { startScriptedUpstream, type ScriptedUpstream } from '../support/scripted-admission'

const MiB = 1024 * 1024
const BYTES = 19 * 1000 * 1000
const APPLICANTS = 24
const CONCURRENCY = 16
const NO_LENGTH = '01700000060'
const WITH_LENGTH = '01700000061'

let upstream: ScriptedUpstream
let site: RunningProcess

beforeAll(async () => {
  upstream = await startScriptedUpstream({ [NO_LENGTH]: { bytes: BYTES, withLength: false }, [WITH_LENGTH]: { bytes: BYTES, withLength: true } })
  // The 8 beyond the 16 slots wait for one as long as it takes: on a loaded machine the first 16 can take
  // longer than the default 10 s wait (503s are documents-no-length.test.ts's subject, memory is this one's).
  site = await startSite(upstream, { DOCUMENT_RATE_LIMIT: '100000', DOCUMENT_CONCURRENCY: String(CONCURRENCY), DOCUMENT_QUEUE_WAIT_MS: '90000' })
})
afterAll(async () => {
  await site?.stop()
  await upstream?.close()
})

/** Resident memory of the server process: now and its peak so far (kB lines of /proc/<pid>/status). */
function memoryOf(proc: RunningProcess): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${proc.child.pid}/status`, 'utf8')
  const kB = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB$`, 'm').exec(status)?.[1] ?? NaN) * 1024
  return { rss: kB('VmRSS'), peak: kB('VmHWM') }
}

/** One applicant's download, read and discarded chunk by chunk: its status, bytes and whether it is a whole PDF. */
async function download(mobile: string): Promise<{ status: number; bytes: number; pdf: boolean }> {
  const res = await fetch(`${site.url}/api/admission-documents/admit-card`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/pdf, application/json' },
    body: JSON.stringify({ mobile_number: mobile, verification_code: '123456' }),
    signal: AbortSignal.timeout(120_000),
  })
  let bytes = 0
  let head = ''
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    if (bytes < 5) head += Buffer.from(chunk.subarray(0, 5)).toString('latin1')
    bytes += chunk.byteLength
  }
  return { status: res.status, bytes, pdf: head.startsWith('%PDF-') }
}

describe('documents without a Content-Length', () => {
  it(`${APPLICANTS} applicants at once cost about a chunk each, not the file twice`, async () => {
    // Warm up: the first download loads the code paths.
    expect(await download(WITH_LENGTH)).toEqual({ status: 200, bytes: BYTES, pdf: true })
    const before = memoryOf(site)
    const answers = await Promise.all(Array.from({ length: APPLICANTS }, () => download(NO_LENGTH)))
    const after = memoryOf(site)
    console.log(
      `${APPLICANTS} × 19 MB without a length: RSS ${Math.round(before.rss / MiB)} MiB before, peak ${Math.round(after.peak / MiB)} MiB, ` +
        `${Math.round(after.rss / MiB)} MiB after`,
    )
    expect(answers.filter((a) => a.status !== 200 || a.bytes !== BYTES || !a.pdf)).toEqual([])
    // Held in memory, 16 files at once are 290 MiB (552 MiB measured when copied again); spooled to
    // disk, the growth is the transfers' buffers (80 MiB measured).
    expect(after.peak - before.rss).toBeLessThan(160 * MiB)
  })
})
