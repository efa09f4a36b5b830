// Demo mode: the browser loads the demo file host's images and PDFs through the site (/demo-files),
// since the demo upstream listens on loopback only. Transfers go through the upstream client
// (UpstreamClient.openFile: the file host only, no redirects, its timeouts, byte cap and metric).
import type { RequestHandler } from 'express'
import { writeChunk } from './forms/download'
import type { UpstreamClient } from './upstream/client'
import { FileTransferError } from './upstream/file-transfer'

const FORWARDED_HEADERS = ['content-type', 'content-length', 'cache-control', 'etag', 'last-modified', 'x-content-type-options', 'content-security-policy']

export function fileProxy(client: UpstreamClient, fileBaseUrl: string): RequestHandler {
  const base = fileBaseUrl.replace(/\/+$/, '')
  return async (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.status(405).set('Allow', 'GET, HEAD').type('text/plain').send('Method not allowed')
      return
    }
    const controller = new AbortController()
    const onClose = () => controller.abort(new Error('client went away'))
    res.on('close', onClose)
    try {
      const file = await client.openFile(new URL(`${base}${req.path}`), req.get('accept') ?? '*/*', { signal: controller.signal })
      res.status(200)
      for (const name of FORWARDED_HEADERS) {
        const value = file.headers.get(name)
        if (value !== null) res.setHeader(name, value)
      }
      if (req.method === 'HEAD') {
        await file.cancel('ok')
        res.end()
        return
      }
      for (let chunk = await file.read(); chunk !== null; chunk = await file.read()) await writeChunk(res, chunk, false)
      res.end()
    } catch (err) {
      // After the headers, a failure can only end the connection (a short body against its length).
      if (res.headersSent) res.destroy()
      else if (err instanceof FileTransferError && err.status >= 400 && err.status < 500) res.status(err.status).set('Cache-Control', 'no-store').type('text/plain').send('Not found')
      else res.status(502).set('Cache-Control', 'no-store').type('text/plain').send('The demo file host is not answering')
    } finally {
      res.off('close', onClose)
    }
  }
}
