// The size of an attachment offered for download, asked of the file host with HEAD (server side).
// Bounded: one short timeout, and a cache of at most MAX_ENTRIES answers, so a page render never
// waits long and no request can make the cache grow.
import { LRUCache } from 'lru-cache'

const TIMEOUT_MS = 1500
const MAX_ENTRIES = 1000
const KNOWN_TTL_MS = 60 * 60 * 1000
const UNKNOWN_TTL_MS = 60 * 1000

/** Sizes by URL; -1 = unknown (no Content-Length, failure), kept briefly. */
const sizes = new LRUCache<string, number>({ max: MAX_ENTRIES })

/**
 * Bytes of the file at `url`, or null when unknown. Only absolute http(s) URLs are asked (a relative
 * one is the site's own path: the browser asks it, see FileDownload).
 */
export async function fileSize(url: string): Promise<number | null> {
  if (!/^https?:\/\//i.test(url)) return null
  const cached = sizes.get(url)
  if (cached !== undefined) return cached < 0 ? null : cached
  // Concurrent renders (a feed, the notice page) share one ask per file.
  const pending = asking.get(url) ?? ask(url).finally(() => asking.delete(url))
  asking.set(url, pending)
  return pending
}

/** Asks in flight by URL (removed when answered: at most one per file a render is waiting for). */
const asking = new Map<string, Promise<number | null>>()

async function ask(url: string): Promise<number | null> {
  let size = -1
  try {
    const res = await fetch(url, { method: 'HEAD', signal: AbortSignal.timeout(TIMEOUT_MS), redirect: 'error' })
    const length = Number(res.headers.get('content-length'))
    if (res.ok && Number.isSafeInteger(length) && length >= 0) size = length
  } catch {
    // Unknown: the link is offered without a size.
  }
  sizes.set(url, size, { ttl: size < 0 ? UNKNOWN_TTL_MS : KNOWN_TTL_MS })
  return size < 0 ? null : size
}
