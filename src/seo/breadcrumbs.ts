// The breadcrumb trail of a page: Home, the list or department a detail page belongs to, the page.
// The visible trail and the BreadcrumbList JSON-LD are both made from this one trail. Parents are
// named as the menus name them (tests/unit/breadcrumbs.test.ts); the menus themselves load later
// with the deferred frame, so this module does not import them.
import { DEPARTMENT_SUMMARIES } from '../content/department-keys'
import { m } from '../i18n/messages'
import { localePath, type Locale } from '../routes/locale'
import { canonicalPath } from '../routes/paths'

export interface Crumb {
  name: string
  /** Site path ('/all-notice'). */
  path: string
}

/** Detail routes and the list each belongs to, named as the menus name it in each language. */
const PARENT_LISTS: readonly { route: RegExp; list: string; name: Record<Locale, string> }[] = [
  { route: /^\/notice\//, list: '/all-notice', name: { en: 'Notices', bn: 'নোটিশ' } },
  { route: /^\/news\//, list: '/all-news', name: { en: 'News', bn: 'সংবাদ' } },
  { route: /^\/career-details\//, list: '/career', name: { en: 'Career', bn: 'নিয়োগ বিজ্ঞপ্তি' } },
  { route: /^\/profile\//, list: '/faculty', name: { en: 'Faculty Members', bn: 'শিক্ষকমণ্ডলী' } },
]

/** Departments as the menus name them: by their subject ('Department of English' is 'English', 'ইংরেজি বিভাগ' 'ইংরেজি'). */
const DEPARTMENTS = {
  en: { summaries: DEPARTMENT_SUMMARIES.in('en'), subject: (name: string) => name.replace(/^Department of /, '') },
  bn: { summaries: DEPARTMENT_SUMMARIES.in('bn'), subject: (name: string) => name.replace(/ বিভাগ$/, '') },
} satisfies Record<Locale, unknown>

/** The page a detail or programme page belongs to, if any, named in `locale`. */
export function parentOf(path: string, locale: Locale = 'en'): Crumb | null {
  for (const p of PARENT_LISTS) if (p.route.test(path)) return { name: p.name[locale], path: p.list }
  const programme = /^\/program\/([^/]+)$/.exec(path)?.[1]
  if (programme) {
    const { summaries, subject } = DEPARTMENTS[locale]
    const department = Object.entries(summaries).find(([, d]) => (d.programmes as readonly string[]).includes(programme))
    if (department) return { name: subject(department[1].name), path: `/${department[0]}` }
  }
  return null
}

/**
 * The trail from Home to the page at `pathname` (without its language prefix), whose own name is
 * `current`, its paths in `locale`; empty for the home page.
 */
export function breadcrumbTrail(pathname: string, current: string, locale: Locale = 'en'): Crumb[] {
  const path = canonicalPath(pathname)
  if (path === '/') return []
  const parent = parentOf(path, locale)
  const trail = [{ name: m.frame_home({}, { locale }), path: '/' }, ...(parent ? [parent] : []), { name: current, path }]
  return trail.map((crumb) => ({ ...crumb, path: localePath(locale, crumb.path) }))
}
