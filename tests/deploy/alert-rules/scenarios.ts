// Result-day scenarios for the chart's alerts (issue 37): the series Prometheus would hold (release www
// in namespace website, 15 s scrapes), and every alert that must be firing at given times: the whole
// set, nothing extra. chart-alerts.test.ts turns each into a promtool rule test (promql_expr_test on
// ALERTS), so every rule is evaluated in every scenario.
//
// A world is a healthy day (3 app pods, 2 edge pods, traffic on every flow) that each scenario bends:
// which pods answer their scrape, what the edge answers per flow, what the app and its upstream do.

/** Seconds between samples, and the samples of a scenario (25 minutes). */
export const STEP_SECONDS = 15
export const STEPS = 100
/** The step trouble starts in most scenarios (2 minutes in). */
const T0 = 8

export interface Series {
  series: string
  values: string
}
/** Alerts firing at `at` (promtool duration), each `Name` or `Name{label="value"}`; severity is the rule's. */
export interface Check {
  at: string
  firing: string[]
}
export interface Scenario {
  name: string
  story: string
  series: Series[]
  /** The last check also bounds the whole run: no other alert fired at any time before it. */
  checks: Check[]
}

type Sample = number | null
type Labels = Record<string, string>
/** Observations of one step: [seconds, count]. */
type Observations = [number, number][]

const NS = 'website'
const APP = 'www-university-website-app'
const EDGE = 'www-university-website-edge'
const EDGE_METRICS = `${EDGE}-metrics`
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]
const steps = [...Array(STEPS).keys()]

const selector = (name: string, labels: Labels) => `${name}{${Object.entries(labels).map(([k, v]) => `${k}="${v}"`).join(',')}}`

/** Values of a sampled series: a number, or no sample (a stale marker right after the last one). */
function values(samples: Sample[]): string {
  return samples.map((v, i) => (v !== null ? String(v) : i > 0 && samples[i - 1] !== null ? 'stale' : '_')).join(' ')
}

function gauge(name: string, labels: Labels, at: (t: number) => Sample): Series {
  return { series: selector(name, labels), values: values(steps.map(at)) }
}

/** A counter from its increase per step; null while its pod is gone (a new pod starts again at 0). */
function counter(name: string, labels: Labels, inc: (t: number) => Sample): Series {
  let total = 0
  return gauge(name, labels, (t) => {
    const i = inc(t)
    total = i === null ? 0 : total + i
    return i === null ? null : total
  })
}

/** The _bucket and _count series of a histogram from its observations per step. */
function histogram(name: string, labels: Labels, obs: (t: number) => Observations | null): Series[] {
  const upTo = (le: number) => (t: number) => obs(t)?.reduce((n, [s, c]) => n + (s <= le ? c : 0), 0) ?? null
  return [
    ...BUCKETS.map((le) => counter(`${name}_bucket`, { ...labels, le: String(le) }, upTo(le))),
    counter(`${name}_bucket`, { ...labels, le: '+Inf' }, upTo(Infinity)),
    counter(`${name}_count`, labels, upTo(Infinity)),
  ]
}

/** One answer kind at the edge, per step. */
interface EdgeAnswers {
  flow: 'pages' | 'documents' | 'forms' | 'assets'
  status: number
  cache: string
  n: number
  seconds: number
}
/** What one app pod does in a step. */
interface AppStep {
  requests: { route: string; method: string; status: number; n: number; seconds: number }[]
  upstream: { endpoint: string; outcome: string; n: number }[]
  refused?: { endpoint: string; n: number }[]
  stale?: { endpoint: string; n: number }[]
  /** Document downloads refused as busy (503). */
  documentsRejected?: { reason: string; n: number }[]
}

interface World {
  /** App pods and their scrape (1 up, 0 refused, null no target). */
  appPods: string[]
  appUp: (pod: string, t: number) => Sample
  /** Container restarts so far (kube-state-metrics). */
  appRestarts: (pod: string, t: number) => number
  /** The pod that carries the app's traffic at t (its counters), or null. */
  appCarrier: (t: number) => string | null
  app: (t: number) => AppStep
  breaker: (pod: string, endpoint: string, t: number) => Sample
  /** The app container's working set, MiB (its limit is 512). */
  appMemoryMiB: (pod: string, t: number) => number
  edgePods: string[]
  edgeUp: (pod: string, t: number) => Sample
  edgeCarrier: (t: number) => string | null
  edge: (t: number) => EdgeAnswers[]
  edgeAvailable: (t: number) => Sample
}

