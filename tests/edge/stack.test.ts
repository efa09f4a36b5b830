// `npm run stack` (scripts/stack.ts) run as an engineer runs it: a child process that starts the
// demo upstream, the built app and nginx, prints their URLs and pids, serves pages through nginx,
// and leaves no process behind on Ctrl-C (SIGINT), or when one of the three dies.
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { findNginx, freePort, repoRoot, serverEntry } from '../support/edge-harness'

const nginxBin = findNginx()

interface RunningStack {
  child: ChildProcess
  exited: Promise<number | null>
  output: () => string
  site: string
  logDir: string
  pids: { nginx: number; app: number; upstream: number }
}

const running: ChildProcess[] = []

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

/**
 * Starts scripts/stack.ts through tsx's command line, as `npm run stack` does, in a process group of
 * its own (a terminal's Ctrl-C goes to the whole group); resolves once it printed the three URLs.
 */
async function startStackScript(args: string[]): Promise<RunningStack> {
  const child = spawn(process.execPath, [join(repoRoot, 'node_modules', 'tsx', 'dist', 'cli.mjs'), join(repoRoot, 'scripts', 'stack.ts'), ...args], {
    cwd: repoRoot,
    env: { ...process.env, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  running.push(child)
  let output = ''
  child.stdout!.on('data', (c: Buffer) => (output += c.toString()))
  child.stderr!.on('data', (c: Buffer) => (output += c.toString()))
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no "Ctrl-C stops all three" within 60 s:\n${output}`)), 60_000)
    const check = () => {
      if (output.includes('Ctrl-C stops all three')) {
        clearTimeout(timer)
        resolve()
      }
    }
    child.stdout!.on('data', check)
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`stack exited with ${code} while starting:\n${output}`))
    })
  })
  const line = (name: string) => {
    const m = new RegExp(`${name}\\s+(http://\\S+)\\s+pid (\\d+)`).exec(output)
    if (!m) throw new Error(`no line for ${name}:\n${output}`)
    return { url: m[1]!, pid: Number(m[2]) }
  }
  const nginx = line('site \\(nginx\\)')
  const logDir = /log (\S+)\/nginx\.log/.exec(output)?.[1]
  if (!logDir) throw new Error(`no log folder:\n${output}`)
  return {
    logDir,
    child,
    exited,
    output: () => output,
    site: nginx.url,
    pids: { nginx: nginx.pid, app: line('app').pid, upstream: line('demo upstream').pid },
  }
}

afterEach(() => {
  for (const child of running.splice(0)) {
    try {
      process.kill(-child.pid!, 'SIGKILL')
    } catch {
      // the group is gone
    }
  }
})

describe.skipIf(!nginxBin || !existsSync(serverEntry))('npm run stack', { timeout: 120_000 }, () => {
  it('serves the site through nginx on the given port; Ctrl-C stops all three and removes its files', async () => {
    const port = await freePort()
    const stack = await startStackScript(['--port', String(port)])
    expect(stack.site).toBe(`http://127.0.0.1:${port}`)
    for (const pid of Object.values(stack.pids)) expect(alive(pid)).toBe(true)

    const res = await fetch(`${stack.site}/`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/text\/html/)
    expect(await res.text()).toContain('id="root"')
    // Through nginx, not straight to the app: the edge says what its cache did.
    expect(res.headers.get('x-cache-status')).toBeTruthy()

    expect(existsSync(stack.logDir)).toBe(true)

    // Ctrl-C in a terminal: SIGINT to the whole group (tsx relays it once more to the script).
    process.kill(-stack.child.pid!, 'SIGINT')
    expect(await stack.exited).toBe(0)
    expect(stack.output()).toContain('stopped')
    for (const [name, pid] of Object.entries(stack.pids)) expect(alive(pid), `${name} (pid ${pid}) still running`).toBe(false)
    expect(existsSync(stack.logDir), 'the temporary log folder is removed').toBe(false)
  })

  it('stops the other two and exits 1 when one of them dies', async () => {
    const stack = await startStackScript([])
    process.kill(stack.pids.app, 'SIGKILL')
    expect(await stack.exited).toBe(1)
    expect(stack.output()).toMatch(/app \(pid \d+\) exited \(SIGKILL\)/)
    expect(existsSync(stack.logDir)).toBe(false)
    for (const [name, pid] of Object.entries(stack.pids)) expect(alive(pid), `${name} (pid ${pid}) still running`).toBe(false)
  })

  it('refuses a port that is not a number', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(repoRoot, 'scripts', 'stack.ts'), '--port', 'eighty'], {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    running.push(child)
    let output = ''
    child.stderr!.on('data', (c: Buffer) => (output += c.toString()))
    const code = await new Promise<number | null>((resolve) => child.once('exit', (c) => resolve(c)))
    expect(code).toBe(1)
    expect(output).toContain('--port must be a port number')
  })
})
