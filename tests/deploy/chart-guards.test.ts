// What the chart refuses at render time, and how (issues 27 and 28): every problem in the values is
// reported at once, setups that would expose /metrics or let X-Forwarded-For be spoofed are refused,
// and image tags are strings.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../../server/config'
import { CHART_DIR, DEMO_VALUES as DEMO, helmTemplate, one, refused, set } from '../support/chart'


describe('render-time refusals (issues 27, 28, 37)', { timeout: 30_000 }, () => {
  const dir = mkdtempSync(join(tmpdir(), 'chart-guards-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('reports every problem in the values at once', () => {
    const msg = refused([...DEMO, ...set('app.drainDelayMs=20000', 'app.keepAliveTimeoutMs=1000', 'edge.cache.sizeLimit=256Mi')])
    expect(msg).toContain('3 problem(s) in the values')
    expect(msg).toContain('app.drainDelayMs (20000 ms) must be shorter')
    expect(msg).toContain('app.keepAliveTimeoutMs must be above 60000')
    expect(msg).toContain('edge.cache.sizeLimit (256Mi) must be at least 896Mi')
  })

  it('refuses a minAvailable percentage that rounds up to every pod', () => {
    // 99 % of 2 pods is 2 (rounded up): no pod may ever be evicted.
    expect(refused([...DEMO, ...set('edge.autoscaling.minReplicas=2', 'edge.pdb.minAvailable=99%')])).toContain('edge.pdb.minAvailable (99%)')
    expect(refused([...DEMO, ...set('app.autoscaling.minReplicas=3', 'app.pdb.minAvailable=67%')])).toContain('app.pdb.minAvailable (67%)')
    const half = helmTemplate([...DEMO, ...set('edge.autoscaling.minReplicas=2', 'edge.pdb.minAvailable=50%')])
    expect(one(half, 'PodDisruptionBudget', 'edge').spec.minAvailable).toBe('50%')
  })

  it('refuses an Ingress straight to the app (its /metrics would be public) unless the controller blocks it', () => {
    const msg = refused([...DEMO, ...set('edge.enabled=false', 'ingress.enabled=true')])
    expect(msg).toContain('/metrics')
    expect(msg).toContain('ingress.allowPublicMetrics')
    helmTemplate([...DEMO, ...set('edge.enabled=false', 'ingress.enabled=true', 'ingress.allowPublicMetrics=true')])
  })

  it('refuses an app Service reachable from outside while the private ranges are trusted proxies', () => {
    for (const type of ['LoadBalancer', 'NodePort']) {
      const msg = refused([...DEMO, ...set(`app.service.type=${type}`)])
      expect(msg).toContain(`app.service.type ${type} with app.trustedProxies 10.0.0.0/8,172.16.0.0/12,192.168.0.0/16`)
      expect(msg).toContain('X-Forwarded-For')
    }
    const narrowed = helmTemplate([...DEMO, ...set('app.service.type=LoadBalancer', 'app.trustedProxies={10.244.0.0/16}')])
    expect(one(narrowed, 'Service', 'app').spec.type).toBe('LoadBalancer')
  })

  it('refuses an app Service reachable from outside with no trusted proxies: every visitor would be a node\u2019s address (issue 37)', () => {
    for (const type of ['LoadBalancer', 'NodePort']) {
      const msg = refused([...DEMO, ...set(`app.service.type=${type}`), '--set-json', 'app.trustedProxies=[]'])
      expect(msg).toContain(`app.service.type ${type} with app.trustedProxies empty`)
      expect(msg).toContain('one form limit')
    }
    // Behind the edge (ClusterIP) an empty list is the app's own choice.
    expect(one(helmTemplate([...DEMO, '--set-json', 'app.trustedProxies=[]']), 'Service', 'app').spec.type).toBe('ClusterIP')
  })

  it('refuses an app memory limit below the app\u2019s minimum, which the app would refuse at start (issue 37)', () => {
    const env = { NODE_ENV: 'production', DEMO_UPSTREAM: '1' }
    expect(() => loadConfig({ ...env, MEMORY_LIMIT_MIB: '255' })).toThrow()
    expect(loadConfig({ ...env, MEMORY_LIMIT_MIB: '256' }).memory.limitMiB).toBe(256)
    expect(refused([...DEMO, ...set('app.resources.limits.memory=255Mi', 'app.resources.requests.memory=160Mi')])).toContain('app.resources.limits.memory (255Mi) must be at least 256Mi')
    const smallest = helmTemplate([...DEMO, ...set('app.resources.limits.memory=256Mi', 'app.resources.requests.memory=160Mi')])
    expect(one(smallest, 'ConfigMap', 'app').data.MEMORY_LIMIT_MIB).toBe('256')
  })

  it('requests the app\u2019s measured peak memory (296\u2013309 MiB at 512 MiB), and refuses less (issue 37)', () => {
    const production = helmTemplate(['-f', join(CHART_DIR, 'values-production.yaml')])
    for (const objs of [helmTemplate([...DEMO]), production]) {
      const app = one(objs, 'Deployment', 'app').spec.template.spec.containers[0].resources
      expect(app.limits.memory).toBe('512Mi')
      expect(Number(/^(\d+)Mi$/.exec(app.requests.memory)![1])).toBeGreaterThanOrEqual(310)
    }
    expect(refused([...DEMO, ...set('app.resources.requests.memory=256Mi')])).toContain('app.resources.requests.memory (256Mi) must be at least 5/8 of app.resources.limits.memory (320Mi)')
    expect(refused([...DEMO, ...set('app.resources.limits.memory=1Gi')])).toContain('(640Mi)')
  })

  it('refuses latency thresholds an alert could never reach: above the histograms\u2019 last finite bucket (10 s) (issue 37)', () => {
    for (const name of ['documentP95Seconds', 'p95LatencySeconds']) {
      expect(refused([...DEMO, '--set-json', `metrics.prometheusRule.${name}=10`])).toMatch(new RegExp(`${name}: Must be less than 10`))
      expect(refused([...DEMO, '--set-json', `metrics.prometheusRule.${name}=0`])).toContain(name)
      helmTemplate([...DEMO, '--set-json', `metrics.prometheusRule.${name}=9.5`])
    }
  })

  it('refuses a numeric image tag, which YAML would round (1.10 -> 1.1), and takes it as a string', () => {
    const file = join(dir, 'numeric-tag.yaml')
    writeFileSync(file, 'app:\n  image:\n    tag: 1.10\n')
    expect(refused([...DEMO, '-f', file])).toMatch(/tag.*(Invalid type|string)|(Invalid type|string).*tag/s)
    expect(refused([...DEMO, ...set('app.image.tag=2')])).toMatch(/tag/)
    const quoted = helmTemplate([...DEMO, '--set-string', 'app.image.tag=1.10'])
    expect(one(quoted, 'Deployment', 'app').spec.template.spec.containers[0].image).toBe('registry.example.edu/university-website:1.10')
  })

  it('names the node addresses as edge.realIpFrom for a controller on the host network', () => {
    expect(refused([...DEMO, ...set('ingress.enabled=true')])).toContain('hostNetwork')
    const readme = readFileSync(join(CHART_DIR, 'README.md'), 'utf8')
    expect(readme).toMatch(/hostNetwork[^.]*node/)
  })
})
