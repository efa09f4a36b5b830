// SMOKE: a few virtual users over every route. Run it first, after every
// deploy, and before a spike test: it answers "does every page work?".
//   k6 run -e BASE_URL=http://127.0.0.1:8080 load-tests/smoke.ts
import { check, group } from 'k6'
import http from 'k6/http'
import type { Options } from 'k6/options'
import { setupSite, visit, type SetupData } from './lib/checks.ts'
import { BASE_URL, DEFAULT_HEADERS } from './lib/config.ts'
import { SMOKE_SCENARIOS } from './lib/profiles.ts'
import { admissionRoutes, generalRoutes, noticeRoutes, type Route } from './lib/routes.ts'
import { summarize, type SummaryData } from './lib/summary.ts'

export const options: Options = {
  scenarios: SMOKE_SCENARIOS,
  summaryTrendStats: ['avg', 'med', 'p(95)', 'p(99)', 'max'],
  thresholds: {
    // Nothing may fail at this load: every error is a bug, not saturation.
    http_req_failed: ['rate==0'],
    checks: ['rate==1'],
    // Generous: the first visit of each page is a cache miss that renders.
    http_req_duration: ['p(95)<1000'],
  },
}

export function setup(): SetupData {
  return setupSite()
}

export function smoke(data: SetupData): void {
  const seen = new Set<string>()
  const routes: Route[] = [...generalRoutes(data), ...admissionRoutes(data), ...noticeRoutes(data.noticeIds.slice(0, 3), 1)]
  group('pages', () => {
    for (const route of routes) {
      if (seen.has(route.path)) continue
      seen.add(route.path)
      visit(route, {}, true)
    }
  })
  group('edge', () => {
    // Hashed assets are immutable; /metrics is never public.
    const home = http.get(`${BASE_URL}/`, { headers: DEFAULT_HEADERS, tags: { route: '/' } })
    const asset = /(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/.exec(typeof home.body === 'string' ? home.body : '')?.[1]
    if (asset) {
      const res = http.get(`${BASE_URL}${asset}`, { headers: DEFAULT_HEADERS, tags: { route: 'asset' } })
      check(res, {
        'asset 200': (r) => r.status === 200,
        'asset immutable': (r) => (r.headers['Cache-Control'] || '').includes('immutable'),
      })
    }
    const metrics = http.get(`${BASE_URL}/metrics`, {
      tags: { route: 'metrics' },
      // A 404 here is the expected answer, not a failed request.
      responseCallback: http.expectedStatuses(404),
    })
    check(metrics, { '/metrics is not public': (r) => r.status === 404 })
  })
}

export function handleSummary(data: SummaryData): Record<string, string> {
  return summarize('smoke', data)
}
