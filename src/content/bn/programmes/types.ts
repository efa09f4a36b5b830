// What every Bengali programme page shares: the intakes, the language of instruction and the assessment.
import type { ASSESSMENT_CRITERIA as EN_ASSESSMENT_CRITERIA, INTAKES as EN_INTAKES } from '../../programmes/types'
import type { Widen } from '../format'
import { SEASONS, SEASON_NAMES, classesBeginMonth } from '../intakes'

export { ALL_SUMMARY_CARDS, PROGRAMME_LEVELS, type Five, type LearningOutcome, type Programme, type ProgrammeLevel, type SummaryCardKey } from '../../programmes/types'

/** Common to every programme (spec §9). */
/** The intakes with the month their classes begin, as the English module names them. */
const bnMonth = (month: number) => new Intl.DateTimeFormat('bn-BD', { month: 'long', timeZone: 'UTC' }).format(Date.UTC(2000, month - 1, 1))
export const INTAKES: Widen<typeof EN_INTAKES> = SEASONS.map((season) => `${SEASON_NAMES[season]} (${bnMonth(classesBeginMonth(season))})`)
export const LANGUAGE_OF_INSTRUCTION: string = 'ইংরেজি'

/** Assessment of every course, out of 100 (spec §9). */
export const ASSESSMENT_CRITERIA: typeof EN_ASSESSMENT_CRITERIA = [
  { component: 'ক্লাস টেস্ট / অ্যাসাইনমেন্ট', marks: 10 },
  { component: 'উপস্থিতি', marks: 10 },
  { component: 'ক্লাসে অংশগ্রহণ', marks: 10 },
  { component: 'মধ্য-সেমিস্টার পরীক্ষা', marks: 20 },
  { component: 'সমাপনী পরীক্ষা', marks: 50 },
]
