// The ticker's loop: the spec's 20 s while the items fit at a readable speed, longer otherwise.
import { describe, expect, it } from 'vitest'
import { TICKER_LOOP_SECONDS, TICKER_MAX_PX_PER_SECOND, tickerLoopSeconds, tickerWidthPx } from '../../src/logic/ticker'

describe('tickerLoopSeconds', () => {
  it('keeps the 20 s loop for a few short items', () => {
    expect(tickerLoopSeconds([{ text: 'Admission open' }, { text: 'Exam routine (20 Jan 2026)' }])).toBe(TICKER_LOOP_SECONDS)
  })

  it('slows a long list to the readable speed', () => {
    const items = Array.from({ length: 12 }, (_, i) => ({ text: `Notice number ${i} about the spring semester (20 Jan 2026)` }))
    const seconds = tickerLoopSeconds(items)
    expect(seconds).toBeGreaterThan(TICKER_LOOP_SECONDS)
    expect(tickerWidthPx(items) / seconds).toBeLessThanOrEqual(TICKER_MAX_PX_PER_SECOND)
  })
})
