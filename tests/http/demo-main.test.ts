// The CLI entry as npm run demo-upstream starts it: environment in, one line out, SIGTERM.

import { spawn, type ChildProcess } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { call } from '../support/demo-upstream'

const root = fileURLToPath(new URL('../..', import.meta.url))

interface Started { child: ChildProcess; url: string; stdout: () => string; exit: Promise<number | null> }

function start(env: Record<string, string>): Promise<Started> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/demo-upstream/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let stdout = ''
  let stderr = ''
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      stdout += chunk.toString()
      const match = /^demo upstream listening on (http:\/\/127\.0\.0\.1:\d+)\n/.exec(stdout)
      if (match?.[1]) resolve({ child, url: match[1], stdout: () => stdout, exit })
    })
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    void exit.then((code) => reject(new Error(`exited with ${code}: ${stderr}`)))
  })
}

describe('main.ts', () => {
  it('prints one line, serves with the configured credential and modes, and stops on SIGTERM', async () => {
    const demo = await start({ DEMO_USER_ID: 'cli-user', DEMO_PASSWORD: 'cli-pass', DEMO_EMPTY: '1' })
    expect((await call(demo, '/api/all-notice')).status).toBe(401)
    const answer = await call(demo, '/api/all-notice', { userId: 'cli-user', password: 'cli-pass' }, { credential: false })
    expect(answer).toMatchObject({ status: 200, body: [] })
    demo.child.kill('SIGTERM')
    expect(await demo.exit).toBe(0)
    expect(demo.stdout()).toBe(`demo upstream listening on ${demo.url}\n`)
  })

  it('takes latency and failure rate from the environment', async () => {
    const demo = await start({ DEMO_FAILURE_RATE: '1', DEMO_LATENCY_MS: '50' })
    try {
      const mode = await (await fetch(`${demo.url}/__mode`)).json()
      expect(mode).toEqual({ latencyMs: 50, failureRate: 1, empty: false, hang: false })
      expect((await call(demo, '/api/banner')).status).toBe(500)
    } finally {
      demo.child.kill('SIGINT')
      expect(await demo.exit).toBe(0)
    }
  })

  it('refuses an invalid setting', async () => {
    await expect(start({ DEMO_FAILURE_RATE: '2' })).rejects.toThrow(/DEMO_FAILURE_RATE/)
  })
})
