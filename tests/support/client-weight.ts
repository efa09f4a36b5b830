// What each page costs a phone: its stylesheets (the build's list, the bytes the app sends) and the scripts Chromium
// loads. Sizes are brotli, as served: the build's .br copy (every text file has one where it is smaller).
import { existsSync, readFileSync } from 'node:fs'
import { request } from 'node:http'
import { join } from 'node:path'
import { brotliCompressSync, constants } from 'node:zlib'
import type { Browser } from 'playwright-core'
import { DIST } from './processes'

interface ManifestEntry {
  file: string
  imports?: string[]
  css?: string[]
}

/** A page's stylesheets, as its build entry links them. */
export interface PageStylesheets {
  /** The page's directory, e.g. `/pages/index`. */
  page: string
  cssFiles: string[]
}

const PAGE_ENTRY = 'virtual:vike:page-entry:client:'

export function brotliBytes(file: string, dist = DIST): number {
  const path = join(dist, 'client', file)
  if (existsSync(`${path}.br`)) return readFileSync(`${path}.br`).length
  return brotliCompressSync(readFileSync(path), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length
}

/** Every page's stylesheets: its entry's and those of the modules it imports (no page ships JavaScript of its own). */
export function pageStylesheets(dist = DIST): PageStylesheets[] {
  const manifest = JSON.parse(readFileSync(join(dist, 'assets.json'), 'utf8')) as Record<string, ManifestEntry>
  const closure = (key: string) => {
    const seen = new Set<string>()
    const visit = (k: string) => {
      if (seen.has(k)) return
      seen.add(k)
      for (const imported of manifest[k]?.imports ?? []) visit(imported)
    }
    visit(key)
    return [...seen].map((k) => manifest[k]!)
  }
  return Object.keys(manifest)
    .filter((key) => key.startsWith(PAGE_ENTRY))
    .map((key) => {
      const cssFiles = [...new Set(closure(key).flatMap((e) => e.css ?? []))]
      return { page: key.slice(PAGE_ENTRY.length), cssFiles }
    })
}

/** What the server sends for `path` to a client accepting `encoding`: the body's bytes on the wire, and their encoding. */
export function servedBytes(site: string, path: string, encoding = 'br'): Promise<{ status: number; bytes: number; encoding: string }> {
  return new Promise((resolve, reject) => {
    const req = request(`${site}${path}`, { headers: { 'Accept-Encoding': encoding } }, (res) => {
      let bytes = 0
      res.on('data', (chunk: Buffer) => (bytes += chunk.length))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes, encoding: String(res.headers['content-encoding'] ?? 'identity') }))
      res.on('error', reject)
    })
    req.on('error', reject)
    req.end()
  })
}

/** Each page's stylesheets as `site` serves them to a browser accepting brotli (each file fetched once). */
export async function servedStylesheets(site: string, dist = DIST): Promise<(PageStylesheets & { cssServedBytes: number })[]> {
  const pages = pageStylesheets(dist)
  const sizes = new Map<string, number>()
  for (const file of new Set(pages.flatMap((p) => p.cssFiles))) {
    const served = await servedBytes(site, `/${file}`)
    if (served.status !== 200) throw new Error(`/${file} answered ${served.status}`)
    sizes.set(file, served.bytes)
  }
  return pages
    .map((p) => ({ ...p, cssServedBytes: p.cssFiles.reduce((total, file) => total + sizes.get(file)!, 0) }))
    .sort((a, b) => b.cssServedBytes - a.cssServedBytes)
}

/** What a phone downloads of a route's JavaScript: every script Chromium loads within 10 s of `load`. */
export interface RouteScripts {
  path: string
  /** Paths under dist/client, in the order they were requested. */
  files: string[]
  brotliBytes: number
}

/** A script request counts until the page has fetched no new one for this long (10 s after load at most). */
const SCRIPT_QUIET_MS = 1500
const AFTER_LOAD_MS = 10_000

/**
 * Loads `site`+`path` in a fresh context of `browser` at a phone's width and records the site's script responses
 * until no new one has started for 1.5 s (what loads on idle or at the first input included: the phone loads it anyway),
 * at most 10 s after load; sums their brotli sizes as served (the build's .br copies).
 */
export async function routeScripts(browser: Browser, site: string, path: string): Promise<RouteScripts> {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true })
  try {
    const page = await context.newPage()
    const files: string[] = []
    let last = Date.now()
    page.on('request', (request) => {
      if (request.resourceType() !== 'script' || !request.url().startsWith(site)) return
      files.push(new URL(request.url()).pathname.replace(/^\//, ''))
      last = Date.now()
    })
    await page.goto(`${site}${path}`, { waitUntil: 'load' })
    const loadedAt = Date.now()
    while (Date.now() - last < SCRIPT_QUIET_MS && Date.now() - loadedAt < AFTER_LOAD_MS) await new Promise((r) => setTimeout(r, 250))
    const unique = [...new Set(files)]
    return { path, files: unique, brotliBytes: unique.reduce((total, file) => total + brotliBytes(file), 0) }
  } finally {
    await context.close()
  }
}
