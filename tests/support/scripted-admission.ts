// A scripted admission API and file host on loopback for the document tests: each mobile number
// answers a file path, and each path is served as the test scripts it (size, Content-Length or
// not, a stall mid-way). It counts admission calls in flight.
import { createServer, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { disposable } from './dispose'

export interface ScriptedFile {
  bytes: number
  /** Send a Content-Length header (else chunked). */
  withLength: boolean
  /** Stop sending (and close) after this many bytes. */
  cutAfter?: number
  /** Answer 302 to this path on the same host instead of the file. */
  redirectTo?: string
  /** A slow file host: a pause of this long after each 64 KiB (19 MB in about 23 s at 80 ms). */
  pauseMs?: number
  /** Fill the body with a pattern of its offsets (byte-exact checks) instead of spaces. */
  patterned?: boolean
}

export interface ScriptedUpstream extends AsyncDisposable {
  url: string
  /** The most admission calls answered at once. */
  maxInFlight(): number
  close(): Promise<void>
}

/** mobile number -> file name under /files/ */
export async function startScriptedUpstream(files: Record<string, ScriptedFile>, admissionLatencyMs = 0): Promise<ScriptedUpstream> {
  let inFlight = 0
  let maxInFlight = 0
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x')
    if (req.method === 'POST' && url.pathname.startsWith('/mbapi/')) {
      inFlight++
      maxInFlight = Math.max(maxInFlight, inFlight)
      let body = ''
      req.on('data', (c: Buffer) => (body += c.toString()))
      req.on('end', () => {
        setTimeout(() => {
          inFlight--
          const { mobile_number: mobile } = JSON.parse(body) as { mobile_number: string }
          const answer = files[mobile] ? { responseCode: '00', responseMsg: `doc/${mobile}.pdf` } : { responseCode: '02', responseMsg: 'No application found for this mobile number.' }
          res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer))
        }, admissionLatencyMs)
      })
      return
    }
    const file = /^\/files\/doc\/(\d+)\.pdf$/.exec(url.pathname)
    const spec = file ? files[file[1]!] : undefined
    if (!spec) return void res.writeHead(404).end()
    if (spec.redirectTo) return void res.writeHead(302, { location: spec.redirectTo }).end()
    sendFile(res, spec)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return disposable({
    url: `http://127.0.0.1:${port}`,
    maxInFlight: () => maxInFlight,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }, (self) => self.close())
}

const CHUNK = Buffer.alloc(64 * 1024, 0x20)
/** 251 (a prime) runs through the chunk size, so every chunk of the pattern differs from its neighbours. */
const PATTERN = Buffer.from(Array.from({ length: 64 * 1024 + 251 }, (_, i) => 0x30 + (i % 251) % 64))

/** The body of a chunk starting at `offset`: spaces, or the pattern from that offset. */
const filler = (spec: ScriptedFile, offset: number, length: number) =>
  spec.patterned ? PATTERN.subarray(offset % 251, (offset % 251) + length) : CHUNK.subarray(0, length)

/** Every byte the file host sends for `spec` (cutAfter aside): for byte-exact comparisons. */
export function scriptedFileBytes(spec: ScriptedFile): Buffer {
  const head = Buffer.from('%PDF-1.4\n')
  const tail = Buffer.from('\n%%EOF\n')
  const body = Buffer.alloc(spec.bytes - head.length - tail.length)
  for (let at = 0; at < body.length; at += CHUNK.length) filler(spec, head.length + at, Math.min(CHUNK.length, body.length - at)).copy(body, at)
  return Buffer.concat([head, body, tail])
}

function sendFile(res: ServerResponse, spec: ScriptedFile) {
  res.writeHead(200, { 'content-type': 'application/pdf', ...(spec.withLength && { 'content-length': String(spec.bytes) }) })
  const head = Buffer.from('%PDF-1.4\n')
  const tail = Buffer.from('\n%%EOF\n')
  let sent = 0
  const limit = spec.cutAfter ?? spec.bytes
  let paused: NodeJS.Timeout | undefined
  res.on('close', () => clearTimeout(paused))
  const next = () => {
    while (sent < limit && !res.destroyed) {
      let chunk: Buffer
      if (sent === 0) chunk = head
      else if (spec.bytes - sent <= tail.length) chunk = tail.subarray(tail.length - (spec.bytes - sent))
      else chunk = filler(spec, sent, Math.min(CHUNK.length, spec.bytes - sent - tail.length))
      if (sent + chunk.length > limit) chunk = chunk.subarray(0, limit - sent)
      sent += chunk.length
      const drained = res.write(chunk)
      // After a pause the buffer may have drained already: wait for 'drain' only if it still needs one.
      if (spec.pauseMs !== undefined && sent > head.length) return void (paused = setTimeout(() => (res.writableNeedDrain ? res.once('drain', next) : next()), spec.pauseMs))
      if (!drained) return void res.once('drain', next)
    }
    if (res.destroyed) return
    if (spec.cutAfter !== undefined) res.destroy()
    else res.end()
  }
  next()
}
