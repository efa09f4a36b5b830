// The breadcrumb trail of a page: Home, the list or department a detail page belongs to, the page.
// The visible trail and the BreadcrumbList JSON-LD are both made from this one trail.
import { DEPARTMENT_SUMMARIES } from '../content/department-keys'
import { FOOTER_LINKS, NAV_MENUS, TOP_BAR_LINKS } from '../content/navigation'
import { canonicalPath } from './urls'

export interface Crumb {
  name: string
  /** Site path ('/all-notice'). */
  path: string
}

/** Each site path's label in the menus (the main menu's first, then the top bar's and the footer's). */
const NAV_LABELS = new Map<string, string>()
for (const l of [...NAV_MENUS.flatMap((m) => m.columns.flatMap((c) => c.links)), ...TOP_BAR_LINKS, ...FOOTER_LINKS]) {
  if (!l.external && l.href.startsWith('/') && !NAV_LABELS.has(l.href)) NAV_LABELS.set(l.href, l.label)
}

/** The menu's label of a site path, or `fallback`. */
const labelOf = (path: string, fallback: string) => NAV_LABELS.get(path) ?? fallback

/** Detail routes and the list each belongs to. */
const PARENT_LISTS: readonly { route: RegExp; list: string; fallback: string }[] = [
  { route: /^\/notice\//, list: '/all-notice', fallback: 'Notices' },
  { route: /^\/news\//, list: '/all-news', fallback: 'News' },
  { route: /^\/career-details\//, list: '/career', fallback: 'Career' },
  { route: /^\/profile\//, list: '/faculty', fallback: 'Faculty Members' },
]

function parentOf(path: string): Crumb | null {
  for (const p of PARENT_LISTS) if (p.route.test(path)) return { name: labelOf(p.list, p.fallback), path: p.list }
  const programme = /^\/program\/([^/]+)$/.exec(path)?.[1]
  if (programme) {
    const department = Object.entries(DEPARTMENT_SUMMARIES).find(([, d]) => (d.programmes as readonly string[]).includes(programme))
    if (department) return { name: labelOf(`/${department[0]}`, department[1].name), path: `/${department[0]}` }
  }
  return null
}

/** The trail from Home to the page at `pathname`, whose own name is `current`; empty for the home page. */
export function breadcrumbTrail(pathname: string, current: string): Crumb[] {
  const path = canonicalPath(pathname)
  if (path === '/') return []
  const parent = parentOf(path)
  return [{ name: 'Home', path: '/' }, ...(parent ? [parent] : []), { name: current, path }]
}
