// In-process microcache of rendered pages for anonymous GETs: under a spike one render per URL
// serves everyone for a few seconds (nginx does the same at the edge; this covers pods reached
// directly and the edge's misses). Concurrent misses for one URL share one render.
import { LRUCache } from 'lru-cache'
import { compress, type ContentEncoding } from './encoding'

export interface RenderedPage {
  status: number
  headers: [string, string][]
  body: string
  cacheControl: string
  /** How long this render may answer identical requests; 0: never reused. */
  reuseMs: number
  /** Compressed bodies, made on first demand and kept with the render. */
  encoded?: Partial<Record<ContentEncoding, Promise<Buffer>>>
}

/** The page's body in `encoding`, compressed once per render however often it is sent. */
export function encodedBody(page: RenderedPage, encoding: ContentEncoding): Promise<Buffer> {
  page.encoded ??= {}
  return (page.encoded[encoding] ??= compress(Buffer.from(page.body), encoding))
}

export type PageCacheResult = 'hit' | 'miss' | 'shared'

export interface PageCacheOptions {
  maxEntries: number
  /** Total body characters kept. */
  maxChars: number
  onResult?: (result: PageCacheResult) => void
  /** Clock in ms (tests). */
  now?: () => number
}

export class PageCache {
  private readonly lru: LRUCache<string, RenderedPage>
  private readonly inflight = new Map<string, Promise<RenderedPage | null>>()

  constructor(private readonly options: PageCacheOptions) {
    this.lru = new LRUCache({
      max: options.maxEntries,
      maxSize: options.maxChars,
      sizeCalculation: (page) => Math.max(1, page.body.length),
      ttlResolution: 0,
      perf: { now: options.now ?? (() => performance.now()) },
    })
  }

  /** The page for `url`: a fresh cached render, the render already under way, or a new one. */
  async get(url: string, render: () => Promise<RenderedPage | null>): Promise<RenderedPage | null> {
    const cached = this.lru.get(url)
    if (cached) {
      this.options.onResult?.('hit')
      return cached
    }
    const pending = this.inflight.get(url)
    if (pending) {
      this.options.onResult?.('shared')
      return pending
    }
    this.options.onResult?.('miss')
    const rendering = render()
      .then((page) => {
        if (page && page.reuseMs > 0 && page.body.length <= this.options.maxChars) this.lru.set(url, page, { ttl: page.reuseMs })
        return page
      })
      .finally(() => this.inflight.delete(url))
    this.inflight.set(url, rendering)
    return rendering
  }

  get size(): number {
    return this.lru.size
  }
}
