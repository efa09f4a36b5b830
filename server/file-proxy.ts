// Demo mode: the browser loads the demo file host's images and PDFs through the site (/demo-files),
// since the demo upstream listens on loopback only.
import { Readable } from 'node:stream'
import type { RequestHandler } from 'express'

const FORWARDED_HEADERS = ['content-type', 'content-length', 'cache-control', 'etag', 'last-modified', 'x-content-type-options', 'content-security-policy']

export function fileProxy(fileBaseUrl: string, timeoutMs: number): RequestHandler {
  return async (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.status(405).set('Allow', 'GET, HEAD').type('text/plain').send('Method not allowed')
      return
    }
    try {
      const upstream = await fetch(`${fileBaseUrl}${req.url.startsWith('/') ? '' : '/'}${req.url}`, {
        method: req.method,
        signal: AbortSignal.timeout(timeoutMs),
        redirect: 'manual',
      })
      res.status(upstream.status)
      for (const name of FORWARDED_HEADERS) {
        const value = upstream.headers.get(name)
        if (value !== null) res.setHeader(name, value)
      }
      if (!upstream.body || req.method === 'HEAD') {
        res.end()
        return
      }
      Readable.fromWeb(upstream.body as import('node:stream/web').ReadableStream).pipe(res)
    } catch {
      if (res.headersSent) res.destroy()
      else res.status(502).set('Cache-Control', 'no-store').type('text/plain').send('The demo file host is not answering')
    }
  }
}
