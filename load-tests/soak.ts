// SOAK: a steady 2x baseline for an hour (SOAK_DURATION). Looks for what only
// time shows: memory growth, cache churn, connection leaks, slow drift in p99.
// Compare the first and last ten minutes in the JSON summary or your dashboards.
//   k6 run -e BASE_URL=http://127.0.0.1:8080 -e SOAK_DURATION=20m load-tests/soak.ts
import type { Options } from 'k6/options'
import { setupSite, visit, type SetupData } from './lib/checks.ts'
import { droppedIterationsThreshold, SOAK_SCENARIOS } from './lib/profiles.ts'
import { admissionRoutesWith, generalRoutes, pick } from './lib/routes.ts'
import { summarize, type SummaryData } from './lib/summary.ts'

export const options: Options = {
  scenarios: SOAK_SCENARIOS,
  summaryTrendStats: ['avg', 'med', 'p(95)', 'p(99)', 'max'],
  thresholds: {
    // A quiet load for an hour: errors mean a leak or a failing dependency.
    http_req_failed: ['rate<0.001'],
    // Stricter than the spike: this load is well within capacity.
    http_req_duration: ['p(95)<300', 'p(99)<1000'],
    // The load generator's: k6 delivered at least 99 % of the offered load.
    dropped_iterations: droppedIterationsThreshold(SOAK_SCENARIOS),
    checks: ['rate>0.999'],
  },
}

export function setup(): SetupData {
  return setupSite()
}

export function soak(data: SetupData): void {
  // Four in five visitors browse; one reads admission pages or a notice.
  const routes = Math.random() < 0.8 ? generalRoutes(data) : admissionRoutesWith(data)
  visit(pick(routes), { flow: 'soak' })
}

export function handleSummary(data: SummaryData): Record<string, string> {
  return summarize('soak', data)
}
