// Starts the built production server and the demo upstream as child processes on
// ephemeral loopback ports, exactly as an operator runs them (plain `node`).
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { disposable } from './dispose'

export const ROOT = join(import.meta.dirname, '..', '..')
export const DIST = join(ROOT, 'dist')
/** The day the tests pin the demo's calendar (and the site's "today") to. */
export const TEST_TODAY = '2026-01-20'
export const TEST_CREDENTIAL = { userId: 'test-service-user', password: 'Pw-never-in-html-7f3a9c' }

const MAX_OUTPUT = 1_000_000

export interface RunningProcess extends AsyncDisposable {
  url: string
  child: ChildProcess
  /** Everything the process printed so far. */
  output: () => string
  stop: (signal?: NodeJS.Signals) => Promise<number | null>
}

function requireBuild(file: string) {
  if (!existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` first`)
}

/**
 * The last `max` characters of a log. Chunks are kept as they come and trimmed only once they hold twice the
 * limit: a flood of log lines costs one copy per `max` characters written, not one copy of the whole tail per line.
 */
export class OutputTail {
  private chunks: string[] = []
  private length = 0
  constructor(private readonly max = MAX_OUTPUT) {}

  append(chunk: string) {
    this.chunks.push(chunk)
    this.length += chunk.length
    if (this.length > 2 * this.max) {
      const kept = this.text()
      this.chunks = [kept]
      this.length = kept.length
    }
  }

  text(): string {
    return this.chunks.join('').slice(-this.max)
  }
}

/**
 * glibc malloc as the container and the chart set it (Dockerfile ENV, the chart's ConfigMap; the deploy tests
 * check both): two arenas instead of eight per core, and blocks of 1 MiB or more always mapped on their own, so
 * libvips' and libaom's large buffers go back to the system when freed (glibc otherwise raises that threshold
 * after the first free and keeps them in an arena).
 */
export const MALLOC_ENV: Readonly<Record<string, string>> = { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '65536' }

/**
 * How the tests run a server: production mode on an ephemeral loopback port, no drain delay (stop() returns as soon
 * as requests finished; the drain tests set one), and the demo data (and the site's "today", which falls back to
 * it) on the day the tests were written for.
 */
export const TEST_SERVER_ENV: Readonly<Record<string, string>> = {
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  PORT: '0',
  LOG_LEVEL: 'info',
  DRAIN_DELAY_MS: '0',
  DEMO_TODAY: TEST_TODAY,
}

/** Spawns `node <script>` and resolves once it prints "listening on http://…". */
export function startNode(script: string, env: Record<string, string>, timeoutMs = 30_000): Promise<RunningProcess> {
  requireBuild(script)
  const child = spawn(process.execPath, [script], {
    cwd: ROOT,
    // malloc as the image sets it (Dockerfile ENV).
    env: { PATH: process.env.PATH ?? '', ...TEST_SERVER_ENV, ...MALLOC_ENV, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  // The last MAX_OUTPUT characters: long runs (benchmarks) log a line per request.
  const tail = new OutputTail()
  const output = () => tail.text()
  const append = (chunk: Buffer) => tail.append(chunk.toString())
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL')
      reject(new Error(`${script} did not start within ${timeoutMs} ms:\n${output()}`))
    }, timeoutMs)
    const onData = (chunk: Buffer) => {
      append(chunk)
      const match = /listening on (http:\/\/[^\s"]+)/.exec(output())
      if (match) {
        clearTimeout(timer)
        child.stdout?.off('data', onData)
        child.stdout?.on('data', append)
        const stop = async (signal: NodeJS.Signals = 'SIGTERM') => {
          if (child.exitCode === null && child.signalCode === null) child.kill(signal)
          return exited
        }
        resolve(disposable({ url: match[1]!.replace('localhost', '127.0.0.1'), child, output, stop }, () => stop()))
      }
    }
    child.stdout?.on('data', onData)
    child.stderr?.on('data', append)
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`${script} exited with ${code} before listening:\n${output()}`))
    })
  })
}

export interface DemoUpstreamProcess extends RunningProcess {
  setMode(mode: Partial<{ latencyMs: number; failureRate: number; empty: boolean; hang: boolean }>): Promise<void>
  calls(): Promise<Record<string, number>>
  reset(): Promise<void>
}

export async function startDemoUpstream(env: Record<string, string> = {}): Promise<DemoUpstreamProcess> {
  const proc = await startNode(join(DIST, 'app', 'demo-upstream.js'), {
    DEMO_USER_ID: TEST_CREDENTIAL.userId,
    DEMO_PASSWORD: TEST_CREDENTIAL.password,
    ...env,
  })
  const post = (path: string, body: unknown) =>
    fetch(`${proc.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
  return {
    ...proc,
    setMode: async (mode) => void (await post('/__mode', mode)),
    calls: async () => (await (await fetch(`${proc.url}/__stats`)).json()) as Record<string, number>,
    reset: async () => void (await post('/__reset', {})),
  }
}

/** The site's settings for an upstream at `upstreamUrl` (its /api, /mbapi and /files) with the test credential. */
export function upstreamEnvironment(upstreamUrl: string): Record<string, string> {
  return {
    UPSTREAM_API_BASE_URL: `${upstreamUrl}/api`,
    UPSTREAM_ADMISSION_BASE_URL: `${upstreamUrl}/mbapi`,
    UPSTREAM_FILE_BASE_URL: `${upstreamUrl}/files`,
    UPSTREAM_USER_ID: TEST_CREDENTIAL.userId,
    UPSTREAM_PASSWORD: TEST_CREDENTIAL.password,
  }
}

/** The production server pointed at a demo upstream with the test credential. */
export function startSite(upstream: { url: string }, env: Record<string, string> = {}): Promise<RunningProcess> {
  return startNode(join(DIST, 'app', 'server.js'), { ...upstreamEnvironment(upstream.url), UPSTREAM_TIMEOUT_MS: '2000', ...env })
}

/** Demo upstream plus the site in front of it; stop() ends both. */
export async function startStack(siteEnv: Record<string, string> = {}, upstreamEnv: Record<string, string> = {}) {
  const upstream = await startDemoUpstream(upstreamEnv)
  try {
    const site = await startSite(upstream, siteEnv)
    const stop = async () => {
      await site.stop()
      await upstream.stop()
    }
    return disposable({ upstream, site, stop }, stop)
  } catch (err) {
    await upstream.stop()
    throw err
  }
}

/** GET a page and return status, headers and body text. */
export async function get(url: string, init?: RequestInit) {
  const res = await fetch(url, { redirect: 'manual', ...init })
  return { status: res.status, headers: res.headers, body: await res.text() }
}

/** The text of the single <title> in <head>. */
export function titleOf(html: string): string | null {
  const head = /<head>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? ''
  const titles = [...head.matchAll(/<title>([\s\S]*?)<\/title>/g)]
  return titles.length === 1 ? decodeEntities(titles[0]![1]!) : null
}

export function decodeEntities(s: string): string {
  return s.replace(/&amp;/g, '&').replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>')
}
