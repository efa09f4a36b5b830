// The chart's alerts as on-call meets them (issues 28, 37): the rendered PrometheusRule's groups go into a
// rules file, and Prometheus's own rule unit tests (`promtool test rules`, Debian's prometheus package)
// feed them each result-day scenario (tests/deploy/alert-rules/scenarios.ts) and compare the whole set
// of firing alerts (ALERTS{alertstate="firing"}) with the scenario's: every rule is evaluated in every
// scenario, and nothing extra may fire, then or at any time before. The test prints the scenario × alert
// matrix. And the Grafana dashboard: one per release, with rate windows that hold at any scrape interval.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { parseAllDocuments, stringify } from 'yaml'
import { byKind, CHART_DIR, DEMO_VALUES as DEMO, helm, helmTemplate, set, type K8sObject } from '../support/chart'
import { SCENARIOS, STEP_SECONDS, type Check, type Scenario } from './alert-rules/scenarios'

const MONITORING = set('edge.metrics.enabled=true', 'metrics.serviceMonitor.enabled=true', 'metrics.prometheusRule.enabled=true', 'metrics.grafanaDashboard.enabled=true')
const promtool = ['/usr/bin/promtool', '/usr/local/bin/promtool'].find((p) => spawnSync(p, ['--version']).status === 0)

/** The PrometheusRule's rules of release `www` in namespace `website`. */
const rules = (): K8sObject[] => byKind(helmTemplate([...DEMO, ...MONITORING]), 'PrometheusRule')[0]!.spec.groups.flatMap((g: K8sObject) => g.rules)
/** The PrometheusRule of release `www` in namespace `website`, as a Prometheus rules file. */
const rulesFile = (): string => stringify({ groups: byKind(helmTemplate([...DEMO, ...MONITORING]), 'PrometheusRule')[0]!.spec.groups })

/** `Name{flow="documents"}` as its name and labels. */
function parseAlert(alert: string): { name: string; labels: Record<string, string> } {
  const [, name, inner] = /^(\w+)(?:\{(.*)\})?$/.exec(alert)!
  return { name: name!, labels: Object.fromEntries([...(inner ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1]!, m[2]!])) }
}

/** A promtool rule test of `scenario`: the firing alerts at each check, and every alert fired up to the last. */
function promtoolTest(scenario: Scenario, severity: Map<string, string>): string {
  const samples = (firing: string[], metric: string) =>
    firing.map((a) => {
      const { name, labels } = parseAlert(a)
      const all = { alertname: name, alertstate: 'firing', severity: severity.get(name) ?? '?', ...labels }
      return { labels: `${metric}{${Object.entries(all).map(([k, v]) => `${k}="${v}"`).join(',')}}`, value: 1 }
    })
  const last = scenario.checks.at(-1)!
  return stringify({
    rule_files: ['rules.yaml'],
    evaluation_interval: `${STEP_SECONDS}s`,
    tests: [
      {
        name: scenario.name,
        interval: `${STEP_SECONDS}s`,
        input_series: scenario.series,
        promql_expr_test: [
          ...scenario.checks.map((c: Check) => ({ expr: 'ALERTS{alertstate="firing"}', eval_time: c.at, exp_samples: samples(c.firing, 'ALERTS') })),
          { expr: `max_over_time(ALERTS{alertstate="firing"}[${last.at}])`, eval_time: last.at, exp_samples: samples(last.firing, '') },
        ],
      },
    ],
  }, { lineWidth: 0 })
}

/** The scenario × alert matrix: ● a page, ○ a warning (with the alert's labels), at each scenario's last check. */
function matrix(alerts: string[], severity: Map<string, string>): string {
  const head = ['scenario', ...alerts]
  const rows = SCENARIOS.map((s) => {
    const firing = s.checks.at(-1)!.firing.map(parseAlert)
    return [
      `${s.name} (${s.checks.at(-1)!.at})`,
      ...alerts.map((a) => {
        const mine = firing.filter((f) => f.name === a)
        if (!mine.length) return ''
        const mark = severity.get(a) === 'warning' ? '○' : '●'
        const labels = mine.map((f) => Object.values(f.labels).join(',')).filter(Boolean)
        return labels.length ? `${mark} ${labels.join(' ')}` : mark
      }),
    ]
  })
  return [head, head.map(() => '---'), ...rows].map((r) => `| ${r.join(' | ')} |`).join('\n')
}

