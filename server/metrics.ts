// Prometheus metrics: one registry per app instance (tests start several).
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client'

export function createMetrics() {
  const registry = new Registry()
  collectDefaultMetrics({ register: registry })
  return {
    registry,
    httpDuration: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Duration of HTTP requests by route, method and status',
      labelNames: ['route', 'method', 'status'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    upstreamCalls: new Counter({
      name: 'upstream_requests_total',
      help: 'Upstream API calls by endpoint and outcome (ok, error, timeout)',
      labelNames: ['endpoint', 'outcome'] as const,
      registers: [registry],
    }),
    upstreamDuration: new Histogram({
      name: 'upstream_request_duration_seconds',
      help: 'Upstream API call latency by endpoint',
      labelNames: ['endpoint'] as const,
      buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2, 4, 8],
      registers: [registry],
    }),
    cacheResults: new Counter({
      name: 'upstream_cache_requests_total',
      help: 'Upstream cache look-ups by endpoint and result (hit, miss, stale, inflight, backoff)',
      labelNames: ['endpoint', 'result'] as const,
      registers: [registry],
    }),
    pageCacheResults: new Counter({
      name: 'page_cache_requests_total',
      help: 'Rendered-page microcache look-ups by result (hit, miss, shared: joined a render under way)',
      labelNames: ['result'] as const,
      registers: [registry],
    }),
    staleIfError: new Counter({
      name: 'upstream_cache_stale_if_error_total',
      help: 'Refreshes that failed and kept serving the previous value',
      labelNames: ['endpoint'] as const,
      registers: [registry],
    }),
    droppedRecords: new Counter({
      name: 'upstream_records_dropped_total',
      help: 'Malformed upstream records dropped by normalisation',
      labelNames: ['endpoint'] as const,
      registers: [registry],
    }),
    documentsInFlight: new Gauge({
      name: 'document_requests_in_flight',
      help: 'Document downloads running now (admission API call and file transfer), at most DOCUMENT_CONCURRENCY',
      registers: [registry],
    }),
    documentsQueued: new Gauge({
      name: 'document_requests_queued',
      help: 'Document downloads waiting for a slot, at most DOCUMENT_QUEUE',
      registers: [registry],
    }),
    documentsRejected: new Counter({
      name: 'document_requests_rejected_total',
      help: 'Document downloads refused as busy (503), by reason (queue-full, wait-timeout, client-gone)',
      labelNames: ['reason'] as const,
      registers: [registry],
    }),
  }
}

export type Metrics = ReturnType<typeof createMetrics>

const DYNAMIC_ROUTES: [RegExp, string][] = [
  [/^\/notice\/[^/]+/, '/notice/:id'],
  [/^\/news\/[^/]+/, '/news/:id'],
  [/^\/career-details\/[^/]+/, '/career-details/:id'],
  [/^\/profile\/[^/]+/, '/profile/:id'],
  [/^\/assets\//, '/assets/*'],
  [/^\/demo-files\//, '/demo-files/*'],
]

/** A bounded route label for a request path: dynamic segments folded, unknown pages as 'not-found'. */
export function routeLabel(path: string, status: number): string {
  if (status === 404) return 'not-found'
  const page = path.replace(/\/index\.pageContext\.json$/, '') || '/'
  for (const [pattern, label] of DYNAMIC_ROUTES) if (pattern.test(page)) return label
  return page.length > 64 ? 'other' : page
}
