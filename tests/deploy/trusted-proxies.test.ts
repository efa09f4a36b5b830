// A client that reaches a pod directly cannot choose its address with X-Forwarded-For: only the
// proxies in TRUSTED_PROXIES (the edge) are believed. Observed through the per-address slow-down of
// document attempts (document_requests_delayed_total; each attempt names another mobile number, so
// the per-number limit never decides).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startStack } from '../support/processes'
import { postDocument, WRONG } from '../support/documents-post'

let attempt = 0
/** A wrong code for a mobile number no earlier attempt used. */
const wrongAttempt = () => ({ ...WRONG, mobile_number: `0171${String(++attempt).padStart(7, '0')}` })

type Stack = Awaited<ReturnType<typeof startStack>>
const from = (ip: string) => ({ headers: { 'x-forwarded-for': ip } })

/** How many of `count` wrong-code attempts, each claiming another forwarded address, were slowed down as one address's. */
async function rotating(site: string, prefix: string, count: number): Promise<number> {
  const before = await delayed(site)
  for (let i = 0; i < count; i++) expect((await postDocument(site, 'admit-card', wrongAttempt(), from(`${prefix}.${i + 1}`))).status).toBe(422)
  return (await delayed(site)) - before
}

/** Attempts slowed down so far. */
async function delayed(site: string): Promise<number> {
  const text = await (await fetch(`${site}/metrics`)).text()
  return Number(/^document_requests_delayed_total (\d+)$/m.exec(text)?.[1] ?? NaN)
}

describe('trusted proxies', { timeout: 60_000 }, () => {
  let direct: Stack
  let behindEdge: Stack
  beforeAll(async () => {
    // Default: trust nobody. And an edge on loopback, as nginx next to the app in the tests.
    const limits = { DOCUMENT_ADDRESS_RATE_LIMIT: '3', DOCUMENT_RATE_LIMIT: '100' }
    direct = await startStack(limits)
    behindEdge = await startStack({ ...limits, TRUSTED_PROXIES: 'loopback' })
  })
  afterAll(async () => {
    await direct?.stop()
    await behindEdge?.stop()
  })

  it('sees a direct client by its own address however it rotates X-Forwarded-For, so it is slowed down', async () => {
    // Past 3 failures, the 5th attempt waits.
    expect(await rotating(direct.site.url, '198.51.100', 5)).toBe(1)
  })

  it('honours the address the trusted edge forwards', async () => {
    expect(await rotating(behindEdge.site.url, '203.0.113', 5)).toBe(0)
    const before = await delayed(behindEdge.site.url)
    for (let i = 0; i < 5; i++) expect((await postDocument(behindEdge.site.url, 'admit-card', wrongAttempt(), from('192.0.2.44'))).status).toBe(422)
    expect((await delayed(behindEdge.site.url)) - before).toBe(1)
  })
})
