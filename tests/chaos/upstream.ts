// A scripted university API for the fault suite: a node:http server on 127.0.0.1 that forwards
// every call to the real demo upstream and can be switched, at run time, to misbehave the ways a
// failing API does (refuse, reset, hang, 500, wrong-shaped 200s, 50 MB, slow drip, a failure
// rate) and back. It counts calls per path and the most calls it held at once.
import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'
import { disposable } from '../support/dispose'

export type Fault =
  /** Forward to the demo upstream. */
  | 'ok'
  /** Nothing listens on the port: connection refused. */
  | 'refused'
  /** The connection is accepted, then closed without an answer. */
  | 'reset'
  /** The request is read and never answered (until the mode changes or the upstream stops). */
  | 'hang'
  /** 500 with a JSON message. */
  | 'http500'
  /** 200 with `{"status":"error","message":"…"}`. */
  | 'status-error'
  /** 200 with an object where the endpoint answers a list. */
  | 'object'
  /** 200 with an HTML page (a proxy's or a login page). */
  | 'html'
  /** 200 with the real answer cut in the middle. */
  | 'truncated'
  /** 200 with a valid JSON list of `hugeBytes` bytes. */
  | 'huge'
  /** 200 with the real answer sent `dripBytes` bytes every `dripIntervalMs`. */
  | 'drip'

export interface Mode {
  fault: Fault
  /** Probability that a call gets the fault; the others are forwarded. Default 1. */
  rate?: number
  /**
   * With a rate: decide the nth call to each path from a hash of (seed, path, n) instead of
   * Math.random, so a run is repeatable (the calls of one path come in order).
   */
  seed?: number
  /** Only calls to these paths (e.g. '/api/notice-details') get the fault. Default: all. */
  paths?: readonly string[]
  hugeBytes?: number
  dripBytes?: number
  dripIntervalMs?: number
}

export interface ScriptedUpstream extends AsyncDisposable {
  /** http://127.0.0.1:PORT: the API base is url + '/api', admission url + '/mbapi', files url + '/files'. */
  url: string
  setMode(mode: Mode): Promise<void>
  mode(): Mode
  /** Calls received per path since the last reset (also those refused: none reach us then). */
  calls(): Record<string, number>
  totalCalls(path?: string): number
  /** The most calls held open at the same time since the last reset. */
  maxConcurrency(): number
  resetCounters(): void
  close(): Promise<void>
}

const MB = 1024 * 1024

/** A number in [0, 1) from a string: FNV-1a, then murmur3's finaliser to mix the last characters. */
function unitHash(text: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  h ^= h >>> 16
  h = Math.imul(h, 0x85ebca6b)
  h ^= h >>> 13
  h = Math.imul(h, 0xc2b2ae35)
  h ^= h >>> 16
  return (h >>> 0) / 2 ** 32
}
const DEFAULT_HUGE_BYTES = 50 * MB

/** A 1 MiB slice of a JSON list of notice-shaped records, repeated for the 'huge' answer. */
function hugeChunk(): Buffer {
  const record = JSON.stringify({ id: 1, head_line: 'x'.repeat(200), date: '2026-01-01', description: 'y'.repeat(700), images_path: '' })
  const count = Math.floor(MB / (record.length + 1))
  return Buffer.from(Array.from({ length: count }, () => record).join(',') + ',')
}

