// Dates as the upstream publishes them: 'YYYY-MM-DD' text, computed in UTC.

import { currentIntake, intakeOf, type Intake } from '../../src/content/intakes'
import type { Rng } from './prng'

/**
 * The day the demo's fixed programme (intake, events, academic calendar, banners, documents) is
 * written for. The programme moves with the calendar: see DEMO_TODAY and shiftText.
 */
export const PROGRAMME_DAY = '2026-01-20'

/**
 * The demo data set's "today": every generated date is placed relative to it. DEMO_TODAY=YYYY-MM-DD
 * pins it (the tests pin PROGRAMME_DAY); otherwise it is the current UTC date when the demo starts,
 * so a fresh `npm start` looks current on any day.
 */
export const DEMO_TODAY = demoToday(process.env)

export function demoToday(env: NodeJS.ProcessEnv, now = new Date()): string {
  const pinned = env.DEMO_TODAY?.trim()
  if (pinned) {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(pinned) || Number.isNaN(Date.parse(`${pinned}T00:00:00Z`))) throw new RangeError(`DEMO_TODAY must be a date YYYY-MM-DD, got "${pinned}"`)
    return pinned
  }
  return now.toISOString().slice(0, 10)
}

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

/** Whole days from `from` to `to` (both YYYY-MM-DD). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toDate(to).getTime() - toDate(from).getTime()) / 86_400_000)
}

/** A fixed programme moved to the demo's today: dates by whole days, and years named in text by whole years. */
export interface ProgrammeShift {
  days: number
  years: number
}

export function programmeShift(today: string, programmeDay = PROGRAMME_DAY): ProgrammeShift {
  const days = daysBetween(programmeDay, today)
  return { days, years: Math.round(days / 365.25) }
}

export const DEMO_SHIFT: ProgrammeShift = programmeShift(DEMO_TODAY)

/** A date of the fixed programme, moved to the demo's today. */
export const shiftDate = (iso: string, shift: ProgrammeShift = DEMO_SHIFT): string => (shift.days === 0 ? iso : addDays(iso, shift.days))

/** A day fixed in the year (Victory Day, Mother Language Day, Biju), moved to the demo's today by whole years: it keeps its day. */
export const shiftYearDay = (iso: string, shift: ProgrammeShift = DEMO_SHIFT): string => (shift.years === 0 ? iso : `${yearOf(iso) + shift.years}${iso.slice(4)}`)

const MONTH_NAMES = MONTHS.join('|')
const DATES_IN_TEXT = new RegExp(`\\b(\\d{1,2}) (${MONTH_NAMES}) (\\d{4})\\b|\\b(\\d{4}-\\d{2}-\\d{2})\\b|\\b(20\\d{2})\\b`, 'g')

/**
 * Text of the fixed programme moved to the demo's today, in one pass: "21 February 2026" and
 * ISO dates by whole days, other years ("Spring 2026", "Career Fair 2026") by whole years.
 */
export function shiftText(text: string, shift: ProgrammeShift = DEMO_SHIFT): string {
  if (shift.days === 0) return text
  return text.replace(DATES_IN_TEXT, (match, day?: string, month?: string, year?: string, iso?: string, bareYear?: string) => {
    if (iso) return shiftDate(iso, shift)
    if (bareYear) return String(Number(bareYear) + shift.years)
    const index = MONTHS.indexOf(month as (typeof MONTHS)[number])
    const original = `${year}-${String(index + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`
    return Number.isNaN(Date.parse(`${original}T00:00:00Z`)) ? match : longDate(shiftDate(original, shift))
  })
}

/** Semesters counted from year 0: Spring YYYY is 2 × YYYY, Fall YYYY the next. */
function semesterIndex(semester: string): number {
  const [season, year] = semester.split(' ')
  return Number(year) * 2 + (season === 'Fall' ? 1 : 0)
}

function semesterAt(index: number): string {
  return `${index % 2 === 0 ? 'Spring' : 'Fall'} ${Math.floor(index / 2)}`
}


/** The intake the fixed programme's admission texts are written for. */
const PROGRAMME_INTAKE = intakeOf('Spring', 2026, 'en')

/** The programme's admission texts moved to an intake: dates by whole days (deadline to deadline), semesters by whole intakes. */
export interface IntakeShift {
  days: number
  semesters: number
}

export function intakeShift(intake: Intake): IntakeShift {
  return {
    days: daysBetween(PROGRAMME_INTAKE.lastDateToApply.dateTime, intake.lastDateToApply.dateTime),
    semesters: semesterIndex(intake.name) - semesterIndex(PROGRAMME_INTAKE.name),
  }
}

/**
 * The intake the demo announces: the site's current intake on the demo's today (src/content/intakes.ts),
 * so the demo's banner, ticker, calendar and advertisements name the intake and dates the site does.
 */
export const DEMO_INTAKE_SHIFT: IntakeShift = intakeShift(currentIntake(DEMO_TODAY, 'en'))

const INTAKE_TEXT = new RegExp(`\\b(Spring|Fall) (\\d{4})\\b|\\b(\\d{1,2}) (${MONTH_NAMES}) (\\d{4})\\b|\\b(\\d{4}-\\d{2}-\\d{2})\\b`, 'g')

/**
 * Admission text of the fixed programme (the Spring 2026 intake) moved to the demo's intake, in one pass:
 * "Spring 2026" and "Fall 2025" by whole intakes, "21 February 2026" and ISO dates by the days between the
 * two intakes' deadlines (so the deadline and the test land on the intake's own days).
 */
export function intakeText(text: string, shift: IntakeShift = DEMO_INTAKE_SHIFT): string {
  if (shift.days === 0 && shift.semesters === 0) return text
  return text.replace(INTAKE_TEXT, (match, season?: string, seasonYear?: string, day?: string, month?: string, year?: string, iso?: string) => {
    if (season) return semesterAt(semesterIndex(`${season} ${seasonYear}`) + shift.semesters)
    if (iso) return addDays(iso, shift.days)
    const index = MONTHS.indexOf(month as (typeof MONTHS)[number])
    const original = `${year}-${String(index + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`
    return Number.isNaN(Date.parse(`${original}T00:00:00Z`)) ? match : longDate(addDays(original, shift.days))
  })
}

/** A date of the fixed programme's admission calendar, moved to the demo's intake. */
export const intakeDate = (iso: string, shift: IntakeShift = DEMO_INTAKE_SHIFT): string => (shift.days === 0 ? iso : addDays(iso, shift.days))
