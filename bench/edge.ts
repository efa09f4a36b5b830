// The nginx part of `npm run bench`: the same routes through nginx/nginx.conf
// (cache warm) against nginx serving a static file of the same size on the
// wire as the physical baseline. Used by bench/run.ts.
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { randomBytes } from 'node:crypto'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import autocannon from 'autocannon'
import { freePort, startNginx } from '../tests/edge/harness'
import type { Row } from './run'

export interface BenchEdgeOptions {
  /** Where the production server listens, e.g. http://127.0.0.1:41234 */
  appUrl: string
  nginxBin: string
  routes: string[]
  durationSec: number
  connections: number
}

const HEADERS = { 'accept-encoding': 'gzip' }

async function measure(name: string, url: string, opts: BenchEdgeOptions): Promise<Row> {
  const result = await autocannon({ url, connections: opts.connections, duration: opts.durationSec, headers: HEADERS })
  if (result.non2xx > 0 || result.errors > 0) console.warn(`  ${name}: ${result.non2xx} non-2xx, ${result.errors} errors`)
  return { name, reqPerSec: result.requests.average, p50Ms: result.latency.p50, p99Ms: result.latency.p99 }
}

/** One GET without decompression: status, X-Cache-Status and body bytes on the wire. */
function wireGet(url: string): Promise<{ status: number; cache: string | undefined; bytes: number }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: HEADERS }, (res) => {
      let bytes = 0
      res.on('data', (c: Buffer) => (bytes += c.length))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, cache: res.headers['x-cache-status'] as string | undefined, bytes }))
    })
    req.on('error', reject)
    req.end()
  })
}

/** GETs a page until nginx answers from its cache; returns its (gzip) size on the wire. */
async function warm(url: string): Promise<number> {
  let last = { status: 0, cache: undefined as string | undefined, bytes: 0 }
  for (let i = 0; i < 20; i++) {
    last = await wireGet(url)
    if (last.cache === 'HIT') return last.bytes
  }
  console.warn(`  ${url} never became a cache HIT while warming (last: ${last.status} ${last.cache})`)
  return last.bytes
}

export async function benchEdge(opts: BenchEdgeOptions): Promise<Row[]> {
  // The baseline: a static file nginx serves from disk, same config, own port.
  const staticDir = mkdtempSync(join(tmpdir(), 'edge-bench-static-'))
  chmodSync(staticDir, 0o755) // nginx workers run as nobody when started as root
  const staticPort = await freePort()
  const edge = await startNginx({
    nginxBin: opts.nginxBin,
    appUrl: opts.appUrl,
    captureAccessLog: false,
    httpConf: `server {\n    listen 127.0.0.1:${staticPort};\n    root ${staticDir};\n}\n`,
  })
  try {
    const sizes: number[] = []
    for (const route of opts.routes) sizes.push(await warm(`${edge.url}${route}`))
    // Random bytes in a .bin file: not gzipped again, so the same bytes on the wire.
    const sorted = [...sizes].sort((a, b) => a - b)
    const size = sorted[Math.floor(sorted.length / 2)] ?? 16_384
    const file = join(staticDir, 'baseline.bin')
    writeFileSync(file, randomBytes(size))
    chmodSync(file, 0o644)
    const baselineUrl = `http://127.0.0.1:${staticPort}/baseline.bin`
    await wireGet(baselineUrl)

    const base = await measure(`baseline: nginx static file (${size} B)`, baselineUrl, opts)
    const rows: Row[] = [{ ...base, ratioToBaseline: 1 }]
    for (const [i, route] of opts.routes.entries()) {
      const row = await measure(`nginx ${route} (${sizes[i]} B gzip)`, `${edge.url}${route}`, opts)
      rows.push({ ...row, ratioToBaseline: base.reqPerSec > 0 ? row.reqPerSec / base.reqPerSec : 0 })
    }
    return rows
  } finally {
    await edge.stop()
    rmSync(staticDir, { recursive: true, force: true })
  }
}
