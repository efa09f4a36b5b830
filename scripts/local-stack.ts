// The local stack (`npm run stack`, `npm run bench`): the demo upstream, the built app in front of
// it, and Debian's nginx with the chart's nginx.conf (and env/ files written for the
// ports of this run), all on 127.0.0.1. Each process's output goes to a file, not to memory.
import { spawn, type ChildProcess } from 'node:child_process'
import { closeSync, createWriteStream, mkdtempSync, openSync, readFileSync, rmSync, type WriteStream } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { demoUpstreamEntry, findNginx, freePort, prepareNginxPrefix, repoRoot, serverEntry } from '../tests/support/edge-harness'

export interface StackOptions {
  /** nginx's port; 0 or absent: a free one. */
  port?: number
  /** The app's port; 0 or absent: a free one. */
  appPort?: number
  /** The demo upstream's port; 0 or absent: a free one. */
  upstreamPort?: number
  nginxWorkers?: number
  /** Added to (and overriding) this process's environment for the app. */
  appEnv?: Record<string, string>
  /** Added to (and overriding) this process's environment for the demo upstream (DEMO_LATENCY_MS…). */
  upstreamEnv?: Record<string, string>
  /** Extra http-level nginx configuration for env/http.conf (the benchmark's static baseline server). */
  httpConf?: string
  /** Where the logs go; absent: a temporary folder removed by stop(). */
  logDir?: string
  startTimeoutMs?: number
}

export interface StackProcess {
  name: 'upstream' | 'app' | 'nginx'
  url: string
  child: ChildProcess
  logFile: string
}

export interface LocalStack {
  /** The site through the edge (what k6 and browsers use). */
  url: string
  upstream: StackProcess
  app: StackProcess
  nginx: StackProcess
  logDir: string
  /** Resolves with the first process that exits before stop() was called. */
  died: Promise<{ process: StackProcess; code: number | null; signal: NodeJS.Signals | null }>
  /** Stops nginx, the app, then the upstream (SIGTERM, SIGKILL after 10 s); removes temp files. */
  stop(): Promise<void>
}

const STOP_GRACE_MS = 10_000

function exitOf(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((resolve) => child.once('exit', () => resolve()))
}

export async function stopChild(child: ChildProcess): Promise<void> {
  const exited = exitOf(child)
  if (child.exitCode !== null || child.signalCode !== null) return
  child.kill('SIGTERM')
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS)
  await exited
  clearTimeout(timer)
}

/** Polls `url` until it answers 200; rejects when `child` exits first or after `timeoutMs`. */
async function waitForOk(child: ChildProcess, url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (child.exitCode === null && child.signalCode === null && Date.now() < deadline) {
    try {
      const res = await fetch(url)
      await res.arrayBuffer()
      if (res.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50))
  }
  throw new Error(child.exitCode === null && child.signalCode === null ? `no answer from ${url} within ${timeoutMs} ms` : `exited with ${child.exitCode ?? child.signalCode}`)
}

/** The app on `port`, output appended to `logFile`; ready once /healthz answers (whatever LOG_LEVEL says). */
export async function startApp(env: NodeJS.ProcessEnv, port: number, logFile: string, timeoutMs = 30_000): Promise<StackProcess> {
  const out = openSync(logFile, 'a')
  const child = spawn(process.execPath, [serverEntry], { cwd: repoRoot, env: { ...env, PORT: String(port) }, stdio: ['ignore', out, out] })
  closeSync(out)
  const url = `http://127.0.0.1:${port}`
  try {
    await waitForOk(child, `${url}/healthz`, timeoutMs)
  } catch (err) {
    await stopChild(child)
    throw new Error(`the app did not start on port ${port} (${(err as Error).message}):\n${readFileSync(logFile, 'utf8').slice(-4000)}`)
  }
  return { name: 'app', url, child, logFile }
}

/** Runs `node <script>`, output appended to `logFile`; resolves with the URL of its "listening on" line. */
async function startNodeLogged(name: 'upstream', script: string, env: NodeJS.ProcessEnv, logFile: string, timeoutMs: number): Promise<StackProcess> {
  const child = spawn(process.execPath, [script], { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] })
  const log: WriteStream = createWriteStream(logFile, { flags: 'a' })
  child.stdout!.pipe(log)
  child.stderr!.pipe(log)
  // Only the start is kept in memory, to find the line (bounded).
  let head = ''
  try {
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`${name} did not log "listening on" within ${timeoutMs} ms (log: ${logFile})`)), timeoutMs)
      const onData = (chunk: Buffer) => {
        head = (head + chunk.toString()).slice(-64 * 1024)
        const m = /listening on (http:\/\/[^\s"]+)/.exec(head)
        if (m?.[1]) {
          clearTimeout(timer)
          child.stdout!.off('data', onData)
          child.stderr!.off('data', onData)
          resolve(m[1].replace('localhost', '127.0.0.1').replace(/\/$/, ''))
        }
      }
      child.stdout!.on('data', onData)
      child.stderr!.on('data', onData)
      child.once('exit', (code) => {
        clearTimeout(timer)
        reject(new Error(`${name} exited with ${code} before listening:\n${head}`))
      })
    })
    return { name, url, child, logFile }
  } catch (err) {
    await stopChild(child)
    throw err
  }
}

