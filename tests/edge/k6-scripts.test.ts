// The page load scripts, run by the real k6 (../shared/bin/k6) through nginx in front of the built
// app on the demo upstream, at small sizes: smoke as written, the admission spike with its phases
// shortened, the soak for seconds. (result-day.ts runs in tests/crowds/result-day-k6.test.ts.)
// The stack runs on the real date, as a new user's `npm run stack` does: the suite's pinned day
// (DEMO_TODAY, vitest.config.ts) is removed from its environment, so the scripts' expectations
// (the current intake's circular) must follow the site's calendar, not the day they were written.
// Skips, saying so, where the k6 binary or nginx is absent. Needs `npm run build`.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { gzipSync } from 'node:zlib'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { K6, runK6, type K6Run, type K6Summary } from '../support/k6'
import { demoUpstreamEntry, findNginx, repoRoot, serverEntry, startNginx, startNode, upstreamEnv, type EdgeNginx, type NodeProcess } from '../support/edge-harness'

/** The real k6: $K6_BIN (a worktree's ../shared is elsewhere), else ../shared/bin/k6 beside the repository. */
const nginxBin = findNginx()
const runnable = existsSync(K6) && nginxBin !== null
if (!runnable) console.warn(`k6 scripts skipped: ${existsSync(K6) ? 'no nginx' : `no k6 binary at ${K6} (see ../shared/bin/README.md)`}`)

/** No pinned day: the demo's calendar and the site's "today" are the real date's. */
const REAL_DATE = { DEMO_TODAY: undefined, SITE_TODAY: undefined }

interface Summary extends K6Summary {
  metrics: Record<string, { values: Record<string, number> } | undefined>
  root_group?: { checks: { name: string; passes: number; fails: number }[] }
}

/**
 * Runs a script from `cwd` (the repository by default), its summary in `summaryDir` unless `env` sets
 * SUMMARY_DIR; resolves with k6's exit code, its output and the summary read from `summaryDir`. Killed
 * after `limitMs`.
 */
function k6(
  baseUrl: string,
  script: string,
  env: Record<string, string>,
  limitMs: number,
  summaryDir: string,
  cwd = repoRoot,
): Promise<K6Run<Summary>> {
  return runK6<Summary>(script, { BASE_URL: baseUrl, ...env }, { summaryDir, limitMs, cwd })
}

describe.skipIf(!runnable)('the load scripts under the real k6, through nginx', () => {
  let upstream: NodeProcess
  let app: NodeProcess
  let edge: EdgeNginx
  const summaryDir = mkdtempSync(join(tmpdir(), 'k6-scripts-'))

  beforeAll(async () => {
    upstream = await startNode(demoUpstreamEntry, { PORT: '0', HOST: '127.0.0.1', ...REAL_DATE })
    app = await startNode(serverEntry, { PORT: '0', HOST: '127.0.0.1', ...upstreamEnv(upstream.url), ...REAL_DATE })
    edge = await startNginx({ nginxBin: nginxBin!, appUrl: app.url })
  })
  afterAll(async () => {
    await edge?.stop()
    await app?.stop()
    await upstream?.stop()
    rmSync(summaryDir, { recursive: true, force: true })
  })

  it('smoke: every route answers with its content, every threshold holds', async () => {
    const { code, output, summary } = await k6(edge.url, 'smoke.ts', {}, 120_000, summaryDir)
    expect(code, output.slice(-3000)).toBe(0)
    expect(summary.metrics.checks?.values.rate).toBe(1)
    expect(summary.metrics.http_reqs?.values.count).toBeGreaterThan(40)
  }, 150_000)

  it('writes its summary below the repository for a relative SUMMARY_DIR, whatever directory k6 runs in', async () => {
    const relativeDir = join('node_modules', '.cache', `k6-summary-${process.pid}`)
    const elsewhere = mkdtempSync(join(tmpdir(), 'k6-cwd-'))
    mkdirSync(join(repoRoot, relativeDir), { recursive: true }) // k6 writes files, it makes no directories
    try {
      const { code, output, summary } = await k6(edge.url, 'smoke.ts', { SUMMARY_DIR: relativeDir }, 120_000, join(repoRoot, relativeDir), elsewhere)
      expect(code, output.slice(-3000)).toBe(0)
      expect(summary.metrics.http_reqs?.values.count).toBeGreaterThan(40)
      expect(readdirSync(elsewhere)).toEqual([])
    } finally {
      rmSync(elsewhere, { recursive: true, force: true })
      rmSync(join(repoRoot, relativeDir), { recursive: true, force: true })
    }
  }, 150_000)

  // A threshold k6 cannot parse, or a check that fails, is a defect; a latency threshold missed on
  // a machine busy with the rest of the suite (exit 99) is not.
  it('admission spike, shortened: the jump is absorbed without errors', async () => {
    const env = { BASELINE_RPS: '4', SPIKE_WARMUP: '5s', SPIKE_HOLD: '5s', SPIKE_FALL: '5s', SPIKE_RECOVERY: '5s' }
    const { code, output, summary } = await k6(edge.url, 'admission-spike.ts', env, 120_000, summaryDir)
    expect([0, 99], output.slice(-3000)).toContain(code)
    expect(summary.metrics.http_req_failed?.values.rate).toBe(0)
    expect(summary.metrics.checks?.values.rate).toBe(1)
    expect(summary.metrics.http_reqs?.values.count).toBeGreaterThan(200)
    // Each page's latency threshold saw its requests (tagged with the page's pattern).
    for (const route of ['/admission-result', '/admission-instruction', '/', '/notice/:id', '/bn/admission-result', '/bn', '/bn/notice/:id']) {
      expect(summary.metrics[`http_req_duration{route:${route}}`]?.values['p(95)'], route).toBeGreaterThan(0)
    }
  }, 150_000)

  it('soak, for seconds: no errors', async () => {
    const { code, output, summary } = await k6(edge.url, 'soak.ts', { BASELINE_RPS: '5', SOAK_DURATION: '8s' }, 60_000, summaryDir)
    expect([0, 99], output.slice(-3000)).toContain(code)
    expect(summary.metrics.http_req_failed?.values.rate).toBe(0)
    expect(summary.metrics.checks?.values.rate).toBe(1)
  }, 90_000)
})

