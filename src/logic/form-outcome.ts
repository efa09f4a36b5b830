// A form's outcome as a page shows it (pure): the site's own texts in the page's language, and an upstream's own words
// in another language (the university API answers in English) kept as a detail beside the site's text for what
// happened, so a Bengali page says in Bengali whether the post went through.
import { textLanguage } from '../i18n/text-language'
import type { Locale } from '../routes/locale'

export interface ShownOutcome {
  ok: boolean
  /** In the page's language. */
  message: string
  /** The upstream's own words, in another language than the page's (shown marked with their language). */
  detail?: string
}

/**
 * `result` on a page in `locale`: `own` is its message in that language (the message itself when it is no text of the
 * site's: the upstream's); `said` the site's text for what happened, used when the upstream's words are in another language.
 */
export function shownOutcome(result: { ok: boolean; message: string }, locale: Locale, own: string, said: () => string): ShownOutcome {
  const upstreamWords = own === result.message && locale !== 'en'
  if (!upstreamWords || textLanguage(result.message) === locale) return { ok: result.ok, message: own }
  return { ok: result.ok, message: said(), detail: result.message }
}
