// The client build: hashed assets immutable for a year, other public files for a day. Every text
// file (stylesheets, scripts, the offline worker, the manifest…) goes out as the brotli or gzip copy
// written at build time (scripts/precompress-client.ts) when the browser accepts one, so none is
// compressed per request (at the dynamic bodies' lower quality).
import { readdirSync, readFileSync } from 'node:fs'
import { extname, join, relative } from 'node:path'
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express'
import { preferredEncoding } from './encoding'
import { SITE_SCRIPT_MANIFEST, type SiteScriptManifest } from '../src/logic/site-scripts'

const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const

/** Paths (relative to `dir`, with '/') of every file below it. */
function filesBelow(dir: string): Set<string> {
  const entries = readdirSync(dir, { recursive: true, withFileTypes: true })
  return new Set(entries.filter((e) => e.isFile()).map((e) => relative(dir, join(e.parentPath, e.name)).split('\\').join('/')))
}

type SendOptions = Parameters<express.Response['sendFile']>[1]

/**
 * Sends the build's precompressed copy of `path` (below `dir`) that the client accepts, with `options`; false
 * (nothing sent) when the file has no copy or the client accepts none of them.
 */
function sendPrecompressed(req: Request, res: Response, next: NextFunction, dir: string, files: ReadonlySet<string>, path: string, options: SendOptions): boolean {
  const available = ENCODINGS.filter((e) => files.has(path + e.suffix))
  if (available.length === 0) return false
  res.vary('Accept-Encoding')
  const accepted = preferredEncoding(req, available.map((e) => e.name))
  const encoding = available.find((e) => e.name === accepted)
  if (!encoding) return false
  if (!res.getHeader('Content-Type')) res.type(extname(path))
  res.setHeader('Content-Encoding', encoding.name)
  res.sendFile(join(dir, path + encoding.suffix), { dotfiles: 'deny', ...options }, (err) => err && next(err))
  return true
}

/** Answers with a precompressed copy of the asset when there is one the client accepts. */
function precompressed(dir: string, files: ReadonlySet<string>, maxAgeSeconds: number): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next()
    if (!sendPrecompressed(req, res, next, dir, files, req.path.slice(1), { maxAge: maxAgeSeconds * 1000, immutable: true })) next()
  }
}

/** A stylesheet as the build names it: 'static/<name>.<8-character content hash>.css'. */
const STYLESHEET = /^static\/(.+)\.[\w-]{8}\.css$/

/** Seconds a stand-in stylesheet may be kept: until the stale page that asked for it is gone. */
const STAND_IN_MAX_AGE_SECONDS = 300

/**
 * A page cached before a deploy (by nginx or a browser) links the previous build's stylesheets,
 * which this build does not have. Such a request gets this build's stylesheet of the same name,
 * briefly cacheable and marked `X-Asset-Fallback: 1`, instead of a 404 that leaves the page
 * unstyled. Scripts are not stood in for: without them the server-rendered page still works.
 */
function standInStylesheets(dir: string, files: ReadonlySet<string>): RequestHandler {
  const byName = new Map<string, string>()
  for (const file of files) {
    const name = STYLESHEET.exec(file)?.[1]
    if (name) byName.set(name, file)
  }
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next()
    const path = req.path.slice(1)
    if (files.has(path)) return next()
    const name = STYLESHEET.exec(path)?.[1]
    const current = name === undefined ? undefined : byName.get(name)
    if (!current) return next()
    res.setHeader('X-Asset-Fallback', '1')
    res.sendFile(join(dir, current), { maxAge: STAND_IN_MAX_AGE_SECONDS * 1000, dotfiles: 'deny' }, (err) => err && next(err))
  }
}

/**
 * The build's public files (favicon, robots.txt…), listed once at start: other paths (every page)
 * go on at once instead of costing a stat() and a NotFound error each.
 */
function publicFilesOnly(clientDir: string): RequestHandler {
  const files = filesBelow(clientDir)
  const serve = express.static(clientDir, { maxAge: '1d', index: false })
  return (req, res, next) => {
    let path: string
    try {
      path = decodeURIComponent(req.path).slice(1)
    } catch {
      return next()
    }
    if (!files.has(path)) return next()
    const read = req.method === 'GET' || req.method === 'HEAD'
    if (path === SERVICE_WORKER && read) return serviceWorker(clientDir, files)(req, res, next)
    if (read && sendPrecompressed(req, res, next, clientDir, files, path, { maxAge: DAY_MS })) return
    return serve(req, res, next)
  }
}

const DAY_MS = 24 * 60 * 60 * 1000

/** The offline-reading service worker (src/offline/worker.ts), built to the client folder's root. */
const SERVICE_WORKER = 'sw.js'

/**
 * The worker is checked by the browser on every navigation: `no-cache`, so a deployment's worker is
 * seen at once (revalidated by its ETag); its scope is the whole site.
 */
function serviceWorker(clientDir: string, files: ReadonlySet<string>): RequestHandler {
  return (req, res, next) => {
    const options = {
      cacheControl: false,
      headers: { 'Cache-Control': 'no-cache', 'Service-Worker-Allowed': '/', 'Content-Type': 'text/javascript; charset=utf-8' },
    }
    if (sendPrecompressed(req, res, next, clientDir, files, SERVICE_WORKER, options)) return
    res.sendFile(join(clientDir, SERVICE_WORKER), options, (err) => err && next(err))
  }
}

/** The build's script manifest (scripts/build-browser-scripts.ts), beside the client folder; none in development. */
function siteScriptManifest(clientDir: string): SiteScriptManifest | undefined {
  try {
    return JSON.parse(readFileSync(join(clientDir, '..', SITE_SCRIPT_MANIFEST), 'utf8')) as SiteScriptManifest
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw err
  }
}

export function clientFiles(clientDir: string): { assets: RequestHandler[]; publicFiles: RequestHandler; siteScripts: SiteScriptManifest | undefined } {
  const assetsDir = join(clientDir, 'assets')
  const assetFiles = filesBelow(assetsDir)
  const YEAR = 365 * 24 * 60 * 60
  return {
    siteScripts: siteScriptManifest(clientDir),
    assets: [
      standInStylesheets(assetsDir, assetFiles),
      precompressed(assetsDir, assetFiles, YEAR),
      express.static(assetsDir, { immutable: true, maxAge: YEAR * 1000, fallthrough: false, index: false }),
    ],
    publicFiles: publicFilesOnly(clientDir),
  }
}
