// /forms-downloads: the applicant forms and downloadable documents. Linked from the About menu;
// the spec has no screen for it, so it gathers what the site already offers. Every link leads to
// a page of this site or to an address in SITE_FACTS.external: none is dead.
import { bilingual } from './bilingual'
import { SITE_NAME, SITE_FACTS } from './site'
import type { StaticPageContent } from './types'

export const FORMS_DOWNLOADS = bilingual<StaticPageContent>({
  title: { en: 'Forms and Downloads', bn: 'ফরম ও ডাউনলোড' },
  subtitle: { en: 'Applicant forms, circulars and documents', bn: 'আবেদনকারীর ফরম, বিজ্ঞপ্তি ও নথি' },
  description: {
    en: `Application forms, admit cards, offer letters, the admission circular and the fee structure of ${SITE_NAME.en}.`,
    bn: `${SITE_NAME.bn}ের আবেদন ফরম, প্রবেশপত্র, প্রস্তাবপত্র, ভর্তি বিজ্ঞপ্তি এবং টিউশন ফি ও খরচ।`,
  },
  blocks: [
    {
      kind: 'links',
      heading: { en: 'Applicant Forms', bn: 'আবেদনকারীর ফরম' },
      intro: {
        en: 'Apply online, then download your documents with the mobile number and verification code you received when you applied.',
        bn: 'অনলাইনে আবেদন করুন, তারপর আবেদনে দেওয়া মোবাইল নম্বর ও আবেদন ফি পরিশোধের পর পাওয়া পাসওয়ার্ড দিয়ে আপনার নথি ডাউনলোড করুন।',
      },
      links: [
        {
          label: { en: 'Apply Online', bn: 'অনলাইনে আবেদন' },
          href: SITE_FACTS.external.applyOnline,
          external: true,
          format: 'Online',
          description: { en: 'The online application for the current admission.', bn: 'চলতি ভর্তির অনলাইন আবেদন।' },
        },
        {
          label: { en: 'Admission Form', bn: 'ভর্তি ফরম' },
          href: '/admission-form',
          format: 'Page',
          description: {
            en: 'A page where you download your completed admission form (PDF) with your mobile number.',
            bn: 'মোবাইল নম্বর দিয়ে আপনার পূরণ করা ভর্তি ফরম (পিডিএফ) ডাউনলোডের পাতা।',
          },
        },
        {
          label: { en: 'Admit Card', bn: 'প্রবেশপত্র' },
          href: '/admit-card',
          format: 'Page',
          description: {
            en: 'A page where you download your admit card (PDF) for the admission test.',
            bn: 'ভর্তি পরীক্ষার প্রবেশপত্র (পিডিএফ) ডাউনলোডের পাতা।',
          },
        },
        {
          label: { en: 'Offer Letter', bn: 'ভর্তির প্রস্তাবপত্র' },
          href: '/offer-letter',
          format: 'Page',
          description: {
            en: 'A page where you download your offer letter (PDF) after selection.',
            bn: 'নির্বাচিত হওয়ার পর প্রস্তাবপত্র (পিডিএফ) ডাউনলোডের পাতা।',
          },
        },
      ],
    },
    {
      kind: 'links',
      heading: { en: 'Admission Documents', bn: 'ভর্তির নথি' },
      links: [
        {
          label: { en: 'Full Admission Circular', bn: 'পূর্ণাঙ্গ ভর্তি বিজ্ঞপ্তি (পিডিএফ)' },
          href: SITE_FACTS.external.fullCircular,
          external: true,
          format: 'PDF',
          description: { en: 'The complete circular of the current admission.', bn: 'চলতি ভর্তির পূর্ণাঙ্গ বিজ্ঞপ্তি।' },
        },
        {
          label: { en: 'Admission Circular', bn: 'ভর্তি বিজ্ঞপ্তি' },
          href: '/admission-instruction',
          format: 'Page',
          description: { en: 'Dates, eligibility and instructions for applicants.', bn: 'আবেদনকারীদের জন্য তারিখ, যোগ্যতা ও নির্দেশনা।' },
        },
        {
          label: { en: 'Admission Advertisements', bn: 'ভর্তি বিজ্ঞাপন' },
          href: '/admission-advertisements',
          format: 'Page',
          description: {
            en: 'Published advertisements of the bachelor and master admissions.',
            bn: 'স্নাতক ও স্নাতকোত্তর ভর্তির প্রকাশিত বিজ্ঞাপন।',
          },
        },
        {
          label: { en: 'Fee Structure', bn: 'টিউশন ফি ও খরচ' },
          href: '/fees',
          format: 'Page',
          description: { en: 'Tuition and other fees of every programme.', bn: 'প্রতিটি প্রোগ্রামের টিউশন ও অন্যান্য ফি।' },
        },
        {
          label: { en: 'Admission Requirements', bn: 'ভর্তির যোগ্যতা' },
          href: '/admission-requirements',
          format: 'Page',
          description: {
            en: 'Minimum results for the bachelor and master programmes.',
            bn: 'স্নাতক ও স্নাতকোত্তর প্রোগ্রামে ভর্তির ন্যূনতম ফলাফল।',
          },
        },
      ],
    },
    {
      kind: 'links',
      heading: { en: 'Other Documents', bn: 'অন্যান্য নথি' },
      links: [
        {
          label: { en: 'Academic Calendar', bn: 'একাডেমিক ক্যালেন্ডার' },
          href: '/academic-calendar',
          format: 'Page',
          description: { en: 'Semester dates and examination schedules.', bn: 'সেমিস্টারের তারিখ ও পরীক্ষার সময়সূচি।' },
        },
        {
          label: { en: 'Job Advertisements', bn: 'নিয়োগ বিজ্ঞপ্তি' },
          href: '/career',
          format: 'Page',
          description: { en: 'Current openings, each with its advertisement to download.', bn: 'চলতি নিয়োগ, প্রতিটির বিজ্ঞপ্তি ডাউনলোডসহ।' },
        },
        {
          label: { en: 'Notices', bn: 'নোটিশ' },
          href: '/all-notice',
          format: 'Page',
          description: { en: 'Official notices with their attachments.', bn: 'সংযুক্তিসহ দাপ্তরিক নোটিশ।' },
        },
      ],
    },
  ],
})
