// The shape of a programme's content module. One module per programme (cse.ts, bba.ts, …),
// registered by slug in index.ts; the page /program/@slug renders any of them.
import { bengaliMonthName } from '../../i18n/format'
import { bilingual } from '../bilingual'
import { SEASONS, SEASON_NAMES, classesBeginMonth } from '../intakes'

/** Five items, as the programmes publish PEO1-5 and PLO1-5. */
export type Five<T> = readonly [T, T, T, T, T]

export const PROGRAMME_LEVELS = ['Undergraduate', 'Postgraduate'] as const
export type ProgrammeLevel = (typeof PROGRAMME_LEVELS)[number]

/** The summary cards a programme page can show, in this order. */
export type SummaryCardKey = 'duration' | 'semesters' | 'credits' | 'totalFee' | 'intake' | 'language' | 'level'

export interface LearningOutcome {
  /** Short name of the outcome ('Engineering knowledge'). */
  title: string
  text: string
}

export interface Programme {
  /** Lower-case route segment: /program/{slug}. */
  slug: string
  /** Short name ('CSE'). */
  code: string
  /** Full degree title ('BSc in Computer Science and Engineering'). */
  title: string
  /** The offering department's name. */
  department: string
  /** Banner subtitle. */
  tagline: string
  level: ProgrammeLevel
  /** Entry rules of this level are PROGRAMME_ENTRY_RULES[entry] (src/content/admission.ts). */
  entry: 'bachelor' | 'master'
  /** Entry lines of this programme only, after the common ones. */
  entryExtra: readonly string[]
  /** Ids of the upstream syllabus call (spec §7). */
  syllabus: { departmentId: string; programmeId: string }
  /** Which summary cards show (the MBA page has six). */
  summaryCards: readonly SummaryCardKey[]
  overview: readonly string[]
  vision: string
  mission: string
  objectives: readonly string[]
  description: readonly string[]
  peos: Five<string>
  plos: Five<LearningOutcome>
  graduateAttributes: readonly string[]
  /** Course counts by category, where the programme publishes them (CSE). */
  courseStructure?: readonly { category: string; courses: number }[]
}

/** Cards of the four-year programmes: duration, semesters, credits, total fee, intake, language, level. */
export const ALL_SUMMARY_CARDS: readonly SummaryCardKey[] = ['duration', 'semesters', 'credits', 'totalFee', 'intake', 'language', 'level']

const englishMonthName = (month: number) => new Intl.DateTimeFormat('en-GB', { month: 'long', timeZone: 'UTC' }).format(Date.UTC(2000, month - 1, 1))

/**
 * Common to every programme: the two intakes, named with the month their classes begin (src/content/intakes.ts).
 * Spec §9 says "January and July"; the circular's dates (test on 26 February) and the calendar (classes from
 * 8 March) say otherwise, so the site names the intakes as the circular does (docs/content-decisions.md).
 */
export const INTAKES = bilingual<readonly string[]>(
  SEASONS.map((season) => {
    const month = classesBeginMonth(season)
    return { en: `${SEASON_NAMES[season].en} (${englishMonthName(month)})`, bn: `${SEASON_NAMES[season].bn} (${bengaliMonthName(month)})` }
  }),
)
export const LANGUAGE_OF_INSTRUCTION = { en: 'English', bn: 'ইংরেজি' } as const

/** Assessment of every course, out of 100 (spec §9). */
export const ASSESSMENT_CRITERIA = bilingual<readonly { component: string; marks: number }[]>([
  { component: { en: 'Class test / assignment', bn: 'ক্লাস টেস্ট / অ্যাসাইনমেন্ট' }, marks: 10 },
  { component: { en: 'Attendance', bn: 'উপস্থিতি' }, marks: 10 },
  { component: { en: 'Class performance', bn: 'ক্লাসে অংশগ্রহণ' }, marks: 10 },
  { component: { en: 'Mid-term examination', bn: 'মধ্য-সেমিস্টার পরীক্ষা' }, marks: 20 },
  { component: { en: 'Final examination', bn: 'সমাপনী পরীক্ষা' }, marks: 50 },
])
