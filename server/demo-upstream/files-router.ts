// Serves the demo file host: GET/HEAD by relative path, from the registry only, so nothing
// outside it (no path traversal, no file system) can ever be reached.

import { Router, type Response } from 'express'
import { getDemoData } from './data'
import { isSafeRelativePath, type FileStore } from './files'

export const FILE_CACHE_CONTROL = 'public, max-age=86400'

function notFound(res: Response): void {
  res.status(404).type('text/plain').set('Cache-Control', 'no-store').send('Not found')
}

/** What the demo server watches and switches of its file host (its /__files). */
interface FileHostControl {
  /** Called once per GET answered 200 with the whole file sent. */
  onFullGet(path: string): void
  /** True: every file request answers 503 (the file host failing). */
  down(): boolean
}

/** Mounted at /files by the demo server. */
export function demoFilesRouter(store?: FileStore, control?: FileHostControl): Router {
  const router = Router()
  router.use(async (req, res) => {
    if (control?.down()) {
      res.status(503).type('text/plain').set('Cache-Control', 'no-store').send('The file host is down')
      return
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.status(405).set('Allow', 'GET, HEAD').type('text/plain').send('Method not allowed')
      return
    }
    let path: string
    try {
      path = decodeURIComponent(req.path.replace(/^\/+/, ''))
    } catch {
      notFound(res)
      return
    }
    const file = isSafeRelativePath(path) ? await (store ?? getDemoData().files).get(path) : undefined
    if (!file) {
      notFound(res)
      return
    }
    res.set({ 'Content-Type': file.contentType, 'Cache-Control': FILE_CACHE_CONTROL, 'X-Content-Type-Options': 'nosniff' })
    if (file.contentType === 'image/svg+xml') res.set('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
    if (control && req.method === 'GET') {
      res.once('finish', () => {
        if (res.statusCode === 200) control.onFullGet(path)
      })
    }
    res.send(file.body)
  })
  return router
}
