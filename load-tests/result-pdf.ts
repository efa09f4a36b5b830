// RESULT PDF: the result list (a 2 MB PDF linked from the result notice) is published and everyone opens
// it at once. Requests ramp from 0 to PEAK_RPS in RAMP and hold for HOLD, a share of them ranges (PDF
// viewers ask for parts), all through the edge's /files/. With DISK_URL (the same file served by nginx
// from disk) the same load goes there in the same run, and the report prints the edge's rate against it.
// With UPSTREAM_URL (the demo upstream) the file host's full GETs of the file are counted for the run,
// and with FILE_HOST_DOWN=1 the file host is failed right after the first fetch (setup), so every
// download after it comes from the edge's copy.
//   k6 run -e BASE_URL=http://127.0.0.1:8080 -e UPSTREAM_URL=http://127.0.0.1:4000 -e PEAK_RPS=1000 -e HOLD=1m load-tests/result-pdf.ts
import { check, fail } from 'k6'
import http from 'k6/http'
import { Counter, Gauge, Rate, Trend } from 'k6/metrics'
import type { Options, Scenario } from 'k6/options'
import { BASE_URL, REQUEST_TIMEOUT, scaled } from './lib/config.ts'
import { summarize, type SummaryData } from './lib/summary.ts'

/** The file's path on the site (the demo's result list by default). */
const PDF_PATH = __ENV.PDF_PATH || '/files/uploads/results/admission-test-result-2026.pdf'
/** The same file as nginx serves it from disk (a static location), for the rate to compare with; empty: none. */
const DISK_URL = __ENV.DISK_URL || ''
/** The demo upstream (its /__files counts full GETs and fails the file host); empty: not measured. */
const UPSTREAM_URL = (__ENV.UPSTREAM_URL || '').replace(/\/+$/, '')
/** Requests per second at the peak, before RATE_SCALE. */
const PEAK_RPS = Number(__ENV.PEAK_RPS || '1000')
const RAMP = __ENV.RAMP || '10s'
const HOLD = __ENV.HOLD || '1m'
/** Share of requests that ask for a range of the file instead of all of it. */
const RANGE_SHARE = Number(__ENV.RANGE_SHARE || '0.3')
/** `1`: fail the file host after setup()'s first fetch (needs UPSTREAM_URL). */
const FILE_HOST_DOWN = __ENV.FILE_HOST_DOWN === '1'
/** The most full GETs of the file the file host may see in the run: one per edge worker (per edge pod). */
const MAX_FULL_GETS = Number(__ENV.MAX_FULL_GETS || '1')

const served = { edge: new Counter('pdf_served_edge'), disk: new Counter('pdf_served_disk') }
const bytes = { edge: new Counter('pdf_bytes_edge'), disk: new Counter('pdf_bytes_disk') }
const wrong = new Rate('pdf_wrong')
const edgeDuration = new Trend('pdf_duration_edge', true)
const fullGets = new Gauge('file_host_full_gets')

const stages = [
  { duration: RAMP, target: scaled(PEAK_RPS) },
  { duration: HOLD, target: scaled(PEAK_RPS) },
]
const load = (exec: string): Scenario => ({
  executor: 'ramping-arrival-rate',
  startRate: 0,
  timeUnit: '1s',
  preAllocatedVUs: Math.max(4, Math.ceil(scaled(PEAK_RPS) / 10)),
  maxVUs: Math.max(20, scaled(PEAK_RPS) * 2),
  stages,
  exec,
})

export const options: Options = {
  scenarios: { edge: load('edge'), ...(DISK_URL ? { disk: load('disk') } : {}) },
  summaryTrendStats: ['avg', 'med', 'p(95)', 'p(99)', 'max'],
  thresholds: {
    // Every download whole (or the range asked for), the file host up or down.
    'http_req_failed{source:edge}': ['rate==0'],
    pdf_wrong: ['rate==0'],
    ...(UPSTREAM_URL ? { file_host_full_gets: [`value<=${MAX_FULL_GETS}`] } : {}),
  },
}

interface Setup {
  size: number
}