const appPod = (i: number | string) => `${APP}-7d9f8-${i}`
const edgePod = (i: number | string) => `${EDGE}-5c6b4-${i}`

export const healthyEdge = (): EdgeAnswers[] => [
  { flow: 'pages', status: 200, cache: 'HIT', n: 90, seconds: 0.002 },
  { flow: 'pages', status: 200, cache: 'MISS', n: 10, seconds: 0.08 },
  { flow: 'assets', status: 200, cache: 'HIT', n: 30, seconds: 0.001 },
  { flow: 'documents', status: 200, cache: '-', n: 5, seconds: 2 },
  { flow: 'forms', status: 200, cache: '-', n: 1, seconds: 0.05 },
]
const healthyApp = (): AppStep => ({
  requests: [
    { route: '/notices', method: 'GET', status: 200, n: 10, seconds: 0.08 },
    { route: '/api/admission-documents/:kind', method: 'POST', status: 200, n: 5, seconds: 2 },
  ],
  upstream: [
    { endpoint: 'notices', outcome: 'ok', n: 2 },
    { endpoint: 'home', outcome: 'ok', n: 1 },
    { endpoint: 'file', outcome: 'ok', n: 5 },
  ],
})

const healthy = (): World => ({
  appPods: [0, 1, 2].map(appPod),
  appUp: () => 1,
  appRestarts: () => 0,
  appCarrier: () => appPod(0),
  app: healthyApp,
  breaker: () => 0,
  appMemoryMiB: () => 300,
  edgePods: [0, 1].map(edgePod),
  edgeUp: () => 1,
  edgeCarrier: () => edgePod(0),
  edge: healthyEdge,
  edgeAvailable: () => 2,
})

