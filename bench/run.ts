// `npm run bench`: the local stack (scripts/local-stack.ts: demo upstream with zero latency, the
// production app, nginx with the repository's config), measured with autocannon. Three tables, each
// with its baseline measured in the same run (the machine may be shared: compare ratios):
//   1. the app with its page cache (PAGE_CACHE_SECONDS default), against a static asset of about
//      the same size on the wire from the same app;
//   2. the app rendering every request (a second app, PAGE_CACHE_SECONDS=0): cache misses;
//   3. the same pages through nginx (cache warm), against nginx serving a static file.
// Prints figures and ratios; asserts nothing. BENCH_DURATION_SEC (10), BENCH_CONNECTIONS (50).
import { chmodSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { appEnvironment, startApp, startLocalStack, stopChild } from '../scripts/local-stack'
import { freePort } from '../tests/support/edge-harness'
import { get } from '../tests/support/processes'
import { benchEdge } from './edge'
import { assetNear, measureAgainst, printTable, wireGet } from './lib'

const LOAD = {
  durationSec: Number(process.env.BENCH_DURATION_SEC ?? 10),
  connections: Number(process.env.BENCH_CONNECTIONS ?? 50),
}

/** Warms each route and returns its size on the wire (gzip). */
async function wireSizes(site: string, routes: string[]): Promise<number[]> {
  const sizes: number[] = []
  for (const route of routes) {
    for (let i = 0; i < 20; i++) await get(`${site}${route}`)
    sizes.push((await wireGet(`${site}${route}`)).bytes)
  }
  return sizes
}

async function benchApp(title: string, site: string, routes: string[], baselineFor: number, pid: number | undefined) {
  const sizes = await wireSizes(site, routes)
  const baseline = assetNear(sizes[baselineFor]!)
  const rows = await measureAgainst(
    { name: `baseline: static ${baseline.path.replace(/^.*\//, '')} (${baseline.gzipBytes} B gzip)`, url: `${site}${baseline.path}` },
    routes.map((route, i) => ({ name: `${route} (${sizes[i]} B gzip)`, url: `${site}${route}` })),
    LOAD,
    pid,
  )
  printTable(title, rows)
}

async function main() {
  // The nginx baseline: a static file served by the stack's nginx on its own port.
  const staticDir = mkdtempSync(join(tmpdir(), 'edge-bench-static-'))
  chmodSync(staticDir, 0o755) // nginx workers run as nobody when started as root
  const staticPort = await freePort()
  // LOG_LEVEL info as in production: one request log line each, part of the measured cost.
  const stack = await startLocalStack({
    appEnv: { LOG_LEVEL: 'info' },
    upstreamEnv: { DEMO_LATENCY_MS: '0' },
    httpConf: `server {\n    listen 127.0.0.1:${staticPort};\n    root ${staticDir};\n}\n`,
  })
  let perRequest: Awaited<ReturnType<typeof startApp>> | undefined
  try {
    const listing = await get(`${stack.app.url}/all-notice`)
    const noticeId = /href="\/notice\/(\d+)"/.exec(listing.body)?.[1] ?? '1'
    // Each with its Bengali twin (issue 24): the same pages in the other language.
    const routes = ['/', '/all-notice', `/notice/${noticeId}`, '/bn', '/bn/all-notice', `/bn/notice/${noticeId}`]
    const upstreamCalls = async () => Object.values(await (await fetch(`${stack.upstream.url}/__stats`)).json() as Record<string, number>).reduce((a, b) => a + b, 0)
    const reset = () => fetch(`${stack.upstream.url}/__reset`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })

    await benchApp(`1. Node server with its page cache, ${LOAD.connections} connections, ${LOAD.durationSec} s each:`, stack.app.url, routes, 1, stack.app.child.pid)

    perRequest = await startApp(
      appEnvironment(stack.upstream.url, { LOG_LEVEL: 'info', PAGE_CACHE_SECONDS: '0' }),
      await freePort(),
      join(stack.logDir, 'app-per-request.log'),
    )
    await benchApp(`2. Node server rendering every request (PAGE_CACHE_SECONDS=0), ${LOAD.connections} connections, ${LOAD.durationSec} s each:`, perRequest.url, routes, 0, perRequest.child.pid)
    await stopChild(perRequest.child)

    await reset()
    const edgeRows = await benchEdge({ edgeUrl: stack.url, staticDir, staticPort, routes, ...LOAD })
    printTable('3. Through nginx (cache warm), baseline: nginx serving a static file of similar size:', edgeRows)
    console.log(`\nupstream calls caused by the nginx run: ${await upstreamCalls()}`)
  } finally {
    if (perRequest) await stopChild(perRequest.child)
    await stack.stop()
    rmSync(staticDir, { recursive: true, force: true })
  }
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
