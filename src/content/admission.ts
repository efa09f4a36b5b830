// Admission content: the entry requirements of the bachelor and master programmes and the
// circular of an intake (src/content/intakes.ts). Typed content only; the rules are published, not
// enforced (spec §5, §9).
import type { Locale } from '../routes/locale'
import { bilingual, pick, type Model, type Text } from './bilingual'
import { intakeModelOf, type ImportantDate, type Intake, type IntakeModel } from './intakes'
import { SITE_FACTS } from './site'

export type { ImportantDate }

export interface RequirementSection {
  id: 'bachelor' | 'master'
  title: string
  intro: string
  rules: readonly string[]
}

/** The rules of /admission-requirements (spec §9, bachelor and master entry). */
const REQUIREMENT_SECTIONS = [
  {
    id: 'bachelor',
    title: { en: 'Bachelor Programmes', bn: 'স্নাতক প্রোগ্রাম' },
    intro: {
      en: 'Applicants to the four-year bachelor programmes (CSE, BBA, GDS, English and HTM) must meet these minimums.',
      bn: 'চার বছর মেয়াদি স্নাতক প্রোগ্রামের (সিএসই, বিবিএ, জিডিএস, ইংরেজি ও এইচটিএম) আবেদনকারীদের নিচের ন্যূনতম যোগ্যতা থাকতে হবে।',
    },
    rules: [
      {
        en: 'SSC and HSC (or equivalent): a combined GPA of at least 5.00 with a minimum GPA of 2.50 in each examination, or a total GPA of at least 6.00 with a minimum GPA of 2.00 in either examination.',
        bn: 'এসএসসি ও এইচএসসি (বা সমমান): দুই পরীক্ষা মিলিয়ে কমপক্ষে ৫.০০ জিপিএ এবং প্রতিটি পরীক্ষায় কমপক্ষে ২.৫০, অথবা মোট কমপক্ষে ৬.০০ জিপিএ এবং যেকোনো একটি পরীক্ষায় কমপক্ষে ২.০০।',
      },
      {
        en: 'O-level and A-level: O-level in five subjects with a GPA of at least 2.50, and A-level in two subjects with a GPA of at least 2.00.',
        bn: 'ও-লেভেল ও এ-লেভেল: ও-লেভেলে পাঁচটি বিষয়ে কমপক্ষে ২.৫০ জিপিএ এবং এ-লেভেলে দুটি বিষয়ে কমপক্ষে ২.০০ জিপিএ।',
      },
      {
        en: 'Sons, daughters and grandchildren of freedom fighters: a total GPA of at least 5.00 in SSC and HSC.',
        bn: 'মুক্তিযোদ্ধার পুত্র, কন্যা ও নাতি-নাতনি: এসএসসি ও এইচএসসিতে মোট কমপক্ষে ৫.০০ জিপিএ।',
      },
      {
        en: 'Background: Science at HSC or equivalent (Science or Commerce for BBA).',
        bn: 'এইচএসসি বা সমমানে বিজ্ঞান বিভাগ (বিবিএর জন্য বিজ্ঞান বা ব্যবসায় শিক্ষা বিভাগ)।',
      },
      {
        en: 'Engineering (Computer Science and Engineering): Mathematics and Physics at HSC or equivalent, with at least grade B in each.',
        bn: 'প্রকৌশল (কম্পিউটার বিজ্ঞান ও প্রকৌশল): এইচএসসি বা সমমানে গণিত ও পদার্থবিজ্ঞান, প্রতিটিতে কমপক্ষে বি গ্রেড।',
      },
      { en: 'Every applicant must sit the admission test.', bn: 'প্রত্যেক আবেদনকারীকে ভর্তি পরীক্ষায় অংশ নিতে হবে।' },
    ],
  },
  {
    id: 'master',
    title: { en: 'Master Programmes', bn: 'স্নাতকোত্তর প্রোগ্রাম' },
    intro: {
      en: 'Applicants to the Master of Business Administration (MBA) must meet these minimums.',
      bn: 'মাস্টার অব বিজনেস অ্যাডমিনিস্ট্রেশন (এমবিএ) প্রোগ্রামের আবেদনকারীদের নিচের ন্যূনতম যোগ্যতা থাকতে হবে।',
    },
    rules: [
      {
        en: 'A bachelor\'s degree from a recognised university with a CGPA of at least 2.50.',
        bn: 'স্বীকৃত বিশ্ববিদ্যালয় থেকে কমপক্ষে ২.৫০ সিজিপিএসহ স্নাতক ডিগ্রি।',
      },
      {
        en: 'MBA: HSC or equivalent with a GPA of at least 2.00, or a second division.',
        bn: 'এমবিএ: এইচএসসি বা সমমানে কমপক্ষে ২.০০ জিপিএ, অথবা দ্বিতীয় বিভাগ।',
      },
      {
        en: 'The admission test, or an IELTS score of at least 5.00, or a TOEFL score of at least 550.',
        bn: 'ভর্তি পরীক্ষা, অথবা আইইএলটিএসে কমপক্ষে ৫.০০, অথবা টোফেলে কমপক্ষে ৫৫০ স্কোর।',
      },
    ],
  },
] as const satisfies Model<readonly RequirementSection[]>