/** nginx in the foreground on `port` with the repository's config; resolves once /edge-healthz answers. */
async function startEdge(nginxBin: string, appUrl: string, port: number, workers: number, logFile: string, timeoutMs: number, httpConf?: string) {
  const { prefix, conf } = prepareNginxPrefix({ appUrl, port, httpConf })
  // The access log goes to /dev/stdout, which nginx re-opens: a file works, Node's pipe (a socket) does not.
  const out = openSync(logFile, 'a')
  const child = spawn(nginxBin, ['-p', `${prefix}/`, '-c', conf, '-e', 'stderr', '-g', `daemon off; worker_processes ${workers};`], {
    stdio: ['ignore', out, out],
  })
  closeSync(out)
  const url = `http://127.0.0.1:${port}`
  try {
    await waitForOk(child, `${url}/edge-healthz`, timeoutMs)
    return { process: { name: 'nginx' as const, url, child, logFile }, prefix }
  } catch {
    // below
  }
  await stopChild(child)
  rmSync(prefix, { recursive: true, force: true })
  throw new Error(`nginx did not start on port ${port}:\n${readFileSync(logFile, 'utf8').slice(-4000)}`)
}

/** The app's environment in front of the demo upstream at `upstreamUrl`. */
export function appEnvironment(upstreamUrl: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    // Nothing to drain from on this machine: stop at once (the environment may say otherwise).
    DRAIN_DELAY_MS: '0',
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    // nginx is the one proxy hop in front.
    TRUSTED_PROXIES: 'loopback',
    // The demo upstream's own credential (its defaults).
    UPSTREAM_API_BASE_URL: `${upstreamUrl}/api`,
    UPSTREAM_ADMISSION_BASE_URL: `${upstreamUrl}/mbapi`,
    UPSTREAM_FILE_BASE_URL: `${upstreamUrl}/files`,
    UPSTREAM_USER_ID: process.env.DEMO_USER_ID ?? 'demo-user',
    UPSTREAM_PASSWORD: process.env.DEMO_PASSWORD ?? 'demo-password',
    ...extra,
  }
}

export async function startLocalStack(options: StackOptions = {}): Promise<LocalStack> {
  const nginxBin = findNginx()
  if (!nginxBin) throw new Error('no nginx found: apt-get install nginx-light, or set NGINX_BIN')
  const timeoutMs = options.startTimeoutMs ?? 30_000
  const ownLogDir = options.logDir === undefined
  const logDir = options.logDir ?? mkdtempSync(join(tmpdir(), 'local-stack-'))
  const started: ChildProcess[] = []
  let nginxPrefix: string | undefined
  const cleanUp = async () => {
    for (const child of started.reverse()) await stopChild(child)
    if (nginxPrefix) rmSync(nginxPrefix, { recursive: true, force: true })
    if (ownLogDir) rmSync(logDir, { recursive: true, force: true })
  }
  try {
    const upstream = await startNodeLogged(
      'upstream',
      demoUpstreamEntry,
      { ...process.env, HOST: '127.0.0.1', PORT: String(options.upstreamPort ?? 0), ...options.upstreamEnv },
      join(logDir, 'upstream.log'),
      timeoutMs,
    )
    started.push(upstream.child)
    const app = await startApp(
      appEnvironment(upstream.url, options.appEnv),
      options.appPort || (await freePort()),
      join(logDir, 'app.log'),
      timeoutMs,
    )
    started.push(app.child)
    const edge = await startEdge(nginxBin, app.url, options.port || (await freePort()), options.nginxWorkers ?? 2, join(logDir, 'nginx.log'), timeoutMs, options.httpConf)
    started.push(edge.process.child)
    nginxPrefix = edge.prefix
    const nginx = edge.process

    let stopping = false
    const died = new Promise<Awaited<LocalStack['died']>>((resolve) => {
      for (const member of [upstream, app, nginx]) {
        member.child.once('exit', (code, signal) => {
          if (!stopping) resolve({ process: member, code, signal })
        })
      }
    })
    let stopped: Promise<void> | undefined
    return {
      url: nginx.url,
      upstream,
      app,
      nginx,
      logDir,
      died,
      stop: () => {
        stopping = true
        return (stopped ??= cleanUp())
      },
    }
  } catch (err) {
    await cleanUp()
    throw err
  }
}
