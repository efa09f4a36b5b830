// Per-endpoint protection of the upstream, with cockatiel (a maintained resilience library, so no
// hand-written state machine): a bulkhead bounds the calls in flight and waiting, and a circuit breaker
// stops calling an endpoint that keeps failing across keys, letting one probe through after a cool-down.
import {
  BrokenCircuitError,
  BulkheadRejectedError,
  CircuitState,
  CountBreaker,
  bulkhead,
  circuitBreaker,
  handleWhen,
  type BulkheadPolicy,
  type CircuitBreakerPolicy,
} from 'cockatiel'

export { CircuitState }

export interface GuardSettings {
  /** The circuit opens when more than this share of the last `window` calls failed... */
  failureRatio: number
  window: number
  /** ...and at least this many calls were made. */
  minimumCalls: number
  /** Open circuit: calls fail at once for this long, then one probe is let through. */
  halfOpenAfterMs: number
  /** Calls in flight to one endpoint; more wait in a queue of `queue`, beyond that they fail at once. */
  concurrency: number
  queue: number
}

export const DEFAULT_GUARD: GuardSettings = {
  failureRatio: 0.9,
  window: 20,
  minimumCalls: 5,
  halfOpenAfterMs: 5_000,
  concurrency: 8,
  queue: 16,
}

/** Why a call was not made. */
export type Rejection = 'circuit_open' | 'busy'

export class RejectedCall extends Error {
  constructor(readonly reason: Rejection) {
    super(reason === 'circuit_open' ? 'circuit open' : 'too many calls waiting')
    this.name = 'RejectedCall'
  }
}

export class EndpointGuard {
  private readonly breaker: CircuitBreakerPolicy
  private readonly bulkhead: BulkheadPolicy

  constructor(
    settings: GuardSettings,
    /** Which errors count against the endpoint (the upstream's fault, not the caller's). */
    isFailure: (error: unknown) => boolean,
    onState?: (state: CircuitState) => void,
  ) {
    this.breaker = circuitBreaker(handleWhen(isFailure), {
      halfOpenAfter: settings.halfOpenAfterMs,
      breaker: new CountBreaker({ threshold: settings.failureRatio, size: settings.window, minimumNumberOfCalls: settings.minimumCalls }),
    })
    this.bulkhead = bulkhead(settings.concurrency, settings.queue)
    if (onState) this.breaker.onStateChange(onState)
  }

  get state(): CircuitState {
    return this.breaker.state
  }

  /** Runs `call` unless the circuit is open or the endpoint is saturated (then RejectedCall, at once). */
  async run<T>(call: () => Promise<T>): Promise<T> {
    // While a half-open probe is out, cockatiel would hold other calls until it ends: fail them fast instead.
    const probing = () => this.breaker.state === CircuitState.HalfOpen
    if (probing()) throw new RejectedCall('circuit_open')
    try {
      return await this.bulkhead.execute(() => {
        if (probing()) throw new RejectedCall('circuit_open')
        return this.breaker.execute(call)
      })
    } catch (err) {
      if (err instanceof BrokenCircuitError) throw new RejectedCall('circuit_open')
      if (err instanceof BulkheadRejectedError) throw new RejectedCall('busy')
      throw err
    }
  }
}