describe.skipIf(!promtool && !process.env.CI)('alerts under promtool (issues 28, 37)', { timeout: 60_000 }, () => {
  const dir = mkdtempSync(join(tmpdir(), 'chart-alerts-'))
  const defined = rules()
  const severity = new Map(defined.filter((r) => r.alert).map((r) => [r.alert as string, r.labels.severity as string]))
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true })
    console.log(`Scenario × alert (● page, ○ warning; ${SCENARIOS.length} scenarios × ${severity.size} alerts, every rule evaluated in every scenario):\n${matrix([...severity.keys()], severity)}`)
  })

  const run = (...args: string[]) => {
    expect(promtool, 'promtool must be installed in CI (apt-get install prometheus)').toBeTruthy()
    const r = spawnSync(promtool!, args, { cwd: dir, encoding: 'utf8' })
    return { status: r.status, output: r.stdout + r.stderr }
  }

  it('renders rules promtool accepts', () => {
    writeFileSync(join(dir, 'rules.yaml'), rulesFile())
    const r = run('check', 'rules', 'rules.yaml')
    expect(r.output).toContain('SUCCESS')
    expect(r.status).toBe(0)
  })

  it('names only alerts the rules define, and tells every scenario', () => {
    for (const s of SCENARIOS) {
      expect(s.story.length, s.name).toBeGreaterThan(20)
      for (const c of s.checks) for (const a of c.firing) expect(severity.has(parseAlert(a).name), `${s.name}: ${a}`).toBe(true)
    }
    // Every alert fires in some scenario (a rule no scenario reaches is untested).
    const fired = new Set(SCENARIOS.flatMap((s) => s.checks.flatMap((c) => c.firing.map((a) => parseAlert(a).name))))
    expect([...severity.keys()].filter((a) => !fired.has(a))).toEqual([])
    // The review's scenarios are all here.
    expect(SCENARIOS.map((s) => s.name)).toEqual(expect.arrayContaining(['API hang', 'every app pod gone', 'staggered crash loop', 'every edge pod gone', 'document crowd failing, pages fine', 'scanner', 'bot 429s', 'rollout']))
  })

  it.each(SCENARIOS.map((s) => [s.name, s] as const))('fires exactly the expected alerts in the %s scenario', (_name, scenario) => {
    writeFileSync(join(dir, 'rules.yaml'), rulesFile())
    const file = `${scenario.name.replace(/\W+/g, '-')}.promtool.yaml`
    writeFileSync(join(dir, file), promtoolTest(scenario, severity))
    const r = run('test', 'rules', file)
    expect(r.status, r.output).toBe(0)
    expect(r.output).toContain('SUCCESS')
  })
})

describe('who is paged (issue 37)', { timeout: 30_000 }, () => {
  const severities = (...sets: string[]) =>
    Object.fromEntries(
      (byKind(helmTemplate([...DEMO, ...set('metrics.prometheusRule.enabled=true', ...sets)]), 'PrometheusRule')[0]!.spec.groups[0].rules as K8sObject[]).map((r) => [r.alert, r.labels.severity]),
    )

  it('pages on the edge\u2019s latency with the edge in front, on the app\u2019s without it', () => {
    const withEdge = severities('edge.metrics.enabled=true')
    expect([withEdge.EdgeSlowPages, withEdge.SiteSlowAnswers]).toEqual(['critical', 'warning'])
    const appOnly = severities('edge.enabled=false')
    expect(appOnly.EdgeSlowPages).toBeUndefined()
    expect(appOnly.SiteSlowAnswers).toBe('critical')
  })
})

describe('Grafana dashboard (issue 28)', { timeout: 30_000 }, () => {
  const dashboard = (release: string, namespace: string): K8sObject => {
    const r = helm(['template', release, CHART_DIR, '--namespace', namespace, ...DEMO, ...MONITORING])
    expect(r.status, r.stderr).toBe(0)
    const objs = parseAllDocuments(r.stdout).map((d) => d.toJS() as K8sObject | null)
    const cm = objs.find((o) => o?.kind === 'ConfigMap' && o.metadata.labels.grafana_dashboard === '1')!
    expect(Object.keys(cm.data)).toEqual([`university-website-${namespace}-${release}.json`])
    return JSON.parse(cm.data[`university-website-${namespace}-${release}.json`])
  }

  it('gives each release its own uid, title and ConfigMap key (the sidecar\u2019s file name), so staging and production share one Grafana', () => {
    const production = dashboard('www', 'website')
    const staging = dashboard('www-staging', 'staging')
    expect(production.uid).not.toBe(staging.uid)
    expect(production.title).not.toBe(staging.title)
    for (const d of [production, staging]) expect(d.uid.length).toBeLessThanOrEqual(40)
    // Stable across upgrades of one release.
    expect(dashboard('www', 'website').uid).toBe(production.uid)
  })

  it('shows calls refused by an open breaker (a rate), not the breaker gauge that stays open on an idle pod (issue 37)', () => {
    const exprs = (dashboard('www', 'website').panels as K8sObject[]).flatMap((p) => (p.targets as K8sObject[]).map((t) => t.expr as string))
    expect(exprs.some((e) => /rate\(upstream_calls_rejected_total\{[^}]*reason="circuit_open"/.test(e))).toBe(true)
    expect(exprs.filter((e) => e.includes('upstream_circuit_state'))).toEqual([])
  })

  it('uses $__rate_interval or windows of at least 2 minutes, never [1m] at a 30 s scrape', () => {
    const d = dashboard('www', 'website')
    const ranges = (d.panels as K8sObject[]).flatMap((p) => (p.targets as K8sObject[]).flatMap((t) => [...(t.expr as string).matchAll(/\[([^\]]+)\]/g)].map((m) => m[1]!)))
    expect(ranges.length).toBeGreaterThan(8)
    for (const range of ranges) expect(range === '$__rate_interval' || /^([2-9]|\d\d+)m$/.test(range), range).toBe(true)
  })
})
