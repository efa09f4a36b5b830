// The pods the chart schedules, as a cluster runs them (issue 28): where they spread, how the edge's
// metrics sidecar lives and stops beside nginx, how long the edge keeps a page, and how many pods a
// drain may take at once in production.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { CHART_DIR, DEMO_VALUES as DEMO, helmTemplate, one, set, type K8sObject } from '../support/chart'
import { repoRoot } from '../support/edge-harness'

const production = ['-f', join(CHART_DIR, 'values-production.yaml')]
const spreadKeys = (objs: K8sObject[], component: string) =>
  (one(objs, 'Deployment', component).spec.template.spec.topologySpreadConstraints as K8sObject[]).map((c) => c.topologyKey as string)

describe('pods on the cluster (issue 28)', { timeout: 30_000 }, () => {
  it('spreads over nodes everywhere, and over zones only when asked (nodes without zone labels)', () => {
    for (const args of [DEMO, production]) {
      const objs = helmTemplate(args)
      for (const component of ['app', 'edge']) expect(spreadKeys(objs, component), component).toEqual(['kubernetes.io/hostname'])
    }
    const zoned = helmTemplate([...DEMO, ...set('zoneSpread=true')])
    for (const component of ['app', 'edge']) expect(spreadKeys(zoned, component)).toEqual(['kubernetes.io/hostname', 'topology.kubernetes.io/zone'])
  })

  it('runs the metrics exporter as a native sidecar that outlives nginx and never makes the pod unready', () => {
    const pod = one(helmTemplate([...DEMO, ...set('edge.metrics.enabled=true')]), 'Deployment', 'edge').spec.template.spec
    expect(pod.containers.map((c: K8sObject) => c.name)).toEqual(['nginx'])
    const [exporter] = pod.initContainers as K8sObject[]
    expect(exporter!.name).toBe('metrics')
    // restartPolicy Always: stopped only after nginx has exited (Kubernetes 1.29+).
    expect(exporter!.restartPolicy).toBe('Always')
    expect(exporter!.readinessProbe).toBeUndefined()
    expect(exporter!.livenessProbe.httpGet).toEqual({ path: '/metrics', port: 'metrics' })
    expect(readFileSync(join(CHART_DIR, 'Chart.yaml'), 'utf8')).toMatch(/^kubeVersion: ">=1\.(29|[3-9]\d)\./m)
    // Without the exporter, no init containers.
    expect(one(helmTemplate(DEMO), 'Deployment', 'edge').spec.template.spec.initContainers).toBeUndefined()
  })

  it('keeps a page in the edge cache as long as the app lets it stand in for a failing app (a day)', () => {
    const conf = one(helmTemplate(DEMO), 'ConfigMap', 'edge').data['nginx.conf'] as string
    const pages = /proxy_cache_path cache_pages[^;]*inactive=(\d+)([smhd])/.exec(conf)
    expect(pages).not.toBeNull()
    const seconds = Number(pages![1]) * { s: 1, m: 60, h: 3600, d: 86400 }[pages![2] as 's' | 'm' | 'h' | 'd']
    const staleIfError = Number(/stale-if-error=(\d+)/.exec(readFileSync(join(repoRoot, 'server', 'pages.ts'), 'utf8'))![1])
    expect(seconds).toBeGreaterThanOrEqual(staleIfError)
  })

  it('lets a drain take one production app pod at a time, whatever the replicas', () => {
    const pdb = one(helmTemplate(production), 'PodDisruptionBudget', 'app').spec
    expect(pdb.minAvailable).toBeUndefined()
    expect(pdb.maxUnavailable).toBe(1)
  })
})
