// The Bengali twins of the content modules (issue 24): every English module of src/content that holds
// visitor text has src/content/bn/<same path>, with the same exports and the same structure; what is not
// text (ids, slugs, hrefs, codes, e-mails, phones, numbers, ISO dates) is identical, and every text is Bengali.
import { describe, expect, it } from 'vitest'

type Module = Record<string, unknown>
type Loader = () => Promise<Module>

const ENGLISH = import.meta.glob<Module>(['../../src/content/**/*.ts', '!../../src/content/bn/**'])
const BENGALI = import.meta.glob<Module>('../../src/content/bn/**/*.ts')
const relative = (path: string) => path.replace(/^\.\.\/\.\.\/src\/content\/(bn\/)?/, '')
const twinOf = (path: string) => `../../src/content/bn/${relative(path)}`
/** Bengali modules with no English counterpart: what the twins share. */
const BENGALI_ONLY = ['format.ts']

/** Fields that are never visitor text: identical in both languages, with everything under them. */
const NON_TEXT_KEYS = new Set([
  'id', 'key', 'slug', 'href', 'kind', 'code', 'shortName', 'email', 'phone', 'phones', 'mobile', 'photo', 'image',
  'fileName', 'action', 'departmentId', 'programmeId', 'level', 'hero', 'format', 'entry', 'summaryCards', 'season',
  'dateTime', 'colours', 'icon', 'mapEmbedUrl', 'external', 'rss', 'atom', 'page', 'fullCircularUrl', 'postalCode',
  'addressCountry', 'programmes', 'programme', 'basis', 'redirectTo',
])
const isPrimitive = (v: unknown) => v === null || typeof v !== 'object'
/** A non-text field holds a value or a flat list or record of values (not a nested record such as `{ programme: Programme }`). */
const isFlat = (v: unknown) => isPrimitive(v) || Object.values(v as object).every(isPrimitive)
/** Exports that hold no visitor text (paths, keys, the research services' own names): identical. */
const NON_TEXT_EXPORTS = new Set(['OFFICE_KEYS', 'DEPARTMENT_KEYS', 'ALL_SUMMARY_CARDS', 'PROGRAMME_LEVELS', 'CALENDARS', 'RESEARCH_PROFILES', 'SEASONS'])
/** Functions that write no text: the twin re-exports the English function itself. */
const PURE_FUNCTIONS = new Set(['departmentKeyOf', 'officeKeyOf', 'eventIcsPath', 'calendarEntryIcsPath', 'groupTotal', 'classesBeginDay', 'classesBeginMonth'])

interface Side {
  intakes: Module
  fees: Module
  keys: readonly string[]
}
type Sample = (value: never, side: Side) => unknown
const call = <A extends unknown[]>(f: unknown, ...args: A) => (f as (...a: A) => unknown)(...args)
const spring2026 = (side: Side) => call(side.intakes.intakeOf, 'Spring', 2026)

/** What each text-writing function (or registry of loaders) is compared by: its results for these inputs. */
const SAMPLES: Record<string, Sample> = {
  pageTitle: (f) => call(f, 'Page'),
  currentMenuOf: (f) => ['/about', '/vc', '/cse', '/fees', '/nowhere'].map((p) => call(f, p)),
  intakeOf: (f) => [call(f, 'Spring', 2026), call(f, 'Fall', 2026)],
  nextIntake: (f) => [call(f, { season: 'Spring', year: 2026 }), call(f, { season: 'Fall', year: 2026 })],
  currentIntake: (f) => ['2026-01-20', '2026-11-26'].map((d) => call(f, d)),
  circularOf: (f, side) => call(f, spring2026(side)),
  programmeFees: (f, side) => (side.fees.FEE_TABLE as unknown[]).map((r) => call(f, r)),
  feesOf: (f) => ['cse', 'mba', 'law'].map((s) => call(f, s)),
  programmeCards: (f) => call(f),
  programmeBySlug: (f) => ['cse', 'Mba', 'law'].map((s) => call(f, s)),
  resolveProgrammeSlug: (f) => ['cse', 'Mba', 'law'].map((s) => call(f, s)),
  loadOffice: (f, side) => Promise.all(side.keys.map((k) => call(f, k, spring2026(side)))),
  OFFICES: async (loaders: Record<string, Loader>, side) =>
    Object.fromEntries(
      await Promise.all(
        Object.entries(loaders).map(async ([k, load]) => {
          const record = (await load()).default
          return [k, typeof record === 'function' ? call(record, spring2026(side)) : record]
        }),
      ),
    ),
  // offices/admission-test.ts: the record of an intake.
  default: (record, side) => (typeof record === 'function' ? call(record, spring2026(side)) : record),
}

