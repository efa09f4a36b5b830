// load-tests/result-pdf.ts under the real k6 (../shared/bin/k6), scaled down: 0 → 200 requests/s for
// the demo's 2 MB result PDF in 10 s, held 10 s, a share of them ranges, through nginx (two workers) in
// front of the built app on the demo upstream; in the same run the same load on the same file served by
// that nginx from disk. No download may fail; the demo file host sees at most one full GET of the file
// per edge worker for the whole run; the edge serves at least 0.8× what disk does (the ratio is printed).
// Then again on a cold edge with the file host failed right after the first fetch: downloads go on.
// Full size (0 → 1,000/s, a minute) is the command in load-tests/README.md. Needs `npm run build`.
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { K6, runK6, type K6Run } from '../support/k6'
import { RESULT_PDF_PATH } from '../../server/demo-upstream/data'
import { demoUpstreamEntry, findNginx, freePort, serverEntry, startNginx, startNode, upstreamEnv, type EdgeNginx, type NodeProcess } from '../support/edge-harness'

/** The real k6: $K6_BIN, else ../shared/bin/k6 next to the repository. */
const nginxBin = findNginx()
const runnable = existsSync(K6) && nginxBin !== null
if (!runnable) console.warn(`result-pdf k6 run skipped: ${existsSync(K6) ? 'no nginx' : `no k6 binary at ${K6}`}`)
const WORKERS = 2

async function k6(env: Record<string, string>, summaryDir: string, limitMs: number): Promise<K6Run> {
  const run = await runK6('result-pdf.ts', env, { summaryDir, limitMs })
  // Each run reads its own summary.
  rmSync(join(summaryDir, 'summary-result-pdf.json'), { force: true })
  return run
}

describe.skipIf(!runnable)('the result PDF under k6, through nginx', { timeout: 150_000 }, () => {
  let upstream: NodeProcess
  let app: NodeProcess
  let edge: EdgeNginx | undefined
  let diskPort = 0
  const summaryDir = mkdtempSync(join(tmpdir(), 'k6-result-pdf-'))
  const diskDir = mkdtempSync(join(tmpdir(), 'result-pdf-disk-'))

  /** nginx with the chart's config, a cold cache, and a static server of the same file from disk. */
  const startEdge = async () =>
    startNginx({
      nginxBin: nginxBin!,
      appUrl: app.url,
      workerProcesses: WORKERS,
      captureAccessLog: false,
      httpConf: `server { listen 127.0.0.1:${diskPort}; location /disk/ { alias ${diskDir}/; types { application/pdf pdf; } } }`,
    })

  const fullGets = async () => {
    const { fullGets: counts } = (await (await fetch(`${upstream.url}/__files`)).json()) as { fullGets: Record<string, number> }
    return counts[RESULT_PDF_PATH] ?? 0
  }

  beforeAll(async () => {
    upstream = await startNode(demoUpstreamEntry, { PORT: '0', HOST: '127.0.0.1' })
    app = await startNode(serverEntry, { PORT: '0', HOST: '127.0.0.1', ...upstreamEnv(upstream.url) })
    // The disk copy: the same bytes, readable by nginx's workers.
    const pdf = Buffer.from(await (await fetch(`${upstream.url}/files/${RESULT_PDF_PATH}`)).arrayBuffer())
    expect(pdf.length).toBeGreaterThan(1.9 * 1024 * 1024)
    chmodSync(diskDir, 0o755)
    writeFileSync(join(diskDir, 'result.pdf'), pdf, { mode: 0o644 })
    diskPort = await freePort()
  })
  afterAll(async () => {
    await edge?.stop()
    await app?.stop()
    await upstream?.stop()
    rmSync(summaryDir, { recursive: true, force: true })
    rmSync(diskDir, { recursive: true, force: true })
  })

  const run = (extra: Record<string, string>) =>
    k6(
      {
        BASE_URL: edge!.url,
        UPSTREAM_URL: upstream.url,
        PEAK_RPS: '200',
        RAMP: '10s',
        HOLD: '10s',
        MAX_FULL_GETS: String(WORKERS),
        ...extra,
      },
      summaryDir,
      120_000,
    )

  it('0 → 200/s for 20 s, ranges included: no failure, ≤ 1 full GET per edge worker, the edge at ≥ 0.8× disk', async () => {
    edge = await startEdge()
    const { code, output, summary } = await run({ DISK_URL: `http://127.0.0.1:${diskPort}/disk/result.pdf` })
    console.log(output.slice(output.indexOf('result PDF:')))
    expect(code, output.slice(-3000)).toBe(0)
    const m = summary.metrics
    expect(m['http_req_failed{source:edge}']?.values.rate).toBe(0)
    expect(m.pdf_wrong?.values.rate).toBe(0)
    const edgeServed = m.pdf_served_edge?.values.count ?? 0
    const diskServed = m.pdf_served_disk?.values.count ?? 0
    expect(edgeServed).toBeGreaterThan(300)
    console.log(`result PDF: edge ${edgeServed}, disk ${diskServed}, edge/disk ${(edgeServed / diskServed).toFixed(3)}; file host full GETs ${await fullGets()}`)
    expect(edgeServed / diskServed).toBeGreaterThanOrEqual(0.8)
    expect(await fullGets()).toBeGreaterThanOrEqual(1)
    expect(await fullGets()).toBeLessThanOrEqual(WORKERS)
  })

  it('the same on a cold edge with the file host down after the first fetch: downloads go on', async () => {
    await edge?.stop()
    edge = await startEdge()
    const { code, output, summary } = await run({ FILE_HOST_DOWN: '1' })
    console.log(output.slice(output.indexOf('result PDF:')))
    expect(code, output.slice(-3000)).toBe(0)
    expect(summary.metrics['http_req_failed{source:edge}']?.values.rate).toBe(0)
    expect(summary.metrics.pdf_served_edge?.values.count).toBeGreaterThan(300)
    // The file host stayed down the whole run (teardown brings it back): the first fetch was the only one.
    expect(await fullGets()).toBe(1)
  })
})
