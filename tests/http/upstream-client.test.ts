// The client against a real scripted upstream on 127.0.0.1: every unusable 200 is a failure with its
// own outcome, oversized answers are cut off, and slow drips end at the timeout.
import pino from 'pino'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { UpstreamClient, UpstreamError, type CallOutcome } from '../../server/upstream/client'
import { createUpstream } from '../../server/upstream'
import { createMetrics } from '../../server/metrics'
import { startScriptedUpstream, type ScriptedUpstream } from '../support/scripted-api'

let upstream: ScriptedUpstream

beforeAll(async () => {
  upstream = await startScriptedUpstream()
})
afterAll(() => upstream.close())
beforeEach(() => upstream.reset())

function client(options: { timeoutMs?: number; maxResponseBytes?: number } = {}) {
  const outcomes: CallOutcome[] = []
  const c = new UpstreamClient({
    apiBaseUrl: `${upstream.url}/api`,
    admissionBaseUrl: `${upstream.url}/mbapi`,
    credential: { userId: 'svc-user', password: 's3cret-pass' },
    timeoutMs: options.timeoutMs ?? 2000,
    maxResponseBytes: options.maxResponseBytes,
    onCall: (_endpoint, outcome) => outcomes.push(outcome),
  })
  return { c, outcomes }
}

const failureOf = (p: Promise<unknown>) => p.then(() => expect.fail('the call should have failed'), (e: unknown) => e as UpstreamError)

describe('wrong-shaped 200s are failures, not empty lists', () => {
  const cases: [string, string][] = [
    ['{"status":"error"}', '{"status":"error","message":"Database offline"}'],
    ['an object where a list belongs', '{"data":{"id":1}}'],
    ['HTML', '<!doctype html><html><body>Maintenance</body></html>'],
    ['truncated JSON', '[{"id":1,"head_line":"Fir'],
    ['an empty body', ''],
    ['null', 'null'],
  ]
  it.each(cases)('%s', async (_name, body) => {
    upstream.behave({ kind: 'raw', body, contentType: body.startsWith('<') ? 'text/html' : 'application/json' })
    const { c, outcomes } = client()
    const error = await failureOf(c.call('allNotices', {}))
    expect(error).toBeInstanceOf(UpstreamError)
    expect(error.outcome).toBe('invalid')
    expect(error.status).toBe(200)
    expect(outcomes).toEqual(['invalid'])
  })

  it('a details answer that is not a list is a failure; an empty list is "no such id"', async () => {
    const { c } = client()
    expect(await c.call('noticeDetails', { id: 0 })).toBeNull()
    upstream.behave({ kind: 'raw', body: '{"id":7,"head_line":"Not in a list"}' })
    expect((await failureOf(c.call('noticeDetails', { id: 7 }))).outcome).toBe('invalid')
  })

  it('inside a valid list, a malformed record is dropped and counted, the rest kept', async () => {
    upstream.behave({ kind: 'raw', body: JSON.stringify([{ id: 1, head_line: 'Kept' }, { head_line: 'No id' }, 'junk', null]) })
    const dropped: number[] = []
    const c = new UpstreamClient({
      apiBaseUrl: `${upstream.url}/api`,
      admissionBaseUrl: `${upstream.url}/mbapi`,
      credential: { userId: 'u', password: 'p' },
      timeoutMs: 2000,
      onDropped: (_e, d) => dropped.push(d.records),
    })
    expect((await c.call('allNotices', {})).map((n) => n.headline)).toEqual(['Kept'])
    expect(dropped).toEqual([3])
  })
})

describe('answer size and pace', () => {
  it('cuts off a 50 MB answer at the cap instead of reading it', async () => {
    upstream.behave({ kind: 'flood', bytes: 50 * 1024 * 1024 })
    const { c, outcomes } = client({ maxResponseBytes: 1024 * 1024 })
    const error = await failureOf(c.call('allNotices', {}))
    expect(error.outcome).toBe('too_large')
    expect(outcomes).toEqual(['too_large'])
    // The connection is dropped: the server stops writing before the whole answer (socket buffers take a few MB).
    await vi.waitFor(() => expect(upstream.floods[0]?.ended).toBe(true))
    const [record] = upstream.floods
    expect(record!.finished).toBe(false)
    expect(record!.written).toBeLessThan(25 * 1024 * 1024)
  })

  it('refuses an answer whose declared length is over the cap without reading it', async () => {
    upstream.behave({ kind: 'raw', body: `[${' '.repeat(5000)}]` })
    const { c } = client({ maxResponseBytes: 4096 })
    expect((await failureOf(c.call('allNotices', {}))).outcome).toBe('too_large')
  })

  it('ends a slow drip at the timeout', async () => {
    upstream.behave({ kind: 'drip', everyMs: 100, count: 100 })
    const { c, outcomes } = client({ timeoutMs: 400 })
    const error = await failureOf(c.call('allNotices', {}))
    expect(error.outcome).toBe('timeout')
    expect(error.message).toContain('timed out after 400 ms')
    expect(outcomes).toEqual(['timeout'])
  })
})

describe('metrics', () => {
  it('counts each outcome in upstream_requests_total', async () => {
    const metrics = createMetrics()
    const { service } = createUpstream(
      {
        apiBaseUrl: `${upstream.url}/api`,
        admissionBaseUrl: `${upstream.url}/mbapi`,
        fileBaseUrl: upstream.url,
        publicFileBaseUrl: 'https://files.example',
        userId: 'u',
        password: 'p',
        timeoutMs: 2000,
      },
      { maxEntries: 100, staleMaxAgeMs: 60_000, failureBackoffMs: 10_000, maxResponseBytes: 4096 },
      metrics,
      pino({ level: 'silent' }),
    )
    upstream.behave({ kind: 'raw', body: '{"status":"error"}' }, '/api/all-notice')
    upstream.behave({ kind: 'raw', body: `[${' '.repeat(5000)}]` }, '/api/all-news')
    upstream.behave({ kind: 'raw', body: '[{"id":1,"name":"x","link":"javascript:alert(1)"}]' }, '/api/marque')
    await expect(service.allNotices()).rejects.toThrow(UpstreamError)
    await expect(service.allNews()).rejects.toThrow(UpstreamError)
    expect(await service.marquee()).toEqual([{ id: 1, name: 'x', date: '', link: null }])
    expect(await service.careers()).toHaveLength(1)
    const text = await metrics.registry.metrics()
    expect(text).toContain('upstream_requests_total{endpoint="allNotices",outcome="invalid"} 1')
    expect(text).toContain('upstream_requests_total{endpoint="allNews",outcome="too_large"} 1')
    expect(text).toContain('upstream_requests_total{endpoint="careers",outcome="ok"} 1')
    expect(text).toContain('upstream_links_dropped_total{endpoint="marquee"} 1')
    expect(text).toContain('upstream_circuit_state{endpoint="noticeDetails"} 0')
  })
})