/** The series of a world. */
function seriesOf(w: World): Series[] {
  const app = { namespace: NS, service: APP }
  const edge = { namespace: NS, service: EDGE_METRICS }
  const out: Series[] = []
  for (const pod of w.appPods) {
    out.push(gauge('up', { ...app, job: APP, pod }, (t) => w.appUp(pod, t)))
    out.push(counter('kube_pod_container_status_restarts_total', { namespace: NS, pod, container: 'app', job: 'kube-state-metrics' }, (t) => (t === 0 ? w.appRestarts(pod, 0) : w.appRestarts(pod, t) - w.appRestarts(pod, t - 1))))
    out.push(gauge('container_memory_working_set_bytes', { namespace: NS, pod, container: 'app' }, (t) => (w.appUp(pod, t) === null ? null : w.appMemoryMiB(pod, t) * 2 ** 20)))
    out.push(gauge('kube_pod_container_resource_limits', { namespace: NS, pod, container: 'app', resource: 'memory', job: 'kube-state-metrics' }, () => 512 * 2 ** 20))
    for (const endpoint of ['notices', 'home']) out.push(gauge('upstream_circuit_state', { ...app, pod, endpoint }, (t) => (w.appUp(pod, t) === null ? null : w.breaker(pod, endpoint, t))))
  }
  const carried = (pod: string, carrier: (t: number) => string | null) => (t: number) => carrier(t) === pod
  for (const pod of w.appPods) {
    const on = carried(pod, w.appCarrier)
    const step = (t: number) => (on(t) ? w.app(t) : null)
    const keys = new Map<string, AppStep['requests'][number]>()
    for (const t of steps) for (const r of step(t)?.requests ?? []) keys.set(`${r.route} ${r.method} ${r.status}`, r)
    for (const [key, r] of keys) {
      const pick = (t: number): Observations | null => {
        const s = step(t)
        return s ? s.requests.filter((x) => `${x.route} ${x.method} ${x.status}` === key).map((x) => [x.seconds, x.n]) : null
      }
      out.push(...histogram('http_request_duration_seconds', { ...app, pod, route: r.route, method: r.method, status: String(r.status) }, pick))
    }
    const counted = (name: string, list: (s: AppStep) => { n: number; [k: string]: string | number }[], labelsOf: (x: Record<string, string | number>) => Labels) => {
      const seen = new Map<string, Labels>()
      for (const t of steps) for (const x of list(step(t) ?? { requests: [], upstream: [] })) seen.set(JSON.stringify(labelsOf(x)), labelsOf(x))
      for (const [key, l] of seen) {
        out.push(counter(name, { ...app, pod, ...l }, (t) => {
          const s = step(t)
          return s ? list(s).filter((x) => JSON.stringify(labelsOf(x)) === key).reduce((n, x) => n + x.n, 0) : null
        }))
      }
    }
    counted('upstream_requests_total', (s) => s.upstream, (x) => ({ endpoint: String(x.endpoint), outcome: String(x.outcome) }))
    counted('upstream_calls_rejected_total', (s) => s.refused ?? [], (x) => ({ endpoint: String(x.endpoint), reason: 'circuit_open' }))
    counted('upstream_cache_stale_if_error_total', (s) => s.stale ?? [], (x) => ({ endpoint: String(x.endpoint) }))
    counted('document_requests_rejected_total', (s) => s.documentsRejected ?? [], (x) => ({ reason: String(x.reason) }))
  }
  for (const pod of w.edgePods) {
    out.push(gauge('up', { ...edge, job: EDGE_METRICS, pod }, (t) => w.edgeUp(pod, t)))
    const on = carried(pod, w.edgeCarrier)
    const kinds = new Map<string, EdgeAnswers>()
    for (const t of steps) if (on(t)) for (const a of w.edge(t)) kinds.set(`${a.flow} ${a.status} ${a.cache}`, a)
    for (const [key, a] of kinds) {
      out.push(counter('edge_http_response_count_total', { ...edge, pod, method: a.flow === 'forms' || a.flow === 'documents' ? 'POST' : 'GET', status: String(a.status), cache: a.cache, flow: a.flow }, (t) => (on(t) ? w.edge(t).filter((x) => `${x.flow} ${x.status} ${x.cache}` === key).reduce((n, x) => n + x.n, 0) : null)))
    }
    // The time histogram of page answers (the only flow an alert reads it for).
    out.push(...histogram('edge_http_response_time_seconds_hist', { ...edge, pod, flow: 'pages' }, (t) => (on(t) ? w.edge(t).filter((a) => a.flow === 'pages').map((a) => [a.seconds, a.n]) : null)))
  }
  out.push(gauge('kube_deployment_status_replicas_available', { namespace: NS, deployment: EDGE, job: 'kube-state-metrics' }, w.edgeAvailable))
  out.push(gauge('kube_deployment_status_replicas_available', { namespace: NS, deployment: APP, job: 'kube-state-metrics' }, (t) => w.appPods.filter((p) => w.appUp(p, t) === 1).length))
  return out
}

const scenario = (name: string, story: string, bend: (w: World) => Partial<World>, checks: Check[]): Scenario => {
  const w = healthy()
  return { name, story, series: seriesOf({ ...w, ...bend(w) }), checks }
}
const after = (t: number, then: number, before: number) => (t >= T0 ? then : before)

