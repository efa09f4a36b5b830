// The document bulkhead: at most `concurrency` document requests (admission API call and file
// transfer) run at once per process, at most `queue` wait for a slot, each for at most `waitMs`.
// Anything beyond is refused at once, so an applicant gets an honest "busy" instead of a hang.
// cockatiel's bulkhead does the slot and queue accounting; it has no wait limit of its own (a
// queued task whose signal aborts is only dropped when its turn comes), so the wait limit is a
// race here: the caller is answered when the limit passes, and the abandoned entry is skipped
// when it reaches the front (it holds a queue slot until then, so the queue stays bounded).
import { bulkhead, isBulkheadRejectedError, isTaskCancelledError, type BulkheadPolicy } from 'cockatiel'

export interface BulkheadOptions {
  concurrency: number
  queue: number
  waitMs: number
  /** Called whenever the number running or waiting changes. */
  onChange?: (state: { inFlight: number; queued: number }) => void
  onReject?: (reason: BusyReason) => void
}

/** Why a request was refused: every slot and queue place taken, it waited too long, or its client left while waiting. */
export type BusyReason = 'queue-full' | 'wait-timeout' | 'client-gone'

export class Busy extends Error {
  constructor(readonly reason: BusyReason) {
    super(`document bulkhead: ${reason}`)
    this.name = 'Busy'
  }
}

export class DocumentBulkhead {
  private readonly policy: BulkheadPolicy
  private running = 0
  private waiting = 0

  constructor(private readonly options: BulkheadOptions) {
    this.policy = bulkhead(options.concurrency, options.queue)
  }

  get inFlight(): number {
    return this.running
  }

  get queued(): number {
    return this.waiting
  }

  /**
   * Runs `task` in a slot. Throws Busy when refused: queue full, no slot within the wait limit,
   * or `signal` (the client left) aborted while waiting.
   */
  async run<T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    const gaveUp = new AbortController()
    let started = false
    let refuse: (reason: BusyReason) => void = () => {}
    const refused = new Promise<never>((_resolve, reject) => {
      refuse = (reason) => {
        if (started || gaveUp.signal.aborted) return
        // The policy skips this entry when its turn comes.
        gaveUp.abort()
        reject(new Busy(reason))
      }
    })
    refused.catch(() => {}) // observed through the race below
    const timer = setTimeout(() => refuse('wait-timeout'), this.options.waitMs)
    const onLeave = () => refuse('client-gone')
    signal?.addEventListener('abort', onLeave, { once: true })

    // Counted as waiting first (with a free slot the policy starts the task synchronously),
    // unless the policy is about to refuse it.
    const accepted = this.policy.executionSlots > 0 || this.policy.queueSlots > 0
    if (accepted) {
      this.waiting++
      this.changed()
    }
    const execution = this.policy.execute(async () => {
      started = true
      this.waiting--
      this.running++
      this.changed()
      try {
        return await task()
      } finally {
        this.running--
        this.changed()
      }
    }, gaveUp.signal)
    if (signal?.aborted) onLeave()

    try {
      return await Promise.race([execution, refused])
    } catch (err) {
      if (isBulkheadRejectedError(err)) {
        this.options.onReject?.('queue-full')
        throw new Busy('queue-full')
      }
      if (err instanceof Busy) {
        this.options.onReject?.(err.reason)
        throw err
      }
      if (isTaskCancelledError(err)) {
        this.options.onReject?.('client-gone')
        throw new Busy('client-gone')
      }
      throw err
    } finally {
      clearTimeout(timer)
      signal?.removeEventListener('abort', onLeave)
      if (!started) {
        // Refused or gave up: no longer waiting.
        if (accepted) {
          this.waiting--
          this.changed()
        }
        execution.catch(() => {})
      }
    }
  }

  private changed() {
    this.options.onChange?.({ inFlight: this.running, queued: this.waiting })
  }
}
