// The scripted upstream of the fault suite does what each fault says (so a passing scenario is
// not a broken fault). Needs `npm run build` (the demo upstream behind it).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TEST_CREDENTIAL } from '../support/processes'
import { send } from './load'
import { scriptedUpstream, stopAll } from './stack'
import type { ScriptedUpstream } from './upstream'

let up: ScriptedUpstream

beforeAll(async () => {
  up = await scriptedUpstream()
})
afterAll(async () => {
  await stopAll()
})

/** One call of the university API through the scripted upstream. */
async function call(path = '/api/all-notice', timeoutMs = 5_000) {
  try {
    const res = await fetch(`${up.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(TEST_CREDENTIAL),
      signal: AbortSignal.timeout(timeoutMs),
    })
    const text = await res.text()
    return { status: res.status, type: res.headers.get('content-type') ?? '', text, error: null as string | null }
  } catch (err) {
    const cause = (err as { cause?: { code?: string } }).cause
    return { status: 0, type: '', text: '', error: cause?.code ?? (err as Error).name }
  }
}

const parses = (text: string) => {
  try {
    JSON.parse(text)
    return true
  } catch {
    return false
  }
}

describe('scripted upstream', () => {
  it('forwards to the demo upstream and counts calls per path', async () => {
    up.resetCounters()
    const a = await call()
    expect(a.status).toBe(200)
    expect(Array.isArray(JSON.parse(a.text))).toBe(true)
    expect(up.calls()).toEqual({ '/api/all-notice': 1 })
  })

  it('answers the wrong shapes with 200', async () => {
    await up.setMode({ fault: 'status-error' })
    expect(JSON.parse((await call()).text)).toMatchObject({ status: 'error' })
    await up.setMode({ fault: 'object' })
    const object = JSON.parse((await call()).text) as unknown
    expect(Array.isArray(object)).toBe(false)
    expect(typeof object).toBe('object')
    await up.setMode({ fault: 'html' })
    const html = await call()
    expect([html.status, html.type]).toEqual([200, 'text/html'])
    await up.setMode({ fault: 'truncated' })
    const cut = await call()
    expect(cut.status === 0 || !parses(cut.text)).toBe(true)
    await up.setMode({ fault: 'ok' })
  })

  it('answers 500, resets, refuses and recovers', async () => {
    await up.setMode({ fault: 'http500' })
    expect((await call()).status).toBe(500)
    await up.setMode({ fault: 'reset' })
    expect((await call()).status).toBe(0)
    await up.setMode({ fault: 'refused' })
    // A fresh connection: fetch's pool may still hold a socket the upstream just closed.
    expect((await send(up.url, '/api/all-notice', { method: 'POST', agent: false })).error).toBe('ECONNREFUSED')
    await up.setMode({ fault: 'ok' })
    expect((await call()).status).toBe(200)
  })

  it('hangs until the mode changes, and tracks the calls held at once', async () => {
    await up.setMode({ fault: 'hang' })
    up.resetCounters()
    const held = Promise.all([call('/api/all-notice', 10_000), call('/api/career', 10_000)])
    for (let i = 0; i < 100 && up.totalCalls() < 2; i++) await new Promise((r) => setTimeout(r, 50))
    await new Promise((r) => setTimeout(r, 200))
    expect(up.maxConcurrency()).toBe(2)
    // Leaving the mode ends the held calls without an answer.
    await up.setMode({ fault: 'ok' })
    expect((await held).map((a) => a.status)).toEqual([0, 0])
  })

  it('sends a valid JSON list of the size asked for', async () => {
    await up.setMode({ fault: 'huge', hugeBytes: 3 * 1024 * 1024 })
    const a = await call()
    expect(a.text.length).toBeGreaterThan(2.9 * 1024 * 1024)
    expect(Array.isArray(JSON.parse(a.text))).toBe(true)
    await up.setMode({ fault: 'ok' })
  })

  it('drips the real answer', async () => {
    await up.setMode({ fault: 'drip', dripBytes: 4096, dripIntervalMs: 10 })
    const a = await call('/api/career', 10_000)
    expect(a.status).toBe(200)
    expect(Array.isArray(JSON.parse(a.text))).toBe(true)
    await up.setMode({ fault: 'ok' })
  })

  it('a seeded failure rate repeats the same sequence per path', async () => {
    const run = async () => {
      await up.setMode({ fault: 'http500', rate: 0.5, seed: 7 })
      const statuses: number[] = []
      for (let i = 0; i < 12; i++) statuses.push((await call('/api/banner')).status)
      return statuses
    }
    const first = await run()
    expect(await run()).toEqual(first)
    expect(first).toContain(500)
    expect(first).toContain(200)
    await up.setMode({ fault: 'ok' })
  })
})
