// In-memory cache of upstream answers: single-flight, stale-while-revalidate,
// stale-if-error (bounded by a maximum age) and failure back-off, on lru-cache's fetchMethod.
// A key that has nothing to serve yet is retried soon (a short, jittered pause) by one probe while
// other callers fail fast; a key with a stale value to stand in waits the full back-off.
// An empty list where the last good answer had items is suspect (issue 37: an upstream answering `[]`
// for a while must not empty the home page and the lists): the good list is kept and served as stale,
// and the upstream asked again at the key's TTL, until empty answers have lasted `emptyConfirmMs`
// (EMPTY_LIST_CONFIRM_MS) since the first of them; the first empty answer after that is believed. Any
// list with items in between starts it over. The API's lists are bare JSON arrays with no marker of a
// deliberate "nothing", so lasting is the only way it can say so; a list with nothing usable to stand
// in for it (none cached, or older than staleMaxAgeMs) is believed at once.
import { LRUCache } from 'lru-cache'

interface Cached {
  value: unknown
  /** When the value was loaded from the upstream (not when it was last re-armed). */
  fetchedAt: number
  /** What it counts against the byte budget: its JSON length. */
  bytes: number
}

interface LoadContext {
  load: (signal: AbortSignal) => Promise<unknown>
  ttlOf: (value: unknown) => number
}

/** How one get() was answered, for metrics. */
export type CacheResult = 'hit' | 'miss' | 'stale' | 'inflight' | 'backoff'

export interface CacheEvents {
  onResult?: (key: string, result: CacheResult) => void
  /** A refresh failed, or answered a suspect empty list, and the previous value was kept (stale-if-error). */
  onStaleIfError?: (key: string, error: Error) => void
  /**
   * An empty list where the last answer had items: `held` (not yet believed; the last list stands in)
   * or `believed` (empty for emptyConfirmMs); `emptyForMs` since the first empty answer.
   */
  onEmptyList?: (key: string, outcome: 'held' | 'believed', emptyForMs: number) => void
}

export interface ResilientCacheOptions {
  maxEntries: number
  /** Bytes kept at most, each value counted by its JSON length (the heap holds a few times that). */
  maxBytes?: number
  /** After this age a stored value is no longer served in place of a failing upstream. */
  staleMaxAgeMs: number
  /** After a failure of a key with a stale value, the upstream is not asked again for it for this long. */
  failureBackoffMs: number
  /** An empty list after one with items is believed once empty answers have lasted this long (default 5 minutes; 0: at once). */
  emptyConfirmMs?: number
  /** After a failure of a key with no value yet, the pause before the next try: a random time in this range (capped by failureBackoffMs). */
  coldRetryMs?: readonly [min: number, max: number]
  now?: () => number
  /** Random numbers in [0, 1) for the jitter (tests fix it). */
  random?: () => number
  events?: CacheEvents
}

export class ResilientCache {
  private readonly lru: LRUCache<string, Cached, LoadContext>
  /** Keys whose last load failed, with the error and when the back-off ends. */
  private readonly failures: LRUCache<string, { error: Error; until: number }>
  /** Keys with no value whose retry after a failure is under way: one probe, everyone else fails fast. */
  private readonly probing = new Set<string>()
  /** Keys answering empty lists kept out in favour of the good one before them: when the first empty answer came. */
  private readonly emptySince: LRUCache<string, number>
  private readonly now: () => number
  private readonly random: () => number

