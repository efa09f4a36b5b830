// RESULT LOOKUPS: the admission result is out and applicants look their roll numbers up
// (/admission-result?roll=…, half of them on /bn), from a realistic spread of addresses (most behind a few
// carrier NAT addresses), ramping from 0 to LOOKUP_RPS a second. The site answers every lookup from the
// list it fetched once (the upstream may be down: run it stopped after the warm-up) and the edge keeps each
// answer. Reports the lookups' p95 and, with UPSTREAM_URL pointing at the demo upstream, its result calls.
//   k6 run -e BASE_URL=http://127.0.0.1:8080 -e LOOKUP_RPS=1000 load-tests/result-lookup.ts
// The demo publishes an intake's result a week after its test: run the stack with DEMO_TODAY (and the site's
// day) after that, e.g. DEMO_TODAY=2026-03-10 (Spring 2026: rolls 2610001–2613000, ROLL_PREFIX=261).
import { check } from 'k6'
import http from 'k6/http'
import { Counter, Rate, Trend } from 'k6/metrics'
import type { Options } from 'k6/options'
import { applicantAddress } from './lib/applicants.ts'
import { edgeCacheServed } from './lib/checks.ts'
import { BASE_URL, BENGALI_SHARE, CONTENT_CHECK_SHARE, DEFAULT_HEADERS, REQUEST_TIMEOUT, scaled } from './lib/config.ts'
import { summarize, type SummaryData } from './lib/summary.ts'

/** Lookups per second at the peak, before RATE_SCALE. */
const LOOKUP_RPS = Number(__ENV.LOOKUP_RPS || '1000')
/** The ramp from 0 to the peak, and how long the peak holds. */
const RAMP = __ENV.LOOKUP_RAMP || '1m'
const HOLD = __ENV.LOOKUP_HOLD || '3m'
/** The intake's rolls: ROLL_PREFIX and four digits, 1 to ROLL_COUNT (the demo's Spring 2026: 261, 3000). */
const ROLL_PREFIX = __ENV.ROLL_PREFIX || '261'
const ROLL_COUNT = Number(__ENV.ROLL_COUNT || '3000')
/** Share of lookups of a roll the result does not have (a typo): answered 404. */
const UNKNOWN_SHARE = Number(__ENV.UNKNOWN_SHARE || '0.05')
/** The demo upstream (its /__stats counts calls by path); empty: not counted. */
const UPSTREAM_URL = (__ENV.UPSTREAM_URL || '').replace(/\/+$/, '')

const lookupDuration = new Trend('lookup_duration', true)
const found = new Rate('lookup_found')
const limited = new Counter('lookup_429')

export const options: Options = {
  scenarios: {
    lookups: {
      executor: 'ramping-arrival-rate',
      startRate: 0,
      timeUnit: '1s',
      preAllocatedVUs: Math.max(2, scaled(LOOKUP_RPS / 4)),
      maxVUs: scaled(LOOKUP_RPS) * 2,
      stages: [
        { duration: RAMP, target: scaled(LOOKUP_RPS) },
        { duration: HOLD, target: scaled(LOOKUP_RPS) },
      ],
      exec: 'lookup',
    },
  },
  summaryTrendStats: ['count', 'avg', 'med', 'p(90)', 'p(95)', 'p(99)', 'max'],
  thresholds: {
    // An unknown roll's 404 is the expected answer; anything else but 200 (a 429, a 503, a timeout) fails.
    http_req_failed: ['rate==0'],
    checks: ['rate==1'],
    lookup_429: ['count==0'],
    lookup_duration: ['p(95)<500'],
  },
}

const LOOKUP_STATUSES = http.expectedStatuses(200, 404)

const randomInt = (n: number) => Math.floor(Math.random() * n)

/** A roll in the result, or (UNKNOWN_SHARE) one past its end. */
function nextRoll(): { roll: string; known: boolean } {
  const known = Math.random() >= UNKNOWN_SHARE
  const n = known ? 1 + randomInt(ROLL_COUNT) : ROLL_COUNT + 1 + randomInt(9999 - ROLL_COUNT)
  return { roll: `${ROLL_PREFIX}${String(n).padStart(4, '0')}`, known }
}

/** Warms the site: the list is fetched once here (the upstream may be stopped afterwards). */
export function setup(): void {
  if (UPSTREAM_URL) http.post(`${UPSTREAM_URL}/__reset`)
  const res = http.get(`${BASE_URL}/admission-result?roll=${ROLL_PREFIX}0001`, { headers: DEFAULT_HEADERS, timeout: REQUEST_TIMEOUT, tags: { name: 'warm-up' } })
  if (res.status !== 200) throw new Error(`warm-up: /admission-result?roll=${ROLL_PREFIX}0001 answered ${res.status}: is the result published (DEMO_TODAY)?`)
}

/** One applicant looks a roll number up, as the form submits it. */
export function lookup(): void {
  const { roll, known } = nextRoll()
  const bengali = Math.random() < BENGALI_SHARE
  const readBody = Math.random() < CONTENT_CHECK_SHARE
  const res = http.get(`${BASE_URL}${bengali ? '/bn' : ''}/admission-result?roll=${roll}`, {
    headers: { ...DEFAULT_HEADERS, 'X-Forwarded-For': applicantAddress() },
    timeout: REQUEST_TIMEOUT,
    responseType: readBody ? 'text' : 'none',
    responseCallback: LOOKUP_STATUSES,
    tags: { name: bengali ? '/bn/admission-result?roll' : '/admission-result?roll', flow: 'lookups' },
  })
  lookupDuration.add(res.timings.duration)
  const cache = res.headers['X-Cache-Status']
  if (cache !== undefined) edgeCacheServed.add(['HIT', 'STALE', 'UPDATING', 'REVALIDATED'].includes(cache))
  found.add(res.status === 200)
  if (res.status === 429) limited.add(1)
  check(res, {
    'lookup: a roll in the result is found, another is 404': (r) => r.status === (known ? 200 : 404),
    'lookup: the answer names the roll': (r) => !readBody || String(r.body).includes(bengali ? 'রোল নম্বর' : `roll number ${roll}`),
  })
}

/** The demo upstream's result calls since setup() (k6 reads them at the end; the run's figure). */
export function teardown(): void {
  if (!UPSTREAM_URL) return
  const res = http.get(`${UPSTREAM_URL}/__stats`, { tags: { name: 'probe' } })
  if (res.status === 200) console.log(`upstream result calls: ${(res.json() as Record<string, number>)['/mbapi/admission-result'] ?? 0}`)
}

export function handleSummary(data: SummaryData): Record<string, string> {
  const out = summarize('result-lookup', data)
  const m = data.metrics
  const p95 = m.lookup_duration?.values['p(95)']
  const lines = [
    'result lookups:',
    `  lookups          ${m.lookup_duration?.values.count ?? 0}, found ${((m.lookup_found?.values.rate ?? 0) * 100).toFixed(1)}%, 429 ${m.lookup_429?.values.count ?? 0}`,
    `  lookups p95      ${p95 === undefined ? '-' : `${p95.toFixed(1)}ms`}`,
  ]
  return { ...out, stdout: `${lines.join('\n')}\n${out.stdout ?? ''}` }
}
