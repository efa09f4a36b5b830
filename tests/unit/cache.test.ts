import { describe, expect, it } from 'vitest'
import { ResilientCache } from '../../server/upstream/cache'

function clock(start = 1_000_000) {
  let now = start
  return { now: () => now, advance: (ms: number) => void (now += ms) }
}

const settings = { maxEntries: 100, staleMaxAgeMs: 60_000, failureBackoffMs: 5_000 }

/** A loader that counts its calls and answers what `next` says. */
function loader() {
  const state = { calls: 0, next: 'v1' as string | Error, gate: null as Promise<void> | null }
  const load = async () => {
    state.calls++
    if (state.gate) await state.gate
    if (state.next instanceof Error) throw state.next
    return state.next
  }
  return { state, load }
}

describe('ResilientCache', () => {
  it('makes one upstream call for 100 concurrent requests of one cold key', async () => {
    const t = clock()
    const cache = new ResilientCache({ ...settings, now: t.now })
    const { state, load } = loader()
    let release!: () => void
    state.gate = new Promise((r) => (release = r))
    const answers = Array.from({ length: 100 }, () => cache.get('notices', 30_000, load))
    release()
    expect(await Promise.all(answers)).toEqual(Array(100).fill('v1'))
    expect(state.calls).toBe(1)
  })

  it('serves a fresh entry from memory', async () => {
    const t = clock()
    const cache = new ResilientCache({ ...settings, now: t.now })
    const { state, load } = loader()
    await cache.get('k', 30_000, load)
    t.advance(29_000)
    expect(await cache.get('k', 30_000, load)).toBe('v1')
    expect(state.calls).toBe(1)
  })

  it('serves an expired entry at once while exactly one refresh runs', async () => {
    const t = clock()
    const cache = new ResilientCache({ ...settings, now: t.now })
    const { state, load } = loader()
    await cache.get('k', 30_000, load)
    t.advance(31_000)
    state.next = 'v2'
    let release!: () => void
    state.gate = new Promise((r) => (release = r))
    // The refresh is held back, yet every caller is answered with the old value.
    const answers = await Promise.all(Array.from({ length: 20 }, () => cache.get('k', 30_000, load)))
    expect(answers).toEqual(Array(20).fill('v1'))
    expect(state.calls).toBe(2)
    release()
    await new Promise((r) => setTimeout(r, 0))
    expect(await cache.get('k', 30_000, load)).toBe('v2')
    expect(state.calls).toBe(2)
  })

  it('serves the stale value while the upstream fails, until its maximum age, then surfaces the error', async () => {
    const t = clock()
    const cache = new ResilientCache({ ...settings, now: t.now })
    const { state, load } = loader()
    await cache.get('k', 10_000, load)
    state.next = new Error('upstream down')

    t.advance(11_000) // expired: stale served, refresh fails in the background
    expect(await cache.get('k', 10_000, load)).toBe('v1')
    await new Promise((r) => setTimeout(r, 0))
    t.advance(6_000) // past the back-off: another refresh attempt, still failing
    expect(await cache.get('k', 10_000, load)).toBe('v1')
    await new Promise((r) => setTimeout(r, 0))

    t.advance(60_000) // the value is now older than staleMaxAgeMs
    await expect(cache.get('k', 10_000, load)).rejects.toThrow('upstream down')
  })

  it('retries a key with no value yet after a short jittered pause, not the full back-off', async () => {
    const t = clock()
    const cache = new ResilientCache({ ...settings, now: t.now, coldRetryMs: [200, 1000], random: () => 0.5 })
    const { state, load } = loader()
    state.next = new Error('upstream down')
    await expect(cache.get('k', 10_000, load)).rejects.toThrow('upstream down')
    // Within the pause (200 + 0.5 * 800 = 600 ms) the failure is answered without a call.
    for (let i = 0; i < 10; i++) await expect(cache.get('k', 10_000, load)).rejects.toThrow('upstream down')
    t.advance(599)
    await expect(cache.get('k', 10_000, load)).rejects.toThrow('upstream down')
    expect(state.calls).toBe(1)
    t.advance(2)
    state.next = 'back'
    expect(await cache.get('k', 10_000, load)).toBe('back')
    expect(state.calls).toBe(2)
  })

  it('spreads cold retries over the jitter range and never past the back-off', async () => {
    const pauses: number[] = []
    for (const r of [0, 0.25, 0.999]) {
      const t = clock()
      const cache = new ResilientCache({ ...settings, now: t.now, random: () => r })
      const { state, load } = loader()
      state.next = new Error('down')
      await expect(cache.get('k', 10_000, load)).rejects.toThrow()
      let waited = 0
      while (state.calls === 1) {
        t.advance(50)
        waited += 50
        await cache.get('k', 10_000, load).catch(() => undefined)
      }
      pauses.push(waited)
    }
    expect(pauses).toEqual([200, 400, 1000])
    const t = clock()
    const short = new ResilientCache({ ...settings, failureBackoffMs: 0, now: t.now })
    const { state, load } = loader()
    state.next = new Error('down')
    await expect(short.get('k', 10_000, load)).rejects.toThrow()
    await expect(short.get('k', 10_000, load)).rejects.toThrow()
    expect(state.calls).toBe(2)
  })

  it('a cold start whose first calls fail is filled after one short pause', async () => {
    const t = clock()
    const cache = new ResilientCache({ ...settings, failureBackoffMs: 10_000, now: t.now, random: () => 0.999 })
    const attempts = new Map<string, number>()
    // Every key's first call fails, the second succeeds.
    const flaky = (key: string) => async () => {
      attempts.set(key, (attempts.get(key) ?? 0) + 1)
      if (attempts.get(key) === 1) throw new Error('500')
      return 'v'
    }
    const keys = ['banner', 'marquee', 'recentNotices', 'recentNews', 'recentVideos', 'recentEvents']
    const failed = async () => (await Promise.all(keys.map((k) => cache.get(k, 30_000, flaky(k)).then(() => 0, () => 1)))).reduce((a, b) => a + b, 0)
    expect(await failed()).toBe(keys.length)
    t.advance(1_000)
    // Every key has been retried once since; the old 10 s back-off would still refuse them all.
    expect(await failed()).toBe(0)
  })

  it('a key with nothing to serve is retried by one probe while everyone else fails fast (a hanging upstream)', async () => {
    const t = clock()
    const cache = new ResilientCache({ ...settings, now: t.now, random: () => 0 })
    const { state, load } = loader()
    state.next = new Error('timed out')
    await expect(cache.get('notices', 30_000, load)).rejects.toThrow('timed out')
    t.advance(300)
    // The retry hangs: the one caller that started it waits, the others do not join it.
    let release!: () => void
    state.gate = new Promise((r) => (release = r))
    const probe = cache.get('notices', 30_000, load)
    const others = await Promise.allSettled(Array.from({ length: 50 }, () => cache.get('notices', 30_000, load)))
    expect(others.every((o) => o.status === 'rejected')).toBe(true)
    expect(state.calls).toBe(2)
    // The probe comes back with a value: everyone is served from it.
    state.next = 'v2'
    release()
    await expect(probe).resolves.toBe('v2')
    await expect(cache.get('notices', 30_000, load)).resolves.toBe('v2')
    expect(state.calls).toBe(2)
  })

  it('takes the fresh lifetime from the loaded value', async () => {
    const t = clock()
    const cache = new ResilientCache({ ...settings, now: t.now })
    const { state, load } = loader()
    state.next = 'missing'
    const ttl = (v: string) => (v === 'missing' ? 1_000 : 60_000)
    await cache.get('k', ttl, load)
    t.advance(999)
    await cache.get('k', ttl, load)
    expect(state.calls).toBe(1)
    t.advance(2)
    state.next = 'found'
    await cache.get('k', ttl, load) // stale served, one refresh
    await new Promise((r) => setTimeout(r, 0))
    t.advance(59_000)
    expect(await cache.get('k', ttl, load)).toBe('found')
    expect(state.calls).toBe(2)
  })

  it('during back-off keeps serving stale data without calling the upstream', async () => {
    const t = clock()
    const cache = new ResilientCache({ ...settings, now: t.now })
    const { state, load } = loader()
    await cache.get('k', 10_000, load)
    state.next = new Error('down')
    t.advance(10_001)
    await cache.get('k', 10_000, load)
    await new Promise((r) => setTimeout(r, 0))
    const callsAfterFailure = state.calls
    for (let i = 0; i < 10; i++) {
      t.advance(100)
      expect(await cache.get('k', 10_000, load)).toBe('v1')
    }
    expect(state.calls).toBe(callsAfterFailure)
  })

  it('keeps keys apart', async () => {
    const cache = new ResilientCache(settings)
    expect(await cache.get('a', 1000, async () => 'A')).toBe('A')
    expect(await cache.get('b', 1000, async () => 'B')).toBe('B')
  })
})

