// What both parts of `npm run bench` share: one autocannon measurement, wire sizes, the table.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { request } from 'node:http'
import { join } from 'node:path'
import autocannon from 'autocannon'
import { DIST } from '../tests/support/processes'

/** Every request asks for gzip, as browsers and the nginx edge do. */
export const HEADERS = { 'accept-encoding': 'gzip' }

export interface Row {
  name: string
  reqPerSec: number
  p50Ms: number
  p99Ms: number
  ratioToBaseline?: number
  /** CPU time of the server process per request (user + system), when its pid is known. */
  cpuMsPerRequest?: number
}

/** CPU seconds (user + system) a process has used so far, from /proc (Linux); null elsewhere. */
export function cpuSeconds(pid: number | undefined): number | null {
  if (pid === undefined) return null
  try {
    return statCpuSeconds(readFileSync(`/proc/${pid}/stat`, 'utf8'))
  } catch {
    return null
  }
}
/** USER_HZ: 100 on every Linux architecture Node runs on. */
const CLOCK_TICKS_PER_SECOND = 100

/** User + system CPU seconds of a /proc stat line (a process's or a thread's). */
function statCpuSeconds(stat: string): number {
  // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND
}

/**
 * CPU seconds by thread group of a process, from /proc/<pid>/task (Linux; empty elsewhere): 'main' (the
 * event loop), and the others by name ('libuv-worker': zlib and file work; 'V8Worker': concurrent GC and
 * compilation).
 */
export function threadCpuSeconds(pid: number | undefined): Map<string, number> {
  const byGroup = new Map<string, number>()
  if (pid === undefined) return byGroup
  try {
    for (const tid of readdirSync(`/proc/${pid}/task`)) {
      const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8')
      const name = tid === String(pid) ? 'main' : stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'))
      byGroup.set(name, (byGroup.get(name) ?? 0) + statCpuSeconds(stat))
    }
  } catch {
    // The process or a thread ended while being read: what was read so far.
  }
  return byGroup
}

export interface Load {
  durationSec: number
  connections: number
}

/** One autocannon run; with `serverPid`, also the server's CPU time per request. */
export async function measure(name: string, url: string, load: Load, serverPid?: number): Promise<Row> {
  const cpuBefore = cpuSeconds(serverPid)
  const result = await autocannon({ url, connections: load.connections, duration: load.durationSec, headers: HEADERS })
  const cpuAfter = cpuSeconds(serverPid)
  if (result.non2xx > 0 || result.errors > 0) console.warn(`  ${name}: ${result.non2xx} non-2xx, ${result.errors} errors`)
  const row: Row = { name, reqPerSec: result.requests.average, p50Ms: result.latency.p50, p99Ms: result.latency.p99 }
  if (cpuBefore !== null && cpuAfter !== null && result.requests.total > 0) row.cpuMsPerRequest = ((cpuAfter - cpuBefore) * 1000) / result.requests.total
  return row
}

/** Measures the baseline, then each page, with each page's req/s as a ratio of the baseline's. */
export async function measureAgainst(baseline: { name: string; url: string }, pages: { name: string; url: string }[], load: Load, serverPid?: number): Promise<Row[]> {
  const base = await measure(baseline.name, baseline.url, load, serverPid)
  const rows: Row[] = [{ ...base, ratioToBaseline: 1 }]
  for (const page of pages) {
    const row = await measure(page.name, page.url, load, serverPid)
    rows.push({ ...row, ratioToBaseline: base.reqPerSec > 0 ? row.reqPerSec / base.reqPerSec : 0 })
  }
  return rows
}

/** One GET without decompression: status, X-Cache-Status and body bytes on the wire. */
export function wireGet(url: string): Promise<{ status: number; cache: string | undefined; bytes: number }> {
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

export function printTable(title: string, rows: Row[]) {
  console.log(`\n${title}`)
  const cpu = rows.some((r) => r.cpuMsPerRequest !== undefined)
  console.log('route'.padEnd(52), 'req/s'.padStart(9), 'p50 ms'.padStart(8), 'p99 ms'.padStart(8), 'x baseline'.padStart(11), cpu ? 'server CPU ms/req'.padStart(18) : '')
  for (const r of rows) {
    const ratio = r.ratioToBaseline === undefined ? '' : r.ratioToBaseline.toFixed(2)
    const cpuCell = r.cpuMsPerRequest === undefined ? '' : r.cpuMsPerRequest.toFixed(2)
    console.log(r.name.padEnd(52), r.reqPerSec.toFixed(0).padStart(9), String(r.p50Ms).padStart(8), String(r.p99Ms).padStart(8), ratio.padStart(11), cpu ? cpuCell.padStart(18) : '')
  }
}

/**
 * The client asset whose gzip copy is closest to `wireBytes`: pages and assets both go out gzipped,
 * so the baseline moves the same bytes.
 */
export function assetNear(wireBytes: number, dist = DIST): { path: string; gzipBytes: number } {
  const dir = join(dist, 'client', 'assets')
  const copies = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((f) => f.isFile() && f.name.endsWith('.gz'))
    .map((f) => ({ path: join(f.parentPath, f.name), gzipBytes: statSync(join(f.parentPath, f.name)).size }))
  copies.sort((a, b) => Math.abs(a.gzipBytes - wireBytes) - Math.abs(b.gzipBytes - wireBytes))
  const nearest = copies[0]!
  return { path: `/assets/${nearest.path.slice(dir.length + 1, -'.gz'.length)}`, gzipBytes: nearest.gzipBytes }
}
