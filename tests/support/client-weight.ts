// What each page costs on its first load, computed from the build: the client routing entry and the page's
// entry with every chunk they import statically (Vike preloads exactly those), and the CSS those files carry.
// Chunks imported with import() (lazy components) are left out: they load when needed. Sizes are brotli, as
// served: the build's .br copy, or the file compressed at quality 11 when it is too small to have one.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants } from 'node:zlib'
import { DIST } from './processes'

interface ManifestEntry {
  file: string
  imports?: string[]
  dynamicImports?: string[]
  css?: string[]
}

export interface PageWeight {
  /** The page's directory, e.g. `/pages/index`. */
  page: string
  jsFiles: string[]
  jsBrotliBytes: number
  cssFiles: string[]
  cssBrotliBytes: number
}

const PAGE_ENTRY = 'virtual:vike:page-entry:client:'
const ROUTING_ENTRY = /vike\/dist\/client\/runtime-client-routing\/entry\.js$/

export function brotliBytes(file: string, dist = DIST): number {
  const path = join(dist, 'client', file)
  if (existsSync(`${path}.br`)) return readFileSync(`${path}.br`).length
  return brotliCompressSync(readFileSync(path), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length
}

export function pageWeights(dist = DIST): PageWeight[] {
  const manifest = JSON.parse(readFileSync(join(dist, 'assets.json'), 'utf8')) as Record<string, ManifestEntry>
  const routingKey = Object.keys(manifest).find((key) => ROUTING_ENTRY.test(key))
  if (!routingKey) throw new Error('dist/assets.json has no client routing entry')

  const closure = (keys: string[]) => {
    const seen = new Set<string>()
    const visit = (key: string) => {
      if (seen.has(key)) return
      seen.add(key)
      for (const imported of manifest[key]?.imports ?? []) visit(imported)
    }
    keys.forEach(visit)
    return [...seen].map((key) => manifest[key]!)
  }

  return Object.keys(manifest)
    .filter((key) => key.startsWith(PAGE_ENTRY))
    .map((key) => {
      const entries = closure([routingKey, key])
      const jsFiles = entries.map((e) => e.file)
      const cssFiles = [...new Set(entries.flatMap((e) => e.css ?? []))]
      const sum = (files: string[]) => files.reduce((total, file) => total + brotliBytes(file, dist), 0)
      return { page: key.slice(PAGE_ENTRY.length), jsFiles, jsBrotliBytes: sum(jsFiles), cssFiles, cssBrotliBytes: sum(cssFiles) }
    })
    .sort((a, b) => b.jsBrotliBytes - a.jsBrotliBytes)
}
