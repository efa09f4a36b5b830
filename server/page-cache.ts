// In-process microcache of rendered pages for anonymous GETs: under a spike one render per URL
// serves everyone for a few seconds (nginx does the same at the edge; this covers pods reached
// directly and the edge's misses). Concurrent misses for one URL share one render (lru-cache's
// fetchMethod, as the upstream cache). Its byte budget counts each render's HTML and the compressed
// copies kept with it.
import { LRUCache } from 'lru-cache'
import { compress, type ContentEncoding } from './encoding'

export interface RenderedPage {
  status: number
  headers: [string, string][]
  body: string
  cacheControl: string
  /** The metric label of the page (from Vike's page id, e.g. '/notice/:id'). */
  route?: string
  /** How long this render may answer identical requests; 0: never reused. */
  reuseMs: number
  /** Compressed bodies, made on first demand and kept with the render. */
  encoded?: Partial<Record<ContentEncoding, Promise<Buffer>>>
  /** Bytes of the compressed bodies made so far (shared with `encoded`). */
  encodedBytes?: Partial<Record<ContentEncoding, number>>
}

/** The page's body in `encoding`, compressed once per render however often it is sent. */
export function encodedBody(page: RenderedPage, encoding: ContentEncoding): Promise<Buffer> {
  page.encoded ??= {}
  const sizes = (page.encodedBytes ??= {})
  return (page.encoded[encoding] ??= compress(Buffer.from(page.body), encoding).then((made) => {
    // zlib answers a slice of its 64 KiB output chunk, and Buffer.from() a slice of a 64 KiB pool: a kept
    // copy of 6 KB would hold all of it. Buffer.alloc() is exactly its size.
    const buffer = Buffer.alloc(made.length)
    made.copy(buffer)
    sizes[encoding] = buffer.length
    return buffer
  }))
}

/**
 * Bytes a render holds in memory: its HTML as V8 keeps it (two bytes a character once any is past
 * Latin-1, as a page's dashes and quotes are) and every compressed copy made so far.
 */
export function pageBytes(page: RenderedPage): number {
  let bytes = page.body.length * 2
  for (const size of Object.values(page.encodedBytes ?? {})) bytes += size ?? 0
  return Math.max(1, bytes)
}

export type PageCacheResult = 'hit' | 'miss' | 'shared'

export interface PageCacheOptions {
  maxEntries: number
  /** Total bytes kept: HTML plus compressed copies. */
  maxBytes: number
  onResult?: (result: PageCacheResult) => void
  /** Clock in ms (tests). */
  now?: () => number
}

export class PageCache {
  private readonly lru: LRUCache<string, RenderedPage, () => Promise<RenderedPage | null>>

  constructor(private readonly options: PageCacheOptions) {
    // lru-cache keeps no entry larger than its maxSize: a render not to be reused (reuseMs 0: an error,
    // a degraded page) still reaches everyone waiting for it, but is not kept.
    const notKept = options.maxBytes + 1
    this.lru = new LRUCache({
      max: options.maxEntries,
      maxSize: options.maxBytes,
      sizeCalculation: (page) => (page.reuseMs > 0 ? pageBytes(page) : notKept),
      ttlResolution: 0,
      perf: { now: options.now ?? (() => performance.now()) },
      fetchMethod: async (_url, _stale, { options: setOptions, context: render }) => {
        const page = await render()
        if (page && page.reuseMs > 0) setOptions.ttl = page.reuseMs
        return page ?? undefined
      },
    })
  }

  /** The page for `url`: a fresh cached render, the render already under way, or a new one. */
  async get(url: string, render: () => Promise<RenderedPage | null>): Promise<RenderedPage | null> {
    const status: LRUCache.Status<string, RenderedPage, () => Promise<RenderedPage | null>> = {}
    const page = await this.lru.fetch(url, { context: render, status })
    this.options.onResult?.(status.fetch === 'hit' ? 'hit' : status.fetch === 'inflight' ? 'shared' : 'miss')
    return page ?? null
  }

  /**
   * The body of the render cached for `url` in `encoding`; a new compressed copy is counted
   * in the budget (which may evict older pages, or this one when it no longer fits).
   */
  async encodedBody(url: string, page: RenderedPage, encoding: ContentEncoding): Promise<Buffer> {
    const made = page.encoded?.[encoding] !== undefined
    const body = await encodedBody(page, encoding)
    const current = this.lru.peek(url)
    // lru-cache sizes an entry when it is set with a new value: set a copy sharing the bodies.
    if (!made && current && current.encoded === page.encoded) this.lru.set(url, { ...current }, { noUpdateTTL: true })
    return body
  }

  get size(): number {
    return this.lru.size
  }

  /** Bytes counted against the budget. */
  get bytes(): number {
    return this.lru.calculatedSize
  }
}
