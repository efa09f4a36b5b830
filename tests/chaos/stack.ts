// The processes of one fault run: the demo upstream (shared), a scripted upstream per scenario in
// front of it, the built server and, where the edge matters, Debian's nginx. Everything started
// here is registered and killed by stopAll(), also when a scenario fails or the run is interrupted.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { findNginx, startNginx, type EdgeNginx } from '../support/edge-harness'
import { DIST, startDemoUpstream, startNode, upstreamEnvironment, type DemoUpstreamProcess, type RunningProcess } from '../support/processes'
import { memoryPlan } from '../../server/config'
import { startScriptedUpstream, type ScriptedUpstream } from './upstream'
import { disposable } from '../support/dispose'

/** The chart's default memory limit of an app pod (helm values: app.resources.limits.memory). */
export const MEMORY_LIMIT_MIB = 512

type Stopper = () => Promise<unknown>
const running = new Set<Stopper>()
const children = new Set<RunningProcess['child']>()
/** nginx prefixes still running: their master's pid file is read if the runner dies. */
const edgePrefixes = new Set<string>()

function track(stop: Stopper): () => Promise<void> {
  let once: Promise<void> | undefined
  const wrapped = () => {
    once ??= (async () => {
      running.delete(wrapped)
      await stop()
    })()
    return once
  }
  running.add(wrapped)
  return wrapped
}

/** Stops everything still running (children are SIGKILLed if they do not exit within 5 s). */
export async function stopAll(): Promise<void> {
  await Promise.allSettled([...running].map((stop) => stop()))
}

// A crash of the runner itself must not leave servers behind.
process.once('exit', () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
  for (const prefix of edgePrefixes) {
    try {
      process.kill(Number(readFileSync(join(prefix, 'nginx.pid'), 'utf8').trim()), 'SIGTERM')
    } catch {
      // already gone
    }
  }
})

/** Sends `signal`, then SIGKILL after `graceMs` if the child is still there. */
async function stopChild(proc: RunningProcess, signal: NodeJS.Signals = 'SIGTERM', graceMs = 5_000): Promise<number | null> {
  const { child } = proc
  const kill = setTimeout(() => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
  }, graceMs)
  try {
    return await proc.stop(signal)
  } finally {
    clearTimeout(kill)
    children.delete(child)
  }
}

/** The server build under test: this checkout's dist/, or CHAOS_DIST (another checkout's, to compare). */
const SERVER_DIST = process.env.CHAOS_DIST || DIST

let demo: DemoUpstreamProcess | undefined

/** The real demo upstream (one child for the whole run), with the test credential. */
export async function demoUpstream(): Promise<DemoUpstreamProcess> {
  if (demo && demo.child.exitCode === null) return demo
  const started = await startDemoUpstream()
  children.add(started.child)
  const stop = track(() => stopChild(started))
  demo = { ...started, stop: async () => (await stop(), null) }
  return demo
}

/** A scripted upstream in front of the demo upstream; closed by stopAll(). */
export async function scriptedUpstream(): Promise<ScriptedUpstream> {
  const d = await demoUpstream()
  const up = await startScriptedUpstream(d.url)
  const stop = track(() => up.close())
  return { ...up, close: stop }
}

export interface Site {
  url: string
  port: number
  pid: number
  /** What the server printed (last MB). */
  output(): string
  /** Sends `signal` (default SIGTERM) and waits for the exit; SIGKILL after graceMs. */
  stop(signal?: NodeJS.Signals, graceMs?: number): Promise<number | null>
  /** True while the child has not exited. */
  alive(): boolean
}

