// The chart's alerts as on-call meets them (issue 28): the rendered PrometheusRule's groups go into a rules
// file, and Prometheus's own rule unit tests (`promtool test rules`, Debian's prometheus package) feed
// them series and check the alerts that come out (tests/deploy/alert-rules/*.promtool.yaml). And the
// Grafana dashboard: one per release, with rate windows that hold at any scrape interval.
import { spawnSync } from 'node:child_process'
import { copyFileSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { parseAllDocuments, stringify } from 'yaml'
import { byKind, CHART_DIR, DEMO_VALUES as DEMO, helm, helmTemplate, set, type K8sObject } from '../support/chart'

const MONITORING = set('edge.metrics.enabled=true', 'metrics.serviceMonitor.enabled=true', 'metrics.prometheusRule.enabled=true', 'metrics.grafanaDashboard.enabled=true')
const scenarios = fileURLToPath(new URL('./alert-rules/', import.meta.url))
const promtool = ['/usr/bin/promtool', '/usr/local/bin/promtool'].find((p) => spawnSync(p, ['--version']).status === 0)

/** The PrometheusRule of release `www` in namespace `website`, as a Prometheus rules file. */
function rulesFile(): string {
  const rule = byKind(helmTemplate([...DEMO, ...MONITORING]), 'PrometheusRule')[0]!
  return stringify({ groups: rule.spec.groups })
}

describe.skipIf(!promtool && !process.env.CI)('alerts under promtool (issue 28)', { timeout: 60_000 }, () => {
  const dir = mkdtempSync(join(tmpdir(), 'chart-alerts-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

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

  it.each([
    // The breakers of 8 pods flap between open and half-open: UpstreamCircuitOpen fires.
    ['api-hanging'],
    // No app series, the edge answering 503: SiteAppAbsent and EdgeErrorShareHigh fire.
    ['app-down'],
    // Slow document downloads beside fast pages: SiteSlowAnswers stays silent, DocumentDownloadsSlow fires.
    ['slow-documents'],
  ])('passes the %s scenario (series in, alerts out)', (name) => {
    writeFileSync(join(dir, 'rules.yaml'), rulesFile())
    copyFileSync(join(scenarios, `${name}.promtool.yaml`), join(dir, `${name}.promtool.yaml`))
    const r = run('test', 'rules', `${name}.promtool.yaml`)
    expect(r.output).toContain('SUCCESS')
    expect(r.status, r.output).toBe(0)
  })

  it('has a test case for every scenario file', () => {
    expect(readdirSync(scenarios).sort()).toEqual(['api-hanging.promtool.yaml', 'app-down.promtool.yaml', 'slow-documents.promtool.yaml'])
  })
})

describe('Grafana dashboard (issue 28)', { timeout: 30_000 }, () => {
  const dashboard = (release: string, namespace: string): K8sObject => {
    const r = helm(['template', release, CHART_DIR, '--namespace', namespace, ...DEMO, ...MONITORING])
    expect(r.status, r.stderr).toBe(0)
    const objs = parseAllDocuments(r.stdout).map((d) => d.toJS() as K8sObject | null)
    const cm = objs.find((o) => o?.kind === 'ConfigMap' && o.metadata.labels.grafana_dashboard === '1')!
    return JSON.parse(cm.data['university-website.json'])
  }

  it('gives each release its own uid and title, so staging and production share one Grafana', () => {
    const production = dashboard('www', 'website')
    const staging = dashboard('www-staging', 'staging')
    expect(production.uid).not.toBe(staging.uid)
    expect(production.title).not.toBe(staging.title)
    for (const d of [production, staging]) expect(d.uid.length).toBeLessThanOrEqual(40)
    // Stable across upgrades of one release.
    expect(dashboard('www', 'website').uid).toBe(production.uid)
  })

  it('uses $__rate_interval or windows of at least 2 minutes, never [1m] at a 30 s scrape', () => {
    const d = dashboard('www', 'website')
    const ranges = (d.panels as K8sObject[]).flatMap((p) => (p.targets as K8sObject[]).flatMap((t) => [...(t.expr as string).matchAll(/\[([^\]]+)\]/g)].map((m) => m[1]!)))
    expect(ranges.length).toBeGreaterThan(8)
    for (const range of ranges) expect(range === '$__rate_interval' || /^([2-9]|\d\d+)m$/.test(range), range).toBe(true)
  })
})
