// Content negotiation and the compression settings of bodies made at run time (rendered pages,
// per request or once per page-cache entry). Build-time asset copies use the maximum quality
// instead (scripts/precompress-client.ts): they are compressed once per build.
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

/**
 * Brotli quality of rendered pages, chosen with bench/compression.ts (home, 60 KB of HTML, on the
 * 2-core box): quality 5 takes 0.7 ms and 9.2 KB; 9 takes 21 ms for 9.0 KB, 11 takes 109 ms for
 * 8.1 KB. A page-cache entry is reused for seconds only and unique URLs (detail pages, crawlers)
 * are compressed once each, so the slow qualities cost a render's worth of CPU for ~2% of bytes.
 */
export const DYNAMIC_BROTLI_QUALITY = 5
/** gzip level of rendered pages (the edge asks gzip): 6 takes 0.7 ms for 10.5 KB; 9 saves 0.3%. */
export const DYNAMIC_GZIP_LEVEL = 6

/** Compresses a rendered page with the dynamic-body settings above. */
export function compress(body: Buffer, encoding: ContentEncoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotliAsync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: DYNAMIC_BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
    : gzipAsync(body, { level: DYNAMIC_GZIP_LEVEL })
}
