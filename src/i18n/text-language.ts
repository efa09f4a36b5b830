// The language upstream text is written in, by its letters: Bengali script or Latin.
import type { Locale } from '../routes/locale'

/** 'bn' when `text` has more Bengali letters than Latin ones, else 'en'. */
export function textLanguage(text: string): Locale {
  const bengali = text.match(/[\u0980-\u09FF]/g)?.length ?? 0
  const latin = text.match(/[A-Za-z]/g)?.length ?? 0
  return bengali > latin ? 'bn' : 'en'
}

/** A run of Bengali letters with the spaces, digits and punctuation between them (split's capture: odd parts). */
const BENGALI_RUN = /([\u0980-\u09FF](?:[\u0980-\u09FF\u0964\u0965\u200C\u200D\s\d.,:;!?'"()/–—-]*[\u0980-\u09FF\u0964\u0965])?)/
/** A run of Latin letters with the spaces, digits and punctuation between them, ending on a letter or digit. */
const LATIN_RUN = /([A-Za-z](?:[A-Za-z\s\d.,:;!?'"()/&–—-]*[A-Za-z\d])?)/

/**
 * `text` on a page in `locale`, cut into runs: each run in the other language's script carries that language (on an
 * English page each run of Bengali script is `bn`, on a Bengali page each run of Latin letters `en`); the rest none.
 * LangText.tsx writes them on the server, and the site's script in the browser (fetch-form/enhance.ts).
 */
export function languageRuns(text: string, locale: Locale): { text: string; lang?: Locale }[] {
  const other = locale === 'bn' ? 'en' : 'bn'
  return text.split(locale === 'bn' ? LATIN_RUN : BENGALI_RUN).map((part, i) => (i % 2 ? { text: part, lang: other } : { text: part }))
}
