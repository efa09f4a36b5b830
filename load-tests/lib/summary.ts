// handleSummary: a short text report on stdout and the full data as JSON in
// SUMMARY_DIR/summary-<name>.json (compare runs; CI can archive it).
import { BASE_URL, SUMMARY_DIR } from './config.ts'

interface MetricSummary {
  type: 'counter' | 'gauge' | 'rate' | 'trend'
  values: Record<string, number>
  thresholds?: Record<string, { ok: boolean }>
}
export interface SummaryData {
  metrics: Record<string, MetricSummary>
  state?: { testRunDurationMs?: number }
}

/** Metrics of the load generator's own health; every other threshold judges the site. */
const LOAD_GENERATOR_METRICS = new Set(['dropped_iterations'])

const fmtMs = (v: number | undefined) => (v === undefined ? '-' : v >= 1000 ? `${(v / 1000).toFixed(2)}s` : `${v.toFixed(1)}ms`)
const fmtPct = (v: number | undefined) => (v === undefined ? '-' : `${(v * 100).toFixed(3)}%`)

export function summarize(name: string, data: SummaryData): Record<string, string> {
  const m = data.metrics
  const lines: string[] = []
  const seconds = (data.state?.testRunDurationMs ?? 0) / 1000
  lines.push(`\n${name} against ${BASE_URL} (${seconds.toFixed(0)} s)`)
  const reqs = m.http_reqs?.values
  if (reqs) lines.push(`  requests         ${reqs.count} (${(reqs.rate ?? 0).toFixed(1)}/s)`)
  lines.push(`  failed           ${fmtPct(m.http_req_failed?.values.rate)}`)
  lines.push(`  checks passed    ${fmtPct(m.checks?.values.rate)}`)
  const dropped = m.dropped_iterations?.values.count ?? 0
  const offered = (m.iterations?.values.count ?? 0) + dropped
  lines.push(`  dropped iter.    ${dropped}${offered > 0 ? ` (${fmtPct(dropped / offered)} of the offered load)` : ''}`)
  if (m.edge_cache_served) lines.push(`  edge cache served ${fmtPct(m.edge_cache_served.values.rate)}`)
  const d = m.http_req_duration?.values
  if (d) lines.push(`  latency          p50 ${fmtMs(d.med)}  p95 ${fmtMs(d['p(95)'])}  p99 ${fmtMs(d['p(99)'])}  max ${fmtMs(d.max)}`)
  // Per-route latency: the submetrics that have thresholds.
  for (const [key, metric] of Object.entries(m)) {
    const route = /^http_req_duration\{route:([^}]+)\}$/.exec(key)?.[1]
    if (route) lines.push(`    ${route.padEnd(26)} p95 ${fmtMs(metric.values['p(95)'])}  p99 ${fmtMs(metric.values['p(99)'])}`)
  }
  // Each threshold says whose failure it is: the site's, or the load generator's (offered load not delivered).
  lines.push('  thresholds:')
  const failed = { site: false, 'load generator': false }
  for (const [key, metric] of Object.entries(m)) {
    const owner = LOAD_GENERATOR_METRICS.has(key) ? 'load generator' : 'site'
    for (const [expr, t] of Object.entries(metric.thresholds ?? {})) {
      if (!t.ok) failed[owner] = true
      lines.push(`    ${t.ok ? 'ok  ' : 'FAIL'} ${owner.padEnd(14)} ${key} ${expr}`)
    }
  }
  const verdict = failed.site
    ? 'FAILED (the site)'
    : failed['load generator']
      ? 'FAILED (the load generator did not deliver the offered load: its CPU, or maxVUs)'
      : 'PASSED'
  lines.push(`  result: ${verdict}\n`)
  return {
    stdout: lines.join('\n'),
    [`${SUMMARY_DIR}/summary-${name}.json`]: JSON.stringify(data, null, 2),
  }
}
