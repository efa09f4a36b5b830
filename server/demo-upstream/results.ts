// The published admission test result of an intake (docs/upstream-admission-result.md): a few thousand
// applicants across the programmes, the same on every run for one intake, published on the day the site announces
// (src/content/intakes.ts resultsExpected; before it, by the demo's today, the endpoint answers 404: not published).
// Each applicant sat the test for one programme; the best of each programme are selected up to its seats (merit positions 1…), the next
// ones are on its waiting list, the rest not selected.
import { intakeOf, type Season } from '../../src/content/intakes'
import type { RawAdmissionResult, RawResultApplicant } from '../upstream/schemas'

/** One line as the demo writes it (a RawResultApplicant with every field it sets). */
export interface DemoResultLine extends RawResultApplicant {
  roll: string
  name: string
  status: 'selected' | 'waiting' | 'not_selected'
  program_code: string
  merit_position?: number
  waiting_position?: number
}

/** The demo's answer: a RawAdmissionResult with its fields set. */
export interface DemoResult extends RawAdmissionResult {
  intake: string
  published_on: string
  admission_deadline: string
  results: DemoResultLine[]
}
import { addDays, DEMO_TODAY } from './dates'
import { NameGenerator } from './names'
import { Rng } from './prng'

/** Applicants of every intake. */
export const RESULT_APPLICANTS = 3000

/** Seats and waiting-list places per programme, and its share of the applicants. */
const PROGRAMMES: readonly { code: string; seats: number; waiting: number; weight: number }[] = [
  { code: 'cse', seats: 120, waiting: 60, weight: 30 },
  { code: 'bba', seats: 120, waiting: 60, weight: 22 },
  { code: 'english', seats: 60, waiting: 30, weight: 12 },
  { code: 'gds', seats: 60, waiting: 30, weight: 10 },
  { code: 'htm', seats: 60, waiting: 30, weight: 12 },
  { code: 'mba', seats: 60, waiting: 30, weight: 14 },
]

const DEADLINE_AFTER_DAYS = 14

/** "Spring 2026" → its season and year; null for anything else. */
function parseIntake(name: string): { season: Season; year: number } | null {
  const match = /^(Spring|Fall) (\d{4})$/.exec(name.trim())
  return match ? { season: match[1] as Season, year: Number(match[2]) } : null
}

/** The roll of an intake's n-th applicant (1-based): two digits of the year, 1 Spring / 2 Fall, four digits. */
const resultRoll = (season: Season, year: number, n: number) => `${String(year % 100).padStart(2, '0')}${season === 'Spring' ? 1 : 2}${String(n).padStart(4, '0')}`

export function buildAdmissionResult(intakeName: string): DemoResult | null {
  const intake = parseIntake(intakeName)
  if (!intake) return null
  const rng = new Rng(`demo-upstream/results/${intake.season} ${intake.year}`)
  let names = new NameGenerator(rng.fork('names'))
  const applicants = Array.from({ length: RESULT_APPLICANTS }, (_, i) => {
    // A generator holds a few hundred distinct names: a fresh one every 150 applicants (names repeat, as they do).
    if (i % 150 === 0) names = new NameGenerator(rng.fork(`names-${i}`))
    const programme = rng.weighted(PROGRAMMES.map((p) => [p, p.weight] as const))
    return { roll: resultRoll(intake.season, intake.year, i + 1), name: names.person().name, programme, score: rng.int(200, 1000) + rng.next() }
  })
  const lines = new Map<string, DemoResultLine>()
  for (const programme of PROGRAMMES) {
    const ranked = applicants.filter((a) => a.programme === programme).sort((a, b) => b.score - a.score)
    ranked.forEach((a, rank) => {
      const base = { roll: a.roll, name: a.name, program_code: programme.code }
      if (rank < programme.seats) lines.set(a.roll, { ...base, status: 'selected', merit_position: rank + 1 })
      else if (rank < programme.seats + programme.waiting) lines.set(a.roll, { ...base, status: 'waiting', waiting_position: rank - programme.seats + 1 })
      else lines.set(a.roll, { ...base, status: 'not_selected' })
    })
  }
  // Published on the day the site announces (src/content/intakes.ts).
  const publishedOn = intakeOf(intake.season, intake.year, 'en').resultsExpected.dateTime
  return {
    intake: `${intake.season} ${intake.year}`,
    published_on: publishedOn,
    admission_deadline: addDays(publishedOn, DEADLINE_AFTER_DAYS),
    // In roll order, as a merit list is posted.
    results: applicants.map((a) => lines.get(a.roll)!),
  }
}

/** Results made so far, by intake (a handful: one per intake asked for). */
const made = new Map<string, DemoResult | null>()
const MAX_MADE = 8

/** The result of an intake as published on `today` (the demo's day): none before its publication day. */
export function admissionResultOf(intakeName: string, today: string = DEMO_TODAY): DemoResult | null {
  if (!made.has(intakeName)) {
    if (made.size >= MAX_MADE) made.clear()
    made.set(intakeName, buildAdmissionResult(intakeName))
  }
  const result = made.get(intakeName) ?? null
  return result && result.published_on <= today ? result : null
}
