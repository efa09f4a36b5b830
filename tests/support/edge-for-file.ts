// The setup the edge suites share: the demo upstream, the built app behind it (trusting the edge's
// X-Forwarded-For) and Debian's nginx with the chart's nginx.conf in front, started once per test
// file and stopped after it. The returned object is filled in once the file's beforeAll has run.
import { afterAll, beforeAll } from 'vitest'
import { demoUpstreamEntry, serverEntry, startNginx, startNode, upstreamEnv, type EdgeNginx, type NodeProcess } from './edge-harness'

export interface EdgeStack {
  demo: NodeProcess
  app: NodeProcess
  edge: EdgeNginx
  /** Switches the demo upstream's failure, empty or latency mode (its /__mode). */
  upstreamMode(mode: Record<string, unknown>): Promise<Response>
}

export function edgeForFile(nginxBin: string | null, appEnv: Record<string, string> = {}): EdgeStack {
  const live = {
    upstreamMode: (mode: Record<string, unknown>) =>
      fetch(`${live.demo.url}/__mode`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(mode) }),
  } as EdgeStack
  beforeAll(async () => {
    if (!nginxBin) return
    live.demo = await startNode(demoUpstreamEntry, { PORT: '0', HOST: '127.0.0.1' })
    live.app = await startNode(serverEntry, { PORT: '0', HOST: '127.0.0.1', TRUSTED_PROXIES: 'loopback', ...upstreamEnv(live.demo.url), ...appEnv })
    live.edge = await startNginx({ nginxBin, appUrl: live.app.url })
  })
  afterAll(async () => {
    await live.edge?.stop()
    await live.app?.stop('SIGKILL')
    await live.demo?.stop('SIGKILL')
  })
  return live
}
