// The build's last step (package.json "build"): writes a brotli (quality 11) and a gzip (level 9) copy
// beside every text file of the client build (dist/client: Vite's chunks and the stylesheets Vike writes
// after them, the site's script, the offline worker, the public files), so the server sends them
// (server/static.ts) without compressing a file on every request at a dynamic-body quality. Run after
// everything that writes into dist/client. A copy is kept only where it is smaller than the file.
import { readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

const gzipAsync = promisify(gzip)
const brotliAsync = promisify(brotliCompress)

/** Text files worth a compressed copy. */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|webmanifest|html|txt|xml)$/

/** Writes `path`.br and `path`.gz beside a text file, each where it is smaller than the file (removes a stale one otherwise). */
export async function precompressFile(path: string): Promise<void> {
  if (!COMPRESSIBLE.test(path)) return
  const source = await readFile(path)
  const [br, gz] = await Promise.all([
    brotliAsync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length } }),
    gzipAsync(source, { level: 9 }),
  ])
  await Promise.all(
    [
      { copy: `${path}.br`, body: br },
      { copy: `${path}.gz`, body: gz },
    ].map(({ copy, body }) => (body.length < source.length ? writeFile(copy, body) : rm(copy, { force: true }))),
  )
}

/** Every file below `dir` (dot-folders such as Vite's `.vite/` left out: they are not served). */
async function filesBelow(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  return entries
    .filter((e) => e.isFile() && !/(^|[\\/])\./.test(join(e.parentPath, e.name).slice(dir.length)))
    .map((e) => join(e.parentPath, e.name))
}

/** Precompresses every text file of a client build; resolves with how many files it read. */
export async function precompressClient(clientDir: string): Promise<number> {
  const files = (await filesBelow(clientDir)).filter((file) => COMPRESSIBLE.test(file))
  await Promise.all(files.map(precompressFile))
  return files.length
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await precompressClient(process.argv[2] ?? 'dist/client')
}