/** The built production server (dist/app/server.js) pointed at `upstreamUrl`. */
export async function startSite(upstreamUrl: string, env: Record<string, string> = {}): Promise<Site> {
  const proc = await startNode(join(SERVER_DIST, 'app', 'server.js'), {
    ...upstreamEnvironment(upstreamUrl),
    UPSTREAM_TIMEOUT_MS: '2000',
    // As the chart runs a pod: the limit, and the heap and young generation sized from it (the app's memory plan;
    // without them V8 sizes both from this machine's memory); malloc as startNode sets it.
    MEMORY_LIMIT_MIB: String(MEMORY_LIMIT_MIB),
    NODE_OPTIONS: memoryPlan(MEMORY_LIMIT_MIB).nodeOptions,
    ...env,
  })
  children.add(proc.child)
  let last: number | null = null
  let stopped: Promise<number | null> | undefined
  const stopWith = (signal: NodeJS.Signals = 'SIGTERM', graceMs = 5_000) => {
    stopped ??= stopChild(proc, signal, graceMs).then((code) => (last = code))
    return stopped
  }
  const tracked = track(() => stopWith('SIGKILL'))
  return {
    url: proc.url,
    port: Number(new URL(proc.url).port),
    pid: proc.child.pid!,
    output: proc.output,
    alive: () => proc.child.exitCode === null && proc.child.signalCode === null,
    async stop(signal, graceMs) {
      const code = await stopWith(signal, graceMs)
      await tracked()
      return code ?? last
    },
  }
}

export const nginxBinary = (): string | null => findNginx()

/** Debian's nginx with the chart's nginx.conf unchanged, in front of `appUrl`. */
export async function startEdge(appUrl: string): Promise<EdgeNginx & AsyncDisposable> {
  const bin = findNginx()
  if (!bin) throw new Error('nginx not found')
  const edge = await startNginx({ nginxBin: bin, appUrl, captureAccessLog: false })
  edgePrefixes.add(edge.prefix)
  const stop = track(async () => {
    await edge.stop()
    edgePrefixes.delete(edge.prefix)
  })
  return disposable({ ...edge, stop }, () => stop())
}

export interface Memory {
  /** Peak resident set since the process started (VmHWM), in MiB. */
  peakMiB: number
  /** Resident set now (VmRSS), in MiB. */
  rssMiB: number
}

/** The server child's memory from /proc/<pid>/status. */
export function memoryOf(pid: number): Memory {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8')
    const kB = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+)\\s+kB`, 'm').exec(status)?.[1] ?? NaN)
    return { peakMiB: kB('VmHWM') / 1024, rssMiB: kB('VmRSS') / 1024 }
  } catch {
    return { peakMiB: NaN, rssMiB: NaN }
  }
}

export interface MetricsText {
  bytes: number
  /** Sample lines (every series of every metric). */
  series: number
  /** Series of http_request_duration_seconds (one _count line per label set). */
  httpSeries: number
  text: string
  /** Milliseconds the scrape took. */
  ms: number
}

/** GET /metrics on the server (never through the edge). */
export async function scrapeMetrics(siteUrl: string): Promise<MetricsText> {
  const started = performance.now()
  const res = await fetch(`${siteUrl}/metrics`, { signal: AbortSignal.timeout(30_000) })
  const text = await res.text()
  const lines = text.split('\n').filter((line) => line && !line.startsWith('#'))
  return {
    bytes: Buffer.byteLength(text),
    series: lines.length,
    httpSeries: lines.filter((line) => line.startsWith('http_request_duration_seconds_count')).length,
    text,
    ms: performance.now() - started,
  }
}

/** Sum of a metric's samples whose label text matches `labels` (e.g. /result="miss"/); NaN if absent. */
export function metricSum(text: string, name: string, labels?: RegExp): number {
  let sum = NaN
  for (const line of text.split('\n')) {
    if (!line.startsWith(name)) continue
    const m = /^([a-zA-Z_:][\w:]*)(\{[^}]*\})?\s+(\S+)/.exec(line)
    if (!m || m[1] !== name) continue
    if (labels && !labels.test(m[2] ?? '')) continue
    sum = (Number.isNaN(sum) ? 0 : sum) + Number(m[3])
  }
  return sum
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
