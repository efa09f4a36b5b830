// The fee table in Bengali: the same rows, rates and credits as the English table, with Bengali labels
// and durations; amounts stay numbers (pages write them with Bengali digits).
import { FEE_TABLE as EN_FEE_TABLE, type FeeRow, type ProgrammeFees } from '../fees'
import { feeComponents, feeTotal, type FeeComponentKey } from '../../logic/fees'
import { bnNumber } from './format'

export { COMMON_FEE_RATES, type FeeRow, type ProgrammeFees } from '../fees'

const CREDIT_PARTS: Record<string, string> = { Foundation: 'ভিত্তি কোর্স', Concentration: 'বিশেষায়িত কোর্স', Core: 'মূল কোর্স' }

/** In the published order. */
export const FEE_TABLE: readonly FeeRow[] = EN_FEE_TABLE.map((r) =>
  r.creditBreakdown
    ? { ...r, creditBreakdown: r.creditBreakdown.map((p) => ({ label: CREDIT_PARTS[p.label] ?? p.label, credits: p.credits })) }
    : r,
)

const COMPONENT_LABELS: Record<FeeComponentKey, string> = {
  admission: 'ভর্তি ফি',
  semesterFee: 'সেমিস্টার ফি',
  establishment: 'উন্নয়ন ফি',
  library: 'গ্রন্থাগার ফি',
  examPerCredit: 'পরীক্ষার ফি',
  labPerSemester: 'ল্যাব ফি',
  tuitionPerCredit: 'টিউশন ফি',
}

/** A fee row with its computed components (Bengali labels) and total. */
export function programmeFees(r: FeeRow): ProgrammeFees {
  const { rates, ...rest } = r
  const components = feeComponents(rates, r.semesters, r.credits).map((c) => ({ ...c, label: COMPONENT_LABELS[c.key] }))
  return { ...rest, duration: `${bnNumber(r.durationYears)} বছর`, components, total: feeTotal(components) }
}

/** The fees of one programme by slug, or null when the table has no row for it. */
export function feesOf(slug: string): ProgrammeFees | null {
  const found = FEE_TABLE.find((r) => r.slug === slug)
  return found ? programmeFees(found) : null
}
