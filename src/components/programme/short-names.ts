// A programme's short name in the page's language: "CSE" / "সিএসই", "English" / "ইংরেজি" (a programme's code is its
// slug in capitals, or "English"; course codes such as "CSE 1101" are not programme codes and stay as published).
import { PROGRAMME_SHORT_NAMES, type ProgrammeSlug } from '../../content/programmes/names'
import type { Locale } from '../../routes/locale'

const BY_LOCALE: Record<Locale, Record<ProgrammeSlug, string>> = { en: PROGRAMME_SHORT_NAMES.in('en'), bn: PROGRAMME_SHORT_NAMES.in('bn') }

/** The short name of the programme coded `code` ("CSE", "English"); an unknown code as it is. */
export const shortNameOf = (code: string, locale: Locale): string => BY_LOCALE[locale][code.trim().toLowerCase() as ProgrammeSlug] ?? code

/** A list of programme codes ("CSE, BBA, English") in the page's language: "সিএসই, বিবিএ ও ইংরেজি" in Bengali. */
export function shortNamesOf(codes: string, locale: Locale): string {
  if (locale === 'en') return codes
  const names = codes.split(',').map((code) => shortNameOf(code, locale))
  return names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} ও ${names.at(-1)}`
}
