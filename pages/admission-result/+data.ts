import type { PageContextServer } from 'vike/types'
import { intakeOf as bengaliIntakeOf } from '../../src/content/bn/intakes'
import type { Intake } from '../../src/content/intakes'
import { intakeToday } from '../../src/data/intake'
import { today } from '../../src/data/today'
import { intakeStage, type IntakeStage } from '../../src/logic/expiry'

export interface Data {
  /** The current intake, whose test's result the page is about. */
  intake: Intake
  /** The current intake's stage: before its test, results cannot be out yet. */
  stage: IntakeStage
}

export function data(pageContext: PageContextServer): Data {
  const intake = intakeToday(pageContext)
  return {
    // On /bn the same intake, named in Bengali (its test's date and time in Bengali).
    intake: pageContext.locale === 'bn' ? bengaliIntakeOf(intake.season, intake.year) : intake,
    stage: intakeStage(intake, today(pageContext)),
  }
}
