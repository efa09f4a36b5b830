import { CIRCULAR } from '../../src/content/admission'
import { today } from '../../src/data/today'
import { intakeStage, type IntakeStage } from '../../src/logic/expiry'

export interface Data {
  /** The current intake's stage: before its test, results cannot be out yet. */
  stage: IntakeStage
}

export function data(): Data {
  return { stage: intakeStage(CIRCULAR, today()) }
}
