// Result lookups under the real k6 (../shared/bin/k6), scaled down: load-tests/result-lookup.ts through nginx
// (trusting the load generator's X-Forwarded-For, so lookups come from a spread of addresses and a few carrier NAT
// ones) in front of the built app, whose upstream is stopped after the warm-up. Every lookup is answered (0 failed
// requests, no 429), the p95 is printed, and the app asked the upstream for the result once. The full size
// (0 → 1,000 lookups/s) is in load-tests/README.md. Skips, saying so, where k6 or nginx is absent. Needs `npm run build`.
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { K6, runK6 } from '../support/k6'
import { demoUpstreamEntry, findNginx, serverEntry, startNginx, startNode, upstreamEnv, type EdgeNginx, type NodeProcess } from '../support/edge-harness'

/** The real k6: K6_BIN, else ../shared/bin/k6 beside the repository. */
const nginxBin = findNginx()
const runnable = existsSync(K6) && nginxBin !== null
if (!runnable) console.warn(`result-lookup k6 run skipped: ${existsSync(K6) ? 'no nginx' : `no k6 binary at ${K6}`}`)

/** A day after the demo published Spring 2026's result (rolls 2610001–2613000). */
const DAY = '2026-03-10'
const RESULT_PATH = '/mbapi/admission-result'

/** The app's upstream calls of one endpoint, every outcome, from its /metrics. */
async function upstreamCalls(appUrl: string, endpoint: string): Promise<number> {
  const text = await (await fetch(`${appUrl}/metrics`)).text()
  return text
    .split('\n')
    .filter((line) => line.startsWith('upstream_requests_total{') && line.includes(`endpoint="${endpoint}"`))
    .reduce((sum, line) => sum + Number(line.split(' ').at(-1)), 0)
}

describe.skipIf(!runnable)('result lookups under k6, through nginx, the upstream stopped after the warm-up', () => {
  let upstream: NodeProcess
  let app: NodeProcess
  let edge: EdgeNginx
  const summaryDir = mkdtempSync(join(tmpdir(), 'result-lookup-'))

  beforeAll(async () => {
    upstream = await startNode(demoUpstreamEntry, { PORT: '0', HOST: '127.0.0.1', DEMO_TODAY: DAY })
    app = await startNode(serverEntry, { PORT: '0', HOST: '127.0.0.1', ...upstreamEnv(upstream.url), DEMO_TODAY: DAY, TRUSTED_PROXIES: 'loopback' })
    // The edge believes the load generator's X-Forwarded-For (as it would a load balancer's), and passes it on.
    edge = await startNginx({ nginxBin: nginxBin!, appUrl: app.url, httpConf: 'set_real_ip_from 127.0.0.1;' })
  })
  afterAll(async () => {
    await edge?.stop()
    await app?.stop()
    await upstream?.stop()
    rmSync(summaryDir, { recursive: true, force: true })
  })

  it('answers every lookup from memory and the edge: 0 failures, p95 printed, one upstream call', async () => {
    // Warm-up: one lookup loads the list; then the upstream goes away.
    expect((await fetch(`${edge.url}/admission-result?roll=2610001`)).status).toBe(200)
    const stats = (await (await fetch(`${upstream.url}/__stats`)).json()) as Record<string, number>
    expect(stats[RESULT_PATH]).toBe(1)
    await upstream.stop()
    expect(await fetch(`${upstream.url}/__stats`).then(() => 'up', () => 'down')).toBe('down')

    const env = { BASE_URL: edge.url, LOOKUP_RPS: '40', LOOKUP_RAMP: '10s', LOOKUP_HOLD: '10s' }
    const { code, output, summary } = await runK6('result-lookup.ts', env, { summaryDir, limitMs: 120_000 })
    console.log(output.slice(-3000))
    // 0: every threshold held; 99: a threshold failed (only the latency may, on a machine busy with the suite).
    expect([0, 99], output.slice(-2000)).toContain(code)
    const m = summary.metrics
    expect(m.lookup_duration?.values.count).toBeGreaterThan(200)
    expect(m.http_req_failed?.values.rate).toBe(0)
    expect(m.checks?.values.rate).toBe(1)
    expect(m.lookup_429?.values.count ?? 0).toBe(0)
    expect(m.lookup_duration?.values['p(95)']).toBeGreaterThan(0)
    expect(output).toMatch(/lookups p95 +\d/)
    const calls = await upstreamCalls(app.url, 'admissionResult')
    console.log(`result-lookup: ${m.lookup_duration?.values.count} lookups, p95 ${m.lookup_duration?.values['p(95)']?.toFixed(1)} ms, upstream result calls by the app: ${calls}`)
    expect(calls).toBe(1)
  }, 150_000)
})
