import { useEffect, useState } from 'react'

/** Reads the calendar date at the start of an upstream date text ("2026-01-15", "2026-01-15 10:30:00"); null if there is none. */
export function parseIsoDate(text: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:$|[T\s])/.exec(text.trim())
  if (!m) return null
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])]
  const date = new Date(Date.UTC(year, month - 1, day))
  // Rejects dates that roll over (2026-02-30).
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? date : null
}

/**
 * The date in a locale's format. Calendar dates are formatted in UTC, where they were parsed, so a
 * visitor west of Greenwich does not see the day before.
 */
export function formatLocalDate(text: string, locale?: string, options: Intl.DateTimeFormatOptions = {}): string {
  const date = parseIsoDate(text)
  return date ? new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(date) : text
}

/**
 * A date in the visitor's local format. The server and the first client render show the date text
 * as published (so hydration matches and the cached HTML is the same for every visitor); the
 * browser reformats it after mount.
 */
export function LocalDate({
  date,
  className,
  dateStyle,
}: {
  /** Year-month-day text as published. */
  date: string
  className?: string
  /** 'medium' reads "5 Jan 2026" (en-GB); default: the locale's numeric date. */
  dateStyle?: Intl.DateTimeFormatOptions['dateStyle']
}) {
  const [text, setText] = useState(date)
  useEffect(() => {
    setText(formatLocalDate(date, undefined, dateStyle ? { dateStyle } : {}))
  }, [date, dateStyle])
  if (!date) return null
  return (
    <time dateTime={parseIsoDate(date) ? date.trim().slice(0, 10) : date} className={className}>
      {text}
    </time>
  )
}