export const SCENARIOS: Scenario[] = [
  scenario('quiet day', 'Ordinary traffic on every flow, every pod up.', () => ({}), [{ at: '24m', firing: [] }]),

  scenario(
    'API hang',
    'From minute 2 the university API never answers "notices": its breakers open and refuse calls, half-open probes wait out the 4 s timeout, refreshes fail and pages are served stale; renders that wait make the app slow, the edge answers its cached pages fast.',
    (w) => ({
      breaker: (pod, endpoint, t) => (endpoint === 'notices' && t >= T0 ? 1 + ((t + w.appPods.indexOf(pod)) % 2) : 0),
      app: (t) => {
        if (t < T0) return healthyApp()
        const s = healthyApp()
        s.requests[0] = { route: '/notices', method: 'GET', status: 200, n: 7, seconds: 0.08 }
        s.requests.push({ route: '/notices', method: 'GET', status: 200, n: 3, seconds: 4 })
        s.upstream[0] = { endpoint: 'notices', outcome: 'timeout', n: 2 }
        return { ...s, refused: [{ endpoint: 'notices', n: 20 }], stale: [{ endpoint: 'notices', n: 5 }] }
      },
      edge: (t) => {
        if (t < T0) return healthyEdge()
        return [...healthyEdge().filter((a) => a.cache !== 'MISS'), { flow: 'pages', status: 200, cache: 'MISS', n: 7, seconds: 0.08 }, { flow: 'pages', status: 200, cache: 'MISS', n: 3, seconds: 4 }]
      },
    }),
    [
      { at: '1m', firing: [] },
      { at: '20m', firing: ['UpstreamCallsRefused{endpoint="notices"}', 'UpstreamErrors{endpoint="notices"}', 'UpstreamServedStale', 'SiteSlowAnswers'] },
    ],
  ),

  scenario(
    'idle breaker',
    'The API recovered; one idle app pod made no call since, so its breaker gauge still says open. No call is refused.',
    (w) => ({ breaker: (pod, endpoint) => (pod === w.appPods[2] && endpoint === 'notices' ? 1 : 0) }),
    [{ at: '24m', firing: [] }],
  ),

  scenario(
    'every app pod gone',
    'From minute 2 no app pod exists (deleted, unschedulable): no app series; the edge serves its cached pages, 503 for misses, downloads and form posts.',
    () => ({
      appUp: (_pod, t) => (t < T0 ? 1 : null),
      appCarrier: (t) => (t < T0 ? appPod(0) : null),
      edge: (t) =>
        t < T0
          ? healthyEdge()
          : [
              { flow: 'pages', status: 200, cache: 'HIT', n: 90, seconds: 0.002 },
              { flow: 'pages', status: 200, cache: 'STALE', n: 5, seconds: 0.002 },
              { flow: 'pages', status: 503, cache: 'MISS', n: 10, seconds: 0.01 },
              { flow: 'assets', status: 200, cache: 'HIT', n: 30, seconds: 0.001 },
              { flow: 'documents', status: 503, cache: '-', n: 5, seconds: 0.01 },
              { flow: 'forms', status: 503, cache: '-', n: 1, seconds: 0.01 },
            ],
    }),
    [
      { at: '90s', firing: [] },
      { at: '10m', firing: ['SiteAppAbsent', 'EdgeErrorShareHigh{flow="pages"}', 'EdgeErrorShareHigh{flow="documents"}', 'EdgeErrorShareHigh{flow="forms"}'] },
    ],
  ),

  scenario(
    'staggered crash loop',
    'From minute 2 the app pods crash-loop in turn: each is up for 30-45 s of every 5 minutes, no pod is up 60 % of the time and never 3 minutes in a row; 80 % of downloads and most form posts fail, cached pages hide the page misses that fail.',
    (w) => {
      const window: Record<number, [number, number]> = { 0: [0, 2], 1: [5, 7], 2: [11, 12] }
      const upIn = (pod: string, t: number) => {
        const [from, to] = window[w.appPods.indexOf(pod)]!
        return t % 20 >= from && t % 20 <= to
      }
      return {
        appUp: (pod, t) => (t < T0 || upIn(pod, t) ? 1 : 0),
        appRestarts: (pod, t) => (t < T0 ? 0 : Math.floor((t - T0) / 20) + 1),
        appCarrier: (t) => (t < T0 ? appPod(0) : null),
        edge: (t) =>
          t < T0
            ? healthyEdge()
            : [
                { flow: 'pages', status: 200, cache: 'HIT', n: 90, seconds: 0.002 },
                { flow: 'pages', status: 200, cache: 'MISS', n: 4, seconds: 0.08 },
                { flow: 'pages', status: 503, cache: 'MISS', n: 3, seconds: 0.01 },
                { flow: 'assets', status: 200, cache: 'HIT', n: 30, seconds: 0.001 },
                { flow: 'documents', status: 200, cache: '-', n: 1, seconds: 2 },
                { flow: 'documents', status: 503, cache: '-', n: 4, seconds: 0.01 },
                { flow: 'forms', status: 200, cache: '-', n: 1, seconds: 0.05 },
                { flow: 'forms', status: 503, cache: '-', n: 2, seconds: 0.01 },
              ],
      }
    },
    [{ at: '20m', firing: ['SiteAppCrashLooping', 'AppContainersRestarting', 'EdgeErrorShareHigh{flow="documents"}', 'EdgeErrorShareHigh{flow="forms"}'] }],
  ),

  scenario(
    'one app pod crash-looping',
    'From minute 2 one of the three app pods crashes every 5 minutes (up 40 % of the time); the other two serve everyone.',
    (w) => ({
      appUp: (pod, t) => (pod === w.appPods[2] && t >= T0 && t % 20 > 7 ? 0 : 1),
      appRestarts: (pod, t) => (pod === w.appPods[2] && t >= T0 ? Math.floor((t - T0) / 20) + 1 : 0),
    }),
    [{ at: '24m', firing: ['AppContainersRestarting'] }],
  ),

  scenario(
    'every edge pod gone',
    'From minute 2 no edge pod runs (a bad nginx.conf, evicted): no edge series, the Deployment has 0 available; the app is idle but fine.',
    () => ({
      edgeUp: (_pod, t) => (t < T0 ? 1 : null),
      edgeCarrier: (t) => (t < T0 ? edgePod(0) : null),
      edgeAvailable: (t) => after(t, 0, 2),
    }),
    [
      { at: '90s', firing: [] },
      { at: '10m', firing: ['EdgeUnavailable'] },
    ],
  ),

  scenario(
    'edge below its floor',
    'From minute 2 one of the two edge pods is gone and its replacement cannot be scheduled: the other serves everyone.',
    () => ({
      edgeUp: (pod, t) => (pod === edgePod(1) && t >= T0 ? null : 1),
      edgeAvailable: (t) => after(t, 1, 2),
    }),
    [
      { at: '90s', firing: [] },
      { at: '10m', firing: ['EdgeUnavailable'] },
    ],
  ),

  scenario(
    'document crowd failing, pages fine',
    'Result day: from minute 2 every result PDF download fails (the file host errors, the app answers 502), while cached pages, assets and forms are fine: 4 % of all edge answers, 100 % of downloads.',
    () => ({
      app: (t) => {
        const s = healthyApp()
        if (t < T0) return s
        s.requests[1] = { route: '/api/admission-documents/:kind', method: 'POST', status: 502, n: 5, seconds: 0.2 }
        s.upstream[2] = { endpoint: 'file', outcome: 'error', n: 5 }
        return s
      },
      edge: (t) => (t < T0 ? healthyEdge() : healthyEdge().map((a) => (a.flow === 'documents' ? { ...a, status: 502, seconds: 0.2 } : a))),
    }),
    [{ at: '15m', firing: ['EdgeErrorShareHigh{flow="documents"}', 'FileHostErrors', 'SiteHigh5xxRate'] }],
  ),

  scenario(
    'scanner',
    'From minute 2 a scanner asks for 13 unknown paths a second: 404s from the app, never cached, twice the site\'s own traffic.',
    () => ({
      app: (t) => {
        const s = healthyApp()
        if (t >= T0) s.requests.push({ route: 'not-found', method: 'GET', status: 404, n: 200, seconds: 0.02 })
        return s
      },
      edge: (t) => [...healthyEdge(), ...(t >= T0 ? [{ flow: 'pages' as const, status: 404, cache: 'MISS', n: 200, seconds: 0.02 }] : [])],
    }),
    [{ at: '24m', firing: [] }],
  ),

  scenario(
    'bot 429s',
    'From minute 2 one client posts the contact form 7 times a second: limit_req answers 429, everyone else is served.',
    () => ({ edge: (t) => [...healthyEdge(), ...(t >= T0 ? [{ flow: 'forms' as const, status: 429, cache: '-', n: 100, seconds: 0.001 }] : [])] }),
    [{ at: '24m', firing: [] }],
  ),

  scenario(
    'rollout',
    'A release rolls both tiers: app pods replaced one at a time (a new one ready before an old one stops), then one edge pod, whose replacement starts with an empty cache.',
    (w) => {
      const life: Record<string, [number, number]> = {
        [appPod(0)]: [0, 33],
        [appPod(1)]: [0, 39],
        [appPod(2)]: [0, 45],
        [appPod('b0')]: [30, STEPS],
        [appPod('b1')]: [36, STEPS],
        [appPod('b2')]: [42, STEPS],
        [edgePod(0)]: [0, 53],
        [edgePod(1)]: [0, STEPS],
        [edgePod('c0')]: [50, STEPS],
      }
      const alive = (pod: string, t: number) => t >= life[pod]![0] && t < life[pod]![1]
      return {
        appPods: [...w.appPods, appPod('b0'), appPod('b1'), appPod('b2')],
        appUp: (pod, t) => (alive(pod, t) ? 1 : null),
        appCarrier: (t) => (t < 33 ? appPod(0) : appPod('b0')),
        edgePods: [...w.edgePods, edgePod('c0')],
        edgeUp: (pod, t) => (alive(pod, t) ? 1 : null),
        edgeCarrier: (t) => (t < 53 ? edgePod(0) : edgePod('c0')),
        edge: (t) =>
          t >= 53 && t < 61
            ? healthyEdge().map((a) => (a.flow === 'pages' && a.cache === 'HIT' ? { ...a, n: 40 } : a.flow === 'pages' ? { ...a, n: 60 } : a))
            : healthyEdge(),
      }
    },
    [{ at: '24m', firing: [] }],
  ),

  scenario(
    'slow document crowd, fast pages',
    'Result day: applicants download admit cards over slow mobile links (every download 5-10 s), while the pages answer within 100 ms.',
    () => ({
      app: (t) => {
        const s = healthyApp()
        s.requests[1] = { route: '/api/admission-documents/:kind', method: 'POST', status: 200, n: 20, seconds: t < T0 ? 2 : 8 }
        return s
      },
    }),
    [{ at: '15m', firing: ['DocumentDownloadsSlow'] }],
  ),

  scenario(
    'document bulkhead full',
    'Result day: from minute 2 a crowd asks for 2.7 documents a second, more than the app\'s download slots and queue hold: a quarter are refused busy (503).',
    () => ({
      app: (t) => {
        const s = healthyApp()
        if (t < T0) return s
        s.requests[1] = { route: '/api/admission-documents/:kind', method: 'POST', status: 200, n: 30, seconds: 2 }
        s.requests.push({ route: '/api/admission-documents/:kind', method: 'POST', status: 503, n: 10, seconds: 0.01 })
        return { ...s, documentsRejected: [{ reason: 'queue-full', n: 10 }] }
      },
      edge: (t) =>
        t < T0
          ? healthyEdge()
          : [...healthyEdge().map((a) => (a.flow === 'documents' ? { ...a, n: 30 } : a)), { flow: 'documents' as const, status: 503, cache: '-', n: 10, seconds: 0.01 }],
    }),
    [{ at: '15m', firing: ['DocumentDownloadsRejected{reason="queue-full"}', 'EdgeErrorShareHigh{flow="documents"}', 'SiteHigh5xxRate'] }],
  ),

  scenario(
    'app near its memory limit',
    'From minute 2 one app pod\'s working set is 480 of its 512 MiB (a leak, or a budget the plan missed); it still answers.',
    (w) => ({ appMemoryMiB: (pod, t) => (pod === w.appPods[1] && t >= T0 ? 480 : 300) }),
    [{ at: '20m', firing: [`PodNearMemoryLimit{container="app",pod="${appPod(1)}"}`] }],
  ),

  scenario(
    'saturated app behind a cold edge',
    'From minute 2 the edge answers 70 % of page requests from the app, whose pods are saturated: misses take 2.5-5 s.',
    () => ({
      app: (t) => {
        const s = healthyApp()
        if (t >= T0) s.requests[0] = { route: '/notices', method: 'GET', status: 200, n: 70, seconds: 4 }
        return s
      },
      edge: (t) =>
        t < T0
          ? healthyEdge()
          : healthyEdge().map((a) => (a.flow === 'pages' && a.cache === 'HIT' ? { ...a, n: 30 } : a.flow === 'pages' ? { ...a, n: 70, seconds: 4 } : a)),
    }),
    [{ at: '24m', firing: ['EdgeSlowPages', 'SiteSlowAnswers', 'EdgeCacheHitRatioLow'] }],
  ),
]
