// The university's intakes and their dates: the one place the site (circular, test, document
// forms, result page, advertisements) and the demo upstream's calendar (banner, ticker, calendar,
// advertisements) take the intake from. Two intakes a year, Spring and Fall, each with the last
// date to apply and the admission test on the same days every year (the Spring 2026 circular's, and
// half a year later for Fall). The current intake is the one applicants are told about on a day:
// the first whose results period (RESULTS_DAYS after its test) is not over.
import { formatCalendarDateIn, formatClock, formatNumber } from '../i18n/format'
import { parseCalendarDate } from '../logic/dates'
import type { Locale } from '../routes/locale'
import { pick, type Model, type PerLanguage, type Text } from './bilingual'

export type Season = 'Spring' | 'Fall'

export interface ImportantDate {
  event: string
  /** ISO date (and time) for <time dateTime>. */
  dateTime: string
  /** As published ("21 Feb 2026"): fixed text, so the HTML is the same for every visitor. */
  text: string
}

export interface Intake {
  /** "Spring 2026". */
  name: string
  season: Season
  year: number
  lastDateToApply: ImportantDate
  admissionTest: ImportantDate
  /** The day its result is published: RESULTS_AFTER_TEST_DAYS after the test (the result page says it beforehand). */
  resultsExpected: ImportantDate
}

/** Month and day of each season's dates, the test's start, and the day its first semester's classes begin. */
const SEASON_DATES: Record<Season, { lastDateToApply: string; admissionTest: string; testTime: string; classesBegin: string }> = {
  Spring: { lastDateToApply: '02-21', admissionTest: '02-26', testTime: '10:00', classesBegin: '03-08' },
  Fall: { lastDateToApply: '08-21', admissionTest: '08-26', testTime: '10:00', classesBegin: '09-07' },
}

/** The two intakes of a year, in order. */
export const SEASONS: readonly Season[] = ['Spring', 'Fall']

/** The intakes' names; in Bengali as Bangladeshi universities write them (docs/bengali-glossary.md). */
export const SEASON_NAMES: Record<Season, PerLanguage<string>> = { Spring: { en: 'Spring', bn: 'স্প্রিং' }, Fall: { en: 'Fall', bn: 'ফল' } }

/** The month (1-12) an intake's classes begin in: after its test (Spring in March, Fall in September). */
export const classesBeginMonth = (season: Season): number => Number(SEASON_DATES[season].classesBegin.slice(0, 2))

/** The day (YYYY-MM-DD) the classes of the intake `season` `year` begin (the academic calendar's first day of classes). */
export const classesBeginDay = (season: Season, year: number): string => `${year}-${SEASON_DATES[season].classesBegin}`

/** Days from an intake's test to the publication of its result. */
export const RESULTS_AFTER_TEST_DAYS = 7

/** `iso` (YYYY-MM-DD) and `days` later. */
function daysAfter(iso: string, days: number): string {
  const day = new Date(`${iso}T00:00:00Z`)
  day.setUTCDate(day.getUTCDate() + days)
  return day.toISOString().slice(0, 10)
}

/** Days after its test that an intake stays current (results, offer letters), before the next one is announced. */
export const RESULTS_DAYS = 30


/** A day (YYYY-MM-DD) as the intake's texts write it: "21 Feb 2026" / "২১ ফেব্রুয়ারি ২০২৬". */
const dayText = (iso: string): PerLanguage<string> => {
  const day = parseCalendarDate(iso)!
  return { en: formatCalendarDateIn(day, 'en'), bn: formatCalendarDateIn(day, 'bn') }
}

interface ImportantDateModel {
  event: Text
  dateTime: string
  text: Text
}

/** An intake in both languages (intakeOf gives it in one). */
export interface IntakeModel {
  name: Text
  season: Season
  year: number
  lastDateToApply: ImportantDateModel
  admissionTest: ImportantDateModel
  resultsExpected: ImportantDateModel
}

/** The intake `season` `year` in both languages. */
export function intakeModelOf(season: Season, year: number): IntakeModel {
  const dates = SEASON_DATES[season]
  const lastDay = `${year}-${dates.lastDateToApply}`
  const testDay = `${year}-${dates.admissionTest}`
  const resultsDay = daysAfter(testDay, RESULTS_AFTER_TEST_DAYS)
  const test = dayText(testDay)
  return {
    name: { en: `${SEASON_NAMES[season].en} ${year}`, bn: `${SEASON_NAMES[season].bn} ${formatNumber(year, 'bn')}` },
    season,
    year,
    lastDateToApply: { event: { en: 'Last date of online application', bn: 'অনলাইন আবেদনের শেষ তারিখ' }, dateTime: lastDay, text: dayText(lastDay) },
    admissionTest: {
      event: { en: 'Admission test', bn: 'ভর্তি পরীক্ষা' },
      dateTime: `${testDay}T${dates.testTime}`,
      text: { en: `${test.en} at ${formatClock(dates.testTime, 'en')}`, bn: `${test.bn}, ${formatClock(dates.testTime, 'bn')}` },
    },
    resultsExpected: { event: { en: 'Results expected', bn: 'ফলাফল প্রকাশের সম্ভাব্য তারিখ' }, dateTime: resultsDay, text: dayText(resultsDay) },
  }
}

/** The intake `season` `year` in `locale`. */
export const intakeOf = (season: Season, year: number, locale: Locale): Intake => pick<Intake>(intakeModelOf(season, year) satisfies Model<Intake>, locale)

/** The intake after `intake`. */
export const nextIntake = (intake: Pick<Intake, 'season' | 'year'>, locale: Locale): Intake =>
  intake.season === 'Spring' ? intakeOf('Fall', intake.year, locale) : intakeOf('Spring', intake.year + 1, locale)

/** The last day an intake is current: RESULTS_DAYS after its test. */
function lastCurrentDay(intake: Intake): string {
  const day = new Date(`${intake.admissionTest.dateTime.slice(0, 10)}T00:00:00Z`)
  day.setUTCDate(day.getUTCDate() + RESULTS_DAYS)
  return day.toISOString().slice(0, 10)
}

/** The intake applicants are told about on `today` (YYYY-MM-DD), in `locale`. */
export function currentIntake(today: string, locale: Locale): Intake {
  let intake = intakeOf('Fall', Number(today.slice(0, 4)) - 1, locale)
  while (lastCurrentDay(intake) < today) intake = nextIntake(intake, locale)
  return intake
}
