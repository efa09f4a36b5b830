// Admission content in Bengali: the entry requirements and the circular of an intake (./intakes).
import type { ApplicationStep, Circular, PROGRAMME_ENTRY_RULES as EN_PROGRAMME_ENTRY_RULES, RequirementSection } from '../admission'
import { ADMISSION_TEST_TOTAL_MARKS } from '../admission'
import type { Widen } from './format'
import type { Intake } from './intakes'
import { SITE } from './site'

export { ADMISSION_TEST_TOTAL_MARKS, groupTotal } from '../admission'
export type { ApplicationStep, Circular, ImportantDate, RequirementSection, TestGroup } from '../admission'

export const ADMISSION_REQUIREMENTS: readonly RequirementSection[] = [
  {
    id: 'bachelor',
    title: 'স্নাতক প্রোগ্রাম',
    intro: 'চার বছর মেয়াদি স্নাতক প্রোগ্রামের (সিএসই, বিবিএ, জিডিএস, ইংরেজি ও এইচটিএম) আবেদনকারীদের নিচের ন্যূনতম যোগ্যতা থাকতে হবে।',
    rules: [
      'এসএসসি ও এইচএসসি (বা সমমান): দুই পরীক্ষা মিলিয়ে কমপক্ষে ৫.০০ জিপিএ এবং প্রতিটি পরীক্ষায় কমপক্ষে ২.৫০, অথবা মোট কমপক্ষে ৬.০০ জিপিএ এবং যেকোনো একটি পরীক্ষায় কমপক্ষে ২.০০।',
      'ও-লেভেল ও এ-লেভেল: ও-লেভেলে পাঁচটি বিষয়ে কমপক্ষে ২.৫০ জিপিএ এবং এ-লেভেলে দুটি বিষয়ে কমপক্ষে ২.০০ জিপিএ।',
      'মুক্তিযোদ্ধার পুত্র, কন্যা ও নাতি-নাতনি: এসএসসি ও এইচএসসিতে মোট কমপক্ষে ৫.০০ জিপিএ।',
      'এইচএসসি বা সমমানে বিজ্ঞান বিভাগ (বিবিএর জন্য বিজ্ঞান বা ব্যবসায় শিক্ষা বিভাগ)।',
      'প্রকৌশল (কম্পিউটার বিজ্ঞান ও প্রকৌশল): এইচএসসি বা সমমানে গণিত ও পদার্থবিজ্ঞান, প্রতিটিতে কমপক্ষে বি গ্রেড।',
      'প্রত্যেক আবেদনকারীকে ভর্তি পরীক্ষায় অংশ নিতে হবে।',
    ],
  },
  {
    id: 'master',
    title: 'স্নাতকোত্তর প্রোগ্রাম',
    intro: 'মাস্টার অব বিজনেস অ্যাডমিনিস্ট্রেশন (এমবিএ) প্রোগ্রামের আবেদনকারীদের নিচের ন্যূনতম যোগ্যতা থাকতে হবে।',
    rules: [
      'স্বীকৃত বিশ্ববিদ্যালয় থেকে কমপক্ষে ২.৫০ সিজিপিএসহ স্নাতক ডিগ্রি।',
      'এমবিএ: এইচএসসি বা সমমানে কমপক্ষে ২.০০ জিপিএ, অথবা দ্বিতীয় বিভাগ।',
      'ভর্তি পরীক্ষা, অথবা আইইএলটিএসে কমপক্ষে ৫.০০, অথবা টোফেলে কমপক্ষে ৫৫০ স্কোর।',
    ],
  },
]

/** The entry rules as the programme pages state them. */
export const PROGRAMME_ENTRY_RULES: Widen<typeof EN_PROGRAMME_ENTRY_RULES> = {
  bachelor: [
    ADMISSION_REQUIREMENTS[0]!.rules[0]!,
    ADMISSION_REQUIREMENTS[0]!.rules[1]!,
    'মুক্তিযোদ্ধার পুত্র, কন্যা ও নাতি-নাতনি: এসএসসি ও এইচএসসিতে মোট কমপক্ষে ৫.০০ জিপিএ।',
    'বিশ্ববিদ্যালয়ের ভর্তি পরীক্ষায় উত্তীর্ণ হওয়া।',
  ],
  master: [
    'স্বীকৃত বিশ্ববিদ্যালয় থেকে কমপক্ষে ২.৫০ সিজিপিএসহ স্নাতক ডিগ্রি।',
    'এইচএসসি বা সমমানে কমপক্ষে ২.০০ জিপিএ, অথবা দ্বিতীয় বিভাগ।',
    'ভর্তি পরীক্ষা, অথবা আইইএলটিএসে কমপক্ষে ৫.০০, অথবা টোফেলে কমপক্ষে ৫৫০ স্কোর।',
  ],
}

