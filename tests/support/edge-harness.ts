// Starts the real pieces of the edge stack on loopback for the nginx tests and
// the benchmark: the production Node server, the demo upstream, and nginx run
// with the edge's one nginx.conf, the chart's helm/university-website/files/nginx.conf
// (copied byte for byte into a temp prefix next to env/ files written for this run).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import {
  chmodSync,
  closeSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { delimiter, join } from 'node:path'
import { fileURLToPath } from 'node:url'

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url))
/** The edge's one configuration: the chart ships it, everything else reads it from there. */
export const nginxConfPath = join(repoRoot, 'helm', 'university-website', 'files', 'nginx.conf')
export const serverEntry = join(repoRoot, 'dist', 'app', 'server.js')
export const demoUpstreamEntry = join(repoRoot, 'dist', 'app', 'demo-upstream.js')

/** The nginx binary: $NGINX_BIN, else `nginx` on PATH or in the sbin folders. */
export function findNginx(): string | null {
  const fromEnv = process.env.NGINX_BIN
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : null
  const dirs = [...(process.env.PATH ?? '').split(delimiter), '/usr/sbin', '/usr/local/sbin', '/sbin']
  for (const dir of dirs) {
    if (dir && existsSync(join(dir, 'nginx'))) return join(dir, 'nginx')
  }
  return null
}

/** A port that was free a moment ago (nginx cannot report an ephemeral one). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer()
    srv.once('error', reject)
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address()
      srv.close(() => (typeof addr === 'object' && addr ? resolve(addr.port) : reject(new Error('no port'))))
    })
  })
}

export interface NodeProcess {
  url: string
  proc: ChildProcess
  logs(): string
  /** Sends the signal and resolves with the exit code (null if killed by a signal). */
  stop(signal?: NodeJS.Signals): Promise<number | null>
}

/**
 * Runs `node <script>` and resolves once a log line says `listening on http://…`
 * (the server's pino line and the demo upstream's line both do). The child's environment is this
 * process's with `env` on top; a name `env` gives as undefined is left out (spawn skips it).
 */
export async function startNode(
  script: string,
  env: Record<string, string | undefined>,
  { args = [], timeoutMs = 30_000 }: { args?: string[]; timeoutMs?: number } = {},
): Promise<NodeProcess> {
  if (!existsSync(script)) throw new Error(`${script} is missing: run \`npm run build\` first`)
  const proc = spawn(process.execPath, [script, ...args], {
    cwd: repoRoot,
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const exited = new Promise<number | null>((resolve) => proc.once('exit', (code) => resolve(code)))
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      proc.kill('SIGKILL')
      reject(new Error(`${script} did not log "listening on" within ${timeoutMs} ms:\n${output}`))
    }, timeoutMs)
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      const m = /listening on (http:\/\/[^\s"]+)/.exec(output)
      if (m?.[1]) {
        clearTimeout(timer)
        resolve(m[1].replace(/\/$/, ''))
      }
    }
    proc.stdout.on('data', onData)
    proc.stderr.on('data', onData)
    proc.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`${script} exited with ${code} before listening:\n${output}`))
    })
  })
  return {
    url,
    proc,
    logs: () => output,
    async stop(signal = 'SIGTERM') {
      if (proc.exitCode === null && proc.signalCode === null) proc.kill(signal)
      return exited
    },
  }
}

/** The environment that points the site at a running demo upstream. */
export function upstreamEnv(demoUrl: string): Record<string, string> {
  return {
    UPSTREAM_API_BASE_URL: `${demoUrl}/api`,
    UPSTREAM_ADMISSION_BASE_URL: `${demoUrl}/mbapi`,
    UPSTREAM_FILE_BASE_URL: `${demoUrl}/files`,
    UPSTREAM_USER_ID: 'demo-user',
    UPSTREAM_PASSWORD: 'demo-password',
  }
}

export interface EdgeNginx {
  url: string
  port: number
  prefix: string
  confDir: string
  logs(): string
  stop(): Promise<void>
}

export interface StartNginxOptions {
  nginxBin: string
  /** Where the Node app listens, e.g. http://127.0.0.1:41234 */
  appUrl: string
  /** Extra http-level configuration for env/http.conf (the benchmark adds a static server). */
  httpConf?: string
  workerProcesses?: number
  /** Keep nginx's access log (stdout); the benchmark discards it. */
  captureAccessLog?: boolean
}

