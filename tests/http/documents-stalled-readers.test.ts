// Clients that ask for a document and never read it (issue 26: two such clients per slot held all 16
// slots for 70 s): a reader that takes nothing for DOCUMENT_WRITE_TIMEOUT_MS is cut off, so its slot
// goes to the next applicant. Two document slots, both taken by stalled readers of a 19 MB PDF;
// the applicant after them must get the whole PDF, not "busy" after the queue wait.
import { connect, type Socket } from 'node:net'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { startApp, type InProcessSite } from '../support/app-for-file'
import { postDocument } from '../support/documents-post'
import { startScriptedUpstream, type ScriptedUpstream } from '../support/scripted-admission'

const BYTES = 19 * 1000 * 1000
const MOBILE = '01700000070'
const ask = { mobile_number: MOBILE, verification_code: '123456' }

let upstream: ScriptedUpstream
let site: InProcessSite
const stalled: Socket[] = []

beforeAll(async () => {
  upstream = await startScriptedUpstream({ [MOBILE]: { bytes: BYTES, withLength: true } })
  site = await startApp(upstream, {
    DOCUMENT_CONCURRENCY: '2',
    DOCUMENT_QUEUE: '4',
    DOCUMENT_QUEUE_WAIT_MS: '10000',
    DOCUMENT_WRITE_TIMEOUT_MS: '1000',
    DOCUMENT_RATE_LIMIT: '1000',
  })
})
afterAll(async () => {
  for (const socket of stalled) socket.destroy()
  await site?.stop()
  await upstream?.close()
})

/** Posts for the document over a raw connection and never reads the answer. */
function stalledReader(): Promise<Socket> {
  const { hostname, port } = new URL(site.url)
  const body = JSON.stringify(ask)
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => {
      socket.pause()
      socket.write(
        `POST /api/admission-documents/admit-card HTTP/1.1\r\nHost: ${hostname}\r\nContent-Type: application/json\r\n` +
          `Accept: application/pdf, application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
      )
      resolve(socket)
    })
    socket.on('error', () => {})
    socket.once('error', reject)
  })
}

const inFlight = async () => Number(/^document_requests_in_flight (\d+)$/m.exec(await (await fetch(`${site.url}/metrics`)).text())?.[1] ?? NaN)

describe('clients that never read their document', () => {
  it('are cut off, and the applicant after them gets the whole PDF', async () => {
    stalled.push(await stalledReader(), await stalledReader())
    // Both slots taken.
    await vi.waitFor(async () => expect(await inFlight()).toBe(2), { timeout: 5_000 })
    const next = await postDocument(site.url, 'admit-card', ask)
    expect(next.status).toBe(200)
    expect(next.bytes.length).toBe(BYTES)
    expect(next.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')
  })
})
