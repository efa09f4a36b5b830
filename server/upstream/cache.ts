// In-memory cache of upstream answers: single-flight, stale-while-revalidate,
// stale-if-error (bounded by a maximum age) and failure back-off, on lru-cache's fetchMethod.
import { LRUCache } from 'lru-cache'

interface Cached {
  value: unknown
  /** When the value was loaded from the upstream (not when it was last re-armed). */
  fetchedAt: number
}

interface LoadContext {
  load: (signal: AbortSignal) => Promise<unknown>
}

/** How one get() was answered, for metrics. */
export type CacheResult = 'hit' | 'miss' | 'stale' | 'inflight' | 'backoff'

export interface CacheEvents {
  onResult?: (key: string, result: CacheResult) => void
  /** A refresh failed and the previous value was kept (stale-if-error). */
  onStaleIfError?: (key: string, error: Error) => void
}

export interface ResilientCacheOptions {
  maxEntries: number
  /** After this age a stored value is no longer served in place of a failing upstream. */
  staleMaxAgeMs: number
  /** After a failure, the upstream is not asked again for this key for this long. */
  failureBackoffMs: number
  now?: () => number
  events?: CacheEvents
}

export class ResilientCache {
  private readonly lru: LRUCache<string, Cached, LoadContext>
  /** Keys whose last load failed, with the error and when the back-off ends. */
  private readonly failures: LRUCache<string, { error: Error; until: number }>
  private readonly now: () => number

  constructor(private readonly options: ResilientCacheOptions) {
    this.now = options.now ?? (() => performance.now())
    const perf = { now: this.now }
    this.failures = new LRUCache({ max: options.maxEntries })
    this.lru = new LRUCache<string, Cached, LoadContext>({
      max: options.maxEntries,
      ttl: 60_000,
      ttlResolution: 0,
      perf,
      allowStale: true,
      noDeleteOnStaleGet: true,
      allowStaleOnFetchRejection: false,
      allowStaleOnFetchAbort: false,
      fetchMethod: (key, stale, { signal, options: fetchOptions, context }) =>
        this.load(key, stale, signal, fetchOptions, context),
    })
  }

  /** The value for key: cached, refreshed in the background, or loaded once for all concurrent callers. */
  async get<T>(key: string, ttlMs: number, load: (signal: AbortSignal) => Promise<T>): Promise<T> {
    const entry = this.lru.peek(key, { allowStale: true })
    const tooOld = entry !== undefined && this.now() - entry.fetchedAt > this.options.staleMaxAgeMs
    const status: LRUCache.Status<string, Cached, LoadContext> = {}
    const failure = this.failures.get(key)
    if (!entry && failure && failure.until > this.now()) {
      this.options.events?.onResult?.(key, 'backoff')
      throw failure.error
    }
    const cached = await this.lru.fetch(key, { ttl: ttlMs, context: { load }, allowStale: !tooOld, status })
    this.options.events?.onResult?.(key, (status.fetch ?? 'miss') as CacheResult)
    if (!cached) throw new Error(`No value for ${key}`)
    return cached.value as T
  }

  /** Drops every entry (tests and operators' cache flush). */
  clear(): void {
    this.lru.clear()
    this.failures.clear()
  }

  get size(): number {
    return this.lru.size
  }

  private async load(
    key: string,
    stale: Cached | undefined,
    signal: AbortSignal,
    fetchOptions: LRUCache.FetcherFetchOptions<string, Cached, LoadContext>,
    context: LoadContext,
  ): Promise<Cached> {
    const failure = this.failures.get(key)
    const backingOff = failure !== undefined && failure.until > this.now()
    try {
      if (backingOff) throw failure.error
      const value = await context.load(signal)
      this.failures.delete(key)
      return { value, fetchedAt: this.now() }
    } catch (err) {
      const error = err instanceof Error ? err : new Error(String(err))
      if (!backingOff) this.failures.set(key, { error, until: this.now() + this.options.failureBackoffMs })
      if (stale && this.now() - stale.fetchedAt <= this.options.staleMaxAgeMs) {
        // Keep the old value and ask the upstream again only after the back-off.
        fetchOptions.ttl = this.options.failureBackoffMs
        this.options.events?.onStaleIfError?.(key, error)
        return stale
      }
      throw error
    }
  }
}
