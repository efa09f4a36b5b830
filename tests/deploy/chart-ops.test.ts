// The chart as the result-day ops engineer meets it (issue 15): a matrix of value sets rendered by the
// real helm, every object checked against its API schema (the CRDs too), the alert expressions parsed
// by Prometheus's own PromQL grammar, and one test per defect the issue lists.
import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parser as promql } from '@prometheus-io/lezer-promql'
import { describe, expect, it } from 'vitest'
import { createMetrics } from '../../server/metrics'
import { byKind, CHART_DIR as chartDir, DEMO_VALUES as DEMO, expectSchemaValid, helm, helmTemplate as render, notes, one, refused, set, type K8sObject } from '../support/chart'
import { parseAllDocuments } from 'yaml'

const repoRoot = fileURLToPath(new URL('../../', import.meta.url))
const production = join(chartDir, 'values-production.yaml')

const WINDOW = set('scheduledScaling.enabled=true', 'scheduledScaling.windows[0].name=results', 'scheduledScaling.windows[0].start=0 9 * * *', 'scheduledScaling.windows[0].end=0 21 * * *')
const MONITORING = set('edge.metrics.enabled=true', 'metrics.serviceMonitor.enabled=true', 'metrics.prometheusRule.enabled=true', 'metrics.grafanaDashboard.enabled=true')

/** The value sets every object is validated in (quoted in the report). */
const MATRIX: Record<string, readonly string[]> = {
  default: DEMO,
  production: ['-f', production],
  'ingress with trusted addresses': [...DEMO, ...set('ingress.enabled=true', 'ingress.className=nginx', 'edge.realIpFrom={10.244.0.0/16}')],
  'LoadBalancer keeping the client address': [...DEMO, ...set('edge.service.type=LoadBalancer', 'edge.service.externalTrafficPolicy=Local')],
  'monitoring on': [...DEMO, ...MONITORING],
  'monitoring on, metrics adapter, request-rate HPA': [...DEMO, ...MONITORING, ...set('edge.autoscaling.requestRate.enabled=true'), '--api-versions', 'custom.metrics.k8s.io/v1beta1'],
  'KEDA on': [...DEMO, ...WINDOW, ...set('scheduledScaling.mode=keda')],
  'CronJob pre-scaling': [...DEMO, ...WINDOW],
  'production + KEDA': ['-f', production, ...WINDOW, ...set('scheduledScaling.mode=keda')],
  demo: [...set('demo=true', 'app.image.repository=ghcr.io/example/university-website'), '--set-string', 'app.image.tag=7'],
  'edge disabled, ingress to the app': [...DEMO, ...set('edge.enabled=false', 'ingress.enabled=true', 'ingress.allowPublicMetrics=true')],
}

