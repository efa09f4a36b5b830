// HTTP load for the fault suite: keep-alive floods bounded in count and time, a paced load at a
// fixed rate, and raw requests for what fetch would not send. 127.0.0.1 only.
import { Agent, request, type IncomingHttpHeaders, type OutgoingHttpHeaders } from 'node:http'
import { connect } from 'node:net'

export interface Answer {
  status: number
  headers: IncomingHttpHeaders
  /** Only when asked for (readBody). */
  body: string
  ms: number
  /** Error code when no answer came (ECONNRESET, ECONNREFUSED, TIMEOUT, …). */
  error?: string
  /** When the request was sent, ms since the flood started. */
  sentAt: number
  /** The request went out on a kept-alive socket that had already carried a request. */
  reused?: boolean
}

function assertLoopback(base: string) {
  const host = new URL(base).hostname
  if (host !== '127.0.0.1') throw new Error(`the fault suite only talks to 127.0.0.1, not ${host}`)
}

export interface RequestOptions {
  method?: string
  headers?: OutgoingHttpHeaders
  readBody?: boolean
  timeoutMs?: number
  agent?: Agent | false
}

/** One request; never throws (a failure is an Answer with `error`). */
export function send(base: string, path: string, options: RequestOptions = {}, sentAt = 0): Promise<Answer> {
  assertLoopback(base)
  const url = new URL(base)
  const started = performance.now()
  return new Promise((resolve) => {
    let settled = false
    const done = (a: Omit<Answer, 'ms' | 'sentAt'>) => {
      if (settled) return
      settled = true
      resolve({ ...a, ms: performance.now() - started, sentAt, reused: req.reusedSocket })
    }
    const req = request(
      { host: url.hostname, port: url.port, path, method: options.method ?? 'GET', headers: options.headers, agent: options.agent },
      (res) => {
        const parts: Buffer[] = []
        if (options.readBody) res.on('data', (c: Buffer) => parts.push(c))
        else res.resume()
        res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts).toString() }))
        res.on('error', (err: NodeJS.ErrnoException) => done({ status: 0, headers: {}, body: '', error: err.code ?? err.message }))
        res.on('aborted', () => done({ status: 0, headers: {}, body: '', error: 'ABORTED' }))
      },
    )
    req.setTimeout(options.timeoutMs ?? 30_000, () => {
      req.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' }))
    })
    req.on('error', (err: NodeJS.ErrnoException) => done({ status: 0, headers: {}, body: '', error: err.code ?? err.message }))
    req.end()
  })
}

export interface FloodOptions extends Omit<RequestOptions, 'agent' | 'headers'> {
  base: string
  count: number
  concurrency: number
  /** The flood stops sending after this long (in-flight requests still finish or time out). */
  deadlineMs: number
  path: (i: number) => string
  headers?: (i: number) => OutgoingHttpHeaders
  onAnswer?: (answer: Answer, i: number) => void
}

export interface FloodResult {
  sent: number
  answered: number
  byStatus: Record<string, number>
  errors: Record<string, number>
  ms: number
  durations: number[]
}

/** `count` requests, `concurrency` at a time over keep-alive sockets, stopping at the deadline. */
export async function flood(o: FloodOptions): Promise<FloodResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: o.concurrency })
  const started = performance.now()
  const result: FloodResult = { sent: 0, answered: 0, byStatus: {}, errors: {}, ms: 0, durations: [] }
  let next = 0
  const worker = async () => {
    while (next < o.count && performance.now() - started < o.deadlineMs) {
      const i = next++
      result.sent++
      const a = await send(o.base, o.path(i), { ...o, agent, headers: o.headers?.(i) }, performance.now() - started)
      record(result, a)
      o.onAnswer?.(a, i)
    }
  }
  try {
    await Promise.all(Array.from({ length: Math.min(o.concurrency, o.count) }, worker))
  } finally {
    agent.destroy()
  }
  result.ms = performance.now() - started
  return result
}

