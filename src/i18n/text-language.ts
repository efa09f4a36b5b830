// The language upstream text is written in, by its letters: Bengali script or Latin.
import type { Locale } from '../routes/locale'

/** 'bn' when `text` has more Bengali letters than Latin ones, else 'en'. */
export function textLanguage(text: string): Locale {
  const bengali = text.match(/[\u0980-\u09FF]/g)?.length ?? 0
  const latin = text.match(/[A-Za-z]/g)?.length ?? 0
  return bengali > latin ? 'bn' : 'en'
}
