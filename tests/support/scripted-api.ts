// A scripted university API on 127.0.0.1 that misbehaves on demand: it fails, hangs, floods,
// drips, or answers garbage. Every loop it runs is bounded and stops when the client goes away.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

export type Behaviour =
  | { kind: 'ok' }
  | { kind: 'status'; status: number; body?: string }
  /** Never answers (until the client gives up). */
  | { kind: 'hang' }
  /** A 200 with this raw body (HTML, truncated JSON, a wrong shape). */
  | { kind: 'raw'; body: string; contentType?: string }
  /** A 200 of `bytes` bytes of a JSON list, written as fast as the client reads. */
  | { kind: 'flood'; bytes: number }
  /** A 200 that sends one byte every `everyMs`, at most `count` bytes. */
  | { kind: 'drip'; everyMs: number; count: number }

export interface FloodRecord {
  /** Bytes the server got into the socket before the client went away or it finished. */
  written: number
  finished: boolean
  /** The server stopped writing: the client went away, or the whole answer was sent. */
  ended: boolean
}

export interface ScriptedUpstream {
  url: string
  /** Behaviour for every path, or per path ('/api/all-notice'). */
  behave(behaviour: Behaviour, path?: string): void
  /** Requests received, per path. */
  calls(path?: string): number
  floods: FloodRecord[]
  /** The parsed request bodies, per path, in order. */
  bodies(path: string): Record<string, unknown>[]
  reset(): void
  close(): Promise<void>
}

/** Good answers of the API, per path; notice/career details answer the id they are asked for, 0 is unknown. */
export function goodAnswer(path: string, body: Record<string, unknown>): unknown {
  const id = Number(body.id)
  switch (path) {
    case '/api/banner':
      return [{ id: 1, images_path: 'uploads/banner/1.jpg' }]
    case '/api/marque':
      return [{ id: 1, name: 'Admission open', date: '2026-01-01', link: 'https://example.edu/admission' }]
    case '/api/recent-notice':
    case '/api/all-notice':
      return [
        { id: 2, date: '2026-01-02', head_line: 'Second', images_path: 'uploads/a.pdf' },
        { id: 1, date: '2026-01-01', head_line: 'First' },
      ]
    case '/api/recent-news':
    case '/api/all-news':
      return [{ id: 5, date: '2026-01-05', head_line: 'News' }]
    case '/api/recent-videos':
      return [{ id: 3, title: 'Tour', video_id: 'abc123' }]
    case '/api/recent-events':
      return [{ id: 4, name: 'Convocation', start_date: '2026-02-01', end_date: '2026-02-01' }]
    case '/api/career':
      return [{ id: 44, designation_name: 'Lecturer', department_name: 'CSE', job_type: 1 }]
    case '/api/notice-details':
      return id > 0 ? [{ id, date: '2026-01-01', head_line: `Notice ${id}` }] : []
    case '/api/career-details':
      return id > 0 ? [{ id, designation_name: `Post ${id}` }] : []
    case '/api/contact-form':
      return { message: 'Received' }
    default:
      return []
  }
}

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = ''
    req.on('data', (c) => (data += c))
    req.on('end', () => resolve(data))
  })

async function flood(res: ServerResponse, bytes: number, record: FloodRecord) {
  res.writeHead(200, { 'content-type': 'application/json' })
  // '[' then spaces then ']': a valid (empty) JSON list, only too large.
  const first = Buffer.alloc(64 * 1024, ' ')
  first[0] = '['.charCodeAt(0)
  const rest = Buffer.alloc(64 * 1024, ' ')
  let closed = false
  res.on('close', () => (closed = true))
  while (record.written < bytes && !closed) {
    const ok = res.write(record.written === 0 ? first : rest)
    record.written += rest.length
    if (!ok) {
      await new Promise<void>((resolve) => {
        const go = () => {
          res.off('drain', go)
          res.off('close', go)
          resolve()
        }
        res.on('drain', go)
        res.on('close', go)
      })
    }
  }
  if (!closed) {
    record.finished = true
    res.end(']')
  }
  record.ended = true
}

function drip(res: ServerResponse, everyMs: number, count: number) {
  res.writeHead(200, { 'content-type': 'application/json' })
  let sent = 0
  const timer = setInterval(() => {
    if (sent++ >= count || res.destroyed) {
      clearInterval(timer)
      if (!res.destroyed) res.end()
      return
    }
    res.write(sent === 1 ? '[' : ' ')
  }, everyMs)
  res.on('close', () => clearInterval(timer))
}

export async function startScriptedUpstream(): Promise<ScriptedUpstream> {
  let everywhere: Behaviour = { kind: 'ok' }
  const perPath = new Map<string, Behaviour>()
  const received: { path: string; body: Record<string, unknown> }[] = []
  const floods: FloodRecord[] = []
  const hanging = new Set<ServerResponse>()

  const server = createServer(async (req, res) => {
    const path = req.url ?? ''
    const raw = await readBody(req)
    let body: Record<string, unknown> = {}
    try {
      body = JSON.parse(raw) as Record<string, unknown>
    } catch {
      // a body the site never sends: answered as if empty
    }
    received.push({ path, body })
    const behaviour = perPath.get(path) ?? everywhere
    switch (behaviour.kind) {
      case 'ok':
        return void res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(goodAnswer(path, body)))
      case 'status':
        return void res.writeHead(behaviour.status, { 'content-type': 'application/json' }).end(behaviour.body ?? '{"message":"Database offline"}')
      case 'hang':
        hanging.add(res)
        res.on('close', () => hanging.delete(res))
        return
      case 'raw':
        return void res.writeHead(200, { 'content-type': behaviour.contentType ?? 'application/json' }).end(behaviour.body)
      case 'flood': {
        const record = { written: 0, finished: false, ended: false }
        floods.push(record)
        return void flood(res, behaviour.bytes, record)
      }
      case 'drip':
        return drip(res, behaviour.everyMs, behaviour.count)
    }
  })
  server.keepAliveTimeout = 1000
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  return {
    url,
    behave(behaviour, path) {
      if (path) perPath.set(path, behaviour)
      else {
        everywhere = behaviour
        perPath.clear()
      }
    },
    calls: (path) => (path ? received.filter((r) => r.path === path).length : received.length),
    bodies: (path) => received.filter((r) => r.path === path).map((r) => r.body),
    floods,
    reset() {
      everywhere = { kind: 'ok' }
      perPath.clear()
      received.length = 0
      floods.length = 0
    },
    async close() {
      for (const res of hanging) res.destroy()
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
