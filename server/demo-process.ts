// Demo mode: the demo upstream (server/demo-upstream/, its own program and build entry) runs as a
// child process on a loopback port. Nothing of it is bundled into the production server.
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

interface DemoProcess {
  /** e.g. http://127.0.0.1:41234 */
  url: string
  /** Stops the child; resolves once it exited. */
  stop(): Promise<void>
}

const START_TIMEOUT_MS = 30_000

/** The built entry next to dist/app/server.js, or the TypeScript source under tsx (npm run dev). */
function demoCommand(): string[] {
  const here = dirname(fileURLToPath(import.meta.url))
  const built = join(here, 'demo-upstream.js')
  if (existsSync(built)) return [built]
  return ['--import', 'tsx', join(here, 'demo-upstream', 'main.ts')]
}

/** Starts the demo upstream; `onExit` is told when it exits after starting and before stop(). */
export function startDemoProcess(credential: { userId: string; password: string }, onExit: (code: number | null) => void): Promise<DemoProcess> {
  const child = spawn(process.execPath, demoCommand(), {
    // DEMO_LATENCY_MS, DEMO_FAILURE_RATE and DEMO_EMPTY pass through from this environment.
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', DEMO_USER_ID: credential.userId, DEMO_PASSWORD: credential.password, DEMO_STOP_ON_STDIN_END: '1' },
    // stdin: the child stops when it closes, so it never outlives this process. Its errors go to our stderr.
    stdio: ['pipe', 'pipe', 'inherit'],
  })
  let started = false
  let stopping = false
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  // Also on process.exit(): the child must not be left behind.
  const killChild = () => child.kill('SIGTERM')
  process.once('exit', killChild)
  return new Promise((resolve, reject) => {
    let output = ''
    const timer = setTimeout(() => {
      child.kill('SIGKILL')
      reject(new Error(`the demo upstream did not start within ${START_TIMEOUT_MS} ms`))
    }, START_TIMEOUT_MS)
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      const match = /listening on (http:\/\/\S+)/.exec(output)
      if (!match) return
      clearTimeout(timer)
      started = true
      child.stdout.off('data', onData)
      child.stdout.resume()
      resolve({
        url: match[1]!,
        stop: async () => {
          stopping = true
          child.kill('SIGTERM')
          await exited
          process.off('exit', killChild)
        },
      })
    }
    child.stdout.on('data', onData)
    void exited.then((code) => {
      clearTimeout(timer)
      if (!started) reject(new Error(`the demo upstream exited with code ${code} before listening (its error is above)`))
      else if (!stopping) onExit(code)
    })
  })
}
