// The circular's search entry: the circular of the day's intake, in each language (a function, so
// a file of its own: Vike loads it at run time, not at build time as +config.ts).
import { circularOf as bengaliCircularOf } from '../../../src/content/bn/admission'
import { intakeOf as bengaliIntakeOf } from '../../../src/content/bn/intakes'
import { circularOf } from '../../../src/content/admission'
import type { Intake } from '../../../src/content/intakes'
import { pageSearchEntry } from '../../../src/logic/page-search'
import type { PageSearch } from '../../../src/routes/page-settings'

export default function search(intake: Intake): PageSearch {
  const [en, bn] = [circularOf(intake), bengaliCircularOf(bengaliIntakeOf(intake.season, intake.year))]
  return { en: pageSearchEntry(en.title, en), bn: pageSearchEntry(bn.title, bn) }
}
