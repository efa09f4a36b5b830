// The navigation bar's menus: each a set of columns (desktop mega-menu) of links.
import { bilingual } from './bilingual'
import { SITE_FACTS } from './site'
import type { Locale } from '../routes/locale'

export interface NavLink {
  label: string
  href: string
  external?: boolean
  /** A shortcut to a page that belongs to another menu (it does not make this menu current). */
  shortcut?: boolean
}

export interface NavColumn {
  heading: string
  links: NavLink[]
}

export interface NavMenu {
  /** The menu's id in both languages: its panel is `#menu-<id>`. */
  id: string
  label: string
  columns: [NavColumn, NavColumn, NavColumn]
}

export const NAV_MENUS = bilingual<NavMenu[]>([
  {
    id: 'about',
    label: { en: 'About', bn: 'পরিচিতি' },
    columns: [
      {
        heading: { en: 'The University', bn: 'বিশ্ববিদ্যালয়' },
        links: [
          { label: { en: 'About Us', bn: 'আমাদের কথা' }, href: '/about' },
          { label: { en: 'Mission & Vision', bn: 'রূপকল্প ও অভিলক্ষ্য' }, href: '/mission-vision' },
          { label: { en: 'At a Glance', bn: 'এক নজরে' }, href: '/at-a-glance' },
          { label: { en: 'Achievements', bn: 'অর্জন' }, href: '/achievements' },
        ],
      },
      {
        heading: { en: 'Messages', bn: 'বাণী' },
        links: [
          { label: { en: 'Vice Chancellor', bn: 'উপাচার্য' }, href: '/vc', shortcut: true },
          { label: { en: 'Pro-Vice Chancellor', bn: 'উপ-উপাচার্য' }, href: '/provc', shortcut: true },
          { label: { en: 'Treasurer', bn: 'কোষাধ্যক্ষ' }, href: '/treasurer', shortcut: true },
          { label: { en: 'Registrar', bn: 'রেজিস্ট্রার' }, href: '/registrar', shortcut: true },
        ],
      },
      {
        heading: { en: 'Activities', bn: 'কার্যক্রম' },
        links: [
          { label: { en: 'Notices', bn: 'নোটিশ' }, href: '/all-notice' },
          { label: { en: 'News', bn: 'সংবাদ' }, href: '/all-news' },
          { label: { en: 'Events', bn: 'অনুষ্ঠান' }, href: '/all-events' },
          { label: { en: 'Forms & Downloads', bn: 'ফরম ও ডাউনলোড' }, href: '/forms-downloads' },
          { label: { en: 'FAQ', bn: 'সচরাচর জিজ্ঞাসা' }, href: '/faq' },
          { label: { en: 'Academic Calendar', bn: 'একাডেমিক ক্যালেন্ডার' }, href: '/academic-calendar' },
        ],
      },
    ],
  },
  {
    id: 'administration',
    label: { en: 'Administration', bn: 'প্রশাসন' },
    columns: [
      {
        heading: { en: 'Officials', bn: 'কর্মকর্তাবৃন্দ' },
        links: [
          { label: { en: 'Vice Chancellor', bn: 'উপাচার্য' }, href: '/vc' },
          { label: { en: 'Pro-Vice Chancellor', bn: 'উপ-উপাচার্য' }, href: '/provc' },
          { label: { en: 'Treasurer', bn: 'কোষাধ্যক্ষ' }, href: '/treasurer' },
          { label: { en: 'Registrar', bn: 'রেজিস্ট্রার' }, href: '/registrar' },
          { label: { en: 'Librarian', bn: 'গ্রন্থাগারিক' }, href: '/librarian' },
        ],
      },
      {
        heading: { en: 'Academic Bodies', bn: 'একাডেমিক পর্ষদ' },
        links: [
          { label: { en: 'Controller of Examinations', bn: 'পরীক্ষা নিয়ন্ত্রক' }, href: '/coe' },
          { label: { en: 'Deans of Schools', bn: 'অনুষদের ডিনবৃন্দ' }, href: '/deans' },
          { label: { en: 'Proctorial Body', bn: 'প্রক্টরিয়াল বডি' }, href: '/proctor' },
          { label: { en: 'Syndicate', bn: 'সিন্ডিকেট' }, href: '/syndicate' },
          { label: { en: 'Academic Council', bn: 'একাডেমিক কাউন্সিল' }, href: '/academic-council' },
        ],
      },
      {
        heading: { en: 'Divisions & Offices', bn: 'দপ্তর ও সেল' },
        links: [
          { label: { en: 'Admission and Information Division', bn: 'ভর্তি ও তথ্য দপ্তর' }, href: '/admission-division' },
          { label: { en: 'Accounts and Finance Division', bn: 'হিসাব ও অর্থ দপ্তর' }, href: '/acfd' },
          { label: { en: 'Information Technology Division', bn: 'তথ্যপ্রযুক্তি দপ্তর' }, href: '/itd' },
          { label: { en: 'Public Relations and Publication', bn: 'জনসংযোগ ও প্রকাশনা' }, href: '/pro' },
          { label: { en: 'IQAC', bn: 'আইকিউএসি' }, href: '/iqac' },
          { label: { en: 'Transport Office', bn: 'পরিবহন দপ্তর' }, href: '/transport-office' },
          { label: { en: 'Audit Cell', bn: 'অডিট সেল' }, href: '/audit-cell' },
          { label: { en: 'Security Office', bn: 'নিরাপত্তা দপ্তর' }, href: '/security-office' },
        ],
      },
    ],
  },
  {
    id: 'admission',
    label: { en: 'Admission', bn: 'ভর্তি' },
    columns: [
      {
        heading: { en: 'Information', bn: 'তথ্য' },
        links: [
          { label: { en: 'Programmes', bn: 'প্রোগ্রামসমূহ' }, href: '/programs' },
          { label: { en: 'Admission Requirements', bn: 'ভর্তির যোগ্যতা' }, href: '/admission-requirements' },
          { label: { en: 'Admission Advertisements', bn: 'ভর্তি বিজ্ঞাপন' }, href: '/admission-advertisements' },
          { label: { en: 'Admission Circular', bn: 'ভর্তি বিজ্ঞপ্তি' }, href: '/admission-instruction' },
          { label: { en: 'Admission Test', bn: 'ভর্তি পরীক্ষা' }, href: '/admission-test' },
        ],
      },
      {
        heading: { en: 'Apply & Download', bn: 'আবেদন ও ডাউনলোড' },
        links: [
          { label: { en: 'Apply Online', bn: 'অনলাইনে আবেদন' }, href: '/apply-online' },
          { label: { en: 'Admission Form', bn: 'ভর্তি ফরম' }, href: '/admission-form' },
          { label: { en: 'Admit Card', bn: 'প্রবেশপত্র' }, href: '/admit-card' },
          { label: { en: 'Admission Result', bn: 'ভর্তি পরীক্ষার ফলাফল' }, href: '/admission-result' },
          { label: { en: 'Offer Letter', bn: 'ভর্তির প্রস্তাবপত্র' }, href: '/offer-letter' },
        ],
      },
      {
        heading: { en: 'Costs', bn: 'খরচ' },
        links: [
          { label: { en: 'Fees', bn: 'টিউশন ফি ও খরচ' }, href: '/fees' },
          { label: { en: 'Financial Aid', bn: 'আর্থিক সহায়তা' }, href: '/financial-aid' },
        ],
      },
    ],
  },
  {
    id: 'schools',
    label: { en: 'Schools', bn: 'অনুষদ ও বিভাগ' },
    columns: [
      {
        heading: { en: 'School of Science and Engineering', bn: 'বিজ্ঞান ও প্রকৌশল অনুষদ' },
        links: [{ label: { en: 'Computer Science and Engineering', bn: 'কম্পিউটার বিজ্ঞান ও প্রকৌশল' }, href: '/cse' }],
      },
      {
        heading: { en: 'School of Business', bn: 'ব্যবসায় অনুষদ' },
        links: [
          { label: { en: 'Business Administration', bn: 'ব্যবসায় প্রশাসন' }, href: '/dba' },
          { label: { en: 'Hospitality and Tourism Management', bn: 'হসপিটালিটি ও ট্যুরিজম ম্যানেজমেন্ট' }, href: '/htm' },
        ],
      },
      {
        heading: { en: 'School of Arts, Social Sciences and Law', bn: 'কলা, সামাজিক বিজ্ঞান ও আইন অনুষদ' },
        links: [
          { label: { en: 'Governance and Development Studies', bn: 'গভর্ন্যান্স ও উন্নয়ন অধ্যয়ন' }, href: '/gds' },
          { label: { en: 'English', bn: 'ইংরেজি' }, href: '/eng' },
          { label: { en: 'Law', bn: 'আইন' }, href: '/law' },
        ],
      },
    ],
  },
])

