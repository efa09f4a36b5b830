// The width and height of a picture on the file host, so a page reserves the picture's own box before it
// loads (a notice's picture attachment). Read from the file's first bytes with image-size (a maintained
// reader of the headers of every web format, SVG included, that works on a partial file) through the
// upstream client's openFile (the file host only, no redirects, its byte cap and metric); once per
// picture, in a bounded cache, within a short time so a render never waits long.
import { imageSize } from 'image-size'
import { LRUCache } from 'lru-cache'
import type { PictureSize } from '../../src/domain/types'
import type { UpstreamClient } from './client'

/** Enough for any header (a JPEG's size follows its EXIF block, which is at most 64 KB). */
const HEADER_BYTES = 64 * 1024
const TIMEOUT_MS = 1500
const MAX_ENTRIES = 2000
const KNOWN_TTL_MS = 6 * 60 * 60 * 1000
const UNKNOWN_TTL_MS = 60 * 1000

export class PictureSizes {
  /** Sizes by file URL ('unknown': unreadable, failed or refused, kept briefly); concurrent renders share one read. */
  private readonly sizes: LRUCache<string, PictureSize | 'unknown'>

  constructor(private readonly client: Pick<UpstreamClient, 'openFile' | 'fileUrl'>) {
    this.sizes = new LRUCache<string, PictureSize | 'unknown'>({
      max: MAX_ENTRIES,
      ttl: KNOWN_TTL_MS,
      fetchMethod: async (href, _stale, { options: entry }) => {
        const size = await this.read(new URL(href))
        if (!size) entry.ttl = UNKNOWN_TTL_MS
        return size ?? 'unknown'
      },
    })
  }

  /** The size of the picture at `path` (relative to the file host, or an absolute URL on it); null when unknown. */
  async of(path: string): Promise<PictureSize | null> {
    const url = this.client.fileUrl(path)
    if (!url) return null
    const size = await this.sizes.fetch(url.href)
    return size === undefined || size === 'unknown' ? null : size
  }

  private async read(url: URL): Promise<PictureSize | null> {
    let size: PictureSize | null = null
    try {
      // openFile refuses a URL outside the file host.
      const file = await this.client.openFile(url, 'image/*', { signal: AbortSignal.timeout(TIMEOUT_MS) })
      const chunks: Uint8Array[] = []
      let bytes = 0
      try {
        for (let chunk = await file.read(); chunk && !size; chunk = bytes < HEADER_BYTES ? await file.read() : null) {
          chunks.push(chunk)
          bytes += chunk.byteLength
          size = sizeOf(Buffer.concat(chunks))
        }
      } finally {
        await file.cancel(size ? 'ok' : 'invalid')
      }
    } catch {
      // Unknown: the page reserves its default box.
    }
    return size
  }
}

/** The displayed size from a file's first bytes (EXIF orientations 5–8 turn it a quarter), or null when they do not tell. */
function sizeOf(head: Uint8Array): PictureSize | null {
  try {
    const { width, height, orientation } = imageSize(head)
    if (!(width > 0 && height > 0)) return null
    return orientation !== undefined && orientation >= 5 ? { width: height, height: width } : { width, height }
  } catch {
    return null
  }
}
