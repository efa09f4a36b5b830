// The intake the site announces on the server's today (src/content/intakes.ts). Pages pass it to the
// browser in their data, so the server's and the browser's render name the same intake.
import { currentIntake, type Intake } from '../content/intakes'
import { today } from './today'

export const intakeToday = (): Intake => currentIntake(today())