export async function startScriptedUpstream(demoUrl: string): Promise<ScriptedUpstream> {
  const demo = new URL(demoUrl)
  let mode: Mode = { fault: 'ok' }
  const calls = new Map<string, number>()
  let inFlight = 0
  let maxInFlight = 0
  const sockets = new Set<Socket>()
  const held = new Set<ServerResponse>()
  const timers = new Set<NodeJS.Timeout>()
  let chunk: Buffer | undefined

  /** Calls per path since the mode was set, for seeded rates. */
  const seen = new Map<string, number>()
  const faultFor = (path: string): Fault => {
    if (mode.fault === 'ok') return 'ok'
    if (mode.paths && !mode.paths.includes(path)) return 'ok'
    if (mode.rate !== undefined) {
      const n = seen.get(path) ?? 0
      seen.set(path, n + 1)
      const draw = mode.seed === undefined ? Math.random() : unitHash(`${mode.seed}:${path}:${n}`)
      if (draw >= mode.rate) return 'ok'
    }
    return mode.fault
  }

  /** The demo upstream's answer to the same call: status and body. */
  const forward = (req: IncomingMessage, body: Buffer) =>
    new Promise<{ status: number; body: Buffer; type: string }>((resolve, reject) => {
      const out = request(
        { host: demo.hostname, port: demo.port, method: req.method, path: req.url, headers: { 'content-type': req.headers['content-type'] ?? 'application/json', 'content-length': body.length } },
        (res) => {
          const parts: Buffer[] = []
          res.on('data', (c: Buffer) => parts.push(c))
          res.on('end', () => resolve({ status: res.statusCode ?? 502, body: Buffer.concat(parts), type: String(res.headers['content-type'] ?? 'application/json') }))
          res.on('error', reject)
        },
      )
      out.on('error', reject)
      out.end(body)
    })

  const later = (ms: number, fn: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer)
      fn()
    }, ms)
    timers.add(timer)
  }

  const json = (res: ServerResponse, status: number, value: unknown) => {
    const text = JSON.stringify(value)
    res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) }).end(text)
  }

  const answer = async (req: IncomingMessage, res: ServerResponse, body: Buffer, path: string) => {
    const fault = faultFor(path)
    switch (fault) {
      case 'reset':
      case 'refused': // a call that slipped in while the listener closes
        req.socket.destroy()
        return
      case 'hang':
        held.add(res)
        return
      case 'http500':
        return json(res, 500, { message: 'Internal Server Error' })
      case 'status-error':
        return json(res, 200, { status: 'error', message: 'Database connection failed' })
      case 'html': {
        const page = '<!DOCTYPE html><html><head><title>502 Bad Gateway</title></head><body><h1>Bad Gateway</h1></body></html>'
        res.writeHead(200, { 'content-type': 'text/html' }).end(page)
        return
      }
      case 'huge': {
        chunk ??= hugeChunk()
        const total = mode.hugeBytes ?? DEFAULT_HUGE_BYTES
        const slices = Math.max(1, Math.floor(total / chunk.length))
        const closing = Buffer.from(JSON.stringify({ id: 2, head_line: 'end', date: '2026-01-01' }) + ']')
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': 1 + slices * chunk.length + closing.length })
        res.write('[')
        let sent = 0
        const pump = () => {
          while (sent < slices && !res.destroyed) {
            sent++
            if (!res.write(chunk)) return void res.once('drain', pump)
          }
          if (!res.destroyed) res.end(closing)
        }
        pump()
        return
      }
      default:
        break
    }
    const real = await forward(req, body)
    if (fault === 'object') {
      // The list wrapped in an object no endpoint of the API answers.
      return json(res, 200, { result: 'ok', items: JSON.parse(real.body.toString() || 'null') as unknown })
    }
    if (fault === 'truncated') {
      const cut = real.body.subarray(0, Math.max(1, Math.floor(real.body.length / 2)))
      res.writeHead(200, { 'content-type': real.type, 'content-length': real.body.length })
      res.write(cut)
      later(20, () => res.destroy())
      return
    }
    if (fault === 'drip') {
      const step = Math.max(1, mode.dripBytes ?? 16)
      const every = mode.dripIntervalMs ?? 200
      res.writeHead(real.status, { 'content-type': real.type, 'content-length': real.body.length })
      let offset = 0
      const next = () => {
        if (res.destroyed) return
        res.write(real.body.subarray(offset, offset + step))
        offset += step
        if (offset >= real.body.length) res.end()
        else later(every, next)
      }
      next()
      return
    }
    res.writeHead(real.status, { 'content-type': real.type, 'content-length': real.body.length }).end(real.body)
  }

  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0]!
    calls.set(path, (calls.get(path) ?? 0) + 1)
    inFlight++
    maxInFlight = Math.max(maxInFlight, inFlight)
    let done = false
    const finish = () => {
      if (done) return
      done = true
      inFlight--
      held.delete(res)
    }
    res.on('close', finish)
    const parts: Buffer[] = []
    req.on('data', (c: Buffer) => parts.push(c))
    req.on('end', () => {
      answer(req, res, Buffer.concat(parts), path).catch(() => {
        if (!res.headersSent) json(res, 502, { message: 'scripted upstream: demo upstream unreachable' })
        else res.destroy()
      })
    })
  })
  server.keepAliveTimeout = 5_000
  server.on('connection', (socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })

  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject)
        resolve()
      })
    })
  const closeListener = () =>
    new Promise<void>((resolve) => {
      if (!server.listening) return resolve()
      server.close(() => resolve())
      for (const socket of sockets) socket.destroy()
    })
  const releaseHeld = () => {
    for (const res of held) res.destroy()
    held.clear()
  }

  await listen(0)
  const port = (server.address() as AddressInfo).port

  return disposable<Omit<ScriptedUpstream, typeof Symbol.asyncDispose>>({
    url: `http://127.0.0.1:${port}`,
    async setMode(next) {
      const wasRefusing = mode.fault === 'refused'
      mode = { ...next }
      seen.clear()
      if (next.fault !== 'hang') releaseHeld()
      if (next.fault === 'refused' && !wasRefusing) await closeListener()
      if (next.fault !== 'refused' && wasRefusing) await listen(port)
    },
    mode: () => ({ ...mode }),
    calls: () => Object.fromEntries(calls),
    totalCalls: (path) => (path ? (calls.get(path) ?? 0) : [...calls.values()].reduce((a, b) => a + b, 0)),
    maxConcurrency: () => maxInFlight,
    resetCounters() {
      calls.clear()
      maxInFlight = inFlight
    },
    async close() {
      for (const timer of timers) clearTimeout(timer)
      timers.clear()
      releaseHeld()
      await closeListener()
    },
  }, (self) => self.close())
}
