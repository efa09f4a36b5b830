// Hard-coded content of the home page: about teaser, admission panel, limits; the programme cards'
// shape (their content is the programme registry's, src/content/programmes).
import { bilingual } from './bilingual'
import type { NavLink } from './navigation'
import type { Programme } from './programmes'
import { INTAKES } from './programmes/types'
import { SITE_NAME, SITE_FACTS } from './site'

/**
 * How many items of each upstream list the home page shows (site spec §9). The news carousel's strip holds
 * every card in the HTML (it scrolls without JavaScript), so its length is bounded here; the rest is on /all-news.
 */
export const HOME_LIMITS = { notices: 7, events: 2, videos: 5, news: 12 } as const

/** A programme card of the home page (built from the programme registry by the home page's +data). */
export interface ProgrammeCard {
  code: string
  name: string
  level: Programme['level']
  /** "4 years, 8 semesters", from the fee table. */
  duration: string
  summary: string
  href: string
}

export interface AboutTeaser {
  heading: string
  paragraphs: readonly string[]
  link: NavLink
}

export interface AdmissionPanel {
  heading: string
  intro: string
  links: readonly NavLink[]
  applyOnline: NavLink
}

export const ABOUT_TEASER = bilingual<AboutTeaser>({
  heading: { en: `About ${SITE_NAME.en}`, bn: `${SITE_NAME.bn} পরিচিতি` },
  paragraphs: [
    {
      en: `${SITE_NAME.en} was established on 7 February 2019 as the first public-private-partnership university of the hill district.`,
      bn: `${SITE_NAME.bn} ২০১৯ সালের ৭ ফেব্রুয়ারি পার্বত্য জেলার প্রথম সরকারি-বেসরকারি অংশীদারিত্বের বিশ্ববিদ্যালয় হিসেবে প্রতিষ্ঠিত হয়।`,
    },
    {
      en: 'Its three schools teach bachelor programmes in science, business, the arts and social sciences, and a master programme in business administration, to students from the hills and from all over Bangladesh.',
      bn: 'বিশ্ববিদ্যালয়ের তিনটি অনুষদে পার্বত্য অঞ্চল ও সারা দেশের শিক্ষার্থীরা বিজ্ঞান, ব্যবসায়, কলা ও সামাজিক বিজ্ঞানে স্নাতক এবং ব্যবসায় প্রশাসনে স্নাতকোত্তর পর্যায়ে পড়াশোনা করছেন।',
    },
  ],
  link: { label: { en: `More about ${SITE_NAME.en}`, bn: `${SITE_NAME.bn} সম্পর্কে আরও` }, href: '/about' },
})

export const ADMISSION_PANEL = bilingual<AdmissionPanel>({
  heading: { en: 'Admission', bn: 'ভর্তি' },
  intro: {
    en: `Admission is open twice a year, for the ${INTAKES.in('en').join(' and ')} semesters.`,
    bn: `বছরে দুবার, ${INTAKES.in('bn').join(' ও ')} সেমিস্টারে ভর্তি চলে।`,
  },
  links: [
    { label: { en: 'Admission Advertisements', bn: 'ভর্তি বিজ্ঞাপন' }, href: '/admission-advertisements' },
    { label: { en: 'Admission Requirements', bn: 'ভর্তির যোগ্যতা' }, href: '/admission-requirements' },
    { label: { en: 'Admission Circular', bn: 'ভর্তি বিজ্ঞপ্তি' }, href: '/admission-instruction' },
    { label: { en: 'Admission Form', bn: 'ভর্তি ফরম' }, href: '/admission-form' },
    { label: { en: 'Admit Card', bn: 'প্রবেশপত্র' }, href: '/admit-card' },
    { label: { en: 'Offer Letter', bn: 'ভর্তির প্রস্তাবপত্র' }, href: '/offer-letter' },
  ],
  applyOnline: { label: { en: 'Apply Online', bn: 'অনলাইনে আবেদন' }, href: SITE_FACTS.external.applyOnline, external: true },
})
