// RESULT DAY: applicants download their documents (valid codes, typos, unknown numbers, from a
// realistic spread of addresses, most behind a few carrier NAT addresses) while the admission
// pages spike. Reports downloads/s, the 429 and 503 rates, the documents' p95, and (with
// UPSTREAM_URL pointing at the demo upstream) the most admission-API calls at once.
//   k6 run -e BASE_URL=http://127.0.0.1:3000 -e UPSTREAM_URL=http://127.0.0.1:4000 load-tests/result-day.ts
// X-Forwarded-For carries each applicant's address: run against the app with TRUSTED_PROXIES=loopback
// (k6 plays the trusted edge), or against an edge that trusts the load generator
// (set_real_ip_from in nginx/env/http.conf); otherwise every request shares one address.
import { check } from 'k6'
import http from 'k6/http'
import { Counter, Gauge, Rate, Trend } from 'k6/metrics'
import type { Options, Scenario } from 'k6/options'
import { nextAttempt } from './lib/applicants.ts'
import { setupSite, visit, type SetupData } from './lib/checks.ts'
import { BASE_URL, DEFAULT_HEADERS, REQUEST_TIMEOUT, scaled } from './lib/config.ts'
import { durationSeconds } from './lib/profiles.ts'
import { admissionRoutes, pick } from './lib/routes.ts'
import { summarize, type SummaryData } from './lib/summary.ts'

/** The demo upstream (its /__admission counts admission calls at once); empty: not measured. */
const UPSTREAM_URL = (__ENV.UPSTREAM_URL || '').replace(/\/+$/, '')
/** The site's DOCUMENT_CONCURRENCY: the admission API must never see more calls at once. */
const DOCUMENT_CONCURRENCY = Number(__ENV.DOCUMENT_CONCURRENCY || '16')
/** Document requests per second at the peak, before RATE_SCALE. */
const APPLICANT_RPS = Number(__ENV.APPLICANT_RPS || '40')
/** Page requests per second at the peak, before RATE_SCALE. */
const PAGE_RPS = Number(__ENV.PAGE_RPS || '100')
/** Share of attempts with a right pair. */
const VALID_SHARE = Number(__ENV.VALID_SHARE || '0.7')
/** How long the peak lasts. */
const HOLD = __ENV.RESULT_DAY_HOLD || '2m'

const downloads = new Counter('document_downloads')
const cut = new Counter('document_downloads_cut')
const limited = new Rate('document_429')
const busy = new Rate('document_503')
const documentDuration = new Trend('document_duration', true)
const admissionConcurrency = new Gauge('admission_api_max_concurrency')

const ramp = (peak: number) => [
  { duration: '10s', target: peak }, // results published
  { duration: HOLD, target: peak },
  { duration: '10s', target: 0 },
]

const scenarios: Record<string, Scenario> = {
  applicants: {
    executor: 'ramping-arrival-rate',
    startRate: 1,
    timeUnit: '1s',
    preAllocatedVUs: scaled(APPLICANT_RPS),
    maxVUs: scaled(APPLICANT_RPS) * 20,
    stages: ramp(scaled(APPLICANT_RPS)),
    exec: 'applicant',
  },
  pages: {
    executor: 'ramping-arrival-rate',
    startRate: 1,
    timeUnit: '1s',
    preAllocatedVUs: scaled(PAGE_RPS / 4),
    maxVUs: scaled(PAGE_RPS) * 5,
    stages: ramp(scaled(PAGE_RPS)),
    exec: 'page',
  },
  ...(UPSTREAM_URL && {
    probe: { executor: 'constant-arrival-rate', rate: 2, timeUnit: '1s', duration: `${20 + durationSeconds(HOLD)}s`, preAllocatedVUs: 2, maxVUs: 6, exec: 'probe' },
  }),
}

export const options: Options = {
  scenarios,
  summaryTrendStats: ['avg', 'med', 'p(90)', 'p(95)', 'p(99)', 'max'],
  thresholds: {
    // Only unexpected answers count as failures: 422 (wrong code), 429 (limited) and 503 with
    // Retry-After (busy) are the honest answers this day is built on.
    http_req_failed: ['rate<0.01'],
    checks: ['rate>0.99'],
    // Whole or refused: no PDF may arrive shorter than announced.
    document_downloads_cut: ['count==0'],
    // The pages come from the caches even while documents queue.
    'http_req_duration{flow:pages}': ['p(95)<1000'],
    // Applicants are answered, at worst with "busy", within the queue's wait limit (10 s) plus a call.
    document_duration: ['p(95)<12000'],
    ...(UPSTREAM_URL ? { admission_api_max_concurrency: [`value<=${DOCUMENT_CONCURRENCY}`] } : {}),
  },
}

