import { FEE_TABLE } from './fees'
import type { ProgrammeCard } from './home'
import { PROGRAMMES } from './programmes'
import { programmePath } from '../../routes/paths'
import { bnNumber } from './format'

/** The six programme cards in Bengali, from the Bengali programme registry and the fee table. */
export function programmeCards(): ProgrammeCard[] {
  return PROGRAMMES.map((p) => {
    const fees = FEE_TABLE.find((r) => r.slug === p.slug)
    return {
      code: p.code,
      name: p.title,
      level: p.level,
      duration: fees ? `${bnNumber(fees.durationYears)} বছর, ${bnNumber(fees.semesters)} সেমিস্টার` : '',
      summary: p.tagline,
      href: programmePath(p.slug),
    }
  })
}