const fullGetsOfFile = (): number => {
  const res = http.get(`${UPSTREAM_URL}/__files`, { tags: { name: 'probe' } })
  const counts = res.status === 200 ? (res.json() as { fullGets?: Record<string, number> }).fullGets ?? {} : {}
  const path = PDF_PATH.replace(/^\/files\//, '')
  return counts[path] ?? 0
}

export function setup(): Setup {
  if (UPSTREAM_URL) http.post(`${UPSTREAM_URL}/__files`, JSON.stringify({ reset: true, down: false }), { headers: { 'Content-Type': 'application/json' } })
  // The first fetch: its size is what every later download must have.
  const first = http.get(`${BASE_URL}${PDF_PATH}`, { timeout: REQUEST_TIMEOUT, responseType: 'binary', tags: { name: 'setup' } })
  const size = first.body instanceof ArrayBuffer ? first.body.byteLength : 0
  if (first.status !== 200 || size === 0 || size !== Number(first.headers['Content-Length'])) fail(`${PDF_PATH} answered ${first.status} with ${size} bytes`)
  if (FILE_HOST_DOWN) {
    if (!UPSTREAM_URL) fail('FILE_HOST_DOWN=1 needs UPSTREAM_URL')
    http.post(`${UPSTREAM_URL}/__files`, JSON.stringify({ down: true }), { headers: { 'Content-Type': 'application/json' } })
  }
  return { size }
}

export function teardown(): void {
  if (!UPSTREAM_URL) return
  fullGets.add(fullGetsOfFile())
  if (FILE_HOST_DOWN) http.post(`${UPSTREAM_URL}/__files`, JSON.stringify({ down: false }), { headers: { 'Content-Type': 'application/json' } })
}

/** One download of the file (or of a range of it, RANGE_SHARE of the time), checked against its size. */
function download(url: string, source: 'edge' | 'disk', size: number): void {
  const ranged = Math.random() < RANGE_SHARE
  const start = ranged ? Math.floor(Math.random() * (size - 65_536)) : 0
  const end = ranged ? start + 65_535 : size - 1
  const res = http.get(url, {
    headers: ranged ? { Range: `bytes=${start}-${end}` } : {},
    timeout: REQUEST_TIMEOUT,
    // The body is received whole either way; only its length is needed.
    responseType: 'none',
    tags: { source, kind: ranged ? 'range' : 'whole' },
  })
  const length = end - start + 1
  const ok = check(
    res,
    {
      [`${source}: ${ranged ? '206 with the range asked for' : '200 with the whole file'}`]: (r) =>
        ranged
          ? r.status === 206 && r.headers['Content-Range'] === `bytes ${start}-${end}/${size}` && Number(r.headers['Content-Length']) === length
          : r.status === 200 && Number(r.headers['Content-Length']) === size,
      [`${source}: a PDF`]: (r) => (r.headers['Content-Type'] || '') === 'application/pdf',
    },
    { source },
  )
  wrong.add(!ok, { source })
  if (ok) {
    served[source].add(1)
    bytes[source].add(length)
  }
  if (source === 'edge') edgeDuration.add(res.timings.duration)
}

export function edge(data: Setup): void {
  download(`${BASE_URL}${PDF_PATH}`, 'edge', data.size)
}

export function disk(data: Setup): void {
  download(DISK_URL, 'disk', data.size)
}

export function handleSummary(data: SummaryData): Record<string, string> {
  const out = summarize('result-pdf', data)
  const m = data.metrics
  const count = (name: string) => m[name]?.values.count ?? 0
  const edgeServed = count('pdf_served_edge')
  const diskServed = count('pdf_served_disk')
  const ratio = DISK_URL && diskServed > 0 ? edgeServed / diskServed : null
  const p95 = m.pdf_duration_edge?.values['p(95)']
  const lines = [
    'result PDF:',
    `  served by the edge  ${edgeServed} (${(count('pdf_bytes_edge') / 1024 / 1024).toFixed(0)} MiB), p95 ${p95 === undefined ? '-' : `${p95.toFixed(0)}ms`}`,
    `  served from disk    ${DISK_URL ? `${diskServed} (${(count('pdf_bytes_disk') / 1024 / 1024).toFixed(0)} MiB)` : 'not measured (set DISK_URL)'}`,
    `  edge / disk         ${ratio === null ? '-' : ratio.toFixed(3)}`,
    `  file host full GETs ${m.file_host_full_gets ? `${m.file_host_full_gets.values.value ?? m.file_host_full_gets.values.max} (at most ${MAX_FULL_GETS})` : 'not measured (set UPSTREAM_URL)'}${FILE_HOST_DOWN ? ', file host down after the first fetch' : ''}`,
  ]
  return { ...out, stdout: `${lines.join('\n')}\n${out.stdout ?? ''}` }
}