export const ADMISSION_REQUIREMENTS = bilingual<readonly RequirementSection[]>(REQUIREMENT_SECTIONS)

/**
 * The entry rules the programme pages show; each programme adds its own lines. Spec §9 records two readings of the
 * SSC/HSC and O/A-level minimums (the programme pages of the original site said GPA 6.00 with 2.50 in each); the
 * site states one, /admission-requirements', on every page (docs/content-decisions.md).
 */
export const PROGRAMME_ENTRY_RULES = bilingual<Record<'bachelor' | 'master', readonly string[]>>({
  bachelor: [
    REQUIREMENT_SECTIONS[0].rules[0],
    REQUIREMENT_SECTIONS[0].rules[1],
    {
      en: 'Sons, daughters and grandchildren of freedom fighters: a total GPA of at least 5.00 in SSC and HSC.',
      bn: 'মুক্তিযোদ্ধার পুত্র, কন্যা ও নাতি-নাতনি: এসএসসি ও এইচএসসিতে মোট কমপক্ষে ৫.০০ জিপিএ।',
    },
    { en: 'A pass in the admission test of the university.', bn: 'বিশ্ববিদ্যালয়ের ভর্তি পরীক্ষায় উত্তীর্ণ হওয়া।' },
  ],
  master: [
    {
      en: 'A bachelor\'s degree from a recognised university with a CGPA of at least 2.50.',
      bn: 'স্বীকৃত বিশ্ববিদ্যালয় থেকে কমপক্ষে ২.৫০ সিজিপিএসহ স্নাতক ডিগ্রি।',
    },
    {
      en: 'HSC or equivalent with a GPA of at least 2.00, or a second division.',
      bn: 'এইচএসসি বা সমমানে কমপক্ষে ২.০০ জিপিএ, অথবা দ্বিতীয় বিভাগ।',
    },
    {
      en: 'The admission test, or an IELTS score of at least 5.00, or a TOEFL score of at least 550.',
      bn: 'ভর্তি পরীক্ষা, অথবা আইইএলটিএসে কমপক্ষে ৫.০০, অথবা টোফেলে কমপক্ষে ৫৫০ স্কোর।',
    },
  ],
})

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

/** The application fee (Tk). */
export const APPLICATION_FEE = 1000

const ENGLISH: Text = { en: 'English', bn: 'ইংরেজি' }
const GENERAL_KNOWLEDGE: Text = { en: 'General Knowledge and Bangladesh Affairs', bn: 'সাধারণ জ্ঞান ও বাংলাদেশ বিষয়াবলি' }

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
export const circularOf = (of: Pick<Intake, 'season' | 'year'>, locale: Locale): Circular => pick<Circular>(circularModelOf(intakeModelOf(of.season, of.year)), locale)