const LATIN = /[A-Za-z]/
const BENGALI_SCRIPT = /[\u0980-\u09FF]/
/** What stays in Latin digits inside Bengali prose: phone numbers, e-mail addresses, URLs. */
const KEPT_AS_PUBLISHED = /\+880[\d ]*\d|\S+@\S+|https?:\/\/\S+/g

/** Every difference between the English value and its twin, as readable lines. */
function differences(en: unknown, bn: unknown, path: string, key: string, out: string[]): void {
  if (NON_TEXT_KEYS.has(key) && isFlat(en)) {
    if (JSON.stringify(en) !== JSON.stringify(bn)) out.push(`${path}: not text, must equal ${JSON.stringify(en)}, is ${JSON.stringify(bn)}`)
    return
  }
  if (typeof en === 'string') {
    if (typeof bn !== 'string') return void out.push(`${path}: a string in English, ${typeof bn} in Bengali`)
    if (LATIN.test(en) && !BENGALI_SCRIPT.test(bn)) out.push(`${path}: not Bengali: ${JSON.stringify(bn)}`)
    if (/[0-9]/.test(bn.replace(KEPT_AS_PUBLISHED, ''))) out.push(`${path}: Latin digits in Bengali text: ${JSON.stringify(bn)}`)
    return
  }
  if (typeof en === 'function') {
    if (en !== bn) out.push(`${path}: a function that is neither the English one nor sampled in this test`)
    return
  }
  if (Array.isArray(en)) {
    if (!Array.isArray(bn) || bn.length !== en.length) return void out.push(`${path}: ${en.length} items in English, ${Array.isArray(bn) ? bn.length : 'no array'} in Bengali`)
    en.forEach((item, i) => differences(item, bn[i], `${path}[${i}]`, key, out))
    return
  }
  if (en !== null && typeof en === 'object') {
    if (bn === null || typeof bn !== 'object') return void out.push(`${path}: an object in English, not in Bengali`)
    const enKeys = Object.keys(en).sort()
    const bnKeys = Object.keys(bn).sort()
    if (enKeys.join() !== bnKeys.join()) return void out.push(`${path}: keys ${enKeys.join(', ')} in English, ${bnKeys.join(', ')} in Bengali`)
    for (const k of enKeys) differences((en as Module)[k], (bn as Module)[k], `${path}.${k}`, k, out)
    return
  }
  if (!Object.is(en, bn)) out.push(`${path}: ${String(en)} in English, ${String(bn)} in Bengali`)
}

const load = (glob: Record<string, Loader>, path: string) => {
  const loader = glob[path]
  if (!loader) throw new Error(`no module ${path}`)
  return loader()
}
const sides = async (): Promise<[Side, Side]> => {
  const keys = (await load(ENGLISH, '../../src/content/offices/keys.ts')).OFFICE_KEYS as readonly string[]
  const side = async (glob: Record<string, Loader>, root: string): Promise<Side> => ({
    intakes: await load(glob, `${root}intakes.ts`),
    fees: await load(glob, `${root}fees.ts`),
    keys,
  })
  return [await side(ENGLISH, '../../src/content/'), await side(BENGALI, '../../src/content/bn/')]
}

/** The exports of a module that hold visitor text (or write it). */
const textExports = (mod: Module) => Object.keys(mod).filter((name) => !NON_TEXT_EXPORTS.has(name) && !PURE_FUNCTIONS.has(name))

