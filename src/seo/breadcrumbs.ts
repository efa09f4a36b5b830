// The breadcrumb trail of a page: Home, the page its folder names as its `parent`, the page. The
// visible trail and the BreadcrumbList JSON-LD are both made from this one trail. A parent is named
// by its own folder's `title`, as the menus name it (tests/unit/breadcrumbs.test.ts); a programme's
// is its department. The menus themselves load later with the deferred frame: not imported here.
import { DEPARTMENT_SUMMARIES } from '../content/department-keys'
import { m } from '../i18n/messages'
import { localePath, type Locale } from '../routes/locale'
import { PAGE_PARENTS, PARENT_TITLES } from '../routes/page-declarations'
import { canonicalPath, departmentPath, matchesPattern, PAGE } from '../routes/paths'

/** A programme's parent: the department whose page lists it. */
const DEPARTMENT_OF_PROGRAMME = '/:department'

export interface Crumb {
  name: string
  /** Site path ('/all-notice'). */
  path: string
}

/** Departments as the menus name them: by their subject ('Department of English' is 'English', 'ইংরেজি বিভাগ' 'ইংরেজি'). */
const DEPARTMENTS = {
  en: { summaries: DEPARTMENT_SUMMARIES.in('en'), subject: (name: string) => name.replace(/^Department of /, '') },
  bn: { summaries: DEPARTMENT_SUMMARIES.in('bn'), subject: (name: string) => name.replace(/ বিভাগ$/, '') },
} satisfies Record<Locale, unknown>

/** The page a detail or programme page belongs to, if any, named in `locale`. */
export function parentOf(path: string, locale: Locale = 'en'): Crumb | null {
  const parent = Object.entries(PAGE_PARENTS).find(([pattern]) => matchesPattern(pattern, path))?.[1]
  if (!parent) return null
  if (parent === DEPARTMENT_OF_PROGRAMME) {
    const programme = path.split('/').at(-1) ?? ''
    const { summaries, subject } = DEPARTMENTS[locale]
    const department = Object.entries(summaries).find(([, d]) => (d.programmes as readonly string[]).includes(programme))
    return department ? { name: subject(department[1].name), path: departmentPath(department[0]) } : null
  }
  const title = PARENT_TITLES[parent]
  if (!title) throw new Error(`the parent page ${parent} declares no title`)
  return { name: title[locale], path: parent }
}

/**
 * The trail from Home to the page at `pathname` (without its language prefix), whose own name is
 * `current`, its paths in `locale`; empty for the home page.
 */
export function breadcrumbTrail(pathname: string, current: string, locale: Locale = 'en'): Crumb[] {
  const path = canonicalPath(pathname)
  if (path === PAGE.home) return []
  const parent = parentOf(path, locale)
  const trail = [{ name: m.frame_home({}, { locale }), path: PAGE.home }, ...(parent ? [parent] : []), { name: current, path }]
  return trail.map((crumb) => ({ ...crumb, path: localePath(locale, crumb.path) }))
}
