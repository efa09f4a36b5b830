import { m } from '../../i18n/messages'
import type { ProgrammeLevel } from '../../content/programmes/types'
import type { Locale } from '../../routes/locale'

/** A programme level's name in the page's language (the value in URLs stays the English one). */
export const levelLabel = (level: ProgrammeLevel, locale: Locale) =>
  (level === 'Undergraduate' ? m.programmes_levelUndergraduate : m.programmes_levelPostgraduate)({}, { locale })
