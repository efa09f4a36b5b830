// What a visitor reads while the next page's data is on its way (site spec §8 'Missing data texts'), in the
// language of the page being opened: the text its folder declares (`loading`), else the generic one.
// The messages' module itself, not src/i18n/messages' re-export: the site's script is bundled by esbuild, which
// keeps every message of a re-exported namespace but only the used ones of a namespace imported here.
import * as m from '../i18n/paraglide/messages/_index.js'
import { splitLocale, type Locale } from '../routes/locale'
import { PAGE_LOADING } from '../routes/page-declarations'
import type { LoadingText } from '../routes/page-settings'
import { matchesPattern } from '../routes/paths'

const TEXTS: Readonly<Record<LoadingText, (locale: Locale) => string>> = {
  notice: (locale) => m.loading_notice({}, { locale }),
  video: (locale) => m.loading_video({}, { locale }),
  careers: (locale) => m.loading_careers({}, { locale }),
  facultyProfile: (locale) => m.loading_facultyProfile({}, { locale }),
}

/** Id of the status element the HTML frame carries outside the React root (renderer/+onRenderHtml.tsx), where src/enhance/page-loading.ts writes the text. */
export const PAGE_LOADING_ID = 'page-loading'

/** The loading text for a navigation to `pathname` (either language's path). */
export function loadingTextFor(pathname: string): string {
  const { locale, path } = splitLocale(pathname)
  const declared = Object.entries(PAGE_LOADING).find(([pattern]) => matchesPattern(pattern, path))?.[1]
  return declared ? TEXTS[declared](locale) : m.loading_generic({}, { locale })
}
