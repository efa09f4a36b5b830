// A breadcrumb names its parent page as the menus do.
import { describe, expect, it } from 'vitest'
import { FOOTER_LINKS, NAV_MENUS, TOP_BAR_LINKS } from '../../src/content/navigation'
import type { Locale } from '../../src/routes/locale'
import { PROGRAMME_NAMES } from '../../src/content/programmes/names'
import { breadcrumbTrail, parentOf } from '../../src/seo/breadcrumbs'

/** Each page's label in a language's menus (the first one found). */
function labelsOf(locale: Locale): Map<string, string> {
  const labels = new Map<string, string>()
  for (const l of [...NAV_MENUS.in(locale).flatMap((m) => m.columns.flatMap((c) => c.links)), ...TOP_BAR_LINKS.in(locale), ...FOOTER_LINKS.in(locale)]) {
    if (!l.external && !labels.has(l.href)) labels.set(l.href, l.label)
  }
  return labels
}
const menuLabels = { en: labelsOf('en'), bn: labelsOf('bn') }

describe('breadcrumbs', () => {
  it.each(['/notice/1', '/news/1', '/career-details/1', '/profile/T-1', ...Object.keys(PROGRAMME_NAMES.in('en')).map((slug) => `/program/${slug}`)])('%s: the parent has its menu label, in both languages', (path) => {
    for (const locale of ['en', 'bn'] as const) {
      const parent = parentOf(path, locale)
      expect(parent).not.toBeNull()
      expect(parent!.name, locale).toBe(menuLabels[locale].get(parent!.path))
    }
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

  it('on a Bengali page: its names and paths in Bengali', () => {
    expect(breadcrumbTrail('/notice/01197', 'একটি নোটিশ', 'bn')).toEqual([
      { name: 'প্রথম পাতা', path: '/bn' },
      { name: 'নোটিশ', path: '/bn/all-notice' },
      { name: 'একটি নোটিশ', path: '/bn/notice/1197' },
    ])
  })
})
