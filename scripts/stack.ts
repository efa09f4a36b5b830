// `npm run stack`: builds, then starts the demo upstream, the app and nginx (with the chart's
// nginx.conf) on 127.0.0.1, prints their URLs and runs until Ctrl-C or SIGTERM, or until one
// of the three exits (then it stops the others and exits 1). See load-tests/README.md.
//   --port N (STACK_PORT)                    nginx, the site's address; default a free port
//   --app-port N (STACK_APP_PORT)            the Node app; default a free port
//   --upstream-port N (STACK_UPSTREAM_PORT)  the demo upstream; default a free port
//   --workers N (STACK_NGINX_WORKERS)        nginx worker processes; default 2
//   --log-dir DIR (STACK_LOG_DIR)            keep the three logs there; default a temporary folder, removed at the end
//   --disk-dir DIR --disk-port N             nginx also serves DIR's files at http://127.0.0.1:N/disk/ (a baseline for
//                                            load-tests/result-pdf.ts's DISK_URL); default none
// The rest of the environment reaches the processes: DEMO_LATENCY_MS=80, PAGE_CACHE_SECONDS=0, LOG_LEVEL…
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { startLocalStack } from './local-stack'

function port(name: string, raw: string | undefined): number {
  if (raw === undefined || raw === '') return 0
  const n = Number(raw)
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new Error(`${name} must be a port number (0–65535), got "${raw}"`)
  return n
}

/** A static server of `dir` at /disk/ on loopback port `diskPort` (nginx's own file serving, to compare the edge with). */
function diskServer(dir: string | undefined, diskPort: number): string | undefined {
  if (!dir && !diskPort) return undefined
  if (!dir || !diskPort || /[;{}\s]/.test(dir)) throw new Error('--disk-dir (an absolute path without spaces) and --disk-port go together')
  return `server { listen 127.0.0.1:${diskPort}; location /disk/ { alias ${resolve(dir)}/; types { application/pdf pdf; } } }`
}

async function main() {
  const { values } = parseArgs({
    options: {
      port: { type: 'string' },
      'app-port': { type: 'string' },
      'upstream-port': { type: 'string' },
      workers: { type: 'string' },
      'log-dir': { type: 'string' },
      'disk-dir': { type: 'string' },
      'disk-port': { type: 'string' },
    },
  })
  // A signal while starting: stop as soon as the stack is up (and cleaned up by then).
  let signalled = false
  const early = () => (signalled = true)
  process.on('SIGINT', early)
  process.on('SIGTERM', early)
  const workers = Number(values.workers ?? process.env.STACK_NGINX_WORKERS ?? 2)
  if (!Number.isInteger(workers) || workers < 1 || workers > 64) throw new Error(`--workers must be 1–64, got "${values.workers}"`)
  const stack = await startLocalStack({
    port: port('--port', values.port ?? process.env.STACK_PORT),
    appPort: port('--app-port', values['app-port'] ?? process.env.STACK_APP_PORT),
    upstreamPort: port('--upstream-port', values['upstream-port'] ?? process.env.STACK_UPSTREAM_PORT),
    nginxWorkers: workers,
    logDir: values['log-dir'] ?? process.env.STACK_LOG_DIR,
    httpConf: diskServer(values['disk-dir'], port('--disk-port', values['disk-port'])),
  })
  let stopping = false
  const stop = async (exitCode: number) => {
    if (stopping) return
    stopping = true
    console.log('stopping nginx, app and demo upstream…')
    await stack.stop()
    console.log('stopped')
    process.exit(exitCode)
  }
  // Ctrl-C in a terminal reaches the three children too (same process group); they stop on it.
  // `on`, not `once`: a second signal (tsx relays the one the group got) must not kill this
  // process halfway through stopping; stop() runs once.
  process.off('SIGINT', early).on('SIGINT', () => void stop(0))
  process.off('SIGTERM', early).on('SIGTERM', () => void stop(0))
  if (signalled) return stop(0)
  void stack.died.then(({ process: dead, code, signal }) => {
    // A Ctrl-C reaches the children as soon as this process: give its handler the first word.
    setTimeout(() => {
      if (stopping) return
      console.error(`\n${dead.name} (pid ${dead.child.pid}) exited (${signal ?? `code ${code}`}); last lines of ${dead.logFile}:`)
      try {
        console.error(readFileSync(dead.logFile, 'utf8').split('\n').slice(-20).join('\n'))
      } catch {
        // the log is gone
      }
      void stop(1)
    }, 200)
  })

  const rows = [
    ['site (nginx)', stack.url, stack.nginx],
    ['app', stack.app.url, stack.app],
    ['demo upstream', stack.upstream.url, stack.upstream],
  ] as const
  console.log('local stack up:')
  for (const [name, url, p] of rows) console.log(`  ${name.padEnd(14)} ${url.padEnd(24)} pid ${p.child.pid}  log ${p.logFile}`)
  console.log(`\n  k6 run -e BASE_URL=${stack.url} load-tests/smoke.ts`)
  console.log(`  upstream calls so far: curl ${stack.upstream.url}/__stats`)
  console.log('\nCtrl-C stops all three.')
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err)
  process.exit(1)
})
