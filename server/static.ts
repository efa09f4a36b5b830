// The client build: hashed assets immutable for a year, other public files for a day. Text
// assets go out as the brotli or gzip copy written at build time (vite-plugins/precompress.ts)
// when the browser accepts one, so they are never compressed per request.
import { readdirSync } from 'node:fs'
import { extname, join, relative } from 'node:path'
import express, { type RequestHandler } from 'express'
import { preferredEncoding } from './encoding'

const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const

/** Paths (relative to `dir`, with '/') of every file below it. */
function filesBelow(dir: string): Set<string> {
  const entries = readdirSync(dir, { recursive: true, withFileTypes: true })
  return new Set(entries.filter((e) => e.isFile()).map((e) => relative(dir, join(e.parentPath, e.name)).split('\\').join('/')))
}

/** Answers with a precompressed copy of the asset when there is one the client accepts. */
function precompressed(dir: string, maxAgeSeconds: number): RequestHandler {
  const files = filesBelow(dir)
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next()
    const path = req.path.slice(1)
    const available = ENCODINGS.filter((e) => files.has(path + e.suffix))
    if (available.length === 0) return next()
    res.vary('Accept-Encoding')
    const accepted = preferredEncoding(req, available.map((e) => e.name))
    const encoding = available.find((e) => e.name === accepted)
    if (!encoding) return next()
    res.type(extname(path))
    res.setHeader('Content-Encoding', encoding.name)
    res.sendFile(join(dir, path + encoding.suffix), {
      maxAge: maxAgeSeconds * 1000,
      immutable: true,
      dotfiles: 'deny',
    }, (err) => err && next(err))
  }
}

export function clientFiles(clientDir: string): { assets: RequestHandler[]; publicFiles: RequestHandler } {
  const assetsDir = join(clientDir, 'assets')
  const YEAR = 365 * 24 * 60 * 60
  return {
    assets: [
      precompressed(assetsDir, YEAR),
      express.static(assetsDir, { immutable: true, maxAge: YEAR * 1000, fallthrough: false, index: false }),
    ],
    publicFiles: express.static(clientDir, { maxAge: '1d', index: false }),
  }
}
