// What a visitor reads while the next page's data is on its way (site spec §8 'Missing data texts'), in the
// language of the page being opened.
// The messages' module itself, not src/i18n/messages' re-export: the site's script is bundled by esbuild, which
// keeps every message of a re-exported namespace but only the used ones of a namespace imported here.
import * as m from '../i18n/paraglide/messages/_index.js'
import { splitLocale } from '../routes/locale'

/** Id of the status element the HTML frame carries outside the React root (renderer/+onRenderHtml.tsx), where src/enhance/page-loading.ts writes the text. */
export const PAGE_LOADING_ID = 'page-loading'

/** The loading text for a navigation to `pathname` (either language's path). */
export function loadingTextFor(pathname: string): string {
  const { locale, path } = splitLocale(pathname)
  if (path.startsWith('/notice/')) return m.loading_notice({}, { locale })
  if (path === '/videos') return m.loading_video({}, { locale })
  if (path === '/career') return m.loading_careers({}, { locale })
  if (path.startsWith('/profile/')) return m.loading_facultyProfile({}, { locale })
  return m.loading_generic({}, { locale })
}