/** Writes conf/nginx.conf (unchanged copy) and conf/env/*.conf into a fresh prefix. */
export function prepareNginxPrefix(opts: { appUrl: string; port: number; httpConf?: string }): { prefix: string; conf: string } {
  const prefix = mkdtempSync(join(tmpdir(), 'edge-nginx-'))
  // nginx started as root runs its workers as nobody: they must reach the prefix.
  chmodSync(prefix, 0o755)
  const confDir = join(prefix, 'conf')
  mkdirSync(join(confDir, 'env'), { recursive: true })
  copyFileSync(nginxConfPath, join(confDir, 'nginx.conf'))
  const app = new URL(opts.appUrl)
  writeFileSync(join(confDir, 'env', 'app-upstream.conf'), `server ${app.hostname}:${app.port};\n`)
  writeFileSync(join(confDir, 'env', 'listen.conf'), `listen 127.0.0.1:${opts.port};\n`)
  writeFileSync(join(confDir, 'env', 'http.conf'), `${opts.httpConf ?? ''}\n`)
  return { prefix, conf: join(confDir, 'nginx.conf') }
}

function nginxArgs(prefix: string, conf: string, workers: number): string[] {
  return ['-p', `${prefix}/`, '-c', conf, '-e', 'stderr', '-g', `daemon off; worker_processes ${workers};`]
}

/** `nginx -t` on the prepared configuration; returns its status and output. */
export function nginxConfigTest(nginxBin: string, appUrl: string): { status: number | null; output: string } {
  const { prefix, conf } = prepareNginxPrefix({ appUrl, port: 8080 })
  try {
    // stdout is /dev/null: nginx re-opens /dev/stdout for the access log.
    const r = spawnSync(nginxBin, ['-t', ...nginxArgs(prefix, conf, 1)], {
      encoding: 'utf8',
      stdio: ['ignore', 'ignore', 'pipe'],
    })
    return { status: r.status, output: r.stderr }
  } finally {
    rmSync(prefix, { recursive: true, force: true })
  }
}

/** Starts nginx in the foreground and waits until /edge-healthz answers. */
export async function startNginx(opts: StartNginxOptions): Promise<EdgeNginx> {
  let lastError: unknown
  for (let attempt = 0; attempt < 3; attempt++) {
    const port = await freePort()
    const { prefix, conf } = prepareNginxPrefix({ appUrl: opts.appUrl, port, httpConf: opts.httpConf })
    // The access log goes to /dev/stdout, which nginx re-opens: that works for
    // a file, a pipe or /dev/null, not for the socket Node's 'pipe' would give.
    const accessLog = join(prefix, 'access.log')
    const stdout = opts.captureAccessLog === false ? 'ignore' : openSync(accessLog, 'a')
    const proc = spawn(opts.nginxBin, nginxArgs(prefix, conf, opts.workerProcesses ?? 1), {
      stdio: ['ignore', stdout, 'pipe'],
    })
    if (typeof stdout === 'number') closeSync(stdout)
    let output = ''
    proc.stderr?.on('data', (c: Buffer) => (output += c.toString()))
    const logs = () => `${output}${existsSync(accessLog) ? readFileSync(accessLog, 'utf8') : ''}`
    const exited = new Promise<void>((resolve) => proc.once('exit', () => resolve()))
    const url = `http://127.0.0.1:${port}`
    const deadline = Date.now() + 10_000
    let up = false
    while (Date.now() < deadline && proc.exitCode === null && proc.signalCode === null) {
      try {
        const res = await fetch(`${url}/edge-healthz`)
        await res.arrayBuffer()
        if (res.ok) {
          up = true
          break
        }
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 50))
    }
    const stop = async () => {
      if (proc.exitCode === null && proc.signalCode === null) proc.kill('SIGTERM')
      await exited
      rmSync(prefix, { recursive: true, force: true })
    }
    if (up) return { url, port, prefix, confDir: join(prefix, 'conf'), logs, stop }
    lastError = new Error(`nginx did not start on port ${port}:\n${logs()}`)
    proc.kill('SIGKILL')
    await stop()
  }
  throw lastError
}
