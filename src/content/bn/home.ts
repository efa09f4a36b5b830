// The home page's written content in Bengali: about teaser and admission panel.
import type { ABOUT_TEASER as EN_ABOUT_TEASER, ADMISSION_PANEL as EN_ADMISSION_PANEL } from '../home'
import type { Widen } from './format'
import { INTAKES } from './programmes/types'
import { SITE } from './site'

export { HOME_LIMITS, type ProgrammeCard } from '../home'

export const ABOUT_TEASER: Widen<typeof EN_ABOUT_TEASER> = {
  heading: `${SITE.name} পরিচিতি`,
  paragraphs: [
    `${SITE.name} ২০১৯ সালের ৭ ফেব্রুয়ারি পার্বত্য জেলার প্রথম সরকারি-বেসরকারি অংশীদারিত্বের বিশ্ববিদ্যালয় হিসেবে প্রতিষ্ঠিত হয়।`,
    'বিশ্ববিদ্যালয়ের তিনটি অনুষদে পার্বত্য অঞ্চল ও সারা দেশের শিক্ষার্থীরা বিজ্ঞান, ব্যবসায়, কলা ও সামাজিক বিজ্ঞানে স্নাতক এবং ব্যবসায় প্রশাসনে স্নাতকোত্তর পর্যায়ে পড়াশোনা করছেন।',
  ],
  link: { label: `${SITE.name} সম্পর্কে আরও`, href: '/about' },
}

export const ADMISSION_PANEL: Widen<typeof EN_ADMISSION_PANEL> = {
  heading: 'ভর্তি',
  intro: `বছরে দুবার, ${INTAKES.join(' ও ')} সেমিস্টারে ভর্তি চলে।`,
  links: [
    { label: 'ভর্তি বিজ্ঞাপন', href: '/admission-advertisements' },
    { label: 'ভর্তির যোগ্যতা', href: '/admission-requirements' },
    { label: 'ভর্তি বিজ্ঞপ্তি', href: '/admission-instruction' },
    { label: 'ভর্তি ফরম', href: '/admission-form' },
    { label: 'প্রবেশপত্র', href: '/admit-card' },
    { label: 'ভর্তির প্রস্তাবপত্র', href: '/offer-letter' },
  ],
  applyOnline: { label: 'অনলাইনে আবেদন', href: SITE.external.applyOnline, external: true },
}