  constructor(private readonly options: ResilientCacheOptions) {
    this.now = options.now ?? (() => performance.now())
    this.random = options.random ?? Math.random
    const perf = { now: this.now }
    this.failures = new LRUCache({ max: options.maxEntries })
    this.emptySince = new LRUCache({ max: options.maxEntries })
    this.lru = new LRUCache<string, Cached, LoadContext>({
      max: options.maxEntries,
      ...(options.maxBytes ? { maxSize: options.maxBytes, sizeCalculation: (entry: Cached) => entry.bytes } : {}),
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

  /**
   * The value for key: cached, refreshed in the background, or loaded once for all concurrent callers.
   * `ttl` is the fresh lifetime, or a function of the loaded value (e.g. shorter for "no such id").
   */
  async get<T>(key: string, ttl: number | ((value: T) => number), load: (signal: AbortSignal) => Promise<T>): Promise<T> {
    // A fresh value, the common case, as lru.fetch() would answer it, without its per-call machinery.
    const fresh = this.lru.get(key, { allowStale: false })
    if (fresh !== undefined) {
      // A list standing in for empty answers not yet believed is served as stale.
      this.options.events?.onResult?.(key, this.emptySince.has(key) ? 'stale' : 'hit')
      return fresh.value as T
    }
    const entry = this.lru.peek(key, { allowStale: true })
    const tooOld = entry !== undefined && this.now() - entry.fetchedAt > this.options.staleMaxAgeMs
    const status: LRUCache.Status<string, Cached, LoadContext> = {}
    const failure = this.failures.get(key)
    // Nothing to serve and the last load failed: during the back-off, and while the one retry that
    // follows it is under way (a hanging upstream holds it for the whole timeout), fail at once.
    if (!entry && failure && (failure.until > this.now() || this.probing.has(key))) {
      this.options.events?.onResult?.(key, 'backoff')
      throw failure.error
    }
    const ttlOf = typeof ttl === 'number' ? () => ttl : (value: unknown) => ttl(value as T)
    const context: LoadContext = { load, ttlOf }
    const cached = await this.lru.fetch(key, { context, allowStale: !tooOld, status })
    this.options.events?.onResult?.(key, (status.fetch ?? 'miss') as CacheResult)
    if (!cached) throw new Error(`No value for ${key}`)
    return cached.value as T
  }

  /** Drops every entry (tests and operators' cache flush). */
  clear(): void {
    this.lru.clear()
    this.failures.clear()
    this.emptySince.clear()
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
    const probe = failure !== undefined && !backingOff && stale === undefined
    if (probe) this.probing.add(key)
    try {
      if (backingOff) throw failure.error
      const value = await context.load(signal)
      this.failures.delete(key)
      if (stale !== undefined && this.suspect(stale, value)) {
        const now = this.now()
        const since = this.emptySince.get(key) ?? now
        const confirmMs = this.options.emptyConfirmMs ?? DEFAULT_EMPTY_CONFIRM_MS
        if (now - since < confirmMs) {
          // Not believed yet: the good list stands in, and the upstream is asked again at the key's
          // TTL, or when the empty answers will have lasted long enough, if sooner.
          this.emptySince.set(key, since)
          fetchOptions.ttl = Math.max(1, Math.min(context.ttlOf(value), since + confirmMs - now))
          this.options.events?.onEmptyList?.(key, 'held', now - since)
          this.options.events?.onStaleIfError?.(
            key,
            new Error(`an empty list where the last answer had ${itemCount(stale.value)} items, not believed until empty for ${confirmMs} ms (so far ${Math.round(now - since)} ms)`),
          )
          return stale
        }
        this.options.events?.onEmptyList?.(key, 'believed', now - since)
      }
      this.emptySince.delete(key)
      fetchOptions.ttl = context.ttlOf(value)
      return { value, fetchedAt: this.now(), bytes: jsonBytes(value) }
    } catch (err) {
      const error = err instanceof Error ? err : new Error(String(err))
      const usable = stale !== undefined && this.usable(stale)
      if (!backingOff) this.failures.set(key, { error, until: this.now() + (usable ? this.options.failureBackoffMs : this.coldRetryMs()) })
      if (usable) {
        // Keep the old value and ask the upstream again only after the back-off.
        fetchOptions.ttl = this.options.failureBackoffMs
        this.options.events?.onStaleIfError?.(key, error)
        return stale
      }
      throw error
    } finally {
      if (probe) this.probing.delete(key)
    }
  }

  /** An empty list where the good answer before it, still usable, had items. */
  private suspect(stale: Cached, value: unknown): boolean {
    return itemCount(value) === 0 && itemCount(stale.value) > 0 && this.usable(stale)
  }

  /** Young enough to stand in for the upstream. */
  private usable(entry: Cached): boolean {
    return this.now() - entry.fetchedAt <= this.options.staleMaxAgeMs
  }

  private coldRetryMs(): number {
    const [min, max] = this.options.coldRetryMs ?? DEFAULT_COLD_RETRY_MS
    // Never longer than the back-off of a key with a stale value.
    return Math.min(min + this.random() * (max - min), this.options.failureBackoffMs)
  }
}

/** A value's JSON length (at least 1: lru-cache refuses a size of 0). */
const jsonBytes = (value: unknown) => Math.max(1, JSON.stringify(value)?.length ?? 0)

/** Items of a list answer; -1 for any other value (a record, null). */
const itemCount = (value: unknown) => (Array.isArray(value) ? value.length : -1)

/** Pause before retrying a key that has no value to serve. */
const DEFAULT_COLD_RETRY_MS = [200, 1000] as const

/** How long empty answers must last before an empty list replaces one with items (EMPTY_LIST_CONFIRM_MS). */
const DEFAULT_EMPTY_CONFIRM_MS = 5 * 60 * 1000
