// The Helm chart, rendered by the real helm binary and checked against the
// Kubernetes API schemas (kubernetes-models, offline) and our own rules.
import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, chmodSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { byKind, CHART_DIR as chartDir, DEMO_VALUES as DEMO, expectSchemaValid, helm, helmTemplate, one, type K8sObject } from '../support/chart'
import { findNginx, nginxConfPath } from '../support/edge-harness'
import { MALLOC_ENV } from '../support/processes'
import { memoryPlan } from '../../server/config'

const productionValues = join(chartDir, 'values-production.yaml')
const nginxConf = readFileSync(nginxConfPath, 'utf8')

const template = (...args: string[]) => helmTemplate(args)

describe('helm chart', { timeout: 30_000 }, () => {
  let defaults: K8sObject[]
  let production: K8sObject[]

  beforeAll(() => {
    defaults = template(...DEMO)
    production = template('-f', productionValues)
  })

  it('runs the real helm binary', () => {
    expect(helm(['version', '--short']).stdout).toMatch(/^v3\./)
  })

  it.each([
    ['default values in demo mode', DEMO],
    ['production-like values', ['-f', productionValues]],
  ])('passes helm lint --strict with %s', (_name, args) => {
    const r = helm(['lint', '--strict', chartDir, ...args])
    expect(r.stdout + r.stderr).toContain('0 chart(s) failed')
    expect(r.status).toBe(0)
  })

  it.each([
    ['default values', () => defaults],
    ['production-like values', () => production],
  ])('renders manifests that match the Kubernetes API schemas (%s)', (_name, objs) => {
    const rendered = objs()
    expect(rendered.length).toBeGreaterThan(8)
    for (const o of rendered) {
      if (o.kind === 'ServiceMonitor') expect(o.spec.endpoints[0].path).toBe('/metrics')
      expectSchemaValid(o)
      expect(o.metadata.namespace).toBe('website')
    }
  })

  it('deploys both tiers with services, autoscalers and disruption budgets', () => {
    for (const component of ['app', 'edge']) {
      one(defaults, 'Deployment', component)
      one(defaults, 'Service', component)
      one(defaults, 'HorizontalPodAutoscaler', component)
      one(defaults, 'PodDisruptionBudget', component)
      one(defaults, 'ConfigMap', component)
    }
    expect(byKind(defaults, 'Ingress')).toHaveLength(0)
    expect(byKind(production, 'Ingress')).toHaveLength(1)
    expect(byKind(production, 'ServiceMonitor')).toHaveLength(2)
    expect(byKind(production, 'NetworkPolicy')).toHaveLength(1)
    // The Ingress sends visitors to the edge, never straight to the app.
    const ingress = byKind(production, 'Ingress')[0]!
    expect(ingress.spec.rules[0].http.paths[0].backend.service.name).toBe(one(production, 'Service', 'edge').metadata.name)
  })

  it('probes /readyz and /healthz on the app and /edge-healthz on nginx', () => {
    for (const objs of [defaults, production]) {
      const app = one(objs, 'Deployment', 'app').spec.template.spec.containers[0]
      expect(app.readinessProbe.httpGet).toEqual({ path: '/readyz', port: 'http' })
      expect(app.livenessProbe.httpGet).toEqual({ path: '/healthz', port: 'http' })
      const edge = one(objs, 'Deployment', 'edge').spec.template.spec.containers[0]
      expect(edge.readinessProbe.httpGet.path).toBe('/edge-healthz')
      expect(edge.livenessProbe.httpGet.path).toBe('/edge-healthz')
    }
  })

  it('runs every container non-root, read-only, without capabilities', () => {
    for (const objs of [defaults, production]) {
      for (const d of byKind(objs, 'Deployment')) {
        const pod = d.spec.template.spec
        expect(pod.securityContext.runAsNonRoot).toBe(true)
        expect(pod.securityContext.seccompProfile.type).toBe('RuntimeDefault')
        expect(pod.automountServiceAccountToken).toBe(false)
        for (const c of [...pod.containers, ...(pod.initContainers ?? [])]) {
          expect(c.securityContext.runAsNonRoot).toBe(true)
          expect(c.securityContext.runAsUser).toBeGreaterThan(0)
          expect(c.securityContext.readOnlyRootFilesystem).toBe(true)
          expect(c.securityContext.allowPrivilegeEscalation).toBe(false)
          expect(c.securityContext.capabilities.drop).toEqual(['ALL'])
          expect(c.resources.requests.cpu).toBeTruthy()
          expect(c.resources.limits.memory).toBeTruthy()
          // Writable paths are emptyDirs.
          const tmp = c.volumeMounts.find((m: K8sObject) => m.mountPath === '/tmp')
          expect(pod.volumes.find((v: K8sObject) => v.name === tmp.name).emptyDir).toBeDefined()
        }
      }
      // nginx writes its cache, temp files and pid under the -p prefix: an emptyDir.
      const edgePod = one(objs, 'Deployment', 'edge').spec.template.spec
      const nginx = edgePod.containers[0]
      const prefix = nginx.args[nginx.args.indexOf('-p') + 1] as string
      const cacheMount = nginx.volumeMounts.find((m: K8sObject) => `${m.mountPath}/` === prefix)
      expect(cacheMount, 'a volume at the nginx prefix').toBeDefined()
      expect(edgePod.volumes.find((v: K8sObject) => v.name === cacheMount.name).emptyDir.sizeLimit).toBeTruthy()
    }
  })

  it('lets the graceful shutdown finish before Kubernetes kills the pod', () => {
    for (const objs of [defaults, production]) {
      const pod = one(objs, 'Deployment', 'app').spec.template.spec
      const env = one(objs, 'ConfigMap', 'app').data
      const preStop = pod.containers[0].lifecycle.preStop.exec.command as string[]
      expect(preStop[0]).toBe('sleep')
      const budgetMs = Number(preStop[1]) * 1000 + Number(env.SHUTDOWN_TIMEOUT_MS)
      expect(pod.terminationGracePeriodSeconds * 1000).toBeGreaterThan(budgetMs)
      // Node's keep-alive outlives nginx's upstream keepalive_timeout (60 s).
      expect(Number(env.KEEP_ALIVE_TIMEOUT_MS)).toBeGreaterThan(60_000)
      expect(nginxConf).toMatch(/keepalive_timeout 60s;/)
      // The drain delay is part of the shutdown budget.
      expect(Number(env.DRAIN_DELAY_MS)).toBeGreaterThan(0)
      expect(Number(env.DRAIN_DELAY_MS)).toBeLessThan(Number(env.SHUTDOWN_TIMEOUT_MS))
      expect(Number(env.HEADERS_TIMEOUT_MS)).toBeLessThanOrEqual(15_000)
      expect(Number(env.REQUEST_TIMEOUT_MS)).toBeLessThanOrEqual(15_000)
      expect(Number(env.MAX_CONNECTIONS)).toBeGreaterThan(0)
      const edgePreStop = one(objs, 'Deployment', 'edge').spec.template.spec.containers[0].lifecycle.preStop.exec.command
      // SIGQUIT to the master by its pid file (graceful; no re-parse of the config).
      expect(edgePreStop.join(' ')).toContain('kill -QUIT "$(cat /var/cache/nginx-edge/nginx.pid)"')
    }
    const r = helm(['template', 'www', chartDir, ...DEMO, '--set', 'app.terminationGracePeriodSeconds=20'])
    expect(r.status).not.toBe(0)
    expect(r.stderr).toContain('terminationGracePeriodSeconds')
    const drain = helm(['template', 'www', chartDir, ...DEMO, '--set', 'app.drainDelayMs=20000'])
    expect(drain.status).not.toBe(0)
    expect(drain.stderr).toContain('app.drainDelayMs')
  })

  it('requires the API URL or an explicit demo: true, never a silent demo', () => {
    const neither = helm(['template', 'www', chartDir])
    expect(neither.status).not.toBe(0)
    expect(neither.stderr).toMatch(/set upstream\.apiBaseUrl .* or, for generated demo content, demo: true/)
    const both = helm(['template', 'www', chartDir, ...DEMO, '--set', 'upstream.apiBaseUrl=https://api.example.edu/api', '--set', 'upstream.credentials.existingSecret=s'])
    expect(both.status).not.toBe(0)
    expect(both.stderr).toContain('choose one')
    expect(one(defaults, 'ConfigMap', 'app').data.DEMO_UPSTREAM).toBe('1')
    expect(one(production, 'ConfigMap', 'app').data).not.toHaveProperty('DEMO_UPSTREAM')
    expect(one(production, 'ConfigMap', 'app').data.UPSTREAM_API_BASE_URL).toBe('https://api.example.edu/api')
  })

  it('sizes Node\u2019s heap from the container\u2019s memory limit, as the app\u2019s memory plan does, and tells the app the limit', () => {
    const config = (objs: K8sObject[]) => one(objs, 'ConfigMap', 'app').data
    const heap = (objs: K8sObject[]) => config(objs).NODE_OPTIONS as string
    // 20 % of the default 512Mi limit: the heap the app's plan (MEMORY_LIMIT_MIB) counts on.
    expect(heap(defaults)).toBe(memoryPlan(512).nodeOptions)
    expect(config(defaults).MEMORY_LIMIT_MIB).toBe('512')
    // malloc as the tests run the server.
    for (const [name, value] of Object.entries(MALLOC_ENV)) expect(config(defaults)[name], name).toBe(value)
    expect(heap(production)).toBe(memoryPlan(512).nodeOptions)
    // The request follows the limit (at least the measured peak, 5/8 of it: chart-guards.test.ts).
    const oneGi = template(...DEMO, '--set', 'app.resources.limits.memory=1Gi', '--set', 'app.resources.requests.memory=640Mi')
    expect(heap(oneGi)).toBe(memoryPlan(1024).nodeOptions)
    expect(config(oneGi).MEMORY_LIMIT_MIB).toBe('1024')
    expect(heap(template(...DEMO, '--set', 'app.resources.limits.memory=1.5Gi', '--set', 'app.resources.requests.memory=1Gi', '--set', 'app.heapPercentOfMemoryLimit=60'))).toBe('--max-old-space-size=921 --max-semi-space-size=4')
    expect(heap(template(...DEMO, '--set', 'app.resources.limits.memory=800M', '--set', 'app.resources.requests.memory=500Mi'))).toBe(memoryPlan(762).nodeOptions)
    // The container gets it from the ConfigMap.
    const container = one(defaults, 'Deployment', 'app').spec.template.spec.containers[0]
    expect(container.envFrom[0].configMapRef.name).toBe(one(defaults, 'ConfigMap', 'app').metadata.name)
  })

  it('lets only the edge (and Prometheus) reach the app, and trusts the edge\u2019s network for X-Forwarded-For', () => {
    for (const objs of [defaults, production]) {
      const [policy] = byKind(objs, 'NetworkPolicy')
      expect(policy, 'a NetworkPolicy by default').toBeDefined()
      expect(policy!.spec.podSelector.matchLabels['app.kubernetes.io/component']).toBe('app')
      expect(policy!.spec.policyTypes).toEqual(['Ingress'])
      const from = policy!.spec.ingress.flatMap((rule: K8sObject) => rule.from) as K8sObject[]
      expect(from).toEqual([
        { podSelector: { matchLabels: one(objs, 'Deployment', 'edge').spec.selector.matchLabels } },
        { namespaceSelector: { matchLabels: { 'kubernetes.io/metadata.name': 'monitoring' } } },
      ])
    }
    expect(one(defaults, 'ConfigMap', 'app').data.TRUSTED_PROXIES).toBe('10.0.0.0/8,172.16.0.0/12,192.168.0.0/16')
    expect(one(production, 'ConfigMap', 'app').data.TRUSTED_PROXIES).toBe('10.0.0.0/8')
    // No scraper selector: no rule that would open the app to every namespace.
    const noScraper = byKind(template(...DEMO, '--set', 'networkPolicy.metricsNamespaceSelector.matchLabels=null'), 'NetworkPolicy')[0]!
    expect(noScraper.spec.ingress[0].from).toHaveLength(1)
    // Without the edge, the ingress controller's namespace is the one proxy.
    const noEdge = byKind(template(...DEMO, '--set', 'edge.enabled=false'), 'NetworkPolicy')[0]!
    expect(noEdge.spec.ingress[0].from[0]).toEqual({ namespaceSelector: { matchLabels: { 'kubernetes.io/metadata.name': 'ingress-nginx' } } })
    const narrowed = template(...DEMO, '--set', 'app.trustedProxies={10.244.0.0/16}')
    expect(one(narrowed, 'ConfigMap', 'app').data.TRUSTED_PROXIES).toBe('10.244.0.0/16')
    const bad = helm(['template', 'www', chartDir, ...DEMO, '--set', 'app.trustedProxies={the-edge}'])
    expect(bad.status).not.toBe(0)
  })

  it('scales up fast for a spike and down slowly', () => {
    for (const objs of [defaults, production]) {
      for (const component of ['app', 'edge']) {
        const hpa = one(objs, 'HorizontalPodAutoscaler', component)
        expect(hpa.spec.metrics[0].resource.name).toBe('cpu')
        const up = hpa.spec.behavior.scaleUp
        expect(up.stabilizationWindowSeconds).toBe(0)
        // Some policy may at least double the pods within 30 s.
        expect(up.policies.some((p: K8sObject) => p.type === 'Percent' && p.value >= 100 && p.periodSeconds <= 30)).toBe(true)
        expect(hpa.spec.behavior.scaleDown.stabilizationWindowSeconds).toBeGreaterThanOrEqual(300)
        expect(hpa.spec.minReplicas).toBeGreaterThanOrEqual(2)
        // The HPA owns the replica count.
        expect(one(objs, 'Deployment', component).spec.replicas).toBeUndefined()
      }
    }
    const fixed = template(...DEMO, '--set', 'app.autoscaling.enabled=false', '--set', 'app.replicaCount=4')
    expect(one(fixed, 'Deployment', 'app').spec.replicas).toBe(4)
    expect(byKind(fixed, 'HorizontalPodAutoscaler')).toHaveLength(1)
  })

  it('takes the credential from an existing Secret by reference', () => {
    const env = one(production, 'Deployment', 'app').spec.template.spec.containers[0].env as K8sObject[]
    const ref = (name: string) => env.find((e) => e.name === name)?.valueFrom?.secretKeyRef
    expect(ref('UPSTREAM_USER_ID')).toEqual({ name: 'university-website-upstream', key: 'UPSTREAM_USER_ID' })
    expect(ref('UPSTREAM_PASSWORD')).toEqual({ name: 'university-website-upstream', key: 'UPSTREAM_PASSWORD' })
    expect(byKind(production, 'Secret')).toHaveLength(0)
  })

  it('creates the Secret from values and keeps the credential out of every ConfigMap', () => {
    const userId = 'svc-web-7731'
    const password = 'Xq9!long-Secret-Pa55word'
    const objs = template('--set', 'app.image.registry=r.example.edu', '--set', 'upstream.apiBaseUrl=https://api.example.edu/api', '--set', `upstream.credentials.userId=${userId}`, '--set', `upstream.credentials.password=${password}`)
    const secrets = byKind(objs, 'Secret')
    expect(secrets).toHaveLength(1)
    const secret = secrets[0]!
    expect(Buffer.from(secret.data.UPSTREAM_PASSWORD, 'base64').toString()).toBe(password)
    expect(Buffer.from(secret.data.UPSTREAM_USER_ID, 'base64').toString()).toBe(userId)
    const env = one(objs, 'Deployment', 'app').spec.template.spec.containers[0].env as K8sObject[]
    expect(env.find((e) => e.name === 'UPSTREAM_PASSWORD')?.valueFrom?.secretKeyRef?.name).toBe(secret.metadata.name)
    expect(env.every((e) => e.value === undefined || (e.value !== password && e.value !== userId))).toBe(true)
    const b64 = Buffer.from(password).toString('base64')
    for (const cm of byKind(objs, 'ConfigMap')) {
      const text = JSON.stringify(cm)
      expect(text).not.toContain(password)
      expect(text).not.toContain(b64)
      expect(text).not.toContain(userId)
      expect(Object.keys(cm.data ?? {})).not.toContain('UPSTREAM_PASSWORD')
    }
    // A changed password rolls the pods (checksum annotation).
    const changed = template('--set', 'app.image.registry=r.example.edu', '--set', 'upstream.apiBaseUrl=https://api.example.edu/api', '--set', `upstream.credentials.userId=${userId}`, '--set', 'upstream.credentials.password=another')
    const annotations = (objs2: K8sObject[]) => one(objs2, 'Deployment', 'app').spec.template.metadata.annotations
    expect(annotations(changed)['checksum/secret']).not.toBe(annotations(objs)['checksum/secret'])
    // The real API without a credential is refused at render time.
    const missing = helm(['template', 'www', chartDir, '--set', 'upstream.apiBaseUrl=https://api.example.edu/api'])
    expect(missing.status).not.toBe(0)
    expect(missing.stderr).toContain('existingSecret')
  })

  it('renders the edge ConfigMap from the chart\u2019s files/nginx.conf unchanged', () => {
    for (const objs of [defaults, production]) {
      const cm = one(objs, 'ConfigMap', 'edge')
      expect(cm.data['nginx.conf']).toBe(nginxConf)
      expect(cm.data['app-upstream.conf']).toContain(`server ${one(objs, 'Service', 'app').metadata.name}.website.svc:3000;`)
      // The pod mounts the env/ files where nginx.conf includes them.
      const volume = one(objs, 'Deployment', 'edge').spec.template.spec.volumes.find((v: K8sObject) => v.configMap)
      const paths = (volume.configMap.items as K8sObject[]).map((i) => i.path).sort()
      expect(paths.filter((p) => p !== 'exporter.hcl')).toEqual(['env/app-upstream.conf', 'env/http.conf', 'env/listen.conf', 'nginx.conf'])
      for (const m of nginxConf.matchAll(/^\s*include (\S+);/gm)) expect(paths).toContain(m[1])
    }
    expect(one(production, 'ConfigMap', 'edge').data['http.conf']).toContain('set_real_ip_from 10.0.0.0/8;')
  })

  it('packages files/nginx.conf, the edge\u2019s one copy, unchanged', () => {
    const dir = mkdtempSync(join(tmpdir(), 'chart-package-'))
    try {
      const packaged = helm(['package', chartDir, '--destination', dir])
      expect(packaged.status, packaged.stderr).toBe(0)
      const archive = /saved it to: (\S+\.tgz)/.exec(packaged.stdout)?.[1]
      expect(archive).toBeDefined()
      const untar = spawnSync('tar', ['-xzf', archive!, '-C', dir], { encoding: 'utf8' })
      expect(untar.status, untar.stderr).toBe(0)
      expect(readFileSync(join(dir, 'university-website', 'files', 'nginx.conf'), 'utf8')).toBe(nginxConf)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('rolls the edge pods when the nginx configuration changes', () => {
    const a = one(defaults, 'Deployment', 'edge').spec.template.metadata.annotations['checksum/config']
    const b = one(template(...DEMO, '--set', 'edge.realIpFrom={192.168.0.0/16}'), 'Deployment', 'edge').spec.template.metadata.annotations['checksum/config']
    expect(a).toMatch(/^[a-f0-9]{64}$/)
    expect(b).not.toBe(a)
  })

  it('names each ConfigMap by its content, so an upgrade never rewrites the one old pods run on (issue 37)', () => {
    const changed = template(...DEMO, '--set', 'edge.realIpFrom={192.168.0.0/16}', '--set', 'app.logLevel=debug')
    for (const tier of ['app', 'edge']) {
      const [before, after] = [one(defaults, 'ConfigMap', tier), one(changed, 'ConfigMap', tier)]
      const name = (cm: K8sObject) => cm.metadata.name as string
      expect(name(before)).toMatch(new RegExp(`^www-university-website-${tier}-[0-9a-f]{10}$`))
      expect(name(after), tier).not.toBe(name(before))
      // Never edited in place, and kept by Helm after an upgrade (old pods restart on their own).
      expect(before.immutable).toBe(true)
      expect(before.metadata.annotations['helm.sh/resource-policy']).toBe('keep')
      // The pods read the ConfigMap of their own revision.
      const pod = JSON.stringify(one(defaults, 'Deployment', tier).spec.template)
      expect(pod).toContain(`"name":"${name(before)}"`)
      expect(JSON.stringify(one(changed, 'Deployment', tier).spec.template)).toContain(`"name":"${name(after)}"`)
    }
    // The same values name the same ConfigMap (an upgrade without a change keeps it).
    expect(one(template(...DEMO), 'ConfigMap', 'edge').metadata.name).toBe(one(defaults, 'ConfigMap', 'edge').metadata.name)
  })

  it.skipIf(!findNginx() && !process.env.CI)('renders an nginx configuration that `nginx -t` accepts', () => {
    const nginx = findNginx()
    expect(nginx, 'nginx must be installed in CI').toBeTruthy()
    for (const objs of [defaults, production]) {
      const data = one(objs, 'ConfigMap', 'edge').data as Record<string, string>
      const dir = mkdtempSync(join(tmpdir(), 'helm-nginx-'))
      chmodSync(dir, 0o755)
      try {
        mkdirSync(join(dir, 'conf', 'env'), { recursive: true })
        writeFileSync(join(dir, 'conf', 'nginx.conf'), data['nginx.conf']!)
        // The Service name resolves only in the cluster: point at loopback here.
        writeFileSync(join(dir, 'conf', 'env', 'app-upstream.conf'), 'server 127.0.0.1:3000;\n')
        writeFileSync(join(dir, 'conf', 'env', 'listen.conf'), data['listen.conf']!)
        writeFileSync(join(dir, 'conf', 'env', 'http.conf'), data['http.conf']!)
        const args = one(objs, 'Deployment', 'edge').spec.template.spec.containers[0].args as string[]
        const local = args.map((a) => (a === '/var/cache/nginx-edge/' ? `${dir}/` : a === '/etc/nginx/edge/nginx.conf' ? join(dir, 'conf', 'nginx.conf') : a))
        const r = spawnSync(nginx!, ['-t', ...local], { encoding: 'utf8', stdio: ['ignore', 'ignore', 'pipe'] })
        expect(r.stderr).toContain('test is successful')
      } finally {
        rmSync(dir, { recursive: true, force: true })
      }
    }
  })

  it('rejects values of the wrong type or unknown keys (values.schema.json)', () => {
    for (const bad of ['app.replicaCount=abc', 'edge.autoscaling.minReplicas=two', 'app.autoscaling.enabled=maybe', 'edge.cache.medium=tmpfs', 'apps.replicaCount=2']) {
      const r = helm(['template', 'www', chartDir, ...DEMO, '--set', bad])
      expect(r.status, bad).not.toBe(0)
      expect(r.stderr, bad).toMatch(/values don't meet the specifications of the schema|Invalid type|not allowed|must be one of/)
    }
    expect(helm(['template', 'www', chartDir, ...DEMO, '--set', 'app.replicaCount=3']).status).toBe(0)
  })

  it('documents every value with ## @param', () => {
    const text = readFileSync(join(chartDir, 'values.yaml'), 'utf8')
    const documented = new Set([...text.matchAll(/^\s*## @param (\S+) \S/gm)].map((m) => m[1]!))
    const values = parse(text) as K8sObject
    const missing: string[] = []
    const walk = (node: unknown, path: string) => {
      if (path && documented.has(path)) return
      if (node && typeof node === 'object' && !Array.isArray(node) && Object.keys(node).length > 0) {
        for (const [k, v] of Object.entries(node)) walk(v, path ? `${path}.${k}` : k)
      } else {
        missing.push(path)
      }
    }
    walk(values, '')
    expect(missing).toEqual([])
    // And no @param names a value that does not exist.
    for (const name of documented) {
      const value = name.split('.').reduce<unknown>((n, k) => (n && typeof n === 'object' ? (n as K8sObject)[k] : undefined), values)
      expect(value, name).not.toBeUndefined()
    }
  })

  it('explains installing for an admission peak in the chart README', () => {
    const readme = readFileSync(join(chartDir, 'README.md'), 'utf8')
    expect(readme).toMatch(/minReplicas/)
    expect(readme).toMatch(/admission/i)
    expect(readme).toMatch(/existingSecret/)
  })
})
