// /bn/forms-downloads: the applicant forms and downloadable documents in Bengali.
import type { StaticPageContent } from '../types'
import { SITE } from './site'

export const FORMS_DOWNLOADS: StaticPageContent = {
  title: 'ফরম ও ডাউনলোড',
  subtitle: 'আবেদনকারীর ফরম, বিজ্ঞপ্তি ও নথি',
  description: `${SITE.name}ের আবেদন ফরম, প্রবেশপত্র, প্রস্তাবপত্র, ভর্তি বিজ্ঞপ্তি এবং টিউশন ফি ও খরচ।`,
  blocks: [
    {
      kind: 'links',
      heading: 'আবেদনকারীর ফরম',
      intro: 'অনলাইনে আবেদন করুন, তারপর আবেদনে দেওয়া মোবাইল নম্বর ও আবেদন ফি পরিশোধের পর পাওয়া পাসওয়ার্ড দিয়ে আপনার নথি ডাউনলোড করুন।',
      links: [
        { label: 'অনলাইনে আবেদন', href: SITE.external.applyOnline, external: true, format: 'Online', description: 'চলতি ভর্তির অনলাইন আবেদন।' },
        { label: 'ভর্তি ফরম', href: '/admission-form', format: 'Page', description: 'মোবাইল নম্বর দিয়ে আপনার পূরণ করা ভর্তি ফরম (পিডিএফ) ডাউনলোডের পাতা।' },
        { label: 'প্রবেশপত্র', href: '/admit-card', format: 'Page', description: 'ভর্তি পরীক্ষার প্রবেশপত্র (পিডিএফ) ডাউনলোডের পাতা।' },
        { label: 'ভর্তির প্রস্তাবপত্র', href: '/offer-letter', format: 'Page', description: 'নির্বাচিত হওয়ার পর প্রস্তাবপত্র (পিডিএফ) ডাউনলোডের পাতা।' },
      ],
    },
    {
      kind: 'links',
      heading: 'ভর্তির নথি',
      links: [
        { label: 'পূর্ণাঙ্গ ভর্তি বিজ্ঞপ্তি (পিডিএফ)', href: SITE.external.fullCircular, external: true, format: 'PDF', description: 'চলতি ভর্তির পূর্ণাঙ্গ বিজ্ঞপ্তি।' },
        { label: 'ভর্তি বিজ্ঞপ্তি', href: '/admission-instruction', format: 'Page', description: 'আবেদনকারীদের জন্য তারিখ, যোগ্যতা ও নির্দেশনা।' },
        { label: 'ভর্তি বিজ্ঞাপন', href: '/admission-advertisements', format: 'Page', description: 'স্নাতক ও স্নাতকোত্তর ভর্তির প্রকাশিত বিজ্ঞাপন।' },
        { label: 'টিউশন ফি ও খরচ', href: '/fees', format: 'Page', description: 'প্রতিটি প্রোগ্রামের টিউশন ও অন্যান্য ফি।' },
        { label: 'ভর্তির যোগ্যতা', href: '/admission-requirements', format: 'Page', description: 'স্নাতক ও স্নাতকোত্তর প্রোগ্রামে ভর্তির ন্যূনতম ফলাফল।' },
      ],
    },
    {
      kind: 'links',
      heading: 'অন্যান্য নথি',
      links: [
        { label: 'একাডেমিক ক্যালেন্ডার', href: '/academic-calendar', format: 'Page', description: 'সেমিস্টারের তারিখ ও পরীক্ষার সময়সূচি।' },
        { label: 'নিয়োগ বিজ্ঞপ্তি', href: '/career', format: 'Page', description: 'চলতি নিয়োগ, প্রতিটির বিজ্ঞপ্তি ডাউনলোডসহ।' },
        { label: 'নোটিশ', href: '/all-notice', format: 'Page', description: 'সংযুক্তিসহ দাপ্তরিক নোটিশ।' },
      ],
    },
  ],
}
