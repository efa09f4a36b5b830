// The frame's content in each language: menus, quick links, top bar and footer links, the site's name,
// address and contacts (src/content/navigation.ts and site.ts), each language's made once.
import * as navigation from '../../content/navigation'
import { SITE, type SiteInfo } from '../../content/site'
import type { Locale } from '../../routes/locale'

/** What the frame shows of a language's navigation and site content. */
interface FrameContent {
  NAV_MENUS: navigation.NavMenu[]
  QUICK_LINKS: navigation.NavLink[]
  TOP_BAR_LINKS: navigation.NavLink[]
  FOOTER_LINKS: navigation.NavLink[]
  FOOTER_PLACEHOLDERS: typeof navigation.FOOTER_PLACEHOLDERS
  FOOTER_SCHOLARSHIPS: navigation.NavLink
  currentMenuOf: (path: string) => navigation.NavMenu | null
  SITE: SiteInfo
}

const frameIn = (locale: Locale): FrameContent => ({
  NAV_MENUS: navigation.NAV_MENUS.in(locale),
  QUICK_LINKS: navigation.QUICK_LINKS.in(locale),
  TOP_BAR_LINKS: navigation.TOP_BAR_LINKS.in(locale),
  FOOTER_LINKS: navigation.FOOTER_LINKS.in(locale),
  FOOTER_PLACEHOLDERS: navigation.FOOTER_PLACEHOLDERS,
  FOOTER_SCHOLARSHIPS: navigation.FOOTER_SCHOLARSHIPS.in(locale),
  currentMenuOf: (path) => navigation.currentMenuOf(path, locale),
  // On /bn the same accounts are named as Bengali readers write them (ফেসবুক, ইউটিউব).
  SITE: SITE.in(locale),
})

export const FRAME_CONTENT: Record<Locale, FrameContent> = { en: frameIn('en'), bn: frameIn('bn') }
