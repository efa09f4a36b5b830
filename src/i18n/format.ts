// Dates, times and numbers in the page's language: the one place the site formats them (whole numbers are
// numbers.ts's, re-exported here, apart so the site's script bundles nothing else; taka: format-taka.ts).
// English is the site's text of today (src/logic/dates.ts: "20 Jan 2026", "10:30 AM"); Bengali comes from Intl with bn-BD: Bengali
// digits and month names ("২০ জানুয়ারি ২০২৬") and the time of day by its Bengali name ("সকাল ১০:৩০", "সকাল ১০টা").
// A calendar date is formatted in UTC from its own year, month and day, so no time zone shifts it;
// <time datetime> keeps the ISO value (isoDate).
import { formatCalendarDate, parseCalendarDate, type CalendarDate } from '../logic/dates'
import type { Locale } from '../routes/locale'
import { formatNumber } from './numbers'

export { formatNumber }

/** Made on first use, once per process or page (an English page never makes the Bengali ones). */
const once = <T>(make: () => T) => {
  let made: T | undefined
  return () => (made ??= make())
}

const bnDate = /* @__PURE__ */ once(() => new Intl.DateTimeFormat('bn-BD', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }))
const bnMinutes = /* @__PURE__ */ once(() => new Intl.NumberFormat('bn-BD', { minimumIntegerDigits: 2, useGrouping: false }))

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

/** A record's date as its page's title shows it ("20 Jan 2026"): it tells recurring headlines apart. Undefined without a date. */
export function titleDate(date: string, locale: Locale): string | undefined {
  const d = parseCalendarDate(date)
  return d ? formatCalendarDateIn(d, locale) : undefined
}

/** The Bengali name of the time of day an hour (0–23) falls in: the site's one rule (docs/bengali-glossary.md). */
const bnDayPeriod = (hours: number) =>
  hours < 4 ? 'রাত' : hours < 6 ? 'ভোর' : hours < 12 ? 'সকাল' : hours < 15 ? 'দুপুর' : hours < 18 ? 'বিকাল' : hours < 20 ? 'সন্ধ্যা' : 'রাত'

/**
 * A Bangladesh wall-clock time "HH:MM" (24-hour): "10:30 AM" / "সকাল ১০:৩০", with the time of day Bengali
 * names it instead of AM/PM (রাত until 4, ভোর until 6, সকাল until 12, দুপুর until 15, বিকাল until 18, সন্ধ্যা
 * until 20, then রাত) and a whole hour as Bengali writes it: "সকাল ১০টা". Null for a malformed clock. The one
 * rule for a time of day on /bn: the content's times (src/content/intakes.ts) are written with it.
 */
export function formatClock(clock: string, locale: Locale): string | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec(clock.trim())
  if (!match) return null
  const hours = Number(match[1])
  const minutes = Number(match[2])
  if (hours > 23 || minutes > 59) return null
  if (locale === 'en') return `${hours % 12 || 12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`
  const hour = formatNumber(hours % 12 || 12, 'bn')
  return `${bnDayPeriod(hours)} ${minutes === 0 ? `${hour}টা` : `${hour}:${bnMinutes().format(minutes)}`}`
}

const bnMonth = /* @__PURE__ */ once(() => new Intl.DateTimeFormat('bn-BD', { month: 'long', timeZone: 'UTC' }))

/** A month's Bengali name, 1 → "জানুয়ারি" (as the Bengali dates write it). */
export function bengaliMonthName(month: number): string {
  return bnMonth().format(Date.UTC(2000, month - 1, 1))
}

/** A text's ASCII digits in the page's language: "3.0" / "৩.০" (numbers that come as text, e.g. credit hours). */
export function digitsIn(text: string, locale: Locale): string {
  return locale === 'en' ? text : text.replace(/[0-9]/g, (d) => String.fromCharCode(0x09e6 + Number(d)))
}
