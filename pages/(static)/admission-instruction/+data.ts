import type { PageContextServer } from 'vike/types'
import { circularOf } from '../../../src/content/admission'
import { intakeOf, type Intake } from '../../../src/content/intakes'
import { intakeToday } from '../../../src/data/intake'
import { programmeBySlug } from '../../../src/content/programmes'
import type { OfferedProgramme } from '../../../src/data/summaries'
import { today } from '../../../src/data/today'
import { intakeStage, type IntakeStage } from '../../../src/logic/expiry'

export interface Data {
  /** The intake the circular announces (its dates). */
  intake: Intake
  programmes: OfferedProgramme[]
  /** Past the last date to apply, the circular says so (nothing is hidden). */
  stage: IntakeStage
}

/** Server side: only the offered programmes' titles reach the browser, not their content modules. */
export function data(pageContext: PageContextServer): Data {
  const intake = intakeToday(pageContext)
  const locale = pageContext.locale ?? 'en'
  return {
    // The intake named in the page's language (the circular's dates and texts follow it).
    intake: intakeOf(intake.season, intake.year, locale),
    programmes: circularOf(intake, locale).programmes.flatMap((slug) => {
      const p = programmeBySlug(slug, locale)
      return p ? [{ slug: p.slug, title: p.title }] : []
    }),
    stage: intakeStage(intake, today(pageContext)),
  }
}