describe('Bengali twins of the content modules', () => {
  const english = Object.keys(ENGLISH).sort()

  it('finds the English modules', () => {
    expect(english.map(relative)).toEqual(expect.arrayContaining(['about.ts', 'site.ts', 'offices/vc.ts', 'programmes/cse.ts']))
    expect(english.length).toBeGreaterThan(40)
  })

  it.each(english.map((path) => [relative(path), path]))('%s has a Bengali twin of the same shape', async (_name, path) => {
    const en = await load(ENGLISH, path)
    if (textExports(en).length === 0) {
      // Nothing a visitor reads (types, keys): no twin needed.
      expect(BENGALI[twinOf(path)], 'a twin of a module without text').toBeUndefined()
      return
    }
    expect(BENGALI[twinOf(path)], `missing src/content/bn/${relative(path)}`).toBeDefined()
    const bn = await load(BENGALI, twinOf(path))
    expect(Object.keys(bn).sort()).toEqual(Object.keys(en).sort())
    const [enSide, bnSide] = await sides()
    const out: string[] = []
    for (const name of Object.keys(en)) {
      const sample = SAMPLES[name]
      if (NON_TEXT_EXPORTS.has(name)) expect(bn[name], name).toEqual(en[name])
      else if (sample && (typeof en[name] === 'function' || name === 'OFFICES'))
        differences(await sample(en[name] as never, enSide), await sample(bn[name] as never, bnSide), name, name, out)
      else differences(en[name], bn[name], name, name, out)
    }
    expect(out).toEqual([])
  })

  it('has no Bengali module without an English one', () => {
    const orphans = Object.keys(BENGALI)
      .map(relative)
      .filter((rel) => !BENGALI_ONLY.includes(rel) && !ENGLISH[`../../src/content/${rel}`])
    expect(orphans).toEqual([])
  })

  it('names the university one way: the Bengali SITE.name', async () => {
    const { SITE } = await load(BENGALI, '../../src/content/bn/site.ts')
    const name = (SITE as { name: string }).name
    expect(name).toBe('হিল ট্র্যাক্টস বিশ্ববিদ্যালয়')
    const [, bnSide] = await sides()
    const texts: string[] = []
    const collect = (v: unknown): void => {
      if (typeof v === 'string') texts.push(v)
      else if (Array.isArray(v)) v.forEach(collect)
      else if (v && typeof v === 'object') Object.values(v).forEach(collect)
    }
    for (const path of Object.keys(BENGALI)) {
      const mod = await load(BENGALI, path)
      for (const [k, v] of Object.entries(mod)) collect(SAMPLES[k] && typeof v === 'function' ? await SAMPLES[k](v as never, bnSide) : v)
    }
    const mentions = texts.filter((t) => /ট্র্যাক্টস|Hill Tracts/.test(t))
    expect(mentions.length).toBeGreaterThan(20)
    expect(mentions.filter((t) => !t.includes(name))).toEqual([])
  })

  it('writes numbers and dates in Bengali: fees in lakh grouping, the test day with its time of day', async () => {
    const bn = await load(BENGALI, '../../src/content/bn/format.ts')
    expect(call(bn.bnNumber, 378008)).toBe('৩,৭৮,০০৮')
    expect(call(bn.bnDate, '2026-01-20')).toBe('২০ জানুয়ারি ২০২৬')
    const intakes = await load(BENGALI, '../../src/content/bn/intakes.ts')
    expect(call(intakes.intakeOf, 'Spring', 2026)).toMatchObject({
      name: 'স্প্রিং ২০২৬',
      lastDateToApply: { dateTime: '2026-02-21', text: '২১ ফেব্রুয়ারি ২০২৬' },
      admissionTest: { dateTime: '2026-02-26T10:00', text: '২৬ ফেব্রুয়ারি ২০২৬, সকাল ১০টা' },
    })
    const fees = await load(BENGALI, '../../src/content/bn/fees.ts')
    expect(call(fees.feesOf, 'cse')).toMatchObject({ duration: '৪ বছর', total: 378008 })
  })
})
