// A client that reaches a pod directly cannot choose its address with X-Forwarded-For: only the
// proxies in TRUSTED_PROXIES (the edge) are believed. Observed through the per-address document rate limit
// (each attempt names another mobile number, so the per-number limit never decides).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startStack } from '../support/processes'
import { postDocument, WRONG } from '../support/documents-post'

let attempt = 0
/** A wrong code for a mobile number no earlier attempt used. */
const wrongAttempt = () => ({ ...WRONG, mobile_number: `0171${String(++attempt).padStart(7, '0')}` })

type Stack = Awaited<ReturnType<typeof startStack>>
const from = (ip: string) => ({ headers: { 'x-forwarded-for': ip } })

/** Statuses of `count` wrong-code attempts, each claiming another forwarded address. */
async function rotating(site: string, prefix: string, count: number): Promise<number[]> {
  const statuses: number[] = []
  for (let i = 0; i < count; i++) statuses.push((await postDocument(site, 'admit-card', wrongAttempt(), from(`${prefix}.${i + 1}`))).status)
  return statuses
}

describe('trusted proxies', { timeout: 60_000 }, () => {
  let direct: Stack
  let behindEdge: Stack
  beforeAll(async () => {
    // Default: trust nobody. And an edge on loopback, as nginx next to the app in the tests.
    const limits = { DOCUMENT_ADDRESS_RATE_LIMIT: '3', DOCUMENT_RATE_LIMIT: '100' }
    direct = await startStack(limits)
    behindEdge = await startStack({ ...limits, TRUSTED_PROXIES: 'loopback' })
  }, 60_000)
  afterAll(async () => {
    await direct?.stop()
    await behindEdge?.stop()
  })

  it('sees a direct client by its own address however it rotates X-Forwarded-For, so it is limited', async () => {
    expect(await rotating(direct.site.url, '198.51.100', 5)).toEqual([422, 422, 422, 429, 429])
  })

  it('honours the address the trusted edge forwards', async () => {
    expect(await rotating(behindEdge.site.url, '203.0.113', 5)).toEqual([422, 422, 422, 422, 422])
    const visitor = from('192.0.2.44')
    const statuses = []
    for (let i = 0; i < 4; i++) statuses.push((await postDocument(behindEdge.site.url, 'admit-card', wrongAttempt(), visitor)).status)
    expect(statuses).toEqual([422, 422, 422, 429])
  })
})
