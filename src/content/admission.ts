// Admission content: the entry requirements of the bachelor and master programmes and the
// circular of an intake (src/content/intakes.ts). Typed content only; the rules are published, not
// enforced (spec §5, §9).
import type { ImportantDate, Intake } from './intakes'
import { SITE } from './site'

export type { ImportantDate }

export interface RequirementSection {
  id: 'bachelor' | 'master'
  title: string
  intro: string
  rules: readonly string[]
}

/** The rules of /admission-requirements (spec §9, bachelor and master entry). */
export const ADMISSION_REQUIREMENTS: readonly RequirementSection[] = [
  {
    id: 'bachelor',
    title: 'Bachelor Programmes',
    intro: 'Applicants to the four-year bachelor programmes (CSE, BBA, GDS, English and HTM) must meet these minimums.',
    rules: [
      'SSC and HSC (or equivalent): a combined GPA of at least 5.00 with a minimum GPA of 2.50 in each examination, or a total GPA of at least 6.00 with a minimum GPA of 2.00 in either examination.',
      'O-level and A-level: O-level in five subjects with a GPA of at least 2.50, and A-level in two subjects with a GPA of at least 2.00.',
      'Sons, daughters and grandchildren of freedom fighters: a total GPA of at least 5.00 in SSC and HSC.',
      'Background: Science at HSC or equivalent (Science or Commerce for BBA).',
      'Engineering (Computer Science and Engineering): Mathematics and Physics at HSC or equivalent, with at least grade B in each.',
      'Every applicant must sit the admission test.',
    ],
  },
  {
    id: 'master',
    title: 'Master Programmes',
    intro: 'Applicants to the Master of Business Administration (MBA) must meet these minimums.',
    rules: [
      "A bachelor's degree from a recognised university with a CGPA of at least 2.50.",
      'MBA: HSC or equivalent with a GPA of at least 2.00, or a second division.',
      'The admission test, or an IELTS score of at least 5.00, or a TOEFL score of at least 550.',
    ],
  },
]

/**
 * The entry rules the programme pages show; each programme adds its own lines. Spec §9 records two readings of the
 * SSC/HSC and O/A-level minimums (the programme pages of the original site said GPA 6.00 with 2.50 in each); the
 * site states one, /admission-requirements', on every page (docs/content-decisions.md).
 */
export const PROGRAMME_ENTRY_RULES = {
  bachelor: [
    ADMISSION_REQUIREMENTS[0]!.rules[0]!,
    ADMISSION_REQUIREMENTS[0]!.rules[1]!,
    'Sons, daughters and grandchildren of freedom fighters: a total GPA of at least 5.00 in SSC and HSC.',
    'A pass in the admission test of the university.',
  ],
  master: [
    "A bachelor's degree from a recognised university with a CGPA of at least 2.50.",
    'HSC or equivalent with a GPA of at least 2.00, or a second division.',
    'The admission test, or an IELTS score of at least 5.00, or a TOEFL score of at least 550.',
  ],
} as const

export interface TestGroup {
  group: string
  programmes: string
  parts: readonly { subject: string; marks: number }[]
}

export interface ApplicationStep {
  text: string
  link?: { label: string; href: string; external?: boolean }
}

export const ADMISSION_TEST_TOTAL_MARKS = 120

export interface Circular {
  title: string
  /** The intake's name, "Spring 2026". */
  intake: string
  intro: string
  lastDateToApply: ImportantDate
  admissionTest: ImportantDate
  /** Slugs of the programme registry, in the circular's order. */
  programmes: readonly string[]
  testTotalMarks: number
  testMarks: readonly TestGroup[]
  photo: { widthPx: number; heightPx: number }
  signature: { widthPx: number; heightPx: number }
  /** Tk. */
  applicationFee: number
  steps: readonly ApplicationStep[]
  helpline: { phones: readonly string[]; email: string }
  fullCircularUrl: string
}

/**
 * The circular of `intake` (/admission-instruction): the spec's Spring 2026 circular, with the intake's
 * name and dates. One line of that source gives the last date of application as 21 February 2024;
 * the rest of the circular says 2026, which is used.
 */
export const circularOf = (intake: Intake): Circular => ({
  title: `Admission Circular, ${intake.name}`,
  intake: intake.name,
  intro: `Applications are invited for admission to the bachelor and master programmes of the ${intake.name} semester. Read the important dates, choose your programme and apply online before the last date.`,
  lastDateToApply: intake.lastDateToApply,
  admissionTest: intake.admissionTest,
  programmes: ['cse', 'bba', 'gds', 'english', 'htm', 'mba'],
  testTotalMarks: ADMISSION_TEST_TOTAL_MARKS,
  /** Every group sits a test of 120 marks (tests check the parts add up). */
  testMarks: [
    {
      group: 'Science',
      programmes: 'CSE, BBA, GDS, English, HTM',
      parts: [
        { subject: 'English', marks: 30 },
        { subject: 'Mathematics', marks: 30 },
        { subject: 'Physics and Chemistry', marks: 30 },
        { subject: 'General Knowledge and Bangladesh Affairs', marks: 30 },
      ],
    },
    {
      // Commerce is accepted for BBA only (the bachelor background rule of /admission-requirements).
      group: 'Business Studies (Commerce)',
      programmes: 'BBA',
      parts: [
        { subject: 'English', marks: 30 },
        { subject: 'Business Mathematics', marks: 30 },
        { subject: 'Accounting and Business Organisation', marks: 30 },
        { subject: 'General Knowledge and Bangladesh Affairs', marks: 30 },
      ],
    },
    {
      group: 'Master (MBA)',
      programmes: 'MBA',
      parts: [
        { subject: 'English', marks: 40 },
        { subject: 'Quantitative and Analytical Ability', marks: 40 },
        { subject: 'Business Awareness and General Knowledge', marks: 40 },
      ],
    },
  ],
  photo: { widthPx: 250, heightPx: 300 },
  signature: { widthPx: 250, heightPx: 80 },
  applicationFee: 1000,
  steps: [
    { text: 'Open the online application page and choose the programme you want to study.', link: { label: 'Apply online', href: SITE.external.applyOnline, external: true } },
    { text: 'Fill in your personal details and your SSC and HSC (or equivalent) results; MBA applicants also give their bachelor results.' },
    { text: 'Upload a recent colour photograph of 250x300 px and your signature of 250x80 px.' },
    { text: 'Pay the application fee of Tk 1,000 by mobile payment or at the accounts office of the university.' },
    { text: 'After your payment is confirmed, download your admit card and your admission form.', link: { label: 'Download Admit Card', href: '/admit-card' } },
    { text: `Bring the admit card to the admission test on ${intake.admissionTest.text}.` },
  ],
  helpline: { phones: SITE.phones, email: SITE.email },
  fullCircularUrl: `${SITE.external.fullCircular}/${intake.name.toLowerCase().replace(' ', '-')}`,
})

/** The marks of a test group. */
export const groupTotal = (group: TestGroup) => group.parts.reduce((sum, p) => sum + p.marks, 0)
