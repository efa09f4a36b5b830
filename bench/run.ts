// `npm run bench`: the production server on the demo upstream (zero latency), warmed, measured with
// autocannon against a static asset of the same size on the wire from the same server as the
// baseline; then the same pages through nginx (bench/edge.ts). Prints figures and ratios; asserts nothing.
import { statSync } from 'node:fs'
import { get, startStack } from '../tests/support/processes'
import { benchEdge } from './edge'
import { assetNear, measureAgainst, printTable, wireGet } from './lib'

const LOAD = {
  durationSec: Number(process.env.BENCH_DURATION_SEC ?? 10),
  connections: Number(process.env.BENCH_CONNECTIONS ?? 20),
}

async function main() {
  // LOG_LEVEL info as in production: one request log line each, part of the measured cost.
  // PAGE_CACHE_SECONDS=0 measures every request rendering anew.
  const siteEnv: Record<string, string> = { LOG_LEVEL: 'info' }
  if (process.env.PAGE_CACHE_SECONDS !== undefined) siteEnv.PAGE_CACHE_SECONDS = process.env.PAGE_CACHE_SECONDS
  const stack = await startStack(siteEnv, { DEMO_LATENCY_MS: '0' })
  try {
    const site = stack.site.url
    const listing = await get(`${site}/all-notice`)
    const noticeId = /href="\/notice\/(\d+)"/.exec(listing.body)?.[1] ?? '1'
    const routes = ['/', '/all-notice', `/notice/${noticeId}`]
    const wireBytes: number[] = []
    for (const route of routes) {
      for (let i = 0; i < 20; i++) await get(`${site}${route}`)
      wireBytes.push((await wireGet(`${site}${route}`)).bytes)
    }
    const baseline = assetNear(wireBytes[1]!)
    await stack.upstream.reset()

    const rows = await measureAgainst(
      { name: `baseline: static ${baseline.path.replace(/^.*\//, '')} (${baseline.gzipBytes} B gzip)`, url: `${site}${baseline.path}` },
      routes.map((route, i) => ({ name: `${route} (${wireBytes[i]} B gzip)`, url: `${site}${route}` })),
      LOAD,
    )
    printTable(`Node server, ${LOAD.connections} connections, ${LOAD.durationSec} s each:`, rows)
    const calls = await stack.upstream.calls()
    const total = Object.values(calls).reduce((a, b) => a + b, 0)
    console.log(`\nupstream calls caused by the measured run: ${total}`, JSON.stringify(calls))

    const nginxBin = process.env.NGINX_BIN ?? '/usr/sbin/nginx'
    if (statSync(nginxBin, { throwIfNoEntry: false })) {
      await stack.upstream.reset()
      const edgeRows = await benchEdge({ appUrl: site, nginxBin, routes, ...LOAD })
      printTable('Through nginx (cache warm), baseline: nginx serving a static file of similar size:', edgeRows)
      const edgeCalls = Object.values(await stack.upstream.calls()).reduce((a, b) => a + b, 0)
      console.log(`\nupstream calls caused by the nginx run: ${edgeCalls}`)
    } else {
      console.log(`\n(nginx part skipped: no nginx at ${nginxBin}; apt-get install nginx-light or set NGINX_BIN)`)
    }
  } finally {
    await stack.stop()
  }
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
