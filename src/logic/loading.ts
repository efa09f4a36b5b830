// What a visitor reads while the next page's data is on its way (site spec §8 'Missing data texts'), in the
// language of the page being opened.
import { m } from '../i18n/messages'
import { splitLocale } from '../routes/locale'

/** The loading text for a navigation to `pathname` (either language's path). */
export function loadingTextFor(pathname: string): string {
  const { locale, path } = splitLocale(pathname)
  if (path.startsWith('/notice/')) return m.loading_notice({}, { locale })
  if (path === '/videos') return m.loading_video({}, { locale })
  if (path === '/career') return m.loading_careers({}, { locale })
  if (path.startsWith('/profile/')) return m.loading_facultyProfile({}, { locale })
  return m.loading_generic({}, { locale })
}
