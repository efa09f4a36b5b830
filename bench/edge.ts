// The nginx part of `npm run bench`: the same routes through the chart's nginx.conf
// (cache warm) against nginx serving a static file of the same size on the
// wire as the physical baseline. Used by bench/run.ts with the local stack's nginx.
import { chmodSync, writeFileSync } from 'node:fs'
import { randomBytes } from 'node:crypto'
import { join } from 'node:path'
import { measureAgainst, wireGet, type Row } from './lib'

export interface BenchEdgeOptions {
  /** The site through nginx, e.g. http://127.0.0.1:41234 */
  edgeUrl: string
  /** A folder the same nginx serves as a static site on `staticPort` (the baseline). */
  staticDir: string
  staticPort: number
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
  const sizes: number[] = []
  for (const route of opts.routes) sizes.push(await warm(`${opts.edgeUrl}${route}`))
  // Random bytes in a .bin file: not gzipped again, so the same bytes on the wire.
  const sorted = [...sizes].sort((a, b) => a - b)
  const size = sorted[Math.floor(sorted.length / 2)] ?? 16_384
  const file = join(opts.staticDir, 'baseline.bin')
  writeFileSync(file, randomBytes(size))
  chmodSync(file, 0o644)
  const baselineUrl = `http://127.0.0.1:${opts.staticPort}/baseline.bin`
  await wireGet(baselineUrl)
  return measureAgainst(
    { name: `baseline: nginx static file (${size} B)`, url: baselineUrl },
    opts.routes.map((route, i) => ({ name: `nginx ${route} (${sizes[i]} B gzip)`, url: `${opts.edgeUrl}${route}` })),
    opts,
  )
}
