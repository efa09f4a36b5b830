// The frame's content in each language: menus, quick links, top bar and footer links, the site's name,
// address and contacts (src/content/navigation.ts and site.ts, and their Bengali twins in src/content/bn/).
import * as bnNavigation from '../../content/bn/navigation'
import { SITE as BN_SITE } from '../../content/bn/site'
import * as enNavigation from '../../content/navigation'
import { SITE as EN_SITE } from '../../content/site'
import type { Locale } from '../../routes/locale'

/** What the frame shows of a language's navigation and site content. */
type FrameContent = Pick<typeof enNavigation, 'NAV_MENUS' | 'QUICK_LINKS' | 'TOP_BAR_LINKS' | 'FOOTER_LINKS' | 'FOOTER_PLACEHOLDERS' | 'FOOTER_SCHOLARSHIPS' | 'currentMenuOf'> & {
  SITE: typeof EN_SITE
}

export const FRAME_CONTENT: Record<Locale, FrameContent> = {
  en: {
    NAV_MENUS: enNavigation.NAV_MENUS,
    QUICK_LINKS: enNavigation.QUICK_LINKS,
    TOP_BAR_LINKS: enNavigation.TOP_BAR_LINKS,
    FOOTER_LINKS: enNavigation.FOOTER_LINKS,
    FOOTER_PLACEHOLDERS: enNavigation.FOOTER_PLACEHOLDERS,
    FOOTER_SCHOLARSHIPS: enNavigation.FOOTER_SCHOLARSHIPS,
    currentMenuOf: enNavigation.currentMenuOf,
    SITE: EN_SITE,
  },
  bn: {
    NAV_MENUS: bnNavigation.NAV_MENUS,
    QUICK_LINKS: bnNavigation.QUICK_LINKS,
    TOP_BAR_LINKS: bnNavigation.TOP_BAR_LINKS,
    FOOTER_LINKS: bnNavigation.FOOTER_LINKS,
    FOOTER_PLACEHOLDERS: bnNavigation.FOOTER_PLACEHOLDERS,
    FOOTER_SCHOLARSHIPS: bnNavigation.FOOTER_SCHOLARSHIPS,
    currentMenuOf: bnNavigation.currentMenuOf,
    // The same accounts, named as Bengali readers write them (ফেসবুক, ইউটিউব): the links' labels on /bn.
    SITE: BN_SITE as typeof EN_SITE,
  },
}
