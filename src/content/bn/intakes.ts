// The intakes in Bengali: the same seasons, years and ISO dates as the English module (which decides
// which intake is current), with Bengali names and date texts.
import { currentIntake as currentIntakeEn, intakeOf as intakeOfEn, type Intake, type Season } from '../intakes'
import { bnClock, bnDate, bnDigits } from './format'

export { RESULTS_AFTER_TEST_DAYS, RESULTS_DAYS, SEASONS, classesBeginDay, classesBeginMonth, type ImportantDate, type Intake, type Season } from '../intakes'

/** The intakes' names as Bangladeshi universities write them (docs/bengali-glossary.md). */
export const SEASON_NAMES: Record<Season, string> = { Spring: 'স্প্রিং', Fall: 'ফল' }

export function intakeOf(season: Season, year: number): Intake {
  const en = intakeOfEn(season, year)
  const testDay = en.admissionTest.dateTime.slice(0, 10)
  const testTime = en.admissionTest.dateTime.slice(11)
  return {
    name: `${SEASON_NAMES[season]} ${bnDigits(String(year))}`,
    season,
    year,
    lastDateToApply: { event: 'অনলাইন আবেদনের শেষ তারিখ', dateTime: en.lastDateToApply.dateTime, text: bnDate(en.lastDateToApply.dateTime) },
    admissionTest: { event: 'ভর্তি পরীক্ষা', dateTime: en.admissionTest.dateTime, text: `${bnDate(testDay)}, ${bnClock(testTime)}` },
    resultsExpected: { event: 'ফলাফল প্রকাশের সম্ভাব্য তারিখ', dateTime: en.resultsExpected.dateTime, text: bnDate(en.resultsExpected.dateTime) },
  }
}

/** The intake after `intake`. */
export const nextIntake = (intake: Pick<Intake, 'season' | 'year'>): Intake =>
  intake.season === 'Spring' ? intakeOf('Fall', intake.year) : intakeOf('Spring', intake.year + 1)

/** The intake applicants are told about on `today` (YYYY-MM-DD): the English module's, named in Bengali. */
export function currentIntake(today: string): Intake {
  const { season, year } = currentIntakeEn(today)
  return intakeOf(season, year)
}
