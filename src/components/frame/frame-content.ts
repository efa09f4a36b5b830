// The frame's content in each language: menus, quick links, top bar and footer links, the site's name,
// address and contacts (src/content/navigation.ts and site.ts, and their Bengali twins in src/content/bn/).
import * as bnNavigation from '../../content/bn/navigation'
import { SITE as BN_SITE } from '../../content/bn/site'
import * as enNavigation from '../../content/navigation'
import { SITE as EN_SITE } from '../../content/site'
import type { Locale } from '../../routes/locale'

export const FRAME_CONTENT = {
  en: { ...enNavigation, SITE: EN_SITE },
  // Social links are the same accounts, by the same names, in both languages.
  bn: { ...bnNavigation, SITE: { ...BN_SITE, social: EN_SITE.social } },
} as const satisfies Record<Locale, unknown>
