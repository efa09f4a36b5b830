import type { Locale } from '../i18n/locale'
import { usePageContext } from './usePageContext'

/** The page's language, from its URL (the server sets pageContext.locale; English when unset). */
export function useLocale(): Locale {
  return usePageContext().locale ?? 'en'
}