describe('chart for result day (issue 15)', { timeout: 60_000 }, () => {
  // Each value set is rendered once, when a test first needs it (a refused set fails only its tests).
  const rendered = new Map<string, K8sObject[]>()
  const R = (name: string): K8sObject[] => {
    if (!rendered.has(name)) rendered.set(name, render(MATRIX[name]!))
    return rendered.get(name)!
  }

  it.each(Object.keys(MATRIX))('renders only schema-valid objects (%s)', (name) => {
    const objs = R(name)
    expect(objs.length).toBeGreaterThanOrEqual(7)
    for (const o of objs) {
      expectSchemaValid(o)
      expect(o.metadata.name.length).toBeLessThanOrEqual(63)
    }
  })

  it.each([['default', DEMO], ['production', ['-f', production]], ['monitoring on', [...DEMO, ...MONITORING]]])('passes helm lint --strict (%s)', (_n, args) => {
    const r = helm(['lint', '--strict', chartDir, ...args])
    expect(r.stdout + r.stderr).toContain('0 chart(s) failed')
  })

  // 1
  it('refuses an Ingress or load balancer in front of the edge without trusted addresses', () => {
    const msg = refused([...DEMO, ...set('ingress.enabled=true')])
    expect(msg).toContain('edge.realIpFrom')
    expect(msg).toContain('one limit shared by everyone')
    expect(refused([...DEMO, ...set('edge.service.type=LoadBalancer')])).toContain('externalTrafficPolicy: Local')
    const http = one(R('ingress with trusted addresses'), 'ConfigMap', 'edge').data['http.conf']
    expect(http).toContain('set_real_ip_from 10.244.0.0/16;')
    const readme = readFileSync(join(repoRoot, 'helm', 'university-website', 'README.md'), 'utf8')
    for (const controller of ['ingress-nginx', 'Traefik', 'AWS', 'GKE']) expect(readme).toContain(controller)
  })

  // 2
  it('spreads both tiers over nodes with the release\u2019s own selector, production included', () => {
    for (const name of ['default', 'production']) {
      for (const component of ['app', 'edge']) {
        const d = one(R(name), 'Deployment', component)
        const spread = d.spec.template.spec.topologySpreadConstraints as K8sObject[]
        expect(spread.map((c) => c.topologyKey), `${name} ${component}`).toContain('kubernetes.io/hostname')
        for (const c of spread) expect(c.labelSelector.matchLabels).toEqual(d.spec.selector.matchLabels)
        expect(d.spec.selector.matchLabels['app.kubernetes.io/instance']).toBe('www')
      }
    }
  })

  // 3
  it('pins the edge image, qualifies the app image, and accepts digests and numeric tags as strings', () => {
    const edge = one(R('default'), 'Deployment', 'edge').spec.template.spec.containers[0].image as string
    expect(edge).toMatch(/:\d+\.\d+\.\d+[-\w.]*$|@sha256:/)
    const app = one(R('default'), 'Deployment', 'app').spec.template.spec.containers[0].image as string
    expect(app.split('/')[0]).toContain('.')
    expect(refused(set('demo=true'))).toContain('app.image.registry')
    expect(one(R('demo'), 'Deployment', 'app').spec.template.spec.containers[0].image).toBe('ghcr.io/example/university-website:7')
    const digest = `sha256:${'a'.repeat(64)}`
    const pinned = render([...DEMO, ...set(`edge.image.digest=${digest}`, `app.image.digest=${digest}`), '--set-string', 'app.image.tag=2'])
    expect(one(pinned, 'Deployment', 'edge').spec.template.spec.containers[0].image).toMatch(new RegExp(`^docker.io/nginxinc/nginx-unprivileged:[^@]+@${digest}$`))
    expect(one(pinned, 'Deployment', 'app').spec.template.spec.containers[0].image).toBe(`registry.example.edu/university-website:2@${digest}`)
  })

  // 4
  it('gives both tiers a startupProbe', () => {
    for (const name of ['default', 'production']) {
      expect(one(R(name), 'Deployment', 'app').spec.template.spec.containers[0].startupProbe.httpGet).toEqual({ path: '/healthz', port: 'http' })
      expect(one(R(name), 'Deployment', 'edge').spec.template.spec.containers[0].startupProbe.httpGet).toEqual({ path: '/edge-healthz', port: 'http' })
    }
  })

  // 5
  it('checks the edge\u2019s shutdown timing like the app\u2019s', () => {
    expect(refused([...DEMO, ...set('edge.preStopSleepSeconds=40', 'edge.terminationGracePeriodSeconds=30')])).toContain('edge.terminationGracePeriodSeconds')
    const pod = one(R('default'), 'Deployment', 'edge').spec.template.spec
    const sleep = Number(/sleep (\d+);/.exec(pod.containers[0].lifecycle.preStop.exec.command.join(' '))![1])
    expect(pod.terminationGracePeriodSeconds).toBeGreaterThanOrEqual(sleep + 20)
  })

  // 6
  it('refuses a disruption budget that blocks every node drain', () => {
    expect(refused([...DEMO, ...set('app.autoscaling.enabled=false', 'app.replicaCount=2', 'app.pdb.minAvailable=2')])).toContain('app.pdb.minAvailable')
    expect(refused([...DEMO, ...set('edge.autoscaling.minReplicas=2', 'edge.pdb.minAvailable=100%')])).toContain('edge.pdb.minAvailable')
    expect(refused([...DEMO, ...set('app.pdb.maxUnavailable=0')])).toContain('blocks every node drain')
    // The production override (one pod at a time) renders.
    expect(one(R('production'), 'PodDisruptionBudget', 'app').spec.maxUnavailable).toBe(1)
  })

  // 7
  it('keeps the edge cache inside its limits and reserves its disk', () => {
    expect(refused([...DEMO, ...set('edge.cache.medium=Memory')])).toContain('edge.resources.limits.memory')
    expect(refused([...DEMO, ...set('edge.cache.sizeLimit=256Mi')])).toContain('edge.cache.sizeLimit')
    const inMemory = render([...DEMO, ...set('edge.cache.medium=Memory', 'edge.resources.limits.memory=1200Mi')])
    expect(one(inMemory, 'Deployment', 'edge').spec.template.spec.containers[0].resources.requests['ephemeral-storage']).toBeUndefined()
    const nginx = one(R('default'), 'Deployment', 'edge').spec.template.spec.containers[0]
    expect(nginx.resources.requests['ephemeral-storage']).toBe('1Gi')
    // The 768 MiB the check assumes is what nginx.conf allows.
    const conf = one(R('default'), 'ConfigMap', 'edge').data['nginx.conf'] as string
    const sizes = [...conf.matchAll(/max_size=(\d+)m/g)].map((m) => Number(m[1]))
    expect(sizes.reduce((a, b) => a + b, 0)).toBe(768)
  })

  // 8
  it('hashes only the credential, and documents rotation with an existing Secret', () => {
    const creds = (pw: string, ...extra: string[]) => render(['--set', 'upstream.apiBaseUrl=https://api.example.edu/api', ...set('app.image.registry=r.example.edu', 'upstream.credentials.userId=u', `upstream.credentials.password=${pw}`), ...extra])
    const ann = (objs: K8sObject[]) => one(objs, 'Deployment', 'app').spec.template.metadata.annotations
    const a = ann(creds('one'))
    expect(ann(creds('two'))['checksum/secret']).not.toBe(a['checksum/secret'])
    // Labels of the Secret (e.g. commonLabels) do not roll the pods.
    expect(ann(creds('one', '--set', 'commonLabels.team=web'))['checksum/secret']).toBe(a['checksum/secret'])
    // With an existing Secret: no meaningless checksum; Reloader on request.
    const prod = one(R('production'), 'Deployment', 'app')
    expect(prod.spec.template.metadata.annotations['checksum/secret']).toBeUndefined()
    const reloaded = one(render(['-f', production, '--set', 'upstream.credentials.reloader=true']), 'Deployment', 'app')
    expect(reloaded.metadata.annotations['secret.reloader.stakater.com/reload']).toBe('university-website-upstream')
    const readme = readFileSync(join(repoRoot, 'helm', 'university-website', 'README.md'), 'utf8')
    expect(readme).toMatch(/rollout restart/)
  })

  // 9
  it('keeps chart and app versions off the pod templates', () => {
    for (const component of ['app', 'edge']) {
      const labels = one(R('default'), 'Deployment', component).spec.template.metadata.labels
      expect(labels).not.toHaveProperty('helm.sh/chart')
      expect(labels).not.toHaveProperty('app.kubernetes.io/version')
    }
    // A chart-only change (another version) leaves both pod templates identical.
    const bumped = chartCopyWithVersion('9.9.9')
    const templates = (dir: string) => {
      const r = helm(['template', 'www', dir, '--namespace', 'website', ...DEMO])
      const objs = parseAllDocuments(r.stdout).map((d) => d.toJS() as K8sObject).filter(Boolean)
      return ['app', 'edge'].map((c) => JSON.stringify(one(objs, 'Deployment', c).spec.template))
    }
    expect(templates(bumped)).toEqual(templates(chartDir))
  })

  it('alerts on the app\u2019s real metrics with expressions Prometheus parses', async () => {
    const rule = byKind(R('monitoring on'), 'PrometheusRule')[0]!
    const rules = rule.spec.groups.flatMap((g: K8sObject) => g.rules) as K8sObject[]
    expect(rules.map((r) => r.alert)).toEqual(
      expect.arrayContaining(['SiteHigh5xxRate', 'SiteSlowAnswers', 'DocumentDownloadsSlow', 'UpstreamErrors', 'UpstreamServedStale', 'UpstreamCallsRefused', 'FileHostErrors', 'SiteAppAbsent', 'SiteAppCrashLooping', 'EdgeUnavailable', 'EdgeErrorShareHigh', 'EdgeSlowPages', 'EdgeCacheHitRatioLow', 'PodNearMemoryLimit']),
    )
    // The metrics the app registers (its own and prom-client's defaults).
    const appMetrics = new Set((await createMetrics().registry.getMetricsAsJSON()).map((m) => m.name))
    const known = (name: string) =>
      appMetrics.has(name.replace(/_(bucket|count|sum)$/, '')) || name.startsWith('edge_http_') || ['up', 'container_memory_working_set_bytes', 'kube_pod_container_resource_limits', 'kube_pod_container_status_restarts_total', 'kube_deployment_status_replicas_available'].includes(name)
    for (const r of rules) {
      const expr = r.expr as string
      const tree = promql.parse(expr)
      const errors: string[] = []
      tree.iterate({ enter: (n) => void (n.type.isError && errors.push(`${n.from}: ${expr.slice(n.from, n.from + 30)}`)) })
      expect(errors, `${r.alert}: ${expr}`).toEqual([])
      const names: string[] = []
      tree.iterate({ enter: (n) => void (n.name === 'Identifier' && n.node.parent?.name === 'VectorSelector' && names.push(expr.slice(n.from, n.to))) })
      expect(names.length, r.alert).toBeGreaterThan(0)
      for (const name of names) expect(known(name), `${r.alert} uses ${name}`).toBe(true)
      expect(r.labels.severity).toBeTruthy()
      expect(expr).toContain('namespace="website"')
    }
    // A broken expression is caught by the same check.
    let broken = 0
    promql.parse('sum(rate(http_request_duration_seconds_count[5m]) >').iterate({ enter: (n) => void (n.type.isError && broken++) })
    expect(broken).toBeGreaterThan(0)
  })

  it('scrapes the app and the edge\u2019s metrics sidecar, never through the public Service', () => {
    const objs = R('monitoring on')
    const monitors = byKind(objs, 'ServiceMonitor')
    expect(monitors).toHaveLength(2)
    const edgeMetrics = one(objs, 'Service', 'edge-metrics')
    expect(monitors.some((m) => m.spec.selector.matchLabels['app.kubernetes.io/component'] === 'edge-metrics' && m.spec.endpoints[0].port === 'metrics')).toBe(true)
    expect(edgeMetrics.spec.selector).toEqual(one(objs, 'Deployment', 'edge').spec.selector.matchLabels)
    expect(one(objs, 'Service', 'edge').spec.ports.map((p: K8sObject) => p.name)).toEqual(['http'])
    const pod = one(objs, 'Deployment', 'edge').spec.template.spec
    expect(pod.containers.map((c: K8sObject) => c.name)).toEqual(['nginx'])
    expect(pod.initContainers.map((c: K8sObject) => c.name)).toEqual(['metrics'])
    const data = one(objs, 'ConfigMap', 'edge').data
    expect(data['http.conf']).toContain('access_log syslog:server=127.0.0.1:5531,tag=edge edge_metrics;')
    expect(data['exporter.hcl']).toContain('listen_address = "udp://127.0.0.1:5531"')
    expect(data['exporter.hcl']).toContain('from = "upstream_cache_status"')
    // The alert without the sidecar's metrics is refused with a reason.
    expect(refused([...DEMO, ...set('metrics.prometheusRule.enabled=true')])).toContain('edge.metrics.enabled')
  })

  it('ships a Grafana dashboard for the sidecar, on the same metrics', () => {
    const cm = byKind(R('monitoring on'), 'ConfigMap').find((c) => c.metadata.labels.grafana_dashboard === '1')!
    expect(cm).toBeDefined()
    const dashboard = JSON.parse(cm.data['university-website-website-www.json'])
    expect(dashboard.panels.length).toBeGreaterThanOrEqual(8)
    for (const p of dashboard.panels) {
      for (const t of p.targets) {
        // Grafana puts a window in place of $__rate_interval before Prometheus sees the query.
        const expr = (t.expr as string).replaceAll('$__rate_interval', '2m')
        let errors = 0
        promql.parse(expr).iterate({ enter: (n) => void (n.type.isError && errors++) })
        expect(errors, expr).toBe(0)
        expect(expr).not.toContain('__')
      }
    }
  })

  it('scales the edge on request rate only where a metrics adapter serves it', () => {
    const metrics = (objs: K8sObject[]) => one(objs, 'HorizontalPodAutoscaler', 'edge').spec.metrics.map((m: K8sObject) => m.type)
    expect(metrics(R('monitoring on, metrics adapter, request-rate HPA'))).toEqual(['Resource', 'Pods'])
    expect(metrics(render([...DEMO, ...MONITORING, ...set('edge.autoscaling.requestRate.enabled=true')]))).toEqual(['Resource'])
    expect(metrics(R('default'))).toEqual(['Resource'])
  })

  it('pre-scales before an announced time with KEDA, replacing the HPAs', () => {
    const objs = R('KEDA on')
    expect(byKind(objs, 'HorizontalPodAutoscaler')).toHaveLength(0)
    for (const component of ['app', 'edge']) {
      const so = one(objs, 'ScaledObject', component)
      expect(so.spec.scaleTargetRef.name).toBe(one(objs, 'Deployment', component).metadata.name)
      const cron = so.spec.triggers.find((t: K8sObject) => t.type === 'cron')
      expect(cron.metadata).toEqual({ timezone: 'Asia/Dhaka', start: '0 9 * * *', end: '0 21 * * *', desiredReplicas: component === 'app' ? '8' : '3' })
      expect(so.spec.triggers.some((t: K8sObject) => t.type === 'cpu')).toBe(true)
      expect(so.spec.advanced.horizontalPodAutoscalerConfig.behavior.scaleUp.stabilizationWindowSeconds).toBe(0)
    }
  })

  it('pre-scales with CronJobs whose Role can only patch the two HPAs', () => {
    const objs = R('CronJob pre-scaling')
    const jobs = byKind(objs, 'CronJob')
    expect(jobs.map((j) => j.spec.schedule).sort()).toEqual(['0 21 * * *', '0 9 * * *'])
    const role = byKind(objs, 'Role')[0]!
    const hpas = byKind(objs, 'HorizontalPodAutoscaler').map((h) => h.metadata.name).sort()
    expect(role.rules).toEqual([{ apiGroups: ['autoscaling'], resources: ['horizontalpodautoscalers'], resourceNames: hpas, verbs: ['get', 'patch'] }])
    const start = jobs.find((j) => j.spec.schedule === '0 9 * * *')!
    const patches = start.spec.jobTemplate.spec.template.spec.containers.map((c: K8sObject) => `${c.args[2]} ${c.args.at(-1)}`)
    expect(patches.sort()).toEqual([`www-university-website-app --patch={"spec":{"minReplicas":8}}`, `www-university-website-edge --patch={"spec":{"minReplicas":3}}`])
    const end = jobs.find((j) => j.spec.schedule === '0 21 * * *')!
    expect(end.spec.jobTemplate.spec.template.spec.containers[0].args.at(-1)).toBe('--patch={"spec":{"minReplicas":2}}')
    // Only these pods hold a token; the site's own pods still do not.
    const sa = byKind(objs, 'ServiceAccount').find((s) => s.metadata.labels['app.kubernetes.io/component'] === 'prescale')!
    expect(start.spec.jobTemplate.spec.template.spec.serviceAccountName).toBe(sa.metadata.name)
    for (const d of byKind(objs, 'Deployment')) expect(d.spec.template.spec.automountServiceAccountToken).toBe(false)
    expect(refused([...DEMO, ...set('scheduledScaling.enabled=true')])).toContain('scheduledScaling.windows')
    // Long names: every CronJob keeps its window and phase within 52 characters.
    const long = render([...DEMO, ...WINDOW, ...set('fullnameOverride=a-very-long-release-name-for-the-university-website-xyz', 'scheduledScaling.windows[1].name=circular-publication', 'scheduledScaling.windows[1].start=0 8 * * 1', 'scheduledScaling.windows[1].end=0 20 * * 1')])
    const names = byKind(long, 'CronJob').map((j) => j.metadata.name as string)
    expect(new Set(names).size).toBe(4)
    for (const n of names) expect(n.length, n).toBeLessThanOrEqual(52)
    expect(names.filter((n) => n.endsWith('-circular-publication-end'))).toHaveLength(1)
    expect(refused([...DEMO, ...WINDOW, ...set('scheduledScaling.app.minReplicas=50')])).toContain('maxReplicas')
    expect(refused([...DEMO, ...WINDOW, ...set('scheduledScaling.mode=keda', 'app.autoscaling.enabled=false')])).toContain('app.autoscaling.enabled')
  })

  it('has a helm test pod that checks /readyz and a cached page through the edge', () => {
    const pod = byKind(R('default'), 'Pod')[0]!
    expect(pod.metadata.annotations['helm.sh/hook']).toBe('test')
    const c = pod.spec.containers[0]
    expect(c.env.find((e: K8sObject) => e.name === 'EDGE').value).toBe('http://www-university-website-edge.website.svc:80')
    expect(c.args[0]).toContain('/readyz')
    expect(c.args[0]).toMatch(/[Xx]-[Cc]ache-[Ss]tatus/)
    expect(c.securityContext.readOnlyRootFilesystem).toBe(true)
    expect(pod.spec.securityContext.runAsNonRoot).toBe(true)
  })

  it('prints warnings and the rotation and test commands in NOTES.txt', () => {
    const prod = notes(['-f', production])
    expect(prod).toContain('WARNING: app.image.digest is empty')
    expect(prod).toContain('WARNING: edge.image.digest is empty')
    expect(prod).toContain('kubectl -n website rollout restart deployment/www-university-website-app')
    expect(prod).toContain('helm test www -n website')
    expect(prod).toContain('The edge believes X-Forwarded-For only from: 10.0.0.0/8')
    const scheduled = notes([...DEMO, ...WINDOW])
    expect(scheduled).toContain('results: from "0 9 * * *" to "0 21 * * *"')
    expect(scheduled).toContain('DEMO MODE')
    expect(notes([...DEMO, ...MONITORING, ...set('metrics.serviceMonitor.enabled=false')])).toContain('WARNING: metrics.prometheusRule.enabled without metrics.serviceMonitor.enabled')
  })

  it('says how to run result day in the chart README', () => {
    const readme = readFileSync(join(repoRoot, 'helm', 'university-website', 'README.md'), 'utf8')
    const runbook = readme.slice(readme.indexOf('## Result-day runbook'))
    expect(runbook.length).toBeGreaterThan(500)
    for (const part of ['### Before', '### During', '### After', 'X-Cache-Status', 'upstream_circuit_state', 'helm test']) expect(runbook).toContain(part)
  })
})

/** A copy of the chart with another version in Chart.yaml. */
function chartCopyWithVersion(version: string): string {
  const dir = join(tmpdir(), `chart-version-${process.pid}`)
  spawnSync('rm', ['-rf', dir])
  spawnSync('cp', ['-r', chartDir, dir])
  const chartYaml = join(dir, 'Chart.yaml')
  const text = readFileSync(chartYaml, 'utf8').replace(/^version: .*$/m, `version: ${version}`)
  spawnSync('sh', ['-c', `cat > ${chartYaml}`], { input: text })
  return dir
}
