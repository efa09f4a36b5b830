// The upstream service as the app wires it (createUpstream), against a scripted upstream on 127.0.0.1:
// floods of ids cannot evict the lists, a wrong-shaped 200 keeps the last good value, and a failing
// or hanging endpoint is not called for every id.
import pino from 'pino'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createMetrics } from '../../server/metrics'
import { createUpstream, type CacheSettings } from '../../server/upstream'
import { UpstreamError } from '../../server/upstream/client'
import { startScriptedUpstream, type ScriptedUpstream } from '../support/scripted-api'

let upstream: ScriptedUpstream

beforeAll(async () => {
  upstream = await startScriptedUpstream()
})
afterAll(() => upstream.close())
beforeEach(() => upstream.reset())

function clock(start = 1_000_000) {
  let now = start
  return { now: () => now, advance: (ms: number) => void (now += ms) }
}

const HOUR = 60 * 60 * 1000

function wire(timeoutMs = 2000, settings: Partial<CacheSettings> = {}) {
  const t = clock()
  const metrics = createMetrics()
  const up = createUpstream(
    {
      apiBaseUrl: `${upstream.url}/api`,
      admissionBaseUrl: `${upstream.url}/mbapi`,
      fileBaseUrl: upstream.url,
      publicFileBaseUrl: 'https://files.example',
      userId: 'u',
      password: 'p',
      timeoutMs,
    },
    { maxEntries: 2000, staleMaxAgeMs: 6 * HOUR, failureBackoffMs: 10_000, now: t.now, ...settings },
    metrics,
    pino({ level: 'silent' }),
  )
  return { ...up, t, metrics }
}

/** Runs `task` for 0..count-1, `width` at a time. */
async function inBatches(count: number, width: number, task: (i: number) => Promise<unknown>) {
  const results: unknown[] = []
  for (let start = 0; start < count; start += width) {
    const batch = Array.from({ length: Math.min(width, count - start) }, (_, j) => task(start + j).catch((e: unknown) => e))
    results.push(...(await Promise.all(batch)))
  }
  return results
}

const homeAndLists = (s: ReturnType<typeof wire>['service']) => ({
  banners: s.banners(),
  marquee: s.marquee(),
  recentNotices: s.recentNotices(),
  recentNews: s.recentNews(),
  recentVideos: s.recentVideos(),
  recentEvents: s.recentEvents(),
  allNotices: s.allNotices(),
  careers: s.careers(),
})

async function settleAll(calls: Record<string, Promise<unknown[]>>) {
  const entries = await Promise.all(Object.entries(calls).map(async ([k, p]) => [k, await p.then((v) => v.length, () => 'failed')] as const))
  return Object.fromEntries(entries)
}

describe('details cannot evict the safety net', () => {
  it('after 2,500 distinct notice ids and an outage, home, all-notice and career lists are still served stale', async () => {
    const { service, t } = wire()
    const warm = await settleAll(homeAndLists(service))
    expect(Object.values(warm).every((n) => typeof n === 'number' && n > 0)).toBe(true)

    await inBatches(2_500, 25, (i) => service.notice(1000 + i))
    upstream.behave({ kind: 'status', status: 500 })
    t.advance(3 * HOUR + 60_000) // every list expired (careers live 3 h), all within the 6 h stale limit

    expect(await settleAll(homeAndLists(service))).toEqual(warm)
  })

  it('remembers "no such id" for 60 s, not for the endpoint\'s TTL', async () => {
    const { service, t } = wire()
    expect(await service.career(0)).toBeNull()
    expect(await service.career(0)).toBeNull()
    expect(upstream.calls('/api/career-details')).toBe(1)
    t.advance(61_000)
    expect(await service.career(0)).toBeNull() // served while one refresh asks again
    await vi.waitFor(() => expect(upstream.calls('/api/career-details')).toBe(2))
    // A found career keeps its 3 h lifetime.
    await service.career(44)
    t.advance(HOUR)
    await service.career(44)
    expect(upstream.calls('/api/career-details')).toBe(3)
  })
})

describe('wrong-shaped answers never replace good data', () => {
  it.each([
    ['{"status":"error"}', '{"status":"error","message":"Database offline"}'],
    ['an object where a list belongs', '{"data":{"notices":[]}}'],
    ['HTML', '<html><body>502 Bad Gateway</body></html>'],
    ['truncated JSON', '[{"id":1,"head_li'],
  ])('%s: the last good list stays, and later the upstream is asked again', async (_name, body) => {
    const { service, t, metrics } = wire()
    const good = await service.allNotices()
    expect(good).toHaveLength(2)
    upstream.behave({ kind: 'raw', body })
    t.advance(31_000)
    expect(await service.allNotices()).toEqual(good)
    // Once the background refresh has come back wrong-shaped, the good list is still served.
    await vi.waitFor(async () => expect(await metrics.registry.metrics()).toContain('upstream_requests_total{endpoint="allNotices",outcome="invalid"} 1'))
    expect(await service.allNotices()).toEqual(good)
    // Recovery: after the back-off the next answer replaces the stale list.
    upstream.behave({ kind: 'raw', body: '[{"id":9,"head_line":"Fresh"}]' })
    t.advance(10_001)
    await service.allNotices()
    await vi.waitFor(async () => expect((await service.allNotices()).map((n) => n.headline)).toEqual(['Fresh']))
  })

  it('with nothing cached, a wrong-shaped answer is a failure (the page is degraded), not an empty list', async () => {
    const { service } = wire()
    upstream.behave({ kind: 'raw', body: '{"status":"error"}' })
    const error = await service.careers().catch((e: unknown) => e)
    expect(error).toBeInstanceOf(UpstreamError)
    expect((error as UpstreamError).outcome).toBe('invalid')
  })
})

