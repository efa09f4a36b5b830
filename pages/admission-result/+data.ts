import type { PageContextServer } from 'vike/types'
import { CIRCULAR } from '../../src/content/admission'
import { today } from '../../src/data/today'
import { intakeStage, type IntakeStage } from '../../src/logic/expiry'

export interface Data {
  /** The current intake's stage: before its test, results cannot be out yet. */
  stage: IntakeStage
}

export function data(pageContext: PageContextServer): Data {
  return { stage: intakeStage(CIRCULAR, today(pageContext)) }
}
