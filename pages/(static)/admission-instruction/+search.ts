// The circular's search entry: the circular of the day's intake, in each language (a function, so
// a file of its own: Vike loads it at run time, not at build time as +config.ts).
import { circularOf } from '../../../src/content/admission'
import type { Intake } from '../../../src/content/intakes'
import { pageSearchEntry } from '../../../src/logic/page-search'
import type { PageSearch } from '../../../src/routes/page-settings'

export default function search(intake: Intake): PageSearch {
  const [en, bn] = [circularOf(intake, 'en'), circularOf(intake, 'bn')]
  return { en: pageSearchEntry(en.title, en), bn: pageSearchEntry(bn.title, bn) }
}
