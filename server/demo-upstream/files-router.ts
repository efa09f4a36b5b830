// Serves the demo file host: GET/HEAD by relative path, from the registry only, so nothing
// outside it (no path traversal, no file system) can ever be reached.

import { Router, type Response } from 'express'
import { getDemoData } from './data'
import { isSafeRelativePath, type FileStore } from './files'

export const FILE_CACHE_CONTROL = 'public, max-age=86400'

function notFound(res: Response): void {
  res.status(404).type('text/plain').set('Cache-Control', 'no-store').send('Not found')
}

/** Mounted at /files by the demo server. */
export function demoFilesRouter(store?: FileStore): Router {
  const router = Router()
  router.use(async (req, res) => {
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
    res.send(file.body)
  })
  return router
}