/** The one menu a page belongs to (marked current in the bar), or null. */
export function currentMenuOf(path: string, locale: Locale): NavMenu | null {
  return NAV_MENUS.in(locale).find((menu) => menu.columns.some((c) => c.links.some((l) => l.href === path && !l.shortcut))) ?? null
}

export const QUICK_LINKS = bilingual<NavLink[]>([
  { label: { en: 'Library', bn: 'গ্রন্থাগার' }, href: SITE_FACTS.external.library, external: true },
  { label: { en: 'University Repository', bn: 'বিশ্ববিদ্যালয় রিপোজিটরি' }, href: SITE_FACTS.external.repository, external: true },
  { label: { en: 'HR', bn: 'মানবসম্পদ' }, href: SITE_FACTS.external.hr, external: true },
  { label: { en: 'Alumni', bn: 'প্রাক্তন শিক্ষার্থী' }, href: '/alumni' },
])

export const TOP_BAR_LINKS = bilingual<NavLink[]>([
  { label: { en: 'Notice', bn: 'নোটিশ' }, href: '/all-notice' },
  { label: { en: 'Career', bn: 'নিয়োগ বিজ্ঞপ্তি' }, href: '/career' },
  { label: { en: 'Webmail', bn: 'ওয়েবমেইল' }, href: SITE_FACTS.external.webmail, external: true },
])

