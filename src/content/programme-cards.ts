import { FEE_TABLE } from './fees'
import type { ProgrammeCard } from './home'
import { PROGRAMMES } from './programmes'
import { programmePath } from '../routes/paths'

/**
 * The six programme cards (CSE, BBA, GDS, English, HTM, MBA) from the programme registry and the fee
 * table. Built by the home page's +data, on the server, so the programme pages' texts stay out of the home page's bundle.
 */
export function programmeCards(): ProgrammeCard[] {
  return PROGRAMMES.map((p) => {
    const fees = FEE_TABLE.find((r) => r.slug === p.slug)
    return {
      code: p.code,
      name: p.title,
      level: p.level,
      duration: fees ? `${fees.durationYears} years, ${fees.semesters} semesters` : '',
      summary: p.tagline,
      href: programmePath(p.slug),
    }
  })
}
