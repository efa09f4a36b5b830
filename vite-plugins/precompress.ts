// Vite plugin: writes gzip and brotli copies of the client's text assets at build time, so the
// server sends them without compressing on every request (server/static.ts picks the copy).
import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { Plugin } from 'vite'

const gzipAsync = promisify(gzip)
const brotliAsync = promisify(brotliCompress)

/** Text assets worth compressing; smaller files gain nothing. */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|html|txt)$/
const MIN_BYTES = 1024

/** Writes `path`.gz and `path`.br beside a text asset (none for a small or non-text file). */
export async function precompressFile(path: string): Promise<void> {
  if (!COMPRESSIBLE.test(path)) return
  const source = await readFile(path)
  if (source.length < MIN_BYTES) return
  const [gz, br] = await Promise.all([
    gzipAsync(source, { level: 9 }),
    brotliAsync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length } }),
  ])
  await Promise.all([writeFile(`${path}.gz`, gz), writeFile(`${path}.br`, br)])
}

export function precompress(): Plugin {
  return {
    name: 'precompress-client-assets',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    async writeBundle(options, bundle) {
      const dir = options.dir
      if (!dir) return
      await Promise.all(Object.keys(bundle).map((name) => precompressFile(join(dir, name))))
    },
  }
}
