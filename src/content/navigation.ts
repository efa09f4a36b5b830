// The navigation bar's menus: each a set of columns (desktop mega-menu) of links.
import { SITE } from './site'

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

export const NAV_MENUS: NavMenu[] = [
  {
    id: 'about',
    label: 'About',
    columns: [
      {
        heading: 'The University',
        links: [
          { label: 'About Us', href: '/about' },
          { label: 'Mission & Vision', href: '/mission-vision' },
          { label: 'At a Glance', href: '/at-a-glance' },
          { label: 'Achievements', href: '/achievements' },
        ],
      },
      {
        heading: 'Messages',
        links: [
          { label: 'Vice Chancellor', href: '/vc', shortcut: true },
          { label: 'Pro-Vice Chancellor', href: '/provc', shortcut: true },
          { label: 'Treasurer', href: '/treasurer', shortcut: true },
          { label: 'Registrar', href: '/registrar', shortcut: true },
        ],
      },
      {
        heading: 'Activities',
        links: [
          { label: 'Notices', href: '/all-notice' },
          { label: 'News', href: '/all-news' },
          { label: 'Events', href: '/all-events' },
          { label: 'Forms & Downloads', href: '/forms-downloads' },
          { label: 'FAQ', href: '/faq' },
          { label: 'Academic Calendar', href: '/academic-calendar' },
        ],
      },
    ],
  },
  {
    id: 'administration',
    label: 'Administration',
    columns: [
      {
        heading: 'Officials',
        links: [
          { label: 'Vice Chancellor', href: '/vc' },
          { label: 'Pro-Vice Chancellor', href: '/provc' },
          { label: 'Treasurer', href: '/treasurer' },
          { label: 'Registrar', href: '/registrar' },
          { label: 'Librarian', href: '/librarian' },
        ],
      },
      {
        heading: 'Academic Bodies',
        links: [
          { label: 'Controller of Examinations', href: '/coe' },
          { label: 'Deans of Schools', href: '/deans' },
          { label: 'Proctorial Body', href: '/proctor' },
          { label: 'Syndicate', href: '/syndicate' },
          { label: 'Academic Council', href: '/academic-council' },
        ],
      },
      {
        heading: 'Divisions & Offices',
        links: [
          { label: 'Admission and Information Division', href: '/admission-division' },
          { label: 'Accounts and Finance Division', href: '/acfd' },
          { label: 'Information Technology Division', href: '/itd' },
          { label: 'Public Relations and Publication', href: '/pro' },
          { label: 'IQAC', href: '/iqac' },
          { label: 'Transport Office', href: '/transport-office' },
          { label: 'Audit Cell', href: '/audit-cell' },
          { label: 'Security Office', href: '/security-office' },
        ],
      },
    ],
  },
  {
    id: 'admission',
    label: 'Admission',
    columns: [
      {
        heading: 'Information',
        links: [
          { label: 'Programmes', href: '/programs' },
          { label: 'Admission Requirements', href: '/admission-requirements' },
          { label: 'Admission Advertisements', href: '/admission-advertisements' },
          { label: 'Admission Circular', href: '/admission-instruction' },
          { label: 'Admission Test', href: '/admission-test' },
        ],
      },
      {
        heading: 'Apply & Download',
        links: [
          { label: 'Apply Online', href: '/apply-online' },
          { label: 'Admission Form', href: '/admission-form' },
          { label: 'Admit Card', href: '/admit-card' },
          { label: 'Admission Result', href: '/admission-result' },
          { label: 'Offer Letter', href: '/offer-letter' },
        ],
      },
      {
        heading: 'Costs',
        links: [
          { label: 'Fees', href: '/fees' },
          { label: 'Financial Aid', href: '/financial-aid' },
        ],
      },
    ],
  },
  {
    id: 'schools',
    label: 'Schools',
    columns: [
      {
        heading: 'School of Science and Engineering',
        links: [{ label: 'Computer Science and Engineering', href: '/cse' }],
      },
      {
        heading: 'School of Business',
        links: [
          { label: 'Business Administration', href: '/dba' },
          { label: 'Hospitality and Tourism Management', href: '/htm' },
        ],
      },
      {
        heading: 'School of Arts, Social Sciences and Law',
        links: [
          { label: 'Governance and Development Studies', href: '/gds' },
          { label: 'English', href: '/eng' },
          { label: 'Law', href: '/law' },
        ],
      },
    ],
  },
]

/** The one menu a page belongs to (marked current in the bar), or null. */
export function currentMenuOf(path: string): NavMenu | null {
  return NAV_MENUS.find((menu) => menu.columns.some((c) => c.links.some((l) => l.href === path && !l.shortcut))) ?? null
}

export const QUICK_LINKS: NavLink[] = [
  { label: 'Library', href: SITE.external.library, external: true },
  { label: 'University Repository', href: SITE.external.repository, external: true },
  { label: 'HR', href: SITE.external.hr, external: true },
  { label: 'Alumni', href: '/alumni' },
]

export const TOP_BAR_LINKS: NavLink[] = [
  { label: 'Notice', href: '/all-notice' },
  { label: 'Career', href: '/career' },
  { label: 'Webmail', href: SITE.external.webmail, external: true },
]

export const FOOTER_LINKS: NavLink[] = [
  { label: 'Faculty Members', href: '/faculty' },
  { label: 'Career', href: '/career' },
  { label: 'Videos', href: '/videos' },
  { label: 'Alumni', href: '/alumni' },
  // The spec leaves their targets open; they are pages of their own now (issue 12).
  { label: 'Legal', href: '/legal' },
  { label: 'Privacy Policy', href: '/privacy-policy' },
  { label: 'Accessibility', href: '/accessibility' },
]

/** Footer items without a page (none left: Legal and Privacy Policy are links in FOOTER_LINKS). */
export const FOOTER_PLACEHOLDERS = [] as const
/** Scholarships leads to the financial aid page. */
export const FOOTER_SCHOLARSHIPS: NavLink = { label: 'Scholarships', href: '/financial-aid' }
