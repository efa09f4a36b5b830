// The fee table: one row of rates per programme; every amount and total is computed from it
// (src/logic/fees.ts). The /fees page and the programme pages' fee blocks read only this table.
//
// Readings chosen where the spec's numbers disagree (checked in tests/unit/fees.test.ts):
// - Library fee is Tk 1,000 once, not Tk 100 (design.md, settled): only then do the components
//   add up to the published totals.
// - CSE: 164 credits, total Tk 3,78,008. The Tk 3,22,900 of a CSE summary card follows from no
//   reading of the components and is not used.
// - BBA: 141 credits (the 126 credits / 40 courses of its text give Tk 2,57,732, not the published 2,79,962).
// - HTM: 141 credits like BBA (142 credits would give Tk 2,81,444, not the published 2,79,962).
// - MBA: 2 years, 4 semesters, 60 credits (Foundation 12, Concentration 12, Core 30, other 6), no lab fee;
//   the '126 credits / 8 semesters' of its page text would give Tk 2,96,950 (8 semesters, no lab), not the published 1,48,500.
import { feeComponents, feeTotal, type FeeComponent, type FeeComponentKey, type FeeRates } from '../logic/fees'
import { formatNumber } from '../i18n/format'
import type { Locale } from '../routes/locale'
import { textIn, type PerLanguage, type Text } from './bilingual'

/** Charged to every programme (Tk). */
export const COMMON_FEE_RATES = {
  admission: 10_000,
  semesterFee: 5_000,
  establishment: 2_000,
  library: 1_000,
  examPerCredit: 100,
  labPerSemester: 500,
} as const satisfies Omit<FeeRates, 'tuitionPerCredit'>

export interface FeeRow {
  /** The programme's slug in the programme registry (/program/{slug}). */
  slug: string
  /** Short name in the fee table ('CSE'). */
  programme: string
  durationYears: number
  semesters: number
  credits: number
  /** How the credits split, where the programme publishes it. */
  creditBreakdown?: readonly { label: Text; credits: number }[]
  rates: FeeRates
}

const row = (r: Omit<FeeRow, 'rates'> & { tuitionPerCredit: number; labPerSemester?: number }): FeeRow => {
  const { tuitionPerCredit, labPerSemester = COMMON_FEE_RATES.labPerSemester, ...rest } = r
  return { ...rest, rates: { ...COMMON_FEE_RATES, labPerSemester, tuitionPerCredit } }
}

/** In the published order. */
export const FEE_TABLE: readonly FeeRow[] = [
  row({ slug: 'cse', programme: 'CSE', durationYears: 4, semesters: 8, credits: 164, tuitionPerCredit: 1772 }),
  row({ slug: 'bba', programme: 'BBA', durationYears: 4, semesters: 8, credits: 141, tuitionPerCredit: 1382 }),
  row({ slug: 'htm', programme: 'HTM', durationYears: 4, semesters: 8, credits: 141, tuitionPerCredit: 1382 }),
  row({ slug: 'gds', programme: 'GDS', durationYears: 4, semesters: 8, credits: 142, tuitionPerCredit: 1135 }),
  row({ slug: 'english', programme: 'English', durationYears: 4, semesters: 8, credits: 155, tuitionPerCredit: 1031 }),
  row({
    slug: 'mba',
    programme: 'MBA',
    durationYears: 2,
    semesters: 4,
    credits: 60,
    creditBreakdown: [
      { label: { en: 'Foundation', bn: 'ভিত্তি কোর্স' }, credits: 12 },
      { label: { en: 'Concentration', bn: 'বিশেষায়িত কোর্স' }, credits: 12 },
      { label: { en: 'Core', bn: 'মূল কোর্স' }, credits: 30 },
      // As published: the parts add up to 54 of the 60 credits; the source names no other part.
    ],
    tuitionPerCredit: 1725,
    labPerSemester: 0,
  }),
]

/** A fee row in one language with its computed components and total: what the pages show. */
export interface ProgrammeFees extends Omit<FeeRow, 'rates' | 'creditBreakdown'> {
  creditBreakdown?: readonly { label: string; credits: number }[]
  duration: string
  components: FeeComponent[]
  total: number
}

/** The components' names in Bengali (the English ones are src/logic/fees.ts's). */
const BENGALI_COMPONENT_LABELS: Record<FeeComponentKey, string> = {
  admission: 'ভর্তি ফি',
  semesterFee: 'সেমিস্টার ফি',
  establishment: 'উন্নয়ন ফি',
  library: 'গ্রন্থাগার ফি',
  examPerCredit: 'পরীক্ষার ফি',
  labPerSemester: 'ল্যাব ফি',
  tuitionPerCredit: 'টিউশন ফি',
}

const DURATION: PerLanguage<(years: number) => string> = { en: (years) => `${years} years`, bn: (years) => `${formatNumber(years, 'bn')} বছর` }

export function programmeFees(r: FeeRow, locale: Locale): ProgrammeFees {
  // creditBreakdown is the row's last field before rates: the result keeps the row's order.
  const { rates, creditBreakdown: parts, ...rest } = r
  const components = feeComponents(rates, r.semesters, r.credits).map((c) => (locale === 'bn' ? { ...c, label: BENGALI_COMPONENT_LABELS[c.key] } : c))
  const creditBreakdown = parts?.map((part) => ({ label: textIn(part.label, locale), credits: part.credits }))
  return { ...rest, ...(creditBreakdown && { creditBreakdown }), duration: DURATION[locale](r.durationYears), components, total: feeTotal(components) }
}

/** The fees of one programme by slug in `locale`, or null when the table has no row for it. */
export function feesOf(slug: string, locale: Locale): ProgrammeFees | null {
  const found = FEE_TABLE.find((r) => r.slug === slug)
  return found ? programmeFees(found, locale) : null
}
