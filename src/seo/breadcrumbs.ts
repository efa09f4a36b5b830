// The breadcrumb trail of a page: Home, the list or department a detail page belongs to, the page.
// The visible trail and the BreadcrumbList JSON-LD are both made from this one trail. Parents are
// named as the menus name them (tests/unit/breadcrumbs.test.ts); the menus themselves load later
// with the deferred frame, so this module does not import them.
import { DEPARTMENT_SUMMARIES } from '../content/department-keys'
import { localePath, type Locale } from '../routes/locale'
import { canonicalPath } from '../routes/paths'

export interface Crumb {
  name: string
  /** Site path ('/all-notice'). */
  path: string
}

/** Detail routes and the list each belongs to, named as the menus name it. */
const PARENT_LISTS: readonly { route: RegExp; list: string; name: string }[] = [
  { route: /^\/notice\//, list: '/all-notice', name: 'Notices' },
  { route: /^\/news\//, list: '/all-news', name: 'News' },
  { route: /^\/career-details\//, list: '/career', name: 'Career' },
  { route: /^\/profile\//, list: '/faculty', name: 'Faculty Members' },
]

/** The page a detail or programme page belongs to, if any. */
export function parentOf(path: string): Crumb | null {
  for (const p of PARENT_LISTS) if (p.route.test(path)) return { name: p.name, path: p.list }
  const programme = /^\/program\/([^/]+)$/.exec(path)?.[1]
  if (programme) {
    const department = Object.entries(DEPARTMENT_SUMMARIES).find(([, d]) => (d.programmes as readonly string[]).includes(programme))
    // The menus name a department by its subject ('Department of English' is 'English').
    if (department) return { name: department[1].name.replace(/^Department of /, ''), path: `/${department[0]}` }
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
  const parent = parentOf(path)
  const trail = [{ name: 'Home', path: '/' }, ...(parent ? [parent] : []), { name: current, path }]
  return trail.map((crumb) => ({ ...crumb, path: localePath(locale, crumb.path) }))
}
