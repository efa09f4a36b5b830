// Fee arithmetic: one programme's fee components from its rates, their total, and
// Bangladeshi digit grouping for amounts (3,78,008). Pure, unit-tested.

/** How a fee component is charged. */
export type FeeBasis = 'once' | 'perSemester' | 'perCredit'

/** The rates of one programme (Tk). */
export interface FeeRates {
  admission: number
  semesterFee: number
  establishment: number
  library: number
  examPerCredit: number
  labPerSemester: number
  tuitionPerCredit: number
}

export type FeeComponentKey = keyof FeeRates

export interface FeeComponent {
  key: FeeComponentKey
  label: string
  basis: FeeBasis
  /** Tk per unit of the basis (once, per semester, per credit). */
  rate: number
  /** How many units: 1, the semesters or the credits. */
  units: number
  /** rate × units (Tk). */
  amount: number
}

/** The components in the order they are shown, with how each is charged. */
export const FEE_COMPONENTS: readonly { key: FeeComponentKey; label: string; basis: FeeBasis }[] = [
  { key: 'admission', label: 'Admission fee', basis: 'once' },
  { key: 'semesterFee', label: 'Semester fee', basis: 'perSemester' },
  { key: 'establishment', label: 'Establishment fee', basis: 'perSemester' },
  { key: 'library', label: 'Library fee', basis: 'once' },
  { key: 'examPerCredit', label: 'Exam fee', basis: 'perCredit' },
  { key: 'labPerSemester', label: 'Lab fee', basis: 'perSemester' },
  { key: 'tuitionPerCredit', label: 'Tuition fee', basis: 'perCredit' },
]

/** Every component of a programme's fees for its semesters and credits. */
export function feeComponents(rates: FeeRates, semesters: number, credits: number): FeeComponent[] {
  return FEE_COMPONENTS.map(({ key, label, basis }) => {
    const units = basis === 'once' ? 1 : basis === 'perSemester' ? semesters : credits
    const rate = rates[key]
    return { key, label, basis, rate, units, amount: rate * units }
  })
}

/** The sum of the components' amounts. */
export function feeTotal(components: readonly Pick<FeeComponent, 'amount'>[]): number {
  return components.reduce((sum, c) => sum + c.amount, 0)
}

/**
 * An amount in Bangladeshi (Indian) digit grouping: the last three digits, then groups of two
 * (378008 → '3,78,008', 10000000 → '1,00,00,000'). Rounds to whole taka.
 */
export function formatTaka(amount: number): string {
  if (!Number.isFinite(amount)) return '-'
  const rounded = Math.round(Math.abs(amount))
  const digits = String(rounded)
  const sign = amount < 0 && rounded !== 0 ? '-' : ''
  if (digits.length <= 3) return sign + digits
  const last3 = digits.slice(-3)
  const head = digits.slice(0, -3)
  const pairs = head.replace(/\B(?=(\d{2})+$)/g, ',')
  return `${sign}${pairs},${last3}`
}

/** How a component is charged, for a caption: '5,000 × 8 semesters', '100 × 164 credits', 'once'. */
export function feeBasisText(component: Pick<FeeComponent, 'basis' | 'rate' | 'units'>): string {
  if (component.basis === 'once') return 'once'
  const unit = component.basis === 'perSemester' ? 'semester' : 'credit'
  return `${formatTaka(component.rate)} × ${component.units} ${unit}${component.units === 1 ? '' : 's'}`
}