describe('an empty list after one with items (issue 37)', () => {
  const GOOD = ['a', 'b']
  const TTL = 30_000

  /** A list loader answering `next`, and the cache's empty-list events and results. */
  function lists(emptyConfirmMs?: number) {
    const t = clock()
    const events: { key: string; outcome: string; emptyForMs: number }[] = []
    const results: string[] = []
    const cache = new ResilientCache({
      ...settings,
      staleMaxAgeMs: 6 * 60 * 60 * 1000,
      ...(emptyConfirmMs !== undefined && { emptyConfirmMs }),
      now: t.now,
      events: { onEmptyList: (key, outcome, emptyForMs) => events.push({ key, outcome, emptyForMs }), onResult: (_key, result) => results.push(result) },
    })
    const state = { calls: 0, next: GOOD as string[] }
    const load = async () => {
      state.calls++
      return state.next
    }
    /** A get, then the background refresh it may have started, settled. */
    const read = async (ttl = TTL) => {
      const value = await cache.get('notices', ttl, load)
      await new Promise((r) => setTimeout(r, 0))
      return value
    }
    return { t, cache, state, read, events, results }
  }

  it('keeps serving the last list, as stale, through 30 s of `[]` answers, and takes the recovery', async () => {
    const { t, state, read, events, results } = lists() // the default: 5 minutes
    expect(await read()).toEqual(GOOD)
    state.next = []
    // 30 s of empty answers, read every second: the refreshes answer [], and the list stays.
    t.advance(TTL + 1)
    for (let s = 0; s <= 31; s++) {
      expect(await read()).toEqual(GOOD)
      t.advance(1_000)
    }
    expect(state.calls).toBe(3) // when it expired, and again at its TTL, 31 s later: both empty, both held
    expect(events.map((e) => e.outcome)).toEqual(['held', 'held'])
    expect(results.filter((r) => r === 'stale').length).toBeGreaterThan(25)
    // The upstream recovers: its list replaces the held one at the next refresh, with no empty list in between.
    state.next = ['c']
    t.advance(TTL)
    expect(await read()).toEqual(GOOD)
    expect(await read()).toEqual(['c'])
    expect(events).toHaveLength(2)
  })

  it('believes an empty list once empty answers have lasted the configured time since the first', async () => {
    const { t, state, read, events } = lists(60_000)
    expect(await read()).toEqual(GOOD)
    state.next = []
    t.advance(TTL + 1)
    expect(await read()).toEqual(GOOD) // first empty answer: held
    t.advance(TTL + 1)
    expect(await read()).toEqual(GOOD) // 30 s of empty answers: still held
    t.advance(TTL - 1)
    expect(await read()).toEqual(GOOD) // not asked again before the 60 s are up
    expect(state.calls).toBe(3)
    t.advance(1)
    await read() // past 60 s: the empty answer is believed
    expect(await read()).toEqual([])
    expect(events.map((e) => [e.outcome, e.emptyForMs])).toEqual([['held', 0], ['held', 30_001], ['believed', 60_001]])
  })

  it('asks a long-lived list again when the empty answers will have lasted long enough, not at its TTL', async () => {
    const HOURS_3 = 3 * 60 * 60 * 1000
    const { t, state, read } = lists(5 * 60_000)
    expect(await read(HOURS_3)).toEqual(GOOD)
    state.next = []
    t.advance(HOURS_3 + 1)
    expect(await read(HOURS_3)).toEqual(GOOD)
    t.advance(5 * 60_000 - 1)
    expect(await read(HOURS_3)).toEqual(GOOD)
    expect(state.calls).toBe(2)
    t.advance(2)
    await read(HOURS_3)
    expect(await read(HOURS_3)).toEqual([])
  })

  it('starts over after a list with items; 0 believes at once; a list too old to stand in does not hold', async () => {
    const { t, state, read, events } = lists(60_000)
    await read()
    state.next = []
    t.advance(TTL + 1)
    await read() // held
    state.next = ['c']
    t.advance(TTL + 1)
    await read()
    expect(await read()).toEqual(['c'])
    state.next = []
    t.advance(TTL + 1)
    expect(await read()).toEqual(['c']) // a new first empty answer, over 60 s after the old one: held again
    expect(events.map((e) => [e.outcome, e.emptyForMs])).toEqual([['held', 0], ['held', 0]])

    const now = lists(0)
    await now.read()
    now.state.next = []
    now.t.advance(TTL + 1)
    await now.read()
    expect(await now.read()).toEqual([])

    const old = lists()
    await old.read()
    old.state.next = []
    old.t.advance(6 * 60 * 60 * 1000 + 1)
    expect(await old.read()).toEqual([])
  })
})
