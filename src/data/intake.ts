// The intake the site announces on the render's today (src/content/intakes.ts). Pages pass it to the
// browser in their data, so the server's and the browser's render name the same intake. In English: its
// name is the upstream's key; a page names it in its language with intakeOf(season, year, locale).
import { currentIntake, type Intake } from '../content/intakes'
import { today } from './today'

export const intakeToday = (pageContext: { today?: string }): Intake => currentIntake(today(pageContext), 'en')