const DOCUMENT_STATUSES = http.expectedStatuses(200, 422, 429, 503)

export function setup(): SetupData {
  if (UPSTREAM_URL) http.post(`${UPSTREAM_URL}/__reset`)
  return setupSite()
}

/** One applicant asks for a document, as the page's script does (JSON in, PDF or JSON out). */
export function applicant(): void {
  const attempt = nextAttempt(VALID_SHARE)
  const res = http.post(`${BASE_URL}/api/admission-documents/${attempt.kind}`, JSON.stringify(attempt.fields), {
    headers: { ...DEFAULT_HEADERS, 'Content-Type': 'application/json', Accept: 'application/pdf, application/json', 'X-Forwarded-For': attempt.address },
    timeout: REQUEST_TIMEOUT,
    responseType: 'binary',
    responseCallback: DOCUMENT_STATUSES,
    tags: { name: 'admission-documents', flow: 'documents', variant: attempt.variant },
  })
  documentDuration.add(res.timings.duration, { variant: attempt.variant })
  limited.add(res.status === 429)
  busy.add(res.status === 503)
  const body = res.body instanceof ArrayBuffer ? new Uint8Array(res.body) : new Uint8Array(0)
  const isPdf = res.status === 200 && (res.headers['Content-Type'] || '') === 'application/pdf'
  if (isPdf) {
    const whole = body.byteLength === Number(res.headers['Content-Length']) && String.fromCharCode(...body.subarray(0, 5)) === '%PDF-'
    if (whole) downloads.add(1)
    else cut.add(1)
  }
  check(
    res,
    {
      'document: expected answer': (r) => [200, 422, 429, 503].includes(r.status),
      'document: a valid pair gets the PDF, or busy or limited': (r) => attempt.variant !== 'valid' || isPdf || r.status === 503 || r.status === 429,
      'document: a wrong pair never gets a PDF': (r) => attempt.variant === 'valid' || r.status !== 200,
      'document: busy and limited answers say when to retry': (r) => (r.status !== 503 && r.status !== 429) || Number(r.headers['Retry-After']) > 0,
    },
    { flow: 'documents' },
  )
}

/** Everyone else: the result and circular pages, home, notices. */
export function page(data: SetupData): void {
  visit(pick(admissionRoutes(data)), { flow: 'pages' })
}

/** The demo upstream's count of admission calls at once (the most since setup()). */
export function probe(): void {
  const res = http.get(`${UPSTREAM_URL}/__admission`, { tags: { name: 'probe', flow: 'probe' } })
  const body = res.status === 200 ? (res.json() as { maxInFlight?: number }) : null
  if (typeof body?.maxInFlight === 'number') admissionConcurrency.add(body.maxInFlight)
}

export function handleSummary(data: SummaryData): Record<string, string> {
  const out = summarize('result-day', data)
  const m = data.metrics
  const seconds = (data.state?.testRunDurationMs ?? 0) / 1000
  const pct = (v: number | undefined) => (v === undefined ? '-' : `${(v * 100).toFixed(2)}%`)
  const count = (name: string) => m[name]?.values.count ?? 0
  const p95 = m.document_duration?.values['p(95)']
  const lines = [
    'result day:',
    `  downloads        ${count('document_downloads')} (${seconds > 0 ? (count('document_downloads') / seconds).toFixed(1) : '-'}/s), cut ${count('document_downloads_cut')}`,
    `  429 rate         ${pct(m.document_429?.values.rate)}`,
    `  503 rate         ${pct(m.document_503?.values.rate)}`,
    `  documents p95    ${p95 === undefined ? '-' : `${p95.toFixed(0)}ms`}`,
    `  admission API    ${m.admission_api_max_concurrency ? `at most ${m.admission_api_max_concurrency.values.max ?? m.admission_api_max_concurrency.values.value} calls at once (limit ${DOCUMENT_CONCURRENCY})` : 'not measured (set UPSTREAM_URL)'}`,
  ]
  return { ...out, stdout: `${lines.join('\n')}\n${out.stdout ?? ''}` }
}
