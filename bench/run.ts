// `npm run bench`: the production server on the demo upstream (zero latency), warmed, measured with
// autocannon against a static asset of similar size from the same server as the baseline.
// Prints figures and ratios; it asserts nothing.
import { readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import autocannon from 'autocannon'
import { DIST, get, startStack } from '../tests/support/processes'

const DURATION_SEC = Number(process.env.BENCH_DURATION_SEC ?? 10)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20)
const HEADERS = { 'accept-encoding': 'gzip' }

export interface Row {
  name: string
  reqPerSec: number
  p50Ms: number
  p99Ms: number
  ratioToBaseline?: number
}

export async function measure(name: string, url: string): Promise<Row> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_SEC, headers: HEADERS })
  if (result.non2xx > 0 || result.errors > 0) console.warn(`  ${name}: ${result.non2xx} non-2xx, ${result.errors} errors`)
  return { name, reqPerSec: result.requests.average, p50Ms: result.latency.p50, p99Ms: result.latency.p99 }
}

/** The client asset whose size is closest to `bytes` (sent as its build-time gzip copy, like pages are gzipped). */
function assetNear(bytes: number): string {
  const dir = join(DIST, 'client', 'assets')
  const files = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((f) => f.isFile() && !/\.(br|gz)$/.test(f.name))
    .map((f) => join(f.parentPath, f.name))
  files.sort((a, b) => Math.abs(statSync(a).size - bytes) - Math.abs(statSync(b).size - bytes))
  return `/assets/${files[0]!.slice(dir.length + 1)}`
}

export function printTable(title: string, rows: Row[]) {
  console.log(`\n${title}`)
  console.log('route'.padEnd(44), 'req/s'.padStart(9), 'p50 ms'.padStart(8), 'p99 ms'.padStart(8), 'x baseline'.padStart(11))
  for (const r of rows) {
    const ratio = r.ratioToBaseline === undefined ? '' : r.ratioToBaseline.toFixed(2)
    console.log(r.name.padEnd(44), r.reqPerSec.toFixed(0).padStart(9), String(r.p50Ms).padStart(8), String(r.p99Ms).padStart(8), ratio.padStart(11))
  }
}

async function main() {
  // LOG_LEVEL info as in production: one request log line each, part of the measured cost.
  const stack = await startStack({ LOG_LEVEL: 'info' }, { DEMO_LATENCY_MS: '0' })
  try {
    const site = stack.site.url
    const listing = await get(`${site}/all-notice`)
    const noticeId = /href="\/notice\/(\d+)"/.exec(listing.body)?.[1] ?? '1'
    const routes = ['/', '/all-notice', `/notice/${noticeId}`]
    const pageBytes = Buffer.byteLength(listing.body)
    const baseline = assetNear(pageBytes)
    for (const route of [...routes, baseline]) for (let i = 0; i < 20; i++) await get(`${site}${route}`)
    await stack.upstream.reset()

    const base = await measure(`baseline: static ${baseline} (${statSync(join(DIST, 'client', baseline)).size} B)`, `${site}${baseline}`)
    const rows: Row[] = [{ ...base, ratioToBaseline: 1 }]
    for (const route of routes) {
      const row = await measure(route, `${site}${route}`)
      rows.push({ ...row, ratioToBaseline: row.reqPerSec / base.reqPerSec })
    }
    printTable(`Node server, ${CONNECTIONS} connections, ${DURATION_SEC} s each (page HTML ${pageBytes} B):`, rows)
    const calls = await stack.upstream.calls()
    const total = Object.values(calls).reduce((a, b) => a + b, 0)
    console.log(`\nupstream calls caused by the measured run: ${total}`, JSON.stringify(calls))

    const edge = await import('./edge').catch(() => null)
    const nginxBin = process.env.NGINX_BIN ?? '/usr/sbin/nginx'
    if (edge && statSync(nginxBin, { throwIfNoEntry: false })) {
      await stack.upstream.reset()
      const edgeRows = await edge.benchEdge({ appUrl: site, nginxBin, routes, durationSec: DURATION_SEC, connections: CONNECTIONS })
      printTable('Through nginx (cache warm), baseline: nginx serving a static file of similar size:', edgeRows)
      const edgeCalls = Object.values(await stack.upstream.calls()).reduce((a, b) => a + b, 0)
      console.log(`\nupstream calls caused by the nginx run: ${edgeCalls}`)
    } else {
      console.log('\n(nginx part skipped: bench/edge.ts or the nginx binary is missing)')
    }
  } finally {
    await stack.stop()
  }
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
