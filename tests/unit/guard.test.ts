// The per-endpoint breaker and bulkhead, with a fake call and a fake clock (cockatiel reads Date.now).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CircuitState, EndpointGuard, RejectedCall, type GuardSettings } from '../../server/upstream/guard'

const settings: GuardSettings = { failureRatio: 0.9, window: 20, minimumCalls: 10, halfOpenAfterMs: 5_000, concurrency: 4, queue: 4 }

class Fault extends Error {}
class CallerMistake extends Error {}

function guard(overrides: Partial<GuardSettings> = {}) {
  const states: CircuitState[] = []
  const g = new EndpointGuard({ ...settings, ...overrides }, (e) => e instanceof Fault, (s) => states.push(s))
  return { g, states }
}

const fail = async () => {
  throw new Fault('500')
}
const succeed = async () => 'ok'

async function outcome(p: Promise<unknown>): Promise<string> {
  try {
    await p
    return 'ok'
  } catch (e) {
    return e instanceof RejectedCall ? e.reason : e instanceof Fault ? 'fault' : 'other'
  }
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(1_000_000)
})
afterEach(() => {
  vi.useRealTimers()
})

describe('EndpointGuard', () => {
  it('opens after repeated failures and then fails fast without calling', async () => {
    const { g, states } = guard()
    for (let i = 0; i < 10; i++) expect(await outcome(g.run(fail))).toBe('fault')
    expect(g.state).toBe(CircuitState.Open)
    expect(states).toEqual([CircuitState.Open])
    const call = vi.fn(succeed)
    for (let i = 0; i < 100; i++) expect(await outcome(g.run(call))).toBe('circuit_open')
    expect(call).not.toHaveBeenCalled()
  })

  it('lets one probe through after the cool-down; other calls meanwhile fail at once', async () => {
    const { g, states } = guard()
    for (let i = 0; i < 10; i++) await outcome(g.run(fail))
    vi.setSystemTime(1_000_000 + 5_001)
    let release!: () => void
    const probe = g.run(() => new Promise<string>((r) => (release = () => r('ok'))))
    await Promise.resolve()
    expect(g.state).toBe(CircuitState.HalfOpen)
    const others = vi.fn(succeed)
    for (let i = 0; i < 20; i++) expect(await outcome(g.run(others))).toBe('circuit_open')
    expect(others).not.toHaveBeenCalled()
    release()
    expect(await probe).toBe('ok')
    expect(g.state).toBe(CircuitState.Closed)
    expect(states).toEqual([CircuitState.Open, CircuitState.HalfOpen, CircuitState.Closed])
    expect(await outcome(g.run(succeed))).toBe('ok')
  })

  it('a failed probe opens the circuit again', async () => {
    const { g } = guard()
    for (let i = 0; i < 10; i++) await outcome(g.run(fail))
    vi.setSystemTime(1_000_000 + 5_001)
    expect(await outcome(g.run(fail))).toBe('fault')
    expect(g.state).toBe(CircuitState.Open)
    expect(await outcome(g.run(succeed))).toBe('circuit_open')
  })

  it('stays closed on an upstream failing half the time', async () => {
    const { g } = guard()
    for (let i = 0; i < 200; i++) await outcome(g.run(i % 2 ? fail : succeed))
    expect(g.state).toBe(CircuitState.Closed)
  })

  it("does not count the caller's own errors", async () => {
    const { g } = guard()
    for (let i = 0; i < 50; i++) {
      expect(
        await outcome(
          g.run(async () => {
            throw new CallerMistake()
          }),
        ),
      ).toBe('other')
    }
    expect(g.state).toBe(CircuitState.Closed)
  })

  it('bounds the calls in flight and waiting; beyond, calls are refused at once', async () => {
    const { g } = guard()
    const releases: (() => void)[] = []
    const slow = () => new Promise<string>((r) => releases.push(() => r('ok')))
    const calls = Array.from({ length: 20 }, () => outcome(g.run(slow)))
    await new Promise((r) => setImmediate(r))
    expect(releases).toHaveLength(4)
    while (releases.length) {
      releases.shift()!()
      await new Promise((r) => setImmediate(r))
    }
    const results = await Promise.all(calls)
    expect(results.filter((r) => r === 'ok')).toHaveLength(8)
    expect(results.filter((r) => r === 'busy')).toHaveLength(12)
  })
})
