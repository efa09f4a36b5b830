// The site's one date format: "20 Jan 2026". Calendar dates are read from the upstream's text as
// year, month and day and formatted from those numbers, so the server, every browser and every time
// zone print the same text (no hydration mismatch, no day shifted for visitors west of Greenwich).

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const

export interface CalendarDate {
  year: number
  month: number
  day: number
}

/** The calendar date at the start of an upstream date text ("2026-01-15", "2026-01-15 10:30:00"); null if there is none. */
export function parseCalendarDate(text: string): CalendarDate | null {
  const m = CALENDAR_DATE.exec(text.trim())
  if (!m) return null
  const year = Number(m[1])
  const month = Number(m[2])
  const day = Number(m[3])
  // Rejects dates that roll over (2026-02-30).
  return month >= 1 && month <= 12 && day >= 1 && day <= daysIn(year, month) ? { year, month, day } : null
}

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:$|[T\s])/

/** Days in a month of the Gregorian calendar. */
function daysIn(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31
}

/** The date as a Date at midnight UTC (for sorting and comparing); null if the text holds none. */
export function parseIsoDate(text: string): Date | null {
  const d = parseCalendarDate(text)
  return d ? new Date(Date.UTC(d.year, d.month - 1, d.day)) : null
}

/** "20 Jan 2026"; text that is not a date ("To be announced") is returned as it is. */
export function formatDate(text: string): string {
  const d = parseCalendarDate(text)
  return d ? formatCalendarDate(d) : text.trim()
}

/** "20 Jan 2026". */
export const formatCalendarDate = (d: CalendarDate) => `${d.day} ${MONTHS[d.month - 1]} ${d.year}`

/** The machine-readable value for <time datetime>: "2026-01-20", or null when the text holds no date. */
export function isoDate(text: string): string | null {
  const d = parseCalendarDate(text)
  return d ? isoCalendarDate(d) : null
}

/** "2026-01-20". */
export const isoCalendarDate = (d: CalendarDate) => `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`