describe('an empty list where the last good one had items', () => {
  it('keeps the good list while empty answers last less than EMPTY_LIST_CONFIRM_MS, and shows the upstream\'s recovery', async () => {
    const { service, t, metrics } = wire()
    const good = await service.allNotices()
    expect(good).toHaveLength(2)
    upstream.behave({ kind: 'raw', body: '[]' })
    t.advance(31_000)
    await service.allNotices()
    await vi.waitFor(() => expect(upstream.calls('/api/all-notice')).toBe(2))
    // The empty answer came back; the good list is still what the pages get, and it is counted.
    expect(await service.allNotices()).toEqual(good)
    await vi.waitFor(async () => expect(await metrics.registry.metrics()).toContain('upstream_empty_lists_total{endpoint="allNotices",outcome="held"} 1'))
    // The upstream recovers: its next answer (at the list's TTL) is served, with no empty list in between.
    upstream.behave({ kind: 'ok' })
    t.advance(30_001)
    expect(await service.allNotices()).toEqual(good)
    await vi.waitFor(() => expect(upstream.calls('/api/all-notice')).toBe(3))
    expect(await service.allNotices()).toEqual(good)
  })

  it('believes an empty list once empty answers have lasted EMPTY_LIST_CONFIRM_MS', async () => {
    const { service, t, metrics } = wire(2000, { emptyConfirmMs: 60_000 })
    expect(await service.careers()).toHaveLength(1)
    upstream.behave({ kind: 'raw', body: '[]' })
    t.advance(3 * HOUR + 1)
    expect(await service.careers()).toHaveLength(1)
    await vi.waitFor(() => expect(upstream.calls('/api/career')).toBe(2))
    expect(await service.careers()).toHaveLength(1)
    // Asked again when the minute is up (not after the careers' 3 h): still empty, now believed.
    t.advance(60_001)
    await service.careers()
    await vi.waitFor(() => expect(upstream.calls('/api/career')).toBe(3))
    await vi.waitFor(async () => expect(await service.careers()).toEqual([]))
    expect(await metrics.registry.metrics()).toContain('upstream_empty_lists_total{endpoint="careers",outcome="believed"} 1')
  })
})

describe('a breaker per endpoint', () => {
  it('with the upstream answering 500, 1,000 distinct notice ids make a small, bounded number of calls', async () => {
    const { service, metrics } = wire()
    upstream.behave({ kind: 'status', status: 500 })
    const results = await inBatches(1_000, 20, (i) => service.notice(5000 + i))
    expect(results.every((r) => r instanceof UpstreamError)).toBe(true)
    const calls = upstream.calls('/api/notice-details')
    console.info(`500s: 1,000 notice ids -> ${calls} upstream calls`)
    expect(calls).toBeLessThanOrEqual(30)
    const text = await metrics.registry.metrics()
    expect(text).toContain('upstream_circuit_state{endpoint="noticeDetails"} 1')
    expect(text).toMatch(/upstream_calls_rejected_total\{endpoint="noticeDetails",reason="circuit_open"\} \d{3}/)
    // Other endpoints are not affected.
    upstream.behave({ kind: 'ok' })
    expect(await service.careers()).toHaveLength(1)
  })

  it('with the upstream hanging, 200 ids at once do not each wait for the timeout', async () => {
    const { service } = wire(300)
    upstream.behave({ kind: 'hang' })
    const results = await Promise.all(Array.from({ length: 200 }, (_, i) => service.notice(9000 + i).catch((e: unknown) => e as UpstreamError)))
    const outcomes = results.map((r) => (r as UpstreamError).outcome)
    const timedOut = outcomes.filter((o) => o === 'timeout').length
    const calls = upstream.calls('/api/notice-details')
    console.info(`hang: 200 notice ids at once -> ${calls} upstream calls, ${timedOut} waited for the timeout`)
    expect(calls).toBeLessThanOrEqual(24)
    expect(timedOut).toBeLessThanOrEqual(24)
    expect(outcomes.filter((o) => o === 'busy' || o === 'circuit_open').length).toBeGreaterThanOrEqual(176)
  })
})
