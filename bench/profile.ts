// `npx tsx bench/profile.ts [route]`: a CPU profile of the production server rendering one route
// per request (PAGE_CACHE_SECONDS=0) under autocannon, summarised by package and by function.
// Prints the static-asset baseline of the same run beside the route's figures. Needs `npm run build`.
//   PROFILE_CONNECTIONS (50), PROFILE_DURATION_SEC (10), PROFILE_KEEP=1 keeps the .cpuprofile,
//   PROFILE_AREA=vike lists that package's functions too, PROFILE_CPU=0 measures without profiling,
//   PROFILE_DIST=<dir> runs another build (e.g. an older commit's, for before/after).
// The unprofiled run also prints the server's CPU by thread (is the event loop the limit?) and its own
// latency from the request log (responseTime: from Express seeing the request to the response's end)
// beside the client's, which adds the time a request waits unread in the socket.
import { spawn } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DIST, get, startDemoUpstream, TEST_SERVER_ENV, upstreamEnvironment } from '../tests/support/processes'

const dist = process.env.PROFILE_DIST ?? DIST
import { assetNear, measure, printTable, threadCpuSeconds, wireGet } from './lib'

interface ProfileNode {
  id: number
  callFrame: { functionName: string; url: string; lineNumber: number }
  children?: number[]
}
interface CpuProfile {
  nodes: ProfileNode[]
  samples: number[]
  timeDeltas: number[]
}

/** The package (or area) a function's script belongs to. */
function areaOf(url: string, name: string): string {
  if (name === '(garbage collector)') return 'GC'
  if (name === '(idle)' || name === '(program)') return name
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1]
  if (pkg) return pkg
  if (url.startsWith('node:')) return `node:${url.slice(5).split('/')[0]}`
  if (url.includes('/dist/server/')) return 'app pages (dist/server)'
  if (url.includes('/dist/app/')) return 'app server (dist/app)'
  return url ? 'other' : '(native)'
}

