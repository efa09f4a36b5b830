// The navigation bar's menus, quick links, top bar and footer labels in Bengali; the targets are the English ones.
import { NAV_MENUS as EN_NAV_MENUS, currentMenuOf as currentMenuOfEn, type NavLink, type NavMenu } from '../navigation'
import { SITE } from './site'

export type { NavColumn, NavLink, NavMenu } from '../navigation'

export const NAV_MENUS: NavMenu[] = [
  {
    id: 'about',
    label: 'পরিচিতি',
    columns: [
      {
        heading: 'বিশ্ববিদ্যালয়',
        links: [
          { label: 'আমাদের কথা', href: '/about' },
          { label: 'রূপকল্প ও অভিলক্ষ্য', href: '/mission-vision' },
          { label: 'এক নজরে', href: '/at-a-glance' },
          { label: 'অর্জন', href: '/achievements' },
        ],
      },
      {
        heading: 'বাণী',
        links: [
          { label: 'উপাচার্য', href: '/vc', shortcut: true },
          { label: 'উপ-উপাচার্য', href: '/provc', shortcut: true },
          { label: 'কোষাধ্যক্ষ', href: '/treasurer', shortcut: true },
          { label: 'রেজিস্ট্রার', href: '/registrar', shortcut: true },
        ],
      },
      {
        heading: 'কার্যক্রম',
        links: [
          { label: 'নোটিশ', href: '/all-notice' },
          { label: 'সংবাদ', href: '/all-news' },
          { label: 'অনুষ্ঠান', href: '/all-events' },
          { label: 'ফরম ও ডাউনলোড', href: '/forms-downloads' },
          { label: 'সচরাচর জিজ্ঞাসা', href: '/faq' },
          { label: 'একাডেমিক ক্যালেন্ডার', href: '/academic-calendar' },
        ],
      },
    ],
  },
  {
    id: 'administration',
    label: 'প্রশাসন',
    columns: [
      {
        heading: 'কর্মকর্তাবৃন্দ',
        links: [
          { label: 'উপাচার্য', href: '/vc' },
          { label: 'উপ-উপাচার্য', href: '/provc' },
          { label: 'কোষাধ্যক্ষ', href: '/treasurer' },
          { label: 'রেজিস্ট্রার', href: '/registrar' },
          { label: 'গ্রন্থাগারিক', href: '/librarian' },
        ],
      },
      {
        heading: 'একাডেমিক পর্ষদ',
        links: [
          { label: 'পরীক্ষা নিয়ন্ত্রক', href: '/coe' },
          { label: 'অনুষদের ডিনবৃন্দ', href: '/deans' },
          { label: 'প্রক্টরিয়াল বডি', href: '/proctor' },
          { label: 'সিন্ডিকেট', href: '/syndicate' },
          { label: 'একাডেমিক কাউন্সিল', href: '/academic-council' },
        ],
      },
      {
        heading: 'দপ্তর ও সেল',
        links: [
          { label: 'ভর্তি ও তথ্য দপ্তর', href: '/admission-division' },
          { label: 'হিসাব ও অর্থ দপ্তর', href: '/acfd' },
          { label: 'তথ্যপ্রযুক্তি দপ্তর', href: '/itd' },
          { label: 'জনসংযোগ ও প্রকাশনা', href: '/pro' },
          { label: 'আইকিউএসি', href: '/iqac' },
          { label: 'পরিবহন দপ্তর', href: '/transport-office' },
          { label: 'অডিট সেল', href: '/audit-cell' },
          { label: 'নিরাপত্তা দপ্তর', href: '/security-office' },
        ],
      },
    ],
  },
  {
    id: 'admission',
    label: 'ভর্তি',
    columns: [
      {
        heading: 'তথ্য',
        links: [
          { label: 'প্রোগ্রামসমূহ', href: '/programs' },
          { label: 'ভর্তির যোগ্যতা', href: '/admission-requirements' },
          { label: 'ভর্তি বিজ্ঞাপন', href: '/admission-advertisements' },
          { label: 'ভর্তি বিজ্ঞপ্তি', href: '/admission-instruction' },
          { label: 'ভর্তি পরীক্ষা', href: '/admission-test' },
        ],
      },
      {
        heading: 'আবেদন ও ডাউনলোড',
        links: [
          { label: 'অনলাইনে আবেদন', href: '/apply-online' },
          { label: 'ভর্তি ফরম', href: '/admission-form' },
          { label: 'প্রবেশপত্র', href: '/admit-card' },
          { label: 'ভর্তি পরীক্ষার ফলাফল', href: '/admission-result' },
          { label: 'ভর্তির প্রস্তাবপত্র', href: '/offer-letter' },
        ],
      },
      {
        heading: 'খরচ',
        links: [
          { label: 'টিউশন ফি ও খরচ', href: '/fees' },
          { label: 'আর্থিক সহায়তা', href: '/financial-aid' },
        ],
      },
    ],
  },
  {
    id: 'schools',
    label: 'অনুষদ ও বিভাগ',
    columns: [
      {
        heading: 'বিজ্ঞান ও প্রকৌশল অনুষদ',
        links: [{ label: 'কম্পিউটার বিজ্ঞান ও প্রকৌশল', href: '/cse' }],
      },
      {
        heading: 'ব্যবসায় অনুষদ',
        links: [
          { label: 'ব্যবসায় প্রশাসন', href: '/dba' },
          { label: 'হসপিটালিটি ও ট্যুরিজম ম্যানেজমেন্ট', href: '/htm' },
        ],
      },
      {
        heading: 'কলা, সামাজিক বিজ্ঞান ও আইন অনুষদ',
        links: [
          { label: 'গভর্ন্যান্স ও উন্নয়ন অধ্যয়ন', href: '/gds' },
          { label: 'ইংরেজি', href: '/eng' },
          { label: 'আইন', href: '/law' },
        ],
      },
    ],
  },
]

