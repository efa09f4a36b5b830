// A breadcrumb names its parent page as the menus do.
import { describe, expect, it } from 'vitest'
import { FOOTER_LINKS, NAV_MENUS, TOP_BAR_LINKS } from '../../src/content/navigation'
import { PROGRAMME_NAMES } from '../../src/content/programmes/names'
import { breadcrumbTrail, parentOf } from '../../src/seo/breadcrumbs'

const menuLabels = new Map<string, string>()
for (const l of [...NAV_MENUS.flatMap((m) => m.columns.flatMap((c) => c.links)), ...TOP_BAR_LINKS, ...FOOTER_LINKS]) {
  if (!l.external && !menuLabels.has(l.href)) menuLabels.set(l.href, l.label)
}

describe('breadcrumbs', () => {
  it.each(['/notice/1', '/news/1', '/career-details/1', '/profile/T-1', ...Object.keys(PROGRAMME_NAMES).map((slug) => `/program/${slug}`)])('%s: the parent has its menu label', (path) => {
    const parent = parentOf(path)
    expect(parent).not.toBeNull()
    expect(parent!.name).toBe(menuLabels.get(parent!.path))
  })

  it('is Home, the parent and the page; nothing on home', () => {
    expect(breadcrumbTrail('/notice/01197', 'A notice')).toEqual([
      { name: 'Home', path: '/' },
      { name: 'Notices', path: '/all-notice' },
      { name: 'A notice', path: '/notice/1197' },
    ])
    expect(breadcrumbTrail('/about', 'About Us')).toEqual([
      { name: 'Home', path: '/' },
      { name: 'About Us', path: '/about' },
    ])
    expect(breadcrumbTrail('/', 'Home')).toEqual([])
  })
})