function summarise(profile: CpuProfile, top = 25) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]))
  const selfUs = new Map<number, number>()
  profile.samples.forEach((id, i) => selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)))
  const areas = new Map<string, number>()
  const functions = new Map<string, number>()
  let busy = 0
  for (const [id, us] of selfUs) {
    const { functionName, url, lineNumber } = byId.get(id)!.callFrame
    const area = areaOf(url, functionName)
    if (area === '(idle)') continue
    busy += us
    areas.set(area, (areas.get(area) ?? 0) + us)
    const key = `${functionName || '(anonymous)'} ${url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*\/dist\//, 'dist/')}:${lineNumber + 1}`
    functions.set(key, (functions.get(key) ?? 0) + us)
  }
  const pct = (us: number) => `${((100 * us) / busy).toFixed(1)}%`.padStart(7)
  console.log(`\nbusy time ${(busy / 1e6).toFixed(2)} s (idle excluded); self time by area:`)
  for (const [area, us] of [...areas].sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log(pct(us), area)
  console.log('\nself time by function:')
  for (const [fn, us] of [...functions].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(pct(us), fn)
  const area = process.env.PROFILE_AREA
  if (area) {
    console.log(`\nself time by function in ${area}:`)
    const mine = [...functions].filter(([fn]) => fn.includes(` ${area}/`)).sort((a, b) => b[1] - a[1])
    for (const [fn, us] of mine.slice(0, top)) console.log(pct(us), fn)
  }
}

async function startServer(upstreamUrl: string, profDir?: string) {
  const server = spawn(process.execPath, [...(profDir ? ['--cpu-prof', `--cpu-prof-dir=${profDir}`] : []), join(dist, 'app', 'server.js')], {
    env: {
      PATH: process.env.PATH ?? '',
      ...TEST_SERVER_ENV,
      PAGE_CACHE_SECONDS: process.env.PAGE_CACHE_SECONDS ?? '0',
      ...upstreamEnvironment(upstreamUrl),
    },
    // Request log lines are produced (part of the cost) and discarded.
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const exited = new Promise((resolve) => server.once('exit', resolve))
  const responseTimes: number[] = []
  let recording = false
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) server.kill('SIGTERM')
    await exited
  }
  const url = await new Promise<string>((resolve, reject) => {
    let out = ''
    const onData = (chunk: Buffer) => {
      out += chunk.toString()
      const m = /listening on (http:\/\/[^\s"]+)/.exec(out)
      if (m) {
        server.stdout!.off('data', onData)
        server.stdout!.on('data', (c: Buffer) => {
          if (!recording) return
          for (const t of c.toString().matchAll(/"responseTime":(\d+)/g)) responseTimes.push(Number(t[1]))
        })
        resolve(m[1]!.replace('localhost', '127.0.0.1'))
      }
    }
    server.stdout!.on('data', onData)
    server.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${out}`)))
  })
  /** Records the request log's responseTime (ms) of the requests that finish until the returned function is called. */
  const recordLatency = () => {
    responseTimes.length = 0
    recording = true
    return () => {
      recording = false
      return [...responseTimes].sort((a, b) => a - b)
    }
  }
  return { url, stop, pid: server.pid, recordLatency }
}

async function main() {
  const route = process.argv[2] ?? '/'
  const load = { connections: Number(process.env.PROFILE_CONNECTIONS ?? 50), durationSec: Number(process.env.PROFILE_DURATION_SEC ?? 10) }
  const upstream = await startDemoUpstream({ DEMO_LATENCY_MS: '0' })
  const profDir = mkdtempSync(join(tmpdir(), 'render-profile-'))
  try {
    // Throughput without the profiler, against the static baseline.
    const plain = await startServer(upstream.url)
    try {
      for (let i = 0; i < 50; i++) await get(`${plain.url}${route}`)
      const wire = (await wireGet(`${plain.url}${route}`)).bytes
      const baseline = assetNear(wire, dist)
      const base = await measure(`baseline: static (${baseline.gzipBytes} B gzip)`, `${plain.url}${baseline.path}`, load, plain.pid)
      const threadsBefore = threadCpuSeconds(plain.pid)
      const stopRecording = plain.recordLatency()
      const row = await measure(`${route} (${wire} B gzip)`, `${plain.url}${route}`, load, plain.pid)
      const serverLatency = stopRecording()
      const threadsAfter = threadCpuSeconds(plain.pid)
      printTable(`PAGE_CACHE_SECONDS=${process.env.PAGE_CACHE_SECONDS ?? '0'}, ${load.connections} connections, ${load.durationSec} s each:`, [
        { ...base, ratioToBaseline: 1 },
        { ...row, ratioToBaseline: row.reqPerSec / base.reqPerSec },
      ])
      const at = (q: number) => serverLatency[Math.min(serverLatency.length - 1, Math.floor(serverLatency.length * q))] ?? NaN
      console.log(`\n${route}: the server's own latency (request log, ${serverLatency.length} requests): p50 ${at(0.5)} ms, p90 ${at(0.9)} ms, p99 ${at(0.99)} ms`)
      console.log(`${route}: server CPU by thread (cores busy during the run):`)
      for (const [name, after] of threadsAfter) {
        const cores = (after - (threadsBefore.get(name) ?? 0)) / load.durationSec
        if (cores >= 0.005) console.log(`  ${name.padEnd(16)} ${cores.toFixed(2)}`)
      }
    } finally {
      await plain.stop()
    }
    if (process.env.PROFILE_CPU === '0') return
    // The same load on the route alone, profiled.
    const profiled = await startServer(upstream.url, profDir)
    try {
      for (let i = 0; i < 50; i++) await get(`${profiled.url}${route}`)
      const row = await measure(`${route} under --cpu-prof`, `${profiled.url}${route}`, load)
      printTable('profiled run:', [row])
    } finally {
      await profiled.stop()
    }
  } finally {
    await upstream.stop()
  }
  const file = readdirSync(profDir).find((f) => f.endsWith('.cpuprofile'))
  if (!file) throw new Error('no profile written')
  summarise(JSON.parse(readFileSync(join(profDir, file), 'utf8')) as CpuProfile)
  if (process.env.PROFILE_KEEP) console.log(`\nprofile: ${join(profDir, file)}`)
  else rmSync(profDir, { recursive: true, force: true })
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