/** The one menu a page belongs to (marked current in the bar), or null: the English rule's menu, in Bengali. */
export function currentMenuOf(path: string): NavMenu | null {
  const menu = currentMenuOfEn(path)
  return (menu && NAV_MENUS[EN_NAV_MENUS.indexOf(menu)]) ?? null
}

export const QUICK_LINKS: NavLink[] = [
  { label: 'গ্রন্থাগার', href: SITE.external.library, external: true },
  { label: 'বিশ্ববিদ্যালয় রিপোজিটরি', href: SITE.external.repository, external: true },
  { label: 'মানবসম্পদ', href: SITE.external.hr, external: true },
  { label: 'প্রাক্তন শিক্ষার্থী', href: '/alumni' },
]

export const TOP_BAR_LINKS: NavLink[] = [
  { label: 'নোটিশ', href: '/all-notice' },
  { label: 'নিয়োগ বিজ্ঞপ্তি', href: '/career' },
  { label: 'ওয়েবমেইল', href: SITE.external.webmail, external: true },
]

export const FOOTER_LINKS: NavLink[] = [
  { label: 'শিক্ষকমণ্ডলী', href: '/faculty' },
  { label: 'নিয়োগ বিজ্ঞপ্তি', href: '/career' },
  { label: 'ভিডিও', href: '/videos' },
  { label: 'প্রাক্তন শিক্ষার্থী', href: '/alumni' },
  { label: 'আইনি তথ্য', href: '/legal' },
  { label: 'গোপনীয়তা নীতি', href: '/privacy-policy' },
  { label: 'প্রবেশগম্যতা', href: '/accessibility' },
]

export const FOOTER_PLACEHOLDERS = [] as const
export const FOOTER_SCHOLARSHIPS: NavLink = { label: 'বৃত্তি', href: '/financial-aid' }
