// A short result day with the real k6 (../shared/bin/k6): load-tests/result-day.ts against the
// production server (TRUSTED_PROXIES=loopback: k6 plays the edge and spreads X-Forwarded-For) on the
// demo upstream with a slowed admission API. Skips, saying so, where the k6 binary is absent.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { K6, runK6 } from '../support/k6'
import { startDemoUpstream, startSite, type DemoUpstreamProcess, type RunningProcess } from '../support/processes'

/** The real k6: $K6_BIN (a worktree's ../shared is elsewhere), else ../shared/bin/k6 beside the repository. */
const hasK6 = existsSync(K6)
const CONCURRENCY = 4

if (!hasK6) console.warn(`result-day k6 run skipped: no k6 binary at ${K6} (see ../shared/bin/README.md)`)

describe.skipIf(!hasK6)('result day under k6 (short run)', () => {
  let upstream: DemoUpstreamProcess
  let site: RunningProcess
  const summaryDir = mkdtempSync(join(tmpdir(), 'result-day-'))

  beforeAll(async () => {
    upstream = await startDemoUpstream({ DEMO_ADMISSION_LATENCY_MS: '300' })
    site = await startSite(upstream, {
      TRUSTED_PROXIES: 'loopback',
      DOCUMENT_CONCURRENCY: String(CONCURRENCY),
      DOCUMENT_QUEUE: '8',
      DOCUMENT_QUEUE_WAIT_MS: '2000',
      // The demo knows two applicants: every valid attempt shares two numbers.
      DOCUMENT_RATE_LIMIT: '1000',
    })
  })
  afterAll(async () => {
    await site?.stop()
    await upstream?.stop()
    rmSync(summaryDir, { recursive: true, force: true })
  })

  it('downloads whole PDFs, answers the overflow with 503, and keeps the admission API within DOCUMENT_CONCURRENCY', async () => {
    const env = { BASE_URL: site.url, UPSTREAM_URL: upstream.url, DOCUMENT_CONCURRENCY: String(CONCURRENCY), APPLICANT_RPS: '25', PAGE_RPS: '20', RESULT_DAY_HOLD: '10s' }
    // Bounded: the run is ~40 s; k6 is stopped after 120 s whatever happens.
    const { code, output } = await runK6('result-day.ts', env, { summaryDir, limitMs: 120_000 })
    console.log(output.slice(-4000))
    // 0: every threshold held; 99: a threshold failed (latency on a busy machine); anything else: k6 could not run.
    expect([0, 99], output.slice(-2000)).toContain(code)
    const summary = JSON.parse(readFileSync(join(summaryDir, 'summary-result-day.json'), 'utf8')) as {
      metrics: Record<string, { values: Record<string, number> }>
    }
    const m = summary.metrics
    expect(m.document_downloads?.values.count).toBeGreaterThan(0)
    expect(m.document_downloads_cut?.values.count ?? 0).toBe(0)
    expect(m.admission_api_max_concurrency?.values.max).toBeGreaterThan(0)
    expect(m.admission_api_max_concurrency?.values.max).toBeLessThanOrEqual(CONCURRENCY)
    expect(m.http_req_failed?.values.rate).toBeLessThan(0.01)
    expect(m.checks?.values.rate).toBeGreaterThan(0.99)
    expect(output).toContain('result day:')
  }, 150_000)
})
