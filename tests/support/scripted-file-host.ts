// A scripted file host on loopback for the image endpoint's tests: real pictures, and the bodies a
// broken or hostile host sends (not a picture, cut short, too large, a pixel bomb, a redirect, a
// hang, a drip, a 500). It records every path asked for.
import { createServer, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { crc32, gzipSync } from 'node:zlib'
import sharp from 'sharp'
import { disposable } from './dispose'

export interface Pictures {
  /** 2000×1000 JPEG, opaque. */
  jpeg: Buffer
  /** 1200×800 PNG with a transparent half. */
  alphaPng: Buffer
  /** 1800×900 WebP. */
  webp: Buffer
  /** 4000×3000 JPEG (2 MB or so): the crowd's heavy input. */
  bigJpeg: Buffer
  /** 3000×2000 PNG: decoded whole (no shrink-on-load), the crowd's other input. */
  bigPng: Buffer
}

/** Makes the test pictures with sharp (a few seconds: the big ones are large on purpose). */
export async function makePictures(): Promise<Pictures> {
  const noise = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 60 } } })
    .png()
    .toBuffer()
  const halfTransparent = await sharp({ create: { width: 1200, height: 800, channels: 4, background: { r: 0, g: 128, b: 0, alpha: 0 } } })
    .composite([{ input: { create: { width: 600, height: 800, channels: 4, background: { r: 200, g: 30, b: 30, alpha: 1 } } }, left: 0, top: 0 }])
    .png()
    .toBuffer()
  const [jpeg, webp, bigJpeg, bigPng] = await Promise.all([
    sharp(noise).resize(2000, 1000, { fit: 'fill' }).jpeg({ quality: 80 }).toBuffer(),
    sharp(noise).resize(1800, 900, { fit: 'fill' }).webp({ quality: 80 }).toBuffer(),
    sharp(noise).resize(4000, 3000, { fit: 'fill' }).jpeg({ quality: 85 }).toBuffer(),
    sharp(noise).resize(3000, 2000, { fit: 'fill', kernel: 'nearest' }).png({ compressionLevel: 6 }).toBuffer(),
  ])
  return { jpeg, alphaPng: halfTransparent, webp, bigJpeg, bigPng }
}

