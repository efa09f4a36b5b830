// Content negotiation and compression for bodies compressed once and sent many times
// (build-time asset copies, cached page renders).
import type { Request } from 'express'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

export type ContentEncoding = 'br' | 'gzip'

/** Our preference (brotli is smaller) among the encodings the client accepts at all. */
export function preferredEncoding(req: Request, available: readonly ContentEncoding[] = ['br', 'gzip']): ContentEncoding | null {
  return available.find((encoding) => req.acceptsEncodings(encoding) === encoding) ?? null
}

const brotliAsync = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/** Compresses with settings that suit a body sent many times (slower, smaller than per-request). */
export function compress(body: Buffer, encoding: ContentEncoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotliAsync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
    : gzipAsync(body, { level: 9 })
}