export const FOOTER_LINKS = bilingual<NavLink[]>([
  { label: { en: 'Faculty Members', bn: 'শিক্ষকমণ্ডলী' }, href: '/faculty' },
  { label: { en: 'Career', bn: 'নিয়োগ বিজ্ঞপ্তি' }, href: '/career' },
  { label: { en: 'Videos', bn: 'ভিডিও' }, href: '/videos' },
  { label: { en: 'Alumni', bn: 'প্রাক্তন শিক্ষার্থী' }, href: '/alumni' },
  // The spec leaves their targets open; they are pages of their own now (issue 12).
  { label: { en: 'Legal', bn: 'আইনি তথ্য' }, href: '/legal' },
  { label: { en: 'Privacy Policy', bn: 'গোপনীয়তা নীতি' }, href: '/privacy-policy' },
  { label: { en: 'Accessibility', bn: 'প্রবেশগম্যতা' }, href: '/accessibility' },
])

/** Footer items without a page (none left: Legal and Privacy Policy are links in FOOTER_LINKS). */
export const FOOTER_PLACEHOLDERS = [] as const
/** Scholarships leads to the financial aid page. */
export const FOOTER_SCHOLARSHIPS = bilingual<NavLink>({ label: { en: 'Scholarships', bn: 'বৃত্তি' }, href: '/financial-aid' })
