import type { PerLanguage } from './bilingual'
import { FEE_TABLE } from './fees'
import type { ProgrammeCard } from './home'
import { programmesIn } from './programmes'
import { formatNumber } from '../i18n/format'
import type { Locale } from '../routes/locale'
import { programmePath } from '../routes/paths'

/** "4 years, 8 semesters" / "৪ বছর, ৮ সেমিস্টার". */
const DURATION: PerLanguage<(years: number, semesters: number) => string> = {
  en: (years, semesters) => `${years} years, ${semesters} semesters`,
  bn: (years, semesters) => `${formatNumber(years, 'bn')} বছর, ${formatNumber(semesters, 'bn')} সেমিস্টার`,
}

/**
 * The six programme cards (CSE, BBA, GDS, English, HTM, MBA) from the programme registry and the fee
 * table. Built by the home page's +data, on the server, so the programme pages' texts stay out of the home page's bundle.
 */
export function programmeCards(locale: Locale): ProgrammeCard[] {
  return programmesIn(locale).map((p) => {
    const fees = FEE_TABLE.find((r) => r.slug === p.slug)
    return {
      code: p.code,
      name: p.title,
      level: p.level,
      duration: fees ? DURATION[locale](fees.durationYears, fees.semesters) : '',
      summary: p.tagline,
      href: programmePath(p.slug),
    }
  })
}
