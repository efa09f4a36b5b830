// Guessing protection of the document downloads. Only attempts that reached the admission API and
// were refused by it (a wrong code) are failures; successes, malformed posts, outages, busy and
// limited answers are not. Failures are counted per mobile number and per client address within
// a fixed window (express-rate-limit's MemoryStore):
// - a number with DOCUMENT_RATE_LIMIT failures is refused (429, Retry-After) until its window ends;
//   its failures plus its attempts in flight never exceed the limit, so concurrent guesses cannot
//   pass the check together: a further attempt for it waits (up to the bulkhead's wait) for one
//   to end, and a right code in flight is never counted.
// - an address past DOCUMENT_ADDRESS_RATE_LIMIT failures is slowed down, never refused: each of
//   its attempts waits ADDRESS_DELAY_STEP_MS per failure beyond the ceiling, at most
//   ADDRESS_MAX_DELAY_MS. Thousands of applicants share a carrier NAT address on result day; one
//   of them guessing must not lock the others out.
import { EventEmitter, once } from 'node:events'
import { setTimeout as sleep } from 'node:timers/promises'
import { MemoryStore, type Options } from 'express-rate-limit'

export interface AttemptLimits {
  /** Failures per mobile number in the window. */
  max: number
  /** Failures per address in the window before its attempts are slowed down. */
  perAddress: number
  windowMs: number
}

/** Delay of an address's attempt per failure beyond its ceiling, and the most it waits. */
export const ADDRESS_DELAY_STEP_MS = 100
export const ADDRESS_MAX_DELAY_MS = 5000

/** What enter() decided: go (call done() with the outcome), limited (429), busy (503), or the client left. */
export type Entry =
  | { kind: 'go'; done: (failed: boolean) => Promise<void> }
  | { kind: 'limited'; retryAfterSeconds: number }
  | { kind: 'busy' }
  | { kind: 'gone' }

export interface AttemptLimiterOptions extends AttemptLimits {
  /** How long an attempt waits for another attempt on its number to end. */
  waitMs: number
  /** An address's attempt is slowed down by this much. */
  onDelay?: (ms: number) => void
}

/** Failures per key in a fixed window. */
class Failures {
  private readonly store = new MemoryStore()

  constructor(windowMs: number) {
    this.store.init({ windowMs } as Options)
  }

  async of(key: string): Promise<{ count: number; retryAfterSeconds: number }> {
    const info = await this.store.get(key)
    const left = info?.resetTime ? info.resetTime.getTime() - Date.now() : 0
    return { count: info?.totalHits ?? 0, retryAfterSeconds: Math.max(1, Math.ceil(left / 1000)) }
  }

  add(key: string): Promise<unknown> {
    return this.store.increment(key)
  }
}

export class AttemptLimiter {
  private readonly numbers: Failures
  private readonly addresses: Failures
  /** Attempts in flight per number (an entry only while one is). */
  private readonly inFlight = new Map<string, number>()
  /** Emits a number when one of its attempts ended. */
  private readonly ended = new EventEmitter().setMaxListeners(0)

  constructor(private readonly options: AttemptLimiterOptions) {
    this.numbers = new Failures(options.windowMs)
    this.addresses = new Failures(options.windowMs)
  }

  /** Admits one attempt for `mobile` from `address`; `signal` aborts when the client leaves. */
  async enter(mobile: string, address: string, signal: AbortSignal): Promise<Entry> {
    const key = `mobile:${mobile}`
    try {
      const excess = (await this.addresses.of(address)).count - this.options.perAddress
      if (excess > 0) {
        const ms = Math.min(ADDRESS_MAX_DELAY_MS, excess * ADDRESS_DELAY_STEP_MS)
        this.options.onDelay?.(ms)
        await sleep(ms, undefined, { signal })
      }
      const deadline = AbortSignal.any([signal, AbortSignal.timeout(this.options.waitMs)])
      for (;;) {
        const failures = await this.numbers.of(key)
        if (failures.count >= this.options.max) return { kind: 'limited', retryAfterSeconds: failures.retryAfterSeconds }
        const running = this.inFlight.get(key) ?? 0
        if (failures.count + running < this.options.max) {
          this.inFlight.set(key, running + 1)
          return { kind: 'go', done: (failed) => this.leave(key, address, failed) }
        }
        await once(this.ended, key, { signal: deadline })
      }
    } catch (err) {
      if ((err as Error).name !== 'AbortError') throw err
      return signal.aborted ? { kind: 'gone' } : { kind: 'busy' }
    }
  }

  /** Counts a failure (before the slot is freed, so a waiting attempt sees it) and frees the slot. */
  private async leave(key: string, address: string, failed: boolean): Promise<void> {
    try {
      if (failed) await Promise.all([this.numbers.add(key), this.addresses.add(address)])
    } finally {
      const running = (this.inFlight.get(key) ?? 1) - 1
      if (running > 0) this.inFlight.set(key, running)
      else this.inFlight.delete(key)
      this.ended.emit(key)
    }
  }
}