function record(result: FloodResult, a: Answer) {
  if (a.error) result.errors[a.error] = (result.errors[a.error] ?? 0) + 1
  else {
    result.answered++
    result.byStatus[a.status] = (result.byStatus[a.status] ?? 0) + 1
  }
  result.durations.push(a.ms)
}

export interface PacedOptions extends Omit<FloodOptions, 'count' | 'concurrency' | 'deadlineMs'> {
  ratePerSecond: number
  durationMs: number
  /** Requests not sent because this many were already waiting count as `skipped`. */
  maxInFlight: number
}

/** A fixed arrival rate for durationMs (open loop, capped at maxInFlight). */
export async function paced(o: PacedOptions): Promise<FloodResult & { skipped: number }> {
  const agent = new Agent({ keepAlive: true, maxSockets: o.maxInFlight })
  const started = performance.now()
  const result = { sent: 0, answered: 0, byStatus: {}, errors: {}, ms: 0, durations: [] as number[], skipped: 0 }
  const pending = new Set<Promise<void>>()
  const tickMs = 10
  let due = 0
  let i = 0
  try {
    while (performance.now() - started < o.durationMs) {
      const elapsed = performance.now() - started
      const target = Math.floor((elapsed / 1000) * o.ratePerSecond)
      for (; due < target; due++) {
        if (pending.size >= o.maxInFlight) {
          result.skipped++
          continue
        }
        const n = i++
        result.sent++
        const p = send(o.base, o.path(n), { ...o, agent, headers: o.headers?.(n) }, elapsed).then((a) => {
          record(result, a)
          o.onAnswer?.(a, n)
          pending.delete(p)
        })
        pending.add(p)
      }
      await new Promise((r) => setTimeout(r, tickMs))
    }
    await Promise.all(pending)
  } finally {
    agent.destroy()
  }
  result.ms = performance.now() - started
  return result
}

export interface RawAnswer {
  statusLine: string
  status: number
  headers: Record<string, string>
  /** ms until the server closed the connection (or the cap). */
  ms: number
  closedByServer: boolean
}

/**
 * Writes `head` as-is on a fresh TCP connection (then `drip` bytes one per `dripMs`, if given) and
 * reads the answer's head until the server closes or `capMs` passes.
 */
export function raw(base: string, head: string, opts: { capMs?: number; drip?: string; dripMs?: number } = {}): Promise<RawAnswer> {
  assertLoopback(base)
  const url = new URL(base)
  const capMs = opts.capMs ?? 5_000
  return new Promise((resolve) => {
    const started = performance.now()
    const socket = connect(Number(url.port), url.hostname)
    let data = ''
    let timer: NodeJS.Timeout | undefined
    let settled = false
    const finish = (closedByServer: boolean) => {
      if (settled) return
      settled = true
      clearTimeout(cap)
      clearTimeout(timer)
      socket.destroy()
      const [headText = ''] = data.split('\r\n\r\n')
      const [statusLine = '', ...lines] = headText.split('\r\n')
      const headers: Record<string, string> = {}
      for (const line of lines) {
        const at = line.indexOf(':')
        if (at > 0) headers[line.slice(0, at).trim().toLowerCase()] = line.slice(at + 1).trim()
      }
      resolve({ statusLine, status: Number(statusLine.split(' ')[1] ?? 0), headers, ms: performance.now() - started, closedByServer })
    }
    const cap = setTimeout(() => finish(false), capMs)
    socket.setEncoding('latin1')
    socket.on('data', (chunk: string) => {
      data += chunk
      // A complete head of an answer we do not wait the body of.
      if (!opts.drip && data.includes('\r\n\r\n')) finish(true)
    })
    socket.on('close', () => finish(true))
    socket.on('error', () => finish(true))
    socket.on('connect', () => {
      socket.write(head)
      if (opts.drip) {
        let at = 0
        const step = () => {
          if (settled || socket.destroyed) return
          socket.write(opts.drip!.charAt(at % opts.drip!.length))
          at++
          timer = setTimeout(step, opts.dripMs ?? 1_000)
        }
        step()
      }
    })
  })
}

export function median(values: number[]): number {
  if (values.length === 0) return NaN
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]!
}
