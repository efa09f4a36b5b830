// Taka in the page's language: lakh grouping, English as today (src/logic/fees.ts: "3,78,008", "Tk 3,78,008"),
// Bengali from Intl bn-BD ("৩,৭৮,০০৮ টাকা"). Apart from format.ts so that a page showing dates does not
// load the fee rules.
import { formatTaka as formatTakaEnglish, type FeeComponent } from '../logic/fees'
import { formatNumber } from './numbers'
import type { Locale } from '../routes/locale'
import { m } from './messages'

/** Made on first use, once per process or page. */
let bnTaka: Intl.NumberFormat | undefined

/** An amount of taka in lakh grouping, whole taka: "3,78,008" / "৩,৭৮,০০৮" ('-' if it is no number). */
export function formatTaka(amount: number, locale: Locale): string {
  if (locale === 'en' || !Number.isFinite(amount)) return formatTakaEnglish(amount)
  return (bnTaka ??= new Intl.NumberFormat('bn-BD', { maximumFractionDigits: 0 })).format(Math.round(amount) === 0 ? 0 : amount)
}

/** An amount with its currency, as a sentence writes it: "Tk 3,78,008" / "৩,৭৮,০০৮ টাকা". */
export function formatTakaAmount(amount: number, locale: Locale): string {
  return m.common_amountTaka({ amount: formatTaka(amount, locale) }, { locale })
}

/** How a fee component is charged: "5,000 × 8 semesters", "100 × 164 credits", "once" (and in Bengali). */
export function feeBasisTextIn(component: Pick<FeeComponent, 'basis' | 'rate' | 'units'>, locale: Locale): string {
  if (component.basis === 'once') return m.fees_once({}, { locale })
  const inputs = { rate: formatTaka(component.rate, locale), units: formatNumber(component.units, locale) }
  return component.basis === 'perSemester' ? m.fees_basisSemesters(inputs, { locale }) : m.fees_basisCredits(inputs, { locale })
}
