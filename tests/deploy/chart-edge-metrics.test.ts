// The edge metrics feed, end to end with the real nginx: the http.conf the chart renders with
// edge.metrics.enabled makes nginx send one syslog line per answer (method, status, cache status,
// time) to a loopback UDP port, in the format the exporter sidecar's config parses.
import { spawnSync } from 'node:child_process'
import { createSocket, type Socket } from 'node:dgram'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseAllDocuments } from 'yaml'
import { findNginx, repoRoot, startNginx, type EdgeNginx } from '../edge/harness'
import { helmBinary } from './helm-bin'

const chartDir = process.env.CHART_DIR ?? join(repoRoot, 'helm', 'university-website')
const nginxBin = findNginx()

/** The edge ConfigMap's data rendered with the metrics sidecar on. */
function edgeFiles(syslogPort: number): Record<string, string> {
  const args = ['template', 'www', chartDir, '--namespace', 'website', '--show-only', 'templates/edge-configmap.yaml']
  for (const s of ['demo=true', 'app.image.registry=registry.example.edu', 'edge.metrics.enabled=true', `edge.metrics.syslogPort=${syslogPort}`]) args.push('--set', s)
  const r = spawnSync(helmBinary(), args, { encoding: 'utf8', env: { ...process.env, HELM_CACHE_HOME: join(tmpdir(), 'helm-cache'), HELM_CONFIG_HOME: join(tmpdir(), 'helm-config') } })
  if (r.status !== 0) throw new Error(r.stderr)
  return (parseAllDocuments(r.stdout)[0]!.toJS() as { data: Record<string, string> }).data
}

describe.skipIf(!nginxBin && !process.env.CI)('edge metrics feed (real nginx)', { timeout: 30_000 }, () => {
  let app: Server
  let syslog: Socket
  let edge: EdgeNginx
  let files: Record<string, string>
  const lines: string[] = []

  beforeAll(async () => {
    expect(nginxBin, 'nginx must be installed in CI').toBeTruthy()
    // A cacheable page, as the app answers one.
    app = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html', 'cache-control': 'public, max-age=0, s-maxage=60' })
      res.end('<!doctype html><title>home</title>')
    })
    await new Promise<void>((resolve) => app.listen(0, '127.0.0.1', resolve))
    syslog = createSocket('udp4')
    syslog.on('message', (m) => lines.push(m.toString()))
    await new Promise<void>((resolve) => syslog.bind(0, '127.0.0.1', resolve))
    files = edgeFiles((syslog.address() as AddressInfo).port)
    edge = await startNginx({ nginxBin: nginxBin!, appUrl: `http://127.0.0.1:${(app.address() as AddressInfo).port}`, httpConf: files['http.conf'] })
  }, 30_000)

  afterAll(async () => {
    await edge?.stop()
    syslog?.close()
    await new Promise((resolve) => app?.close(resolve))
  })

  it('sends MISS then HIT for a cached page, in the format the exporter reads', async () => {
    for (let i = 0; i < 2; i++) await (await fetch(`${edge.url}/`)).arrayBuffer()
    for (let i = 0; i < 100 && lines.length < 2; i++) await new Promise((r) => setTimeout(r, 20))
    // "<PRI>Mmm dd hh:mm:ss host edge: GET 200 MISS 0.002": rfc3164 with the hostname, which the exporter's parser expects before the tag.
    expect(lines[0]).toMatch(/^<\d+>[A-Z][a-z]{2} [ \d]\d \d\d:\d\d:\d\d \S+ edge: /)
    const messages = lines.map((l) => /edge: (.*)$/.exec(l)?.[1])
    expect(messages).toHaveLength(2)
    expect(messages[0]).toMatch(/^GET 200 MISS [0-9.]+$/)
    expect(messages[1]).toMatch(/^GET 200 HIT [0-9.]+$/)
    // The exporter parses with exactly nginx's log_format.
    const logFormat = /log_format edge_metrics '([^']+)';/.exec(files['http.conf']!)![1]
    expect(files['exporter.hcl']).toContain(`format = "${logFormat}"`)
    expect(files['exporter.hcl']).toContain('tags = ["edge"]')
  })
})
