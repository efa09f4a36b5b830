// The document bulkhead (cockatiel's bulkhead plus a wait limit), in process with fake timers.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Busy, DocumentBulkhead, type BusyReason } from '../../server/forms/bulkhead'

function deferred() {
  let resolve!: () => void
  const promise = new Promise<void>((r) => (resolve = r))
  return { promise, resolve }
}

function setup(concurrency = 2, queue = 2, waitMs = 1000) {
  const states: { inFlight: number; queued: number }[] = []
  const rejected: BusyReason[] = []
  const bulkhead = new DocumentBulkhead({ concurrency, queue, waitMs, onChange: (s) => states.push(s), onReject: (r) => rejected.push(r) })
  return { bulkhead, states, rejected }
}

const flush = () => new Promise((r) => setImmediate(r))

afterEach(() => {
  vi.useRealTimers()
})

describe('document bulkhead', () => {
  it('runs at most `concurrency` tasks, queues `queue` more and refuses the rest at once', async () => {
    const { bulkhead, states, rejected } = setup(2, 2)
    const gates = Array.from({ length: 4 }, deferred)
    let running = 0
    let most = 0
    const task = (i: number) => async () => {
      running++
      most = Math.max(most, running)
      await gates[i]!.promise
      running--
      return i
    }
    const runs = gates.map((_, i) => bulkhead.run(task(i)))
    await expect(bulkhead.run(task(0))).rejects.toEqual(new Busy('queue-full'))
    expect(bulkhead.inFlight).toBe(2)
    expect(bulkhead.queued).toBe(2)
    for (const gate of gates) gate.resolve()
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3])
    expect(most).toBe(2)
    expect(rejected).toEqual(['queue-full'])
    expect(states.at(-1)).toEqual({ inFlight: 0, queued: 0 })
    expect(states.every((s) => s.inFlight <= 2 && s.queued <= 2 && s.queued >= 0)).toBe(true)
  })

  it('refuses a queued task after the wait limit, and never runs it later', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const { bulkhead, rejected } = setup(1, 1, 1000)
    const gate = deferred()
    const first = bulkhead.run(() => gate.promise)
    let ranLate = false
    const waiting = bulkhead.run(async () => {
      ranLate = true
    })
    const outcome = waiting.catch((e: unknown) => e)
    vi.advanceTimersByTime(1000)
    expect(await outcome).toEqual(new Busy('wait-timeout'))
    expect(bulkhead.queued).toBe(0)
    gate.resolve()
    await first
    await flush()
    expect(ranLate).toBe(false)
    expect(rejected).toEqual(['wait-timeout'])
    // The slot is free again.
    expect(await bulkhead.run(async () => 'next')).toBe('next')
  })

  it('drops a waiting task whose client left', async () => {
    const { bulkhead, rejected } = setup(1, 1)
    const gate = deferred()
    const first = bulkhead.run(() => gate.promise)
    const left = new AbortController()
    let ran = false
    const waiting = bulkhead
      .run(async () => {
        ran = true
      }, left.signal)
      .catch((e: unknown) => e)
    left.abort()
    expect(await waiting).toEqual(new Busy('client-gone'))
    gate.resolve()
    await first
    await flush()
    expect(ran).toBe(false)
    expect(rejected).toEqual(['client-gone'])
    expect(bulkhead.queued).toBe(0)
  })

  it('passes a task\u2019s own failure through, and frees the slot', async () => {
    const { bulkhead } = setup(1, 0)
    await expect(bulkhead.run(async () => Promise.reject(new Error('upstream down')))).rejects.toThrow('upstream down')
    expect(bulkhead.inFlight).toBe(0)
    expect(await bulkhead.run(async () => 1)).toBe(1)
  })
})
