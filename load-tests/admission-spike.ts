// ADMISSION SPIKE: ordinary browsing, then the admission pages jump to ~20x
// the whole baseline within 10 s, hold, and fall back (lib/profiles.ts).
// Open model (ramping-arrival-rate): new visitors keep arriving even when the
// site slows down, exactly like on result day.
//   k6 run -e BASE_URL=http://127.0.0.1:8080 -e RATE_SCALE=0.5 load-tests/admission-spike.ts
import type { Options } from 'k6/options'
import { setupSite, visit, type SetupData } from './lib/checks.ts'
import { droppedIterationsThreshold, SPIKE_SCENARIOS } from './lib/profiles.ts'
import { admissionRoutesWith, generalRoutes, pick } from './lib/routes.ts'
import { summarize, type SummaryData } from './lib/summary.ts'

const EXPECT_EDGE = (__ENV.EXPECT_EDGE || '1') !== '0'

export const options: Options = {
  scenarios: SPIKE_SCENARIOS,
  summaryTrendStats: ['avg', 'med', 'p(90)', 'p(95)', 'p(99)', 'max'],
  thresholds: {
    // Under 0.1 % errors: a visitor refreshing a failed result page adds load.
    // Abort early if the site collapses (5 % errors) rather than hammer it.
    http_req_failed: ['rate<0.001', { threshold: 'rate<0.05', abortOnFail: true, delayAbortEval: '30s' }],
    // Pages come from the edge cache: fast even at the peak. p99 allows the
    // occasional cache miss that renders while others wait on the lock.
    http_req_duration: ['p(95)<500', 'p(99)<1500'],
    'http_req_duration{route:/admission-result}': ['p(95)<500'],
    'http_req_duration{route:/admission-instruction}': ['p(95)<500'],
    'http_req_duration{route:/}': ['p(95)<500'],
    'http_req_duration{route:/notice/:id}': ['p(95)<800'],
    // Their Bengali twins, read as much on result day.
    'http_req_duration{route:/bn/admission-result}': ['p(95)<500'],
    'http_req_duration{route:/bn/admission-instruction}': ['p(95)<500'],
    'http_req_duration{route:/bn}': ['p(95)<500'],
    'http_req_duration{route:/bn/notice/:id}': ['p(95)<800'],
    // The load generator's threshold: k6 delivered at least 99 % of the offered
    // load (lib/profiles.ts, DROPPABLE_SHARE). The site's are the others.
    dropped_iterations: droppedIterationsThreshold(SPIKE_SCENARIOS),
    checks: ['rate>0.999'],
    // Behind nginx most answers must come from the cache (EXPECT_EDGE=0 when
    // testing the app without the edge).
    ...(EXPECT_EDGE ? { edge_cache_served: ['rate>0.9'] } : {}),
  },
}

export function setup(): SetupData {
  return setupSite()
}

/** Ordinary browsing through the whole run. */
export function browse(data: SetupData): void {
  visit(pick(generalRoutes(data)), { flow: 'browsing' })
}

/** Admission visitors: results, circular, advertisements, home, notices. */
export function admission(data: SetupData): void {
  const routes = admissionRoutesWith(data)
  visit(pick(routes), { flow: 'admission' })
}

export function handleSummary(data: SummaryData): Record<string, string> {
  return summarize('admission-spike', data)
}