/** A valid PNG header claiming `width`×`height` pixels, with almost no data: a decompression bomb's shape. */
export function pngClaiming(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4)
    length.writeUInt32BE(data.length)
    const typed = Buffer.concat([Buffer.from(type, 'latin1'), data])
    const crc = Buffer.alloc(4)
    crc.writeUInt32BE(crc32(typed))
    return Buffer.concat([length, typed, crc])
  }
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(width, 0)
  ihdr.writeUInt32BE(height, 4)
  ihdr.set([8, 2, 0, 0, 0], 8) // 8 bits, RGB, deflate, no filter, no interlace
  return Buffer.concat([Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'), chunk('IHDR', ihdr), chunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])), chunk('IEND', Buffer.alloc(0))])
}

export interface FileHost extends AsyncDisposable {
  /** The file base: `<origin>/files`. */
  fileBaseUrl: string
  origin: string
  /** Paths asked for, in order (the redirect's target included, were it ever followed). */
  requests: string[]
  close(): Promise<void>
}

const MB = 1024 * 1024

/**
 * Serves below /files/: photo.jpg, alpha.png, photo.webp, crowd/<n>.jpg and crowd/<n>.png (the big
 * pictures under distinct names), and the faults: page.png (HTML), cut.jpg and cut.png (first half),
 * huge.jpg (9 MiB, no Content-Length), huge-declared.jpg (Content-Length 20 MiB), bomb.png
 * (50000×50000 claimed), moved.png (302 to /elsewhere/photo.jpg), hang.png (never answers),
 * drip.png (headers and 10 bytes, then nothing), broken.png (500).
 */
export async function startFileHost(pictures: Pictures): Promise<FileHost> {
  const requests: string[] = []
  const open = new Set<ServerResponse>()
  const fixed: Record<string, [string, Buffer]> = {
    '/files/photo.jpg': ['image/jpeg', pictures.jpeg],
    '/files/alpha.png': ['image/png', pictures.alphaPng],
    '/files/photo.webp': ['image/webp', pictures.webp],
    '/files/page.png': ['image/png', Buffer.from('<!doctype html><title>Not found</title><p>This is a web page, not a picture.</p>')],
    '/files/cut.jpg': ['image/jpeg', pictures.jpeg.subarray(0, pictures.jpeg.length >> 1)],
    '/files/cut.png': ['image/png', pictures.alphaPng.subarray(0, pictures.alphaPng.length >> 1)],
    '/files/bomb.png': ['image/png', pngClaiming(50_000, 50_000)],
    '/elsewhere/photo.jpg': ['image/jpeg', pictures.jpeg],
  }
  const server: Server = createServer((req, res) => {
    const path = req.url ?? '/'
    requests.push(path)
    open.add(res)
    res.on('close', () => open.delete(res))
    const known = fixed[path]
    if (known) return void res.writeHead(200, { 'content-type': known[0], 'content-length': known[1].length }).end(known[1])
    const crowd = /^\/files\/crowd\/\d+\.(jpg|png)$/.exec(path)
    if (crowd) {
      const body = crowd[1] === 'jpg' ? pictures.bigJpeg : pictures.bigPng
      return void res.writeHead(200, { 'content-type': `image/${crowd[1] === 'jpg' ? 'jpeg' : 'png'}`, 'content-length': body.length }).end(body)
    }
    switch (path) {
      case '/files/huge.jpg': {
        // 9 MiB of a JPEG's start and filler, chunked: the limit has to be found while reading.
        res.writeHead(200, { 'content-type': 'image/jpeg' })
        res.write(pictures.jpeg.subarray(0, 1024))
        let sent = 1024
        const filler = Buffer.alloc(256 * 1024, 0x55)
        const next = () => {
          while (sent < 9 * MB) {
            sent += filler.length
            if (!res.write(filler)) return void res.once('drain', next)
          }
          res.end()
        }
        return next()
      }
      case '/files/huge-declared.jpg':
        res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': String(20 * MB) })
        return void res.write(pictures.jpeg.subarray(0, 1024))
      case '/files/moved.png':
        return void res.writeHead(302, { location: '/elsewhere/photo.jpg' }).end()
      case '/files/hang.png':
        return // never answers
      case '/files/drip.png':
        res.writeHead(200, { 'content-type': 'image/png' })
        return void res.write(pictures.alphaPng.subarray(0, 10))
      case '/files/broken.png':
        return void res.writeHead(500, { 'content-type': 'text/plain' }).end('Internal error')
      default:
        return void res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found')
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const origin = `http://127.0.0.1:${port}`
  return disposable({
    fileBaseUrl: `${origin}/files`,
    origin,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of open) res.destroy()
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }, (self) => self.close())
}

/** A file the scripted document host serves: its type and bytes (Content-Length, ETag and Last-Modified are made). */
export interface HostedFile {
  type: string
  body: Buffer
  /** Sent gzip-compressed to a client that accepts it (Content-Length then the compressed size). */
  gzip?: boolean
}

export interface DocumentHost extends AsyncDisposable {
  /** The file base: `<origin>/files`. */
  fileBaseUrl: string
  origin: string
  /** Every request, as `METHOD path` (conditional ones as `METHOD path (conditional)`), in order. */
  requests: string[]
  /** GETs answered 200 with the whole body, by path. */
  fullGets(path?: string): number
  /** Adds or replaces a file below /files/. */
  put(path: string, file: HostedFile): void
  /** `down`: every request answers 503 (the file host failing); `hang`: none answers. */
  setState(state: 'up' | 'down' | 'hang'): void
  close(): Promise<void>
}

/** The ETag of a body (a hash, so the same bytes keep it). */
const etagOf = (body: Buffer) => `"${crc32(body).toString(16)}-${body.length.toString(16)}"`

/**
 * The file host for /files/ tests: serves the files given (and put() later) below /files/, with
 * Content-Length, ETag and Last-Modified, answering a matching If-None-Match or If-Modified-Since with
 * 304 and anything else with 404; it can fail (503) or hang on demand, and counts full GETs. Bodies are
 * written in 64 KiB chunks honouring backpressure, as a real server does.
 */
export async function startDocumentHost(files: Record<string, HostedFile> = {}): Promise<DocumentHost> {
  const requests: string[] = []
  const full = new Map<string, number>()
  const hosted = new Map(Object.entries(files))
  const open = new Set<ServerResponse>()
  const lastModified = new Date(Date.UTC(2026, 0, 15, 8, 0, 0)).toUTCString()
  let state: 'up' | 'down' | 'hang' = 'up'
  const server: Server = createServer((req, res) => {
    const path = req.url ?? '/'
    const conditional = req.headers['if-none-match'] !== undefined || req.headers['if-modified-since'] !== undefined
    requests.push(`${req.method} ${path}${conditional ? ' (conditional)' : ''}`)
    open.add(res)
    res.on('close', () => open.delete(res))
    if (state === 'hang') return
    if (state === 'down') return void res.writeHead(503, { 'content-type': 'text/plain' }).end('Unavailable')
    const file = path.startsWith('/files/') ? hosted.get(decodeURIComponent(path.slice('/files/'.length))) : undefined
    if (!file) return void res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found')
    const etag = etagOf(file.body)
    const headers = { 'content-type': file.type, etag, 'last-modified': lastModified, 'cache-control': 'public, max-age=60' }
    if (req.headers['if-none-match'] === etag || (req.headers['if-none-match'] === undefined && req.headers['if-modified-since'] === lastModified)) {
      return void res.writeHead(304, headers).end()
    }
    if (file.gzip && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
      const zipped = gzipSync(file.body)
      res.writeHead(200, { ...headers, 'content-encoding': 'gzip', 'content-length': zipped.length })
      if (req.method === 'GET') full.set(path, (full.get(path) ?? 0) + 1)
      return void res.end(req.method === 'HEAD' ? undefined : zipped)
    }
    res.writeHead(200, { ...headers, 'content-length': file.body.length })
    if (req.method === 'HEAD') return void res.end()
    let offset = 0
    const next = () => {
      while (offset < file.body.length) {
        const chunk = file.body.subarray(offset, offset + 64 * 1024)
        offset += chunk.length
        if (offset >= file.body.length) {
          full.set(path, (full.get(path) ?? 0) + 1)
          return void res.end(chunk)
        }
        if (!res.write(chunk)) return void res.once('drain', next)
      }
      res.end()
    }
    next()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const origin = `http://127.0.0.1:${port}`
  return disposable(
    {
      fileBaseUrl: `${origin}/files`,
      origin,
      requests,
      fullGets: (path?: string) => (path === undefined ? [...full.values()].reduce((a, b) => a + b, 0) : (full.get(path) ?? 0)),
      put: (path: string, file: HostedFile) => void hosted.set(path, file),
      setState: (next: 'up' | 'down' | 'hang') => {
        state = next
      },
      close: () =>
        new Promise<void>((resolve) => {
          for (const res of open) res.destroy()
          server.closeAllConnections()
          server.close(() => resolve())
        }),
    },
    (self) => self.close(),
  )
}

/** A fake PDF of `bytes` bytes whose content depends on `seed` (a header, then a pattern, so ranges are checkable). */
export function fakePdf(bytes: number, seed = 0): Buffer {
  const body = Buffer.alloc(bytes)
  for (let i = 0; i < bytes; i++) body[i] = (i * 31 + seed * 7 + (i >> 8)) & 0xff
  Buffer.from('%PDF-1.7\n').copy(body)
  return body
}
