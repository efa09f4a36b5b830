// Issue 9's fault suite as assertions: the scenarios of `npm run chaos` (scaled down: profile
// `quick`, CHAOS_PROFILE=full for the counts) run once against the built server, a scripted
// upstream and Debian's nginx; each test checks one of the targets. Prints the table.
// Needs `npm run build`.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RSS_BUDGET_MIB, QUICK, type Row } from './scenarios'
import { nginxBinary, stopAll } from './stack'
import { formatTable, profileFromEnv, runSuite } from './suite'

const profile = profileFromEnv(QUICK)
const hasNginx = nginxBinary() !== null
const rows = new Map<string, Row>()

beforeAll(async () => {
  for (const r of await runSuite(profile, (line) => console.log(line))) rows.set(r.id, r)
}, 330_000)

afterAll(async () => {
  await stopAll()
  if (rows.size) console.log(`\n${formatTable([...rows.values()], profile)}\n`)
})

/** The scenario's row; fails the test when the scenario itself broke. */
function scenario(id: string): Row & { f: Record<string, any> } {
  const r = rows.get(id)
  expect(r, `scenario ${id} did not run`).toBeDefined()
  expect(r!.figures.error, `${id}: harness error`).toBeUndefined()
  return { ...r!, f: r!.figures }
}

describe('memory and metrics that no URL can grow', () => {
  it('junk URLs (trailing slash, pageContext.json, 400, OPTIONS) add no http_request_duration_seconds series', () => {
    const r = scenario('junk-urls')
    expect(r.f.seriesAfter, r.note).toBe(r.f.seriesBefore)
  })

  it(`eight 50 MB upstream answers keep peak RSS under 70% of 512 MiB`, () => {
    const r = scenario('upstream-50mb')
    expect(r.f.crashed, r.note).toBe(false)
    expect(r.f.peakMiB, r.note).toBeLessThan(RSS_BUDGET_MIB)
  })

  it('distinct URLs direct to the pod keep peak RSS under 70% of 512 MiB', () => {
    const r = scenario('distinct-urls-rss')
    expect(r.f.peakMiB, r.note).toBeLessThan(RSS_BUDGET_MIB)
  })
})

describe('caches that keep good data', () => {
  it.each(['status-error', 'object', 'html', 'truncated'])('a wrong-shaped 200 (%s) after good data leaves the pages filled, also after recovery', (shape) => {
    const r = scenario(`wrong-shape-${shape}`)
    expect(r.f.warmFilled, 'pages were filled before the fault').toBe(true)
    expect(r.f.empty, r.note).toBe(0)
    expect(r.f.recoverMs, r.note).toBeLessThanOrEqual(2_000)
  })

  it('a flood of distinct notice ids does not evict the lists: /, /all-notice, /career stay filled in the outage', () => {
    const r = scenario('detail-flood-outage')
    expect(r.f.warmFilled, 'pages were filled before the flood').toBe(true)
    expect(r.f.emptyPaths, r.note).toEqual([])
  })

  it('with the upstream answering 500, distinct notice ids do not each call it (a breaker per endpoint)', () => {
    const r = scenario('breaker-500')
    expect(r.f.calls, r.note).toBeLessThanOrEqual(r.f.limit)
  })

  it('with the upstream hanging, distinct notice ids fail fast instead of each waiting the timeout', () => {
    const r = scenario('breaker-hang')
    expect(r.f.sent, r.note).toBe(profile.hangIds)
    expect(r.f.medianMs, r.note).toBeLessThan(1_000)
    expect(r.f.totalMs, r.note).toBeLessThan(12_000)
  })

  it('cold start on a flaky upstream (failure rate 0.5): < 1% degraded home pages after the first 10 s', () => {
    const r = scenario('cold-start-flaky')
    expect(r.f.afterN, r.note).toBeGreaterThan(0)
    expect(r.f.afterPct, r.note).toBeLessThan(1)
  })

  it('a slow-dripping upstream ends at the timeout and the pages fill again after recovery', () => {
    const r = scenario('slow-drip')
    expect(r.f.failed, r.note).toBe(0)
    expect(r.f.ms, r.note).toBeLessThanOrEqual(15_000)
    expect(r.f.recoverMs, r.note).toBeLessThanOrEqual(5_000)
  })

  it.skipIf(!hasNginx)('a degraded render never replaces the good copy nginx has', () => {
    const r = scenario('edge-keeps-copy')
    expect(r.f.warmFilled, 'nginx had a good copy').toBe(true)
    expect(r.f.empty, r.note).toBe(0)
  })

  it.skipIf(!hasNginx)('junk query strings and Host headers on /about cost one render per tier', () => {
    const r = scenario('about-junk-queries')
    expect(r.f.misses, r.note).toBeLessThanOrEqual(2)
    const renders = Number.isNaN(r.f.renders) ? r.f.appRequests : r.f.renders
    expect(renders, r.note).toBeLessThanOrEqual(2)
  })
})

describe('requests that stay on the site and end on time', () => {
  it('every redirect stays on the site (/\\evil.com/, //evil.com/, absolute-form targets)', () => {
    const r = scenario('open-redirects')
    expect(r.f.offSite, r.note).toEqual([])
  })

  it('slow headers hold a socket for at most 15 s', () => {
    const r = scenario('slow-headers')
    expect(r.f.heldMs, r.note).toBeLessThanOrEqual(16_000)
  })

  it('unknown ids answer 404, not cached for long', () => {
    const r = scenario('unknown-ids')
    expect(r.f.wrong, r.note).toEqual([])
  })

  it('SIGTERM under keep-alive load: no request sent on a kept-alive socket is reset, /readyz 503 while draining', () => {
    const r = scenario('sigterm-drain')
    expect(r.f.resets, r.note).toBe(0)
    expect(r.f.readyz['503'] ?? 0, r.note).toBeGreaterThan(0)
  })

  it.skipIf(!hasNginx)('nginx answers 503 with Retry-After when the app is down and it has no copy', () => {
    const r = scenario('edge-app-down')
    for (const status of r.f.statuses) expect(status, r.note).toBe(503)
    expect(r.f.retryAfter, r.note).not.toBeNull()
  })
})