// Spike and soak read the body of a sample of pages only (CONTENT_CHECK_SHARE); the sample's checks must
// still fail a site that answers 200 with the wrong page.
describe.skipIf(!existsSync(K6))('content checks on a sample of pages', () => {
  let site: Server
  let siteUrl: string
  /** Whether the site has answered /admission-instruction with the circular once (after which it never does). */
  let circularShown = false
  const summaryDir = mkdtempSync(join(tmpdir(), 'k6-sample-'))

  beforeAll(async () => {
    // Every path: 200, text/html, gzip, the edge's "busy" title: status and type look right, the content does not.
    // Only setup()'s first look at the circular (the title it reads the site's intake from) is answered right.
    const html = (title: string) => gzipSync(`<!DOCTYPE html><html><head><title>${title}</title></head><body></body></html>`)
    const page = html('Service temporarily unavailable')
    const circular = html('Admission Circular, Spring 2027 | Hill Tracts University')
    site = createServer((req, res) => {
      const first = req.url === '/admission-instruction' && !circularShown
      if (first) circularShown = true
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Encoding': 'gzip' }).end(first ? circular : page)
    })
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve))
    siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`
  })
  afterAll(async () => {
    await new Promise((resolve) => site?.close(resolve))
    rmSync(summaryDir, { recursive: true, force: true })
  })

  it('a soak reading a quarter of the bodies fails its checks on a site of wrong pages', async () => {
    const { code, output, summary } = await k6(siteUrl, 'soak.ts', { BASELINE_RPS: '10', SOAK_DURATION: '4s', CONTENT_CHECK_SHARE: '0.25' }, 60_000, summaryDir)
    expect(code, output.slice(-3000)).toBe(99) // thresholds failed
    const requests = summary.metrics.http_reqs!.values.count! - 2 // setup()'s two have no checks
    const check = (name: string) => summary.root_group!.checks.find((c) => c.name === name)!
    // Status on every request; the content on about a quarter, where the error title fails it.
    expect(check('status is 200')).toMatchObject({ passes: requests, fails: 0 })
    const errorPage = check('is not an error page')
    expect(errorPage.passes).toBe(0)
    expect(errorPage.fails).toBeGreaterThan(requests * 0.1)
    expect(errorPage.fails).toBeLessThan(requests * 0.45)
  }, 90_000)

  it("stops at setup, saying why, when the site's circular has no intake in its title", async () => {
    circularShown = true // every page is the "busy" one, the circular too
    const { code, output } = await k6(siteUrl, 'smoke.ts', {}, 60_000, summaryDir)
    expect(code, output.slice(-3000)).not.toBe(0)
    expect(output).toMatch(/\/admission-instruction answered 200 titled \\?"Service temporarily unavailable\\?", not \\?"Admission Circular, <Spring\|Fall> <year>/)
  }, 90_000)
})
