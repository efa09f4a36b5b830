// Dates, times, numbers and taka in both languages (src/i18n/format.ts), pinned on Node 24's ICU: English
// exactly as the site writes it today, Bengali with Bengali digits, month names, lakh grouping and the
// Bengali names of the time of day.
import { describe, expect, it } from 'vitest'
import { feesOf } from '../../src/content/fees'
import { formatDate } from '../../src/logic/dates'
import { feeBasisText, formatTaka as formatTakaToday } from '../../src/logic/fees'
import { formatClock, formatDateIn } from '../../src/i18n/format'
import { formatNumber } from '../../src/i18n/numbers'
import { feeBasisTextIn, formatTaka, formatTakaAmount } from '../../src/i18n/format-taka'
import { shortNameOf, shortNamesOf } from '../../src/components/programme/short-names'

describe('dates', () => {
  it.each([
    ['2026-01-20', '20 Jan 2026', '২০ জানুয়ারি ২০২৬'],
    ['2026-02-07 10:30:00', '7 Feb 2026', '৭ ফেব্রুয়ারি ২০২৬'],
    ['2025-09-30T23:59:00', '30 Sep 2025', '৩০ সেপ্টেম্বর ২০২৫'],
    ['2024-12-31', '31 Dec 2024', '৩১ ডিসেম্বর ২০২৪'],
    ['  To be announced ', 'To be announced', 'To be announced'],
    ['2026-02-30', '2026-02-30', '2026-02-30'],
  ])('%s: %s / %s', (text, en, bn) => {
    expect(formatDateIn(text, 'en')).toBe(en)
    expect(formatDateIn(text, 'en')).toBe(formatDate(text))
    expect(formatDateIn(text, 'bn')).toBe(bn)
  })

  it('names every month in Bengali', () => {
    const months = Array.from({ length: 12 }, (_, i) => formatDateIn(`2026-${String(i + 1).padStart(2, '0')}-05`, 'bn').split(' ')[1])
    expect(months).toEqual(['জানুয়ারি', 'ফেব্রুয়ারি', 'মার্চ', 'এপ্রিল', 'মে', 'জুন', 'জুলাই', 'আগস্ট', 'সেপ্টেম্বর', 'অক্টোবর', 'নভেম্বর', 'ডিসেম্বর'])
  })

  it('is the same day in any time zone (a calendar date, formatted from its own numbers)', () => {
    // The process runs in whatever zone the machine has; the output must not depend on it.
    expect(formatDateIn('2026-01-01', 'bn')).toBe('১ জানুয়ারি ২০২৬')
  })
})

describe('times of day', () => {
  it.each([
    ['00:30', '12:30 AM', 'রাত ১২:৩০'],
    ['05:00', '5:00 AM', 'ভোর ৫টা'],
    ['10:30', '10:30 AM', 'সকাল ১০:৩০'],
    ['12:00', '12:00 PM', 'দুপুর ১২টা'],
    ['14:15', '2:15 PM', 'দুপুর ২:১৫'],
    ['15:30', '3:30 PM', 'বিকাল ৩:৩০'],
    ['16:45', '4:45 PM', 'বিকাল ৪:৪৫'],
    ['18:30', '6:30 PM', 'সন্ধ্যা ৬:৩০'],
    ['21:00', '9:00 PM', 'রাত ৯টা'],
  ])('%s: %s / %s', (clock, en, bn) => {
    expect(formatClock(clock, 'en')).toBe(en)
    expect(formatClock(clock, 'bn')).toBe(bn)
  })

  it('refuses a malformed clock', () => {
    expect(formatClock('25:00', 'bn')).toBeNull()
    expect(formatClock('10.30', 'en')).toBeNull()
  })
})

describe('numbers and taka', () => {
  it.each([
    [378008, '3,78,008', '৩,৭৮,০০৮'],
    [10_000_000, '1,00,00,000', '১,০০,০০,০০০'],
    [999, '999', '৯৯৯'],
    [1500.6, '1,501', '১,৫০১'],
    [0, '0', '০'],
    [-0.2, '0', '০'],
    [Number.NaN, '-', '-'],
  ])('%s: %s / %s', (amount, en, bn) => {
    expect(formatTaka(amount, 'en')).toBe(en)
    expect(formatTaka(amount, 'en')).toBe(formatTakaToday(amount))
    expect(formatTaka(amount, 'bn')).toBe(bn)
  })

  it('writes an amount with its currency the way each language does', () => {
    expect(formatTakaAmount(378008, 'en')).toBe('Tk 3,78,008')
    expect(formatTakaAmount(378008, 'bn')).toBe('৩,৭৮,০০৮ টাকা')
  })

  it('writes counts and years in Bengali digits, ungrouped', () => {
    expect(formatNumber(2026, 'en')).toBe('2026')
    expect(formatNumber(2026, 'bn')).toBe('২০২৬')
    expect(formatNumber(12, 'bn')).toBe('১২')
  })

  it('says how each fee is charged, in English as today', () => {
    for (const c of feesOf('cse', 'en')!.components) expect(feeBasisTextIn(c, 'en')).toBe(feeBasisText(c))
    expect(feeBasisTextIn({ basis: 'perSemester', rate: 5000, units: 8 }, 'en')).toBe('5,000 × 8 semesters')
    expect(feeBasisTextIn({ basis: 'perCredit', rate: 100, units: 1 }, 'en')).toBe('100 × 1 credit')
    expect(feeBasisTextIn({ basis: 'perSemester', rate: 5000, units: 8 }, 'bn')).toBe('৫,০০০ × ৮ সেমিস্টার')
    expect(feeBasisTextIn({ basis: 'perCredit', rate: 100, units: 164 }, 'bn')).toBe('১০০ × ১৬৪ ক্রেডিট')
    expect(feeBasisTextIn({ basis: 'once', rate: 10000, units: 1 }, 'bn')).toBe('একবার')
  })
})

describe('programme short names (the Bengali review, row 14)', () => {
  it('are Bengali on /bn ("English" is ইংরেজি), the codes themselves in English', () => {
    expect(['CSE', 'English', 'MBA', 'LAW'].map((code) => shortNameOf(code, 'bn'))).toEqual(['সিএসই', 'ইংরেজি', 'এমবিএ', 'LAW'])
    expect(shortNameOf('English', 'en')).toBe('English')
    expect(shortNamesOf('CSE, BBA, GDS, English, HTM', 'bn')).toBe('সিএসই, বিবিএ, জিডিএস, ইংরেজি ও এইচটিএম')
    expect(shortNamesOf('BBA', 'bn')).toBe('বিবিএ')
    expect(shortNamesOf('CSE, BBA', 'en')).toBe('CSE, BBA')
  })
})
