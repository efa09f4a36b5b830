// The content model (docs/content-model.md): every record lives once in src/content, its visitor text as
// { en, bn } pairs. Walked generically, with no list of fields: every pair's bn is Bengali (Latin names, codes,
// phones and addresses on the web may sit inside it) and its en has no Bengali; what is written once for both
// languages (ids, links, phones, codes) holds no Bengali and no English sentence.
import { describe, expect, it } from 'vitest'
import { circularModelOf } from '../../src/content/admission'
import { isPerLanguage, type Text } from '../../src/content/bilingual'
import { intakeModelOf } from '../../src/content/intakes'
import { OFFICES } from '../../src/content/offices'
import { SITE, SITE_NAME } from '../../src/content/site'

type Module = Record<string, unknown>
const MODULES = import.meta.glob<Module>('../../src/content/**/*.ts', { eager: true })

const BENGALI = /[\u0980-\u09FF]/u
const LETTER = /\p{L}/u
/** English prose: three lowercase words in a row (a text written once where it needed a Bengali side). */
const ENGLISH_PROSE = /\b[a-z]{2,} [a-z]{2,} [a-z]{2,}\b/u
/** What English prose-like text may be written once: addresses on the web and e-mail addresses. */
const NOT_PROSE = /\b(?:https?:\/\/|www\.)\S+|[\w.+-]+@[\w.-]+/gu

const isBilingual = (value: unknown): value is { model: unknown } =>
  value !== null && typeof value === 'object' && 'model' in value && typeof (value as { in?: unknown }).in === 'function'

/** Every problem under `value` at `path`: `side` is the language of the pair it is in, or null outside any pair. */
function problems(value: unknown, path: string, side: 'en' | 'bn' | null, out: string[]): void {
  if (typeof value === 'string') {
    if (side === 'bn' && LETTER.test(value) && !BENGALI.test(value)) out.push(`${path}: not Bengali: ${JSON.stringify(value)}`)
    if (side !== 'bn' && BENGALI.test(value)) out.push(`${path}: Bengali ${side === 'en' ? 'on the English side' : 'written once for both languages'}: ${JSON.stringify(value)}`)
    if (side === null && ENGLISH_PROSE.test(value.replace(NOT_PROSE, ' '))) out.push(`${path}: English text written once, with no Bengali side: ${JSON.stringify(value)}`)
    return
  }
  if (Array.isArray(value)) return value.forEach((item, i) => problems(item, `${path}[${i}]`, side, out))
  if (value === null || typeof value !== 'object') return
  if (isPerLanguage(value)) {
    if (side !== null) out.push(`${path}: a pair inside the ${side} side of another`)
    problems(value.en, `${path}.en`, 'en', out)
    problems(value.bn, `${path}.bn`, 'bn', out)
    return
  }
  for (const [key, item] of Object.entries(value)) problems(item, `${path}.${key}`, side, out)
}

/** The model values of every content module: its bilingual records, and its plain exports (keys, facts, pairs). */
function modelsOf(mod: Module): [string, unknown][] {
  return Object.entries(mod)
    .filter(([, value]) => typeof value !== 'function')
    .map(([name, value]) => [name, isBilingual(value) ? value.model : value])
}

describe('the content model', () => {
  it('finds the content modules and their records', () => {
    const names = Object.keys(MODULES).map((path) => path.replace('../../src/content/', ''))
    expect(names).toEqual(expect.arrayContaining(['about.ts', 'site.ts', 'offices/vc.ts', 'programmes/cse.ts']))
    expect(names.some((name) => name.startsWith('bn/'))).toBe(false)
    const bilingual = Object.values(MODULES).flatMap((mod) => Object.values(mod).filter(isBilingual))
    expect(bilingual.length).toBeGreaterThan(40)
  })

  it.each(Object.entries(MODULES).map(([path, mod]) => [path.replace('../../src/content/', ''), mod] as const))(
    '%s: every bn is Bengali, every en and every shared value is not',
    (_name, mod) => {
      const out: string[] = []
      for (const [name, model] of modelsOf(mod)) problems(model, name, null, out)
      expect(out).toEqual([])
    },
  )

  it('the records made from an intake: the intake, its circular and the admission test office', async () => {
    const intake = intakeModelOf('Spring', 2026)
    const out: string[] = []
    problems(intake, 'intake', null, out)
    problems(circularModelOf(intake), 'circular', null, out)
    for (const [key, load] of Object.entries(OFFICES)) {
      const record = (await load()).default
      problems((typeof record === 'function' ? record(intake) : record).model, key, null, out)
    }
    expect(out).toEqual([])
  })

  it('the walk finds what it looks for: English on the Bengali side, Bengali written once, an untranslated sentence', () => {
    const out: string[] = []
    problems({ a: { en: 'Admission', bn: 'Admission' }, b: { en: 'ভর্তি', bn: 'ভর্তি' }, c: 'ভর্তি', d: 'Apply before the last date' }, 'x', null, out)
    expect(out).toHaveLength(4)
    const fine: string[] = []
    problems({ a: { en: 'CSE 1101', bn: 'কোর্স CSE 1101' }, b: 'https://www.google.com/maps/embed?pb=x', c: '+880 2333 371 101', d: { en: '4', bn: '৪' } }, 'y', null, fine)
    expect(fine).toEqual([])
  })

  it('a text needs both languages: a missing Bengali does not compile', () => {
    // @ts-expect-error: bn is required
    const missing: Text = { en: 'Admission' }
    expect(missing.bn).toBeUndefined()
  })

  it('names the university one way in Bengali: SITE_NAME.bn', () => {
    expect(SITE_NAME).toEqual({ en: 'Hill Tracts University', bn: 'হিল ট্র্যাক্টস বিশ্ববিদ্যালয়' })
    expect(SITE.in('bn').name).toBe(SITE_NAME.bn)
    const texts: string[] = []
    const collect = (v: unknown): void => {
      if (typeof v === 'string') texts.push(v)
      else if (Array.isArray(v)) v.forEach(collect)
      else if (v && typeof v === 'object') Object.values(v).forEach(collect)
    }
    for (const mod of Object.values(MODULES)) for (const [, model] of modelsOf(mod)) collect(model)
    const mentions = texts.filter((t) => t.includes('ট্র্যাক্টস'))
    expect(mentions.length).toBeGreaterThan(0)
    expect(mentions.filter((t) => !t.includes(SITE_NAME.bn))).toEqual([])
  })
})