/** The circular of `intake` in both languages. */
export const circularModelOf = (intake: IntakeModel): Model<Circular> => ({
  title: { en: `Admission Circular, ${intake.name.en}`, bn: `ভর্তি বিজ্ঞপ্তি: ${intake.name.bn}` },
  intake: intake.name,
  intro: {
    en: `Applications are invited for admission to the bachelor and master programmes of the ${intake.name.en} semester. Read the important dates, choose your programme and apply online before the last date.`,
    bn: `${intake.name.bn} সেমিস্টারে স্নাতক ও স্নাতকোত্তর প্রোগ্রামে ভর্তির জন্য আবেদন আহ্বান করা হচ্ছে। গুরুত্বপূর্ণ তারিখগুলো দেখে নিন, আপনার প্রোগ্রাম বেছে নিন এবং শেষ তারিখের আগে অনলাইনে আবেদন করুন।`,
  },
  lastDateToApply: intake.lastDateToApply,
  admissionTest: intake.admissionTest,
  programmes: ['cse', 'bba', 'gds', 'english', 'htm', 'mba'],
  testTotalMarks: ADMISSION_TEST_TOTAL_MARKS,
  /** Every group sits a test of 120 marks (tests check the parts add up). */
  testMarks: [
    {
      group: { en: 'Science', bn: 'বিজ্ঞান' },
      programmes: 'CSE, BBA, GDS, English, HTM',
      parts: [
        { subject: ENGLISH, marks: 30 },
        { subject: { en: 'Mathematics', bn: 'গণিত' }, marks: 30 },
        { subject: { en: 'Physics and Chemistry', bn: 'পদার্থবিজ্ঞান ও রসায়ন' }, marks: 30 },
        { subject: GENERAL_KNOWLEDGE, marks: 30 },
      ],
    },
    {
      // Commerce is accepted for BBA only (the bachelor background rule of /admission-requirements).
      group: { en: 'Business Studies (Commerce)', bn: 'ব্যবসায় শিক্ষা' },
      programmes: 'BBA',
      parts: [
        { subject: ENGLISH, marks: 30 },
        { subject: { en: 'Business Mathematics', bn: 'ব্যবসায় গণিত' }, marks: 30 },
        { subject: { en: 'Accounting and Business Organisation', bn: 'হিসাববিজ্ঞান ও ব্যবসায় সংগঠন' }, marks: 30 },
        { subject: GENERAL_KNOWLEDGE, marks: 30 },
      ],
    },
    {
      group: { en: 'Master (MBA)', bn: 'স্নাতকোত্তর (এমবিএ)' },
      programmes: 'MBA',
      parts: [
        { subject: ENGLISH, marks: 40 },
        { subject: { en: 'Quantitative and Analytical Ability', bn: 'পরিমাণগত ও বিশ্লেষণী দক্ষতা' }, marks: 40 },
        { subject: { en: 'Business Awareness and General Knowledge', bn: 'ব্যবসায় সচেতনতা ও সাধারণ জ্ঞান' }, marks: 40 },
      ],
    },
  ],
  photo: { widthPx: 250, heightPx: 300 },
  signature: { widthPx: 250, heightPx: 80 },
  applicationFee: APPLICATION_FEE,
  steps: [
    {
      text: { en: 'Open the online application page and choose the programme you want to study.', bn: 'অনলাইন আবেদনের পাতা খুলে যে প্রোগ্রামে পড়তে চান সেটি বেছে নিন।' },
      link: { label: { en: 'Apply online', bn: 'অনলাইনে আবেদন' }, href: SITE_FACTS.external.applyOnline, external: true },
    },
    {
      text: {
        en: 'Fill in your personal details and your SSC and HSC (or equivalent) results; MBA applicants also give their bachelor results.',
        bn: 'আপনার ব্যক্তিগত তথ্য এবং এসএসসি ও এইচএসসি (বা সমমান) পরীক্ষার ফলাফল লিখুন; এমবিএ আবেদনকারীরা স্নাতকের ফলাফলও দেবেন।',
      },
    },
    {
      text: {
        en: 'Upload a recent colour photograph of 250x300 px and your signature of 250x80 px.',
        bn: '২৫০×৩০০ পিক্সেলের সাম্প্রতিক রঙিন ছবি এবং ২৫০×৮০ পিক্সেলের স্বাক্ষর আপলোড করুন।',
      },
    },
    {
      text: {
        en: 'Pay the application fee of Tk 1,000 by mobile payment or at the accounts office of the university.',
        bn: 'মোবাইল ব্যাংকিংয়ের মাধ্যমে অথবা বিশ্ববিদ্যালয়ের হিসাব ও অর্থ দপ্তরে ১,০০০ টাকা আবেদন ফি পরিশোধ করুন।',
      },
    },
    {
      text: {
        en: 'After your payment is confirmed, download your admit card and your admission form.',
        bn: 'পেমেন্ট নিশ্চিত হওয়ার পর আপনার প্রবেশপত্র ও ভর্তি ফরম ডাউনলোড করুন।',
      },
      link: { label: { en: 'Download Admit Card', bn: 'প্রবেশপত্র ডাউনলোড' }, href: '/admit-card' },
    },
    {
      text: {
        en: `Bring the admit card to the admission test on ${intake.admissionTest.text.en}.`,
        bn: `ভর্তি পরীক্ষার দিন (${intake.admissionTest.text.bn}) প্রবেশপত্র সঙ্গে আনুন।`,
      },
    },
  ],
  helpline: { phones: SITE_FACTS.phones, email: SITE_FACTS.email },
  fullCircularUrl: `${SITE_FACTS.external.fullCircular}/${intake.season.toLowerCase()}-${intake.year}`,
})

/** The marks of a test group. */
export const groupTotal = (group: TestGroup) => group.parts.reduce((sum, p) => sum + p.marks, 0)
