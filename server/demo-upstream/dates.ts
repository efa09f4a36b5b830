// Dates as the upstream publishes them: 'YYYY-MM-DD' text, computed in UTC.

import type { Rng } from './prng'

/** The demo data set's "today": every generated date is placed relative to it. */
export const DEMO_TODAY = '2026-01-20'

const MONTHS = [
  'January', 'February', 'March', 'April', 'May', 'June',
  'July', 'August', 'September', 'October', 'November', 'December',
] as const

function toDate(iso: string): Date {
  const date = new Date(`${iso}T00:00:00Z`)
  if (Number.isNaN(date.getTime())) throw new RangeError(`not a date: ${iso}`)
  return date
}

export function addDays(iso: string, days: number): string {
  const date = toDate(iso)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

/** '2026-02-21' -> '21 February 2026'. */
export function longDate(iso: string): string {
  const date = toDate(iso)
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`
}

export function weekday(iso: string): string {
  return ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'][toDate(iso).getUTCDay()] ?? ''
}

export function yearOf(iso: string): number {
  return toDate(iso).getUTCFullYear()
}

/** Intakes are in January (Spring) and July (Fall). */
export function semesterOf(iso: string): string {
  const date = toDate(iso)
  return `${date.getUTCMonth() < 6 ? 'Spring' : 'Fall'} ${date.getUTCFullYear()}`
}

export function nextSemester(semester: string): string {
  const [season, year] = semester.split(' ')
  return season === 'Spring' ? `Fall ${year}` : `Spring ${Number(year) + 1}`
}

/**
 * Publication dates going back from `latest`, newest first: `count` dates, each 0..maxGap
 * days before the previous one (several items can share a day, like real notice boards).
 */
export function dateSeries(rng: Rng, latest: string, count: number, maxGap: number): string[] {
  const dates: string[] = []
  let current = latest
  for (let i = 0; i < count; i++) {
    dates.push(current)
    current = addDays(current, -rng.int(0, maxGap))
  }
  return dates
}

/** Newest first by date text, then by numeric id. */
export function byDateDesc<T>(dateOf: (item: T) => string, idOf: (item: T) => number): (a: T, b: T) => number {
  return (a, b) => dateOf(b).localeCompare(dateOf(a)) || idOf(b) - idOf(a)
}
