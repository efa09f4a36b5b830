// The content model: every record lives once, its visitor text in both languages side by side (`Text`),
// its shared facts (ids, links, phones, e-mail, numbers, codes) once. A page chooses its language once,
// with `RECORD.in(locale)`, which gives the plain per-language shape the components take.
import type { Locale } from '../routes/locale'

/** What differs by language: the English and the Bengali, both required (a missing translation does not compile). */
export interface PerLanguage<T> {
  en: T
  bn: T
}

/** A text a visitor reads, in both languages. */
export type Text = PerLanguage<string>

/**
 * The bilingual model of a plain per-language shape `T`: at any level, either the same value for both
 * languages (a shared fact, written once) or a `PerLanguage` pair; strings are `Text` or shared.
 */
export type Model<T> =
  | PerLanguage<T>
  | (T extends string | number | boolean | null | undefined
      ? T
      : T extends (...args: never[]) => unknown
        ? T
        : T extends readonly unknown[]
          ? { [K in keyof T]: Model<T[K]> }
          : { [K in keyof T]: Model<T[K]> })

/** A record of the model and its per-language shapes, each made once on first use. */
export interface Bilingual<T> {
  readonly model: Model<T>
  readonly in: (locale: Locale) => T
}

/** Whether `value` is a `PerLanguage` pair: an object whose keys are exactly en and bn. */
export function isPerLanguage(value: unknown): value is PerLanguage<unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false
  const keys = Object.keys(value)
  return keys.length === 2 && 'en' in value && 'bn' in value
}

/** The `locale` side of a model value: each `PerLanguage` pair replaced by its `locale` member. */
export function pick<T>(model: Model<T>, locale: Locale): T {
  if (isPerLanguage(model)) return pick(model[locale] as Model<T>, locale)
  if (Array.isArray(model)) return model.map((item: unknown) => pick(item as Model<unknown>, locale)) as T
  if (model !== null && typeof model === 'object') {
    return Object.fromEntries(Object.entries(model).map(([key, item]) => [key, pick(item as Model<unknown>, locale)])) as T
  }
  return model as T
}

/** A record written once in both languages; `in(locale)` is its plain shape in one of them (made once per language). */
export function bilingual<T>(model: Model<T>): Bilingual<T> {
  const made: Partial<Record<Locale, T>> = {}
  return { model, in: (locale) => (made[locale] ??= pick(model, locale)) }
}


/** A text in `locale`. */
export const textIn = (text: Text | string, locale: Locale): string => (typeof text === 'string' ? text : text[locale])
