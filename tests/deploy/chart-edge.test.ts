// The chart's edge pieces run for real: nginx with the http.conf the chart renders (edge.metrics on)
// in front of a scripted app, the metrics feed read off a loopback UDP socket, and the `helm test`
// pod's script run with sh and wget against it.
import { spawn, spawnSync } from 'node:child_process'
import { createSocket, type Socket } from 'node:dgram'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { findNginx, startNginx, type EdgeNginx } from '../support/edge-harness'
import { DEMO_VALUES, helmTemplate, set, type K8sObject } from '../support/chart'

const nginxBin = findNginx()
const hasWget = spawnSync('sh', ['-c', 'command -v wget'], { encoding: 'utf8' }).status === 0

/** The chart in demo mode with `sets`. */
const render = (...sets: string[]) => helmTemplate([...DEMO_VALUES, ...set(...sets)])

/** Runs the helm test pod's script against `edge`, bounded to 30 s. */
function runHelmTest(objs: K8sObject[], edge: string): Promise<{ code: number | null; output: string }> {
  const container = objs.find((o) => o.kind === 'Pod' && o.metadata.annotations?.['helm.sh/hook'] === 'test')!.spec.containers[0]
  const env: Record<string, string> = { PATH: process.env.PATH ?? '/usr/bin:/bin' }
  for (const e of container.env as { name: string; value: string }[]) env[e.name] = e.value
  env.EDGE = edge // the Service name resolves only in the cluster
  return new Promise((resolve) => {
    const child = spawn('/bin/sh', ['-c', container.args[0]], { env, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (c: Buffer) => (output += c.toString()))
    child.stderr.on('data', (c: Buffer) => (output += c.toString()))
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000)
    child.on('exit', (code) => {
      clearTimeout(timer)
      resolve({ code, output })
    })
  })
}

describe.skipIf(!nginxBin && !process.env.CI)('the chart\u2019s edge, run (real nginx)', { timeout: 45_000 }, () => {
  let app: Server
  let syslog: Socket
  let edge: EdgeNginx
  let objs: K8sObject[]
  let ready = true
  const lines: string[] = []

  beforeAll(async () => {
    expect(nginxBin, 'nginx must be installed in CI').toBeTruthy()
    // The app as the edge meets it: /readyz, a cacheable page, a no-store page.
    app = createServer((req, res) => {
      if (req.url === '/readyz') {
        res.writeHead(ready ? 200 : 503, { 'content-type': 'text/plain', 'cache-control': 'no-store' })
        res.end(ready ? 'ready\n' : 'draining\n')
      } else if (req.url === '/private') {
        res.writeHead(200, { 'content-type': 'text/html', 'cache-control': 'no-store' })
        res.end('<!doctype html><title>form</title>')
      } else {
        res.writeHead(200, { 'content-type': 'text/html', 'cache-control': 'public, max-age=0, s-maxage=60' })
        res.end('<!doctype html><title>home</title>')
      }
    })
    await new Promise<void>((resolve) => app.listen(0, '127.0.0.1', resolve))
    syslog = createSocket('udp4')
    syslog.on('message', (m) => lines.push(m.toString()))
    await new Promise<void>((resolve) => syslog.bind(0, '127.0.0.1', resolve))
    objs = render('edge.metrics.enabled=true', `edge.metrics.syslogPort=${(syslog.address() as AddressInfo).port}`)
    const files = objs.find((o) => o.kind === 'ConfigMap' && o.metadata.labels['app.kubernetes.io/component'] === 'edge')!.data
    edge = await startNginx({ nginxBin: nginxBin!, appUrl: `http://127.0.0.1:${(app.address() as AddressInfo).port}`, httpConf: files['http.conf'] })
  })

  afterAll(async () => {
    await edge?.stop()
    syslog?.close()
    await new Promise((resolve) => app?.close(resolve))
  })

  it('sends MISS then HIT for a cached page to the metrics sidecar, in the format it reads', async () => {
    lines.length = 0
    for (let i = 0; i < 2; i++) await (await fetch(`${edge.url}/metrics-probe`)).arrayBuffer()
    for (let i = 0; i < 100 && lines.length < 2; i++) await new Promise((r) => setTimeout(r, 20))
    // "<PRI>Mmm dd hh:mm:ss host edge: GET 200 MISS 0.002": rfc3164 with the hostname, which the
    // exporter's parser expects before the tag.
    expect(lines[0]).toMatch(/^<\d+>[A-Z][a-z]{2} [ \d]\d \d\d:\d\d:\d\d \S+ edge: /)
    const messages = lines.map((l) => /edge: (.*)$/.exec(l)?.[1])
    expect(messages).toHaveLength(2)
    expect(messages[0]).toMatch(/^GET 200 MISS [0-9.]+ pages$/)
    expect(messages[1]).toMatch(/^GET 200 HIT [0-9.]+ pages$/)
    const files = objs.find((o) => o.kind === 'ConfigMap' && o.metadata.labels['app.kubernetes.io/component'] === 'edge')!.data
    const logFormat = /log_format edge_metrics '([^']+)';/.exec(files['http.conf'])![1]
    expect(files['exporter.hcl']).toContain(`format = "${logFormat}"`)
    expect(files['exporter.hcl']).toContain('tags = ["edge"]')
  })

  it('names each answer\u2019s flow (pages, documents, forms, assets), so failing downloads are not hidden by cached pages (issue 37)', async () => {
    const paths = { '/notices': 'pages', '/admission-result': 'pages', '/api/admission-documents/admit-card': 'documents', '/files/results/2026.pdf': 'documents', '/api/contact': 'forms', '/assets/site.css': 'assets', '/img/640/webp/a.jpg': 'assets' }
    for (const [path, flow] of Object.entries(paths)) {
      lines.length = 0
      await (await fetch(`${edge.url}${path}`)).arrayBuffer()
      for (let i = 0; i < 100 && lines.length < 1; i++) await new Promise((r) => setTimeout(r, 20))
      expect(/edge: (.*)$/.exec(lines[0] ?? '')?.[1], path).toMatch(new RegExp(` ${flow}$`))
    }
    const files = objs.find((o) => o.kind === 'ConfigMap' && o.metadata.labels['app.kubernetes.io/component'] === 'edge')!.data
    expect(files['exporter.hcl']).toMatch(/relabel "flow" \{\s*from = "edge_flow"\s*\}/)
  })

  it.skipIf(!hasWget)('passes `helm test` when /readyz answers and the page comes from the cache', async () => {
    ready = true
    const r = await runHelmTest(objs, edge.url)
    expect(r.output).toMatch(/X-Cache-Status (HIT|STALE|UPDATING|REVALIDATED)/)
    expect(r.code, r.output).toBe(0)
  })

  it.skipIf(!hasWget)('fails `helm test` when /readyz is not 200 through the edge', async () => {
    ready = false
    const r = await runHelmTest(objs, edge.url)
    ready = true
    expect(r.output).toContain('FAIL: /readyz')
    expect(r.code).toBe(1)
  })

  it.skipIf(!hasWget)('fails `helm test` when the page is never answered from the cache', async () => {
    const r = await runHelmTest(render('tests.cachedPath=/private'), edge.url)
    expect(r.output).toMatch(/X-Cache-Status (MISS|BYPASS)/)
    expect(r.output).toContain('never came from the edge cache')
    expect(r.code).toBe(1)
  })
})
