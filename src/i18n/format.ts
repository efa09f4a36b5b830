// Dates, times, numbers and taka in the page's language. English is the site's text of today
// (src/logic/dates.ts, src/logic/fees.ts: "20 Jan 2026", "3,78,008", "10:30 AM"); Bengali comes from Intl
// with bn-BD: Bengali digits and month names ("২০ জানুয়ারি ২০২৬"), lakh grouping ("৩,৭৮,০০৮ টাকা"),
// and the time of day by its Bengali name ("সকাল ১০:৩০"). A calendar date is formatted in UTC from its
// own year, month and day, so no time zone shifts it; <time datetime> keeps the ISO value (isoDate).
import type { FeeComponent } from '../logic/fees'
import { formatCalendarDate, parseCalendarDate, type CalendarDate } from '../logic/dates'
import { formatTaka as formatTakaEnglish } from '../logic/fees'
import type { Locale } from './locale'
import { m } from './messages'

/** Made on first use, once per process or page (an English page never makes the Bengali ones). */
const once = <T>(make: () => T) => {
  let made: T | undefined
  return () => (made ??= make())
}
const bnDate = once(() => new Intl.DateTimeFormat('bn-BD', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }))
const bnClock = once(() => new Intl.DateTimeFormat('bn-BD', { hour: 'numeric', minute: '2-digit', dayPeriod: 'short', timeZone: 'UTC' }))
const bnDigits = once(() => new Intl.NumberFormat('bn-BD', { useGrouping: false, maximumFractionDigits: 0 }))
const bnTaka = once(() => new Intl.NumberFormat('bn-BD', { maximumFractionDigits: 0 }))

/** "20 Jan 2026" / "২০ জানুয়ারি ২০২৬". */
export function formatCalendarDateIn(d: CalendarDate, locale: Locale): string {
  if (locale === 'en') return formatCalendarDate(d)
  // bn-BD writes "২০ জানুয়ারি, ২০২৬"; Bengali print has no comma there.
  const parts = bnDate().formatToParts(Date.UTC(d.year, d.month - 1, d.day))
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? ''
  return `${part('day')} ${part('month')} ${part('year')}`
}

/** An upstream date text in the page's language; text that holds no date ("To be announced") as it is. */
export function formatDateIn(text: string, locale: Locale): string {
  const d = parseCalendarDate(text)
  return d ? formatCalendarDateIn(d, locale) : text.trim()
}

/**
 * A Bangladesh wall-clock time "HH:MM" (24-hour): "10:30 AM" / "সকাল ১০:৩০", with the time of day
 * Bengali names it (ভোর, সকাল, দুপুর, বিকাল, সন্ধ্যা, রাত) instead of AM/PM. Null for a malformed clock.
 */
export function formatClock(clock: string, locale: Locale): string | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec(clock.trim())
  if (!match) return null
  const hours = Number(match[1])
  const minutes = Number(match[2])
  if (hours > 23 || minutes > 59) return null
  if (locale === 'en') return `${hours % 12 || 12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`
  const parts = bnClock().formatToParts(Date.UTC(2000, 0, 1, hours, minutes))
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? ''
  // ICU names the night রাত্রি; everyday Bengali (and the brief) says রাত.
  const period = part('dayPeriod').replace('রাত্রি', 'রাত')
  return `${period} ${part('hour')}:${part('minute')}`
}

/** A whole number for running text (page numbers, counts, years): "12" / "১২", never grouped. */
export function formatNumber(n: number, locale: Locale): string {
  return locale === 'en' ? String(n) : bnDigits().format(n)
}

/** An amount of taka in lakh grouping, whole taka: "3,78,008" / "৩,৭৮,০০৮" ('-' if it is no number). */
export function formatTaka(amount: number, locale: Locale): string {
  if (locale === 'en' || !Number.isFinite(amount)) return formatTakaEnglish(amount)
  return bnTaka().format(Math.round(amount) === 0 ? 0 : amount)
}

/** An amount with its currency, as a sentence writes it: "Tk 3,78,008" / "৩,৭৮,০০৮ টাকা". */
export function formatTakaAmount(amount: number, locale: Locale): string {
  return m.common_amountTaka({ amount: formatTaka(amount, locale) }, { locale })
}

/** How a fee component is charged: "5,000 × 8 semesters", "100 × 164 credits", "once" (and in Bengali). */
export function feeBasisTextIn(component: Pick<FeeComponent, 'basis' | 'rate' | 'units'>, locale: Locale): string {
  if (component.basis === 'once') return m.fees_once({}, { locale })
  const inputs = { rate: formatTaka(component.rate, locale), units: formatNumber(component.units, locale) }
  return component.basis === 'perSemester' ? m.fees_basisSemesters(inputs, { locale }) : m.fees_basisCredits(inputs, { locale })
}
