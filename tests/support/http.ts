// Helpers for the HTTP tests: raw requests (fetch would normalise the target), bounded floods,
// and reading /metrics.
import { Agent, request } from 'node:http'
import { connect } from 'node:net'

export interface RawAnswer {
  status: number
  headers: Record<string, string>
  head: string
}

/** Sends `METHOD target HTTP/1.1` exactly as written over a new socket; the answer's status and headers. */
export function rawRequest(url: string, target: string, { method = 'GET', host = '127.0.0.1' } = {}): Promise<RawAnswer> {
  const { hostname, port } = new URL(url)
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => {
      socket.write(`${method} ${target} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`)
    })
    let data = ''
    socket.setTimeout(10_000, () => socket.destroy(new Error(`no answer to ${target}`)))
    socket.on('data', (chunk) => (data += chunk.toString('latin1')))
    socket.on('error', reject)
    socket.on('end', () => {
      const head = data.split('\r\n\r\n')[0] ?? ''
      const [statusLine, ...lines] = head.split('\r\n')
      const headers: Record<string, string> = {}
      for (const line of lines) {
        const i = line.indexOf(':')
        if (i > 0) headers[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim()
      }
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(statusLine ?? '')?.[1] ?? 0), headers, head })
    })
  })
}

export interface FloodRequest {
  method?: string
  path: string
  headers?: Record<string, string>
  body?: string
}

/**
 * Sends `count` requests made by `make(i)` over `concurrency` keep-alive sockets; stops by itself
 * after `maxMs` even if not done. Resolves with how many were answered and their statuses.
 */
export async function flood(
  url: string,
  count: number,
  make: (i: number) => FloodRequest,
  { concurrency = 16, maxMs = 90_000 } = {},
): Promise<{ answered: number; statuses: Map<number, number> }> {
  const { hostname, port } = new URL(url)
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency })
  const deadline = Date.now() + maxMs
  const statuses = new Map<number, number>()
  let next = 0
  let answered = 0
  const one = (r: FloodRequest) =>
    new Promise<void>((resolve) => {
      const req = request(
        { host: hostname, port: Number(port), method: r.method ?? 'GET', path: r.path, headers: r.headers, agent },
        (res) => {
          statuses.set(res.statusCode ?? 0, (statuses.get(res.statusCode ?? 0) ?? 0) + 1)
          res.resume()
          res.on('end', () => {
            answered++
            resolve()
          })
        },
      )
      req.setTimeout(10_000, () => req.destroy())
      req.on('error', () => resolve())
      req.end(r.body)
    })
  const worker = async () => {
    while (next < count && Date.now() < deadline) await one(make(next++))
  }
  try {
    await Promise.all(Array.from({ length: concurrency }, worker))
  } finally {
    agent.destroy()
  }
  return { answered, statuses }
}

/** The Prometheus exposition of a server. */
export async function metricsText(siteUrl: string): Promise<string> {
  return (await fetch(`${siteUrl}/metrics`)).text()
}

/** Number of series of a histogram (its `_count` lines). */
export function histogramSeries(metrics: string, name: string): number {
  return metrics.split('\n').filter((line) => line.startsWith(`${name}_count{`)).length
}

/** The value of a counter without labels, 0 when absent. */
export function counterValue(metrics: string, name: string): number {
  const line = metrics.split('\n').find((l) => l.startsWith(`${name} `))
  return line ? Number(line.split(' ')[1]) : 0
}
