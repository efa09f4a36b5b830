import type { Locale } from '../routes/locale'

/** The page's language, from `<html lang>` (the server writes `bn` on /bn pages). */
export const pageLocale = (doc: Document = document): Locale => (doc.documentElement.lang === 'bn' ? 'bn' : 'en')

/** Every element under `root` that matches `selector`, as an array. */
export const all = <T extends Element>(selector: string, root: ParentNode = document) => [...root.querySelectorAll<T>(selector)]