/** The circular of `intake` (./intakes), in Bengali; its address is the English circular's. */
export const circularOf = (intake: Intake): Circular => ({
  title: `ভর্তি বিজ্ঞপ্তি: ${intake.name}`,
  intake: intake.name,
  intro: `${intake.name} সেমিস্টারে স্নাতক ও স্নাতকোত্তর প্রোগ্রামে ভর্তির জন্য আবেদন আহ্বান করা হচ্ছে। গুরুত্বপূর্ণ তারিখগুলো দেখে নিন, আপনার প্রোগ্রাম বেছে নিন এবং শেষ তারিখের আগে অনলাইনে আবেদন করুন।`,
  lastDateToApply: intake.lastDateToApply,
  admissionTest: intake.admissionTest,
  programmes: ['cse', 'bba', 'gds', 'english', 'htm', 'mba'],
  testTotalMarks: ADMISSION_TEST_TOTAL_MARKS,
  testMarks: [
    {
      group: 'বিজ্ঞান',
      programmes: 'CSE, BBA, GDS, English, HTM',
      parts: [
        { subject: 'ইংরেজি', marks: 30 },
        { subject: 'গণিত', marks: 30 },
        { subject: 'পদার্থবিজ্ঞান ও রসায়ন', marks: 30 },
        { subject: 'সাধারণ জ্ঞান ও বাংলাদেশ বিষয়াবলি', marks: 30 },
      ],
    },
    {
      group: 'ব্যবসায় শিক্ষা',
      programmes: 'BBA',
      parts: [
        { subject: 'ইংরেজি', marks: 30 },
        { subject: 'ব্যবসায় গণিত', marks: 30 },
        { subject: 'হিসাববিজ্ঞান ও ব্যবসায় সংগঠন', marks: 30 },
        { subject: 'সাধারণ জ্ঞান ও বাংলাদেশ বিষয়াবলি', marks: 30 },
      ],
    },
    {
      group: 'স্নাতকোত্তর (এমবিএ)',
      programmes: 'MBA',
      parts: [
        { subject: 'ইংরেজি', marks: 40 },
        { subject: 'পরিমাণগত ও বিশ্লেষণী দক্ষতা', marks: 40 },
        { subject: 'ব্যবসায় সচেতনতা ও সাধারণ জ্ঞান', marks: 40 },
      ],
    },
  ],
  photo: { widthPx: 250, heightPx: 300 },
  signature: { widthPx: 250, heightPx: 80 },
  applicationFee: 1000,
  steps: [
    { text: 'অনলাইন আবেদনের পাতা খুলে যে প্রোগ্রামে পড়তে চান সেটি বেছে নিন।', link: { label: 'অনলাইনে আবেদন', href: SITE.external.applyOnline, external: true } },
    { text: 'আপনার ব্যক্তিগত তথ্য এবং এসএসসি ও এইচএসসি (বা সমমান) পরীক্ষার ফলাফল লিখুন; এমবিএ আবেদনকারীরা স্নাতকের ফলাফলও দেবেন।' },
    { text: '২৫০×৩০০ পিক্সেলের সাম্প্রতিক রঙিন ছবি এবং ২৫০×৮০ পিক্সেলের স্বাক্ষর আপলোড করুন।' },
    { text: 'মোবাইল ব্যাংকিংয়ের মাধ্যমে অথবা বিশ্ববিদ্যালয়ের হিসাব ও অর্থ দপ্তরে ১,০০০ টাকা আবেদন ফি পরিশোধ করুন।' },
    { text: 'পেমেন্ট নিশ্চিত হওয়ার পর আপনার প্রবেশপত্র ও ভর্তি ফরম ডাউনলোড করুন।', link: { label: 'প্রবেশপত্র ডাউনলোড', href: '/admit-card' } },
    { text: `ভর্তি পরীক্ষার দিন (${intake.admissionTest.text}) প্রবেশপত্র সঙ্গে আনুন।` },
  ] satisfies ApplicationStep[],
  helpline: { phones: SITE.phones, email: SITE.email },
  fullCircularUrl: `${SITE.external.fullCircular}/${intake.season.toLowerCase()}-${intake.year}`,
})
