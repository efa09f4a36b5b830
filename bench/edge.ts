// The nginx part of `npm run bench`: the same routes through the chart's nginx.conf
// (cache warm) against nginx serving a static file of the same size on the
// wire as the physical baseline. Used by bench/run.ts.
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { randomBytes } from 'node:crypto'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort, startNginx } from '../tests/edge/harness'
import { measureAgainst, wireGet, type Row } from './lib'

export interface BenchEdgeOptions {
  /** Where the production server listens, e.g. http://127.0.0.1:41234 */
  appUrl: string
  nginxBin: string
  routes: string[]
  durationSec: number
  connections: number
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

    const rows = await measureAgainst(
      { name: `baseline: nginx static file (${size} B)`, url: baselineUrl },
      opts.routes.map((route, i) => ({ name: `nginx ${route} (${sizes[i]} B gzip)`, url: `${edge.url}${route}` })),
      opts,
    )
    return rows
  } finally {
    await edge.stop()
    rmSync(staticDir, { recursive: true, force: true })
  }
}
