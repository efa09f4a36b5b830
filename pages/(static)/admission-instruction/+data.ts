import { CIRCULAR } from '../../../src/content/admission'
import { programmeBySlug } from '../../../src/content/programmes'
import type { OfferedProgramme } from '../../../src/data/summaries'
import { today } from '../../../src/data/today'
import { intakeStage, type IntakeStage } from '../../../src/logic/expiry'

export interface Data {
  programmes: OfferedProgramme[]
  /** Past the last date to apply, the circular says so (nothing is hidden). */
  stage: IntakeStage
}

/** Server side: only the offered programmes' titles reach the browser, not their content modules. */
export function data(): Data {
  return {
    programmes: CIRCULAR.programmes.flatMap((slug) => {
      const p = programmeBySlug(slug)
      return p ? [{ slug: p.slug, title: p.title }] : []
    }),
    stage: intakeStage(CIRCULAR, today()),
  }
}
