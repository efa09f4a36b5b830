// The built server as a pod runs it: slow clients are cut off, connections are capped, and a
// SIGTERM under keep-alive load drains without resetting a socket (readiness 503 meanwhile).
import { Agent, get as httpGet } from 'node:http'
import { connect, type Socket } from 'node:net'
import { describe, expect, it } from 'vitest'
import { startStack } from '../support/processes'
import { stackForFile } from '../support/stack-for-file'

/** A raw TCP connection to the site; resolves once connected. */
function open(url: string): Promise<Socket> {
  const { hostname, port } = new URL(url)
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => resolve(socket))
    socket.once('error', reject)
  })
}

/** Resolves with what the server sent once it closed the socket, and when. */
function closed(socket: Socket): Promise<{ data: string; at: number }> {
  let data = ''
  socket.on('data', (chunk) => (data += chunk.toString()))
  socket.on('error', () => {})
  return new Promise((resolve) => socket.once('close', () => resolve({ data, at: performance.now() })))
}

describe('slow clients and the connection cap', { timeout: 60_000 }, () => {
  const stack = stackForFile({ HEADERS_TIMEOUT_MS: '2000', REQUEST_TIMEOUT_MS: '3000', MAX_CONNECTIONS: '4' })

  it('closes a connection whose headers drip in slowly, within the header timeout', async () => {
    const socket = await open(stack.site.url)
    const started = performance.now()
    const done = closed(socket)
    // One header line every 300 ms: always active, never complete. Bounded: 40 lines at most.
    const lines = ['GET / HTTP/1.1\r\n', 'Host: 127.0.0.1\r\n', ...Array.from({ length: 38 }, (_, i) => `X-Slow-${i}: a\r\n`)]
    const drip = setInterval(() => {
      const line = lines.shift()
      if (line === undefined || socket.destroyed) clearInterval(drip)
      else socket.write(line)
    }, 300)
    const { data, at } = await done
    clearInterval(drip)
    // 2 s timeout, checked every second by Node: closed well before the 12 s the drip would last.
    expect(at - started).toBeLessThan(6_000)
    expect(lines.length).toBeGreaterThan(10)
    expect(data).toMatch(/^(HTTP\/1\.1 408|$)/)
  })

  it('refuses connections beyond MAX_CONNECTIONS and keeps answering the ones it holds', async () => {
    const held = await Promise.all(Array.from({ length: 4 }, () => open(stack.site.url)))
    try {
      // The fifth is accepted by the kernel, then closed by Node without an answer.
      const extra = await open(stack.site.url)
      const refused = await closed(extra)
      expect(refused.data).toBe('')
      // A held connection still gets its answer.
      const answer = closed(held[0]!)
      held[0]!.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n')
      expect((await answer).data).toMatch(/^HTTP\/1\.1 200 /)
    } finally {
      for (const s of held) s.destroy()
    }
    // Once they are gone, new clients are served again.
    await new Promise((r) => setTimeout(r, 200))
    expect((await fetch(`${stack.site.url}/healthz`)).status).toBe(200)
  })
})

interface Outcome {
  status?: number
  /** The answer said `Connection: close`. */
  close?: boolean
  error?: string
}

/** GET over a keep-alive agent; an error is reported by its code. */
function request(url: string, agent: Agent | false): Promise<Outcome> {
  return new Promise((resolve) => {
    const req = httpGet(url, { agent }, (res) => {
      res.resume()
      res.once('end', () => resolve({ status: res.statusCode, close: res.headers.connection === 'close' }))
      res.once('error', (err: NodeJS.ErrnoException) => resolve({ error: err.code ?? err.message }))
    })
    req.once('error', (err: NodeJS.ErrnoException) => resolve({ error: `${err.code ?? err.message}${req.reusedSocket ? ' (reused)' : ''}` }))
    req.setTimeout(10_000, () => req.destroy(new Error('timeout')))
  })
}

