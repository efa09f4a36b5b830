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

export function precompress(): Plugin {
  return {
    name: 'precompress-client-assets',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    async writeBundle(options, bundle) {
      const dir = options.dir
      if (!dir) return
      const files = Object.keys(bundle).filter((name) => COMPRESSIBLE.test(name))
      await Promise.all(
        files.map(async (name) => {
          const path = join(dir, name)
          const source = await readFile(path)
          if (source.length < MIN_BYTES) return
          const [gz, br] = await Promise.all([
            gzipAsync(source, { level: 9 }),
            brotliAsync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length } }),
          ])
          await Promise.all([writeFile(`${path}.gz`, gz), writeFile(`${path}.br`, br)])
        }),
      )
    },
  }
}
