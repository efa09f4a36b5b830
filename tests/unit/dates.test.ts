// The site's one date format, the same in every time zone and on server and client.
import { describe, expect, it } from 'vitest'
import { formatDate, isoDate, parseCalendarDate } from '../../src/logic/dates'

describe('formatDate', () => {
  it('prints "20 Jan 2026" for every upstream date shape', () => {
    expect(formatDate('2026-01-20')).toBe('20 Jan 2026')
    expect(formatDate('2026-01-20 10:30:00')).toBe('20 Jan 2026')
    expect(formatDate('2026-01-20T23:59:59Z')).toBe('20 Jan 2026')
    expect(formatDate(' 2025-12-01 ')).toBe('1 Dec 2025')
  })

  it('keeps the calendar day whatever the process time zone (midnight UTC is the day before in America)', () => {
    const zone = process.env.TZ
    try {
      for (const tz of ['America/Los_Angeles', 'Asia/Dhaka', 'Pacific/Kiritimati', 'UTC']) {
        process.env.TZ = tz
        expect(formatDate('2026-01-01T00:00:00Z')).toBe('1 Jan 2026')
        expect(formatDate('2025-12-31')).toBe('31 Dec 2025')
      }
    } finally {
      if (zone === undefined) delete process.env.TZ
      else process.env.TZ = zone
    }
  })

  it('returns text that holds no real date as it is', () => {
    expect(formatDate('To be announced')).toBe('To be announced')
    expect(formatDate('1/20/2026')).toBe('1/20/2026')
    expect(formatDate('2026-02-30')).toBe('2026-02-30')
    expect(formatDate('')).toBe('')
  })
})

describe('isoDate', () => {
  it('gives the <time datetime> value, or null', () => {
    expect(isoDate('2026-01-20 10:30:00')).toBe('2026-01-20')
    expect(isoDate('20 Jan 2026')).toBeNull()
    expect(parseCalendarDate('2026-13-01')).toBeNull()
  })

  it('knows the Gregorian calendar: month lengths and leap years', () => {
    for (const real of ['2024-02-29', '2000-02-29', '2026-04-30', '2026-12-31', '2026-01-01']) expect(isoDate(real), real).toBe(real)
    for (const unreal of ['2026-02-29', '1900-02-29', '2026-04-31', '2026-06-31', '2026-00-10', '2026-01-00', '2026-01-32']) expect(isoDate(unreal), unreal).toBeNull()
  })
})