describe('draining on SIGTERM', { timeout: 90_000 }, () => {
  it('answers readiness 503 during the drain delay, resets no socket under keep-alive load, and exits 0', async () => {
    const DRAIN_DELAY_MS = 1500
    // The upstream timeout outlasts the slow request below (a timed-out call would be a degraded 503).
    const stack = await startStack({ DRAIN_DELAY_MS: String(DRAIN_DELAY_MS), SHUTDOWN_TIMEOUT_MS: '15000', UPSTREAM_TIMEOUT_MS: '5000' }, { DEMO_LATENCY_MS: '20' })
    const { site, upstream } = stack
    try {
      const pages = ['/', '/all-notice', '/about', '/all-news', '/faculty']
      for (const page of pages) expect((await fetch(`${site.url}${page}`)).status).toBe(200)
      expect((await fetch(`${site.url}/readyz`)).status).toBe(200)

      // 8 clients on keep-alive sockets, as nginx's upstream pool is: each keeps sending on its socket
      // until an answer says `Connection: close` (then, like a proxy, it would open its next connection to
      // another pod) or a request fails. Bounded: 3,000 requests or 20 s each.
      const agent = new Agent({ keepAlive: true, maxSockets: 8 })
      // And 4 keep-alive sockets that sit idle until the drain has begun.
      const idleAgent = new Agent({ keepAlive: true, maxSockets: 4 })
      await Promise.all(Array.from({ length: 4 }, () => request(`${site.url}/healthz`, idleAgent)))
      const outcomes: Outcome[] = []
      const deadline = performance.now() + 20_000
      const clients = Array.from({ length: 8 }, async (_, c) => {
        for (let i = 0; i < 3_000 && performance.now() < deadline; i++) {
          const outcome = await request(`${site.url}${pages[(c + i) % pages.length]}`, agent)
          outcomes.push(outcome)
          if (outcome.close || outcome.error) return
        }
      })

      await new Promise((r) => setTimeout(r, 800))
      // One request that is still running when the listener closes.
      await upstream.setMode({ latencyMs: DRAIN_DELAY_MS + 1000 })
      const slow = request(`${site.url}/career`, false)
      await new Promise((r) => setTimeout(r, 100))
      const exit = site.stop('SIGTERM')
      const lateOnIdle = (async () => {
        await new Promise((r) => setTimeout(r, 700))
        return Promise.all(Array.from({ length: 4 }, () => request(`${site.url}/all-notice`, idleAgent)))
      })()
      // From the moment the server has taken the signal until shortly before the delay ends.
      for (let i = 0; i < 50 && !site.output().includes('still listening'); i++) await new Promise((r) => setTimeout(r, 20))
      const readyUntil = performance.now() + DRAIN_DELAY_MS - 600
      const readiness: Array<number | string> = []
      while (performance.now() < readyUntil) {
        const r = await request(`${site.url}/readyz`, false)
        readiness.push(r.status ?? r.error!)
        await new Promise((res) => setTimeout(res, 100))
      }
      await upstream.setMode({ latencyMs: 20 })
      await Promise.all(clients)
      const slowOutcome = await slow
      const late = await lateOnIdle
      const code = await exit
      agent.destroy()
      idleAgent.destroy()

      const answered = outcomes.filter((o) => o.status === 200).length
      const errors = outcomes.filter((o) => o.error).map((o) => o.error!)
      console.log(`drain: ${outcomes.length} requests, ${answered} answered 200, errors: ${JSON.stringify(countBy(errors))}, readiness: ${readiness.join(',')}`)
      expect(readiness.length).toBeGreaterThan(0)
      expect(readiness.every((s) => s === 503)).toBe(true)
      expect(answered).toBeGreaterThan(100)
      // Every request sent on a keep-alive socket was answered: nothing reset, nothing hung up.
      expect(errors).toEqual([])
      expect(outcomes.filter((o) => o.status !== 200)).toEqual([])
      expect(outcomes.filter((o) => o.close)).toHaveLength(8)
      expect(slowOutcome.status).toBe(200)
      expect(late).toEqual(Array(4).fill({ status: 200, close: true }))
      expect(code).toBe(0)
    } finally {
      await stack.stop()
    }
  })
})

function countBy(values: string[]): Record<string, number> {
  const counts: Record<string, number> = {}
  for (const v of values) counts[v] = (counts[v] ?? 0) + 1
  return counts
}
