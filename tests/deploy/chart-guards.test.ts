// What the chart refuses at render time, and how (issues 27 and 28): every problem in the values is
// reported at once, setups that would expose /metrics or let X-Forwarded-For be spoofed are refused,
// and image tags are strings.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { CHART_DIR, DEMO_VALUES as DEMO, helmTemplate, one, refused, set } from '../support/chart'


describe('render-time refusals (issues 27, 28)', { timeout: 30_000 }, () => {
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
