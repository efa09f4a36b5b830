// Prometheus metrics: one registry per app instance (tests start several).
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client'
import { localePath, type Locale } from '../src/routes/locale'
import type { PageTable } from '../src/routes/page-table'

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
      help: 'Upstream API calls by endpoint and outcome (ok, error, timeout, invalid: wrong-shaped answer, too_large: answer over the byte cap, not_found: a file the file host does not have)',
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
    searchIndexDocuments: new Gauge({
      name: 'search_index_documents',
      help: 'Documents of the site search: indexed, and left out over the index budget (the oldest first)',
      labelNames: ['state'] as const,
      registers: [registry],
    }),
    searchIndexBytes: new Gauge({
      name: 'search_index_bytes',
      help: 'Estimated heap of the site search index (its budget: memoryPlan searchIndexBytes)',
      registers: [registry],
    }),
    pageRenders: new Counter({
      name: 'page_renders_total',
      help: 'Pages rendered by Vike (what the page cache and the edge cache save)',
      registers: [registry],
    }),
    staleIfError: new Counter({
      name: 'upstream_cache_stale_if_error_total',
      help: 'Refreshes that failed and kept serving the previous value',
      labelNames: ['endpoint'] as const,
      registers: [registry],
    }),
    emptyLists: new Counter({
      name: 'upstream_empty_lists_total',
      help: 'Empty lists the upstream answered where the last list had items, by endpoint and outcome (held: the last list served stale until they last EMPTY_LIST_CONFIRM_MS; believed)',
      labelNames: ['endpoint', 'outcome'] as const,
      registers: [registry],
    }),
    droppedRecords: new Counter({
      name: 'upstream_records_dropped_total',
      help: 'Malformed upstream records dropped by normalisation',
      labelNames: ['endpoint'] as const,
      registers: [registry],
    }),
    droppedLinks: new Counter({
      name: 'upstream_links_dropped_total',
      help: 'Links from the upstream dropped for their scheme (only http, https, mailto and tel are kept)',
      labelNames: ['endpoint'] as const,
      registers: [registry],
    }),
    upstreamRejected: new Counter({
      name: 'upstream_calls_rejected_total',
      help: 'Upstream calls not made, by endpoint and reason (circuit_open, busy: too many calls waiting)',
      labelNames: ['endpoint', 'reason'] as const,
      registers: [registry],
    }),
    breakerState: new Gauge({
      name: 'upstream_circuit_state',
      help: 'Circuit breaker state per upstream endpoint: 0 closed, 1 open, 2 half-open',
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
    imageRequests: new Counter({
      name: 'image_requests_total',
      help: 'Image endpoint (/img) answers by outcome (ok, bad_request, not_found, not_image, too_large, file_host_error, timeout, busy, error)',
      labelNames: ['outcome'] as const,
      registers: [registry],
    }),
    imagesInFlight: new Gauge({
      name: 'image_transforms_in_flight',
      help: 'Pictures being fetched and resized now, at most IMAGE_CONCURRENCY',
      registers: [registry],
    }),
    imagesQueued: new Gauge({
      name: 'image_transforms_queued',
      help: 'Pictures waiting for a slot, at most IMAGE_QUEUE',
      registers: [registry],
    }),
    documentsDelayed: new Counter({
      name: 'document_requests_delayed_total',
      help: 'Document downloads slowed down because their address failed too often (never refused for it)',
      registers: [registry],
    }),
    documentsRejected: new Counter({
      name: 'document_requests_rejected_total',
      help: 'Document downloads refused as busy (503), by reason (queue-full, wait-timeout, client-gone)',
      labelNames: ['reason'] as const,
      registers: [registry],
    }),
    alertSubscriptions: new Counter({
      name: 'alerts_subscriptions_total',
      help: 'Notice alert subscription posts by outcome (accepted, invalid, rate_limited, full, disabled, confirmed, updated, unsubscribed)',
      labelNames: ['outcome'] as const,
      registers: [registry],
    }),
    alertEmails: new Counter({
      name: 'alerts_emails_sent_total',
      help: 'Alert e-mails and pushes by kind (confirm, already, notice, push) and outcome (sent, temporary, permanent, gone)',
      labelNames: ['kind', 'outcome'] as const,
      registers: [registry],
    }),
    alertDeliveriesPending: new Gauge({
      name: 'alerts_deliveries_pending',
      help: 'Notice alert deliveries not yet sent (all pods; read by each pod at its last poll)',
      registers: [registry],
    }),
  }
}

export type Metrics = ReturnType<typeof createMetrics>

/** The label of every request no page or Express route answered (unknown paths, OPTIONS, redirects, junk). */
export const OTHER_ROUTE = 'other'

/**
 * The label of a rendered page: its URL pattern in the page table, under /bn for its Bengali twin
 * ('/bn/notice/:id'); the error page is 'not-found' (404) or 'error'.
 */
export function pageRouteLabel(table: PageTable, pageId: string | null | undefined, is404: boolean, locale: Locale = 'en'): string {
  if (!pageId || /\/_error$/.test(pageId)) return is404 ? 'not-found' : 'error'
  const pattern = table.byPage(pageId)?.pattern
  return pattern ? localePath(locale, pattern) : OTHER_ROUTE
}

interface Labelled {
  route?: { path?: unknown }
}

/**
 * A bounded route label: what the handler recorded in `res.locals.route` (Vike's page id for pages,
 * a mount for static files), else the Express route that matched, after `res.locals.routePrefix`
 * (the router's mount path), else OTHER_ROUTE. Never the raw URL.
 */
export function routeLabel(req: Labelled, res: { locals?: Record<string, unknown> }): string {
  const recorded = res.locals?.route
  if (typeof recorded === 'string') return recorded
  const path = req.route?.path
  const prefix = res.locals?.routePrefix
  if (typeof path === 'string') return `${typeof prefix === 'string' ? prefix : ''}${path}`
  return OTHER_ROUTE
}
