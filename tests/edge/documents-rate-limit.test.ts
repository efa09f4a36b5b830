// Guessing protection through the nginx edge (the chart's nginx.conf unchanged), as issue 26 found
// it: one client sending wrong codes for many numbers used up its address's failed attempts, and
// then every applicant behind that address (a carrier NAT) got 429 for a right code. Now the
// address is slowed down, never refused, and only numbers are locked.
import { describe, expect, it } from 'vitest'
import { findNginx } from '../support/edge-harness'
import { edgeForFile } from '../support/edge-for-file'
import { postDocument, RIGHT } from '../support/documents-post'

const nginxBin = findNginx()

describe.skipIf(!nginxBin)('document guessing protection through the edge', { timeout: 60_000 }, () => {
  // A low address ceiling, so that the test passes it quickly.
  const stack = edgeForFile(nginxBin, { DOCUMENT_ADDRESS_RATE_LIMIT: '20', DOCUMENT_RATE_LIMIT: '3' })

  it('a right code gets its PDF after the same address sent 30 wrong codes for other numbers', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 30; i++) {
      statuses.push((await postDocument(stack.edge.url, 'admit-card', { mobile_number: `0176${String(i).padStart(7, '0')}`, verification_code: '000000' })).status)
    }
    expect(statuses).toEqual(Array(30).fill(422))
    const right = await postDocument(stack.edge.url, 'admit-card', RIGHT)
    expect(right.status).toBe(200)
    expect(right.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    const metrics = await (await fetch(`${stack.app.url}/metrics`)).text()
    expect(Number(/^document_requests_delayed_total (\d+)$/m.exec(metrics)?.[1])).toBeGreaterThan(0)
  })

  it('a number with three wrong codes is locked', async () => {
    const wrong = { mobile_number: '01770000000', verification_code: '000000' }
    const statuses: number[] = []
    for (let i = 0; i < 8; i++) statuses.push((await postDocument(stack.edge.url, 'admit-card', wrong)).status)
    expect(statuses).toEqual([422, 422, 422, 429, 429, 429, 429, 429])
  })
})
