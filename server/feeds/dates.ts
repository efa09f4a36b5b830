// Upstream date texts ("2026-01-15", "2026-01-15 10:30:00") as instants. The university publishes in
// Bangladesh time, UTC+6 all year (no daylight saving since 2009): a date alone is midnight there.
import { parseCalendarDate, type CalendarDate } from '../../src/logic/dates'

const DHAKA_OFFSET_MS = 6 * 60 * 60 * 1000

export interface TimeOfDay {
  hour: number
  minute: number
  second: number
}

/** The time of day after the date in an upstream text, or null when it holds a date alone (or an impossible time). */
export function timeOfDay(text: string): TimeOfDay | null {
  const m = /^\d{4}-\d{2}-\d{2}[T\s](\d{2}):(\d{2})(?::(\d{2}))?/.exec(text.trim())
  if (!m) return null
  const [hour, minute, second] = [Number(m[1]), Number(m[2]), Number(m[3] ?? 0)]
  return hour < 24 && minute < 60 && second < 60 ? { hour, minute, second } : null
}

/** The instant an upstream date text names in Bangladesh time; null when it holds no date. */
export function dhakaInstant(text: string): Date | null {
  const date = parseCalendarDate(text)
  if (!date) return null
  const time = timeOfDay(text) ?? { hour: 0, minute: 0, second: 0 }
  return new Date(Date.UTC(date.year, date.month - 1, date.day, time.hour, time.minute, time.second) - DHAKA_OFFSET_MS)
}

/** "2026-01-15" of a calendar date. */
export const isoDay = (d: CalendarDate) => `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`

/** The calendar date one day later (all-day events end the day after their last day: DTEND is exclusive). */
export function nextDay(d: CalendarDate): CalendarDate {
  const next = new Date(Date.UTC(d.year, d.month - 1, d.day + 1))
  return { year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate() }
}
