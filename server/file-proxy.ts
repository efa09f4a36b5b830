// /files/<path>: every file an upstream record names (notice and news attachments, advertisement and
// job PDFs, pictures shown as they are) is loaded by the browser from the site, so the edge caches it
// (nginx.conf, location /files/). The path is checked before anything is asked: each segment
// percent-decoded, none empty, `.`, `..`, or holding a slash, backslash or control character (so no
// absolute URL, no climb out of the file host's tree, no NUL); anything else is a 404 the file host
// never sees. Transfers go through the upstream client (UpstreamClient.openFile: the file host only,
// no redirects, its timeouts, byte cap and metric), behind a bulkhead of their own, and stream chunk
// by chunk (never a whole file in memory). Conditional requests are passed on (a 304 passes back);
// Range is not: the edge caches the whole file and answers ranges from its copy.
import type { Request, RequestHandler, Response } from 'express'
import { FILE_ROUTE } from '../src/logic/files'
import { isSafeSegment } from '../src/logic/images'
import { Busy, DocumentBulkhead } from './forms/bulkhead'
import { writeChunk } from './forms/download'
import type { UpstreamClient } from './upstream/client'
import { FileTransferError } from './upstream/file-transfer'


/** Headers of the file host's answer passed on as they are (the length is the file's, below). */
const FORWARDED_HEADERS = ['content-type', 'etag', 'last-modified']

interface FileProxyLimits {
  /** Transfers at once, waiting at most, and for how long (ms). */
  concurrency: number
  queue: number
  queueWaitMs: number
  /** How long browsers and the edge keep a file (Cache-Control max-age). */
  cacheSeconds: number
}

const DEFAULT_FILE_PROXY_LIMITS: FileProxyLimits = { concurrency: 32, queue: 256, queueWaitMs: 10_000, cacheSeconds: 86_400 }

/** What the site answers for a file it will not or cannot find: the plain site 404 text. */
const NOT_FOUND = 'Not Found'

/** The decoded segments of a path below /files, or null when it is not a plain path below the file host's tree. */
export function fileSegments(path: string): string[] | null {
  if (!path.startsWith('/') || path.length < 2) return null
  const segments: string[] = []
  for (const raw of path.slice(1).split('/')) {
    let segment: string
    try {
      segment = decodeURIComponent(raw)
    } catch {
      return null
    }
    if (!isSafeSegment(segment)) return null
    segments.push(segment)
  }
  return segments
}

/**
 * An inline Content-Disposition naming the file by its last segment (RFC 6266): an ASCII `filename`
 * (anything else, quotes and backslashes included, as `_`) and the exact name as `filename*`.
 */
export function inlineDisposition(name: string): string {
  // eslint-disable-next-line no-control-regex
  const clean = name.replace(/[\u0000-\u001f\u007f"\\/]/g, '_').trim() || 'file'
  const ascii = clean.replace(/[^\x20-\x7e]/g, '_').replace(/%/g, '_')
  const encoded = encodeURIComponent(clean).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
  return ascii === clean ? `inline; filename="${ascii}"` : `inline; filename="${ascii}"; filename*=UTF-8''${encoded}`
}

export function fileProxy(client: UpstreamClient, fileBaseUrl: string, limits: FileProxyLimits = DEFAULT_FILE_PROXY_LIMITS): RequestHandler {
  const base = new URL(`${fileBaseUrl.replace(/\/+$/, '')}/`)
  const bulkhead = new DocumentBulkhead({ concurrency: limits.concurrency, queue: limits.queue, waitMs: limits.queueWaitMs })
  const retryAfter = String(Math.max(1, Math.ceil(limits.queueWaitMs / 1000)))
  const cacheControl = `public, max-age=${limits.cacheSeconds}, stale-while-revalidate=3600, stale-if-error=604800`

  const refuse = (res: Response, status: number, text: string) => {
    if (res.headersSent) return void res.destroy()
    res.status(status).set('Cache-Control', 'no-store').type('text/plain')
    if (status === 503) res.set('Retry-After', retryAfter)
    res.send(text)
  }

  return async (req: Request, res: Response) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.status(405).set('Allow', 'GET, HEAD').set('Cache-Control', 'no-store').type('text/plain').send('Method not allowed')
      return
    }
    // Express mounts are case-insensitive; the edge caches /files/ only: one spelling.
    const segments = req.baseUrl === FILE_ROUTE ? fileSegments(req.path) : null
    if (!segments) return refuse(res, 404, NOT_FOUND)
    const url = new URL(segments.map(encodeURIComponent).join('/'), base)

    const controller = new AbortController()
    const onClose = () => controller.abort(new Error('client went away'))
    res.on('close', onClose)
    try {
      await bulkhead.run(async () => {
        const conditional: Record<string, string> = {}
        const ifNoneMatch = req.get('if-none-match')
        const ifModifiedSince = req.get('if-modified-since')
        if (ifNoneMatch) conditional['if-none-match'] = ifNoneMatch
        if (ifModifiedSince) conditional['if-modified-since'] = ifModifiedSince
        const file = await client.openFile(url, req.get('accept') ?? '*/*', { signal: controller.signal, headers: conditional })
        res.status(file.status)
        for (const name of FORWARDED_HEADERS) {
          const value = file.headers.get(name)
          if (value !== null) res.setHeader(name, value)
        }
        // The file's own length: fetch undoes a compressed transfer, whose Content-Length is not the file's (then none).
        if (file.status === 200 && file.length !== null) res.setHeader('Content-Length', String(file.length))
        if (file.status === 200 && !res.getHeader('content-type')) res.type(segments.at(-1)!)
        res.set({
          'Cache-Control': cacheControl,
          'Content-Disposition': inlineDisposition(segments.at(-1)!),
          'X-Content-Type-Options': 'nosniff',
        })
        // A picture shown as it is may be SVG: nothing in it runs on the site's origin.
        if (/^image\/svg\+xml/i.test(String(res.getHeader('content-type') ?? ''))) {
          res.set('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        }
        // The file host may answer a conditional request in full (Node's fetch sends it with no-cache): judged here too.
        if (file.status === 200 && req.fresh) {
          res.status(304).removeHeader('content-length')
        }
        if (req.method === 'HEAD' || res.statusCode === 304) {
          await file.cancel('ok')
          res.end()
          return
        }
        for (let chunk = await file.read(); chunk !== null; chunk = await file.read()) await writeChunk(res, chunk, false)
        res.end()
      }, controller.signal)
    } catch (err) {
      if (!(err instanceof FileTransferError && err.status >= 400 && err.status < 500) && !controller.signal.aborted) req.log?.warn({ err, file: url.pathname }, 'file transfer failed')
      // After the headers, a failure can only end the connection (a short body against its length).
      if (err instanceof Busy) refuse(res, 503, 'The file host is busy: please try again in a few seconds')
      else if (err instanceof FileTransferError && err.status >= 400 && err.status < 500) refuse(res, 404, NOT_FOUND)
      else refuse(res, 502, 'The file host is not answering')
    } finally {
      res.off('close', onClose)
    }
  }
}
