// The Bengali wording rules (docs/bengali-glossary.md): every text of src/i18n/messages/bn.json and every string of
// src/content/** writes the glossary's forms (src/i18n/glossary.ts), never the avoided ones; no "-এর"/"-র"
// glued to a {placeholder} (a placeholder cannot inflect: rephrase); no ASCII full stop ending Bengali text; no
// ASCII digit in Bengali prose outside the codes, addresses and numbers that are written in Latin; and one rule for
// the time of day (formatClock), which the content's bnClock is.
import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { intakeOf } from '../../src/content/intakes'
import { formatClock } from '../../src/i18n/format'
import { GLOSSARY } from '../../src/i18n/glossary'

type Variant = { match: Record<string, string> }
const BENGALI = /[\u0980-\u09FF]/u

/** Every text of bn.json, as "key: text". */
function messageTexts(): [string, string][] {
  const { $schema: _schema, ...messages } = JSON.parse(readFileSync('src/i18n/messages/bn.json', 'utf8')) as Record<string, string | Variant[]>
  return Object.entries(messages).flatMap(([key, message]) =>
    typeof message === 'string' ? [[`bn.json ${key}`, message] as [string, string]] : message.flatMap((v) => Object.values(v.match).map((t) => [`bn.json ${key}`, t] as [string, string])),
  )
}

/** Every string literal and template of a TypeScript file (a template's `${…}` as `{…}`, like a message's placeholder). */
function literalsOf(file: string): [string, string][] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true)
  const found: [string, string][] = []
  const where = (node: ts.Node) => `${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) found.push([where(node), node.text])
    else if (ts.isTemplateExpression(node)) {
      found.push([where(node), node.head.text + node.templateSpans.map((s) => `{${s.expression.getText(source)}}${s.literal.text}`).join('')])
      node.templateSpans.forEach((s) => visit(s.expression))
      return
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

const contentFiles = readdirSync('src/content', { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.ts'))
  .map((f) => join('src/content', f))

/** The Bengali texts the rules read: bn.json, and the content's strings that hold Bengali (ids, codes and hrefs hold none). */
const bengaliTexts = (): [string, string][] =>
  [...messageTexts(), ...contentFiles.flatMap(literalsOf)].filter(([, text]) => BENGALI.test(text))

/** What in Bengali prose is written with ASCII digits, removed before looking for any other ASCII digit. */
const LATIN_NUMBERS: readonly [string, RegExp][] = [
  ['a placeholder', /\{[^}]*\}/gu],
  ['a URL', /\b(?:https?:\/\/|www\.)\S+/gu],
  ['an e-mail address', /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/gu],
  // +880 2333 371 101, 01712345678: at least 8 digits, grouped by spaces or hyphens.
  ['a phone number', /\+?\d(?:[\d -]*\d){7,}/gu],
  // CSE 1101, A4, PLO1: Latin letters, then (after one space or hyphen at most) digits.
  ['a Latin code', /\b[A-Za-z]+[ -]?\d+[A-Za-z]?\b/gu],
]
const proseOf = (text: string) => LATIN_NUMBERS.reduce((rest, [, pattern]) => rest.replace(pattern, ' '), text)

/** Abbreviations Bengali print writes with a full stop (ড. = Dr., মো. = Md.). */
const BENGALI_ABBREVIATIONS = ['ড', 'ডা', 'মো', 'মোসা', 'মোছা', 'নং', 'প্রকৌ', 'এলএল', 'বি']
/** An ASCII full stop right after Bengali text: not an ellipsis ("..."), a decimal point (২.৫০) or an abbreviation's. */
const asciiStops = (text: string) =>
  [...text.matchAll(/(\S*?)([\u0980-\u09FF])\.(?![.০-৯])/gu)].filter((m) => {
    const wordBefore = /([\u0980-\u09FF]+)$/u.exec(`${m[1]}${m[2]}`)?.[1] ?? ''
    return !BENGALI_ABBREVIATIONS.includes(wordBefore)
  })

const GENITIVE_AFTER_PLACEHOLDER = /\}(?:-?এর|-?র)(?![\u0980-\u09E5\u09F0-\u09FF])/u

describe('Bengali wording (docs/bengali-glossary.md)', () => {
  const texts = bengaliTexts()

  it('reads every Bengali text: bn.json and the content twins', () => {
    expect(texts.filter(([where]) => where.startsWith('bn.json')).length).toBeGreaterThan(300)
    expect(texts.filter(([where]) => where.startsWith('src/content')).length).toBeGreaterThan(500)
  })

  it.each(GLOSSARY.map((t) => [t.concept, t] as const))('glossary, %s: the avoided forms appear nowhere', (_concept, term) => {
    const wrong = texts.flatMap(([where, text]) => term.avoid.filter((a) => a.pattern.test(text)).map((a) => `${where}: "${a.form}" in ${text}`))
    expect(wrong, `write ${term.use}`).toEqual([])
  })

  it('no genitive (-এর, -র) glued to a {placeholder}: the sentence is built around it', () => {
    expect(texts.filter(([, text]) => GENITIVE_AFTER_PLACEHOLDER.test(text)).map(([where, text]) => `${where}: ${text}`)).toEqual([])
  })

  it('no ASCII full stop ends Bengali text (the danda does; an ellipsis and ড./মো. may)', () => {
    expect(texts.filter(([, text]) => asciiStops(text).length > 0).map(([where, text]) => `${where}: ${text}`)).toEqual([])
  })

  it('no ASCII digit in Bengali prose, outside URLs, e-mails, phone numbers and Latin codes', () => {
    expect(texts.filter(([, text]) => /[0-9]/.test(proseOf(text))).map(([where, text]) => `${where}: ${text}`)).toEqual([])
  })

  it('the exceptions are exact: codes, addresses and phones pass, a number in prose does not', () => {
    for (const ok of ['কোর্স CSE 1101 দেখুন', 'A4 মাপের একটি পাতায়', 'info@htu.edu.bd ঠিকানায় লিখুন', 'ফোন: +880 2333 371 101', 'যেমন: 01712345678', 'https://htu.edu.bd/bn/fees দেখুন', '{count}টি'])
      expect(/[0-9]/.test(proseOf(ok)), ok).toBe(false)
    for (const bad of ['২৫ জানুয়ারি 2026', 'মোট 3টি কোর্স', 'সকাল 10টা', 'ফি 5,000 টাকা']) expect(/[0-9]/.test(proseOf(bad)), bad).toBe(true)
    expect(asciiStops('বিশ্ববিদ্যালয়.')).toHaveLength(1)
    expect(asciiStops('অধ্যাপক ড. রহমান। লোড হচ্ছে... ২.৫০')).toHaveLength(0)
    expect(GENITIVE_AFTER_PLACEHOLDER.test('{site}-এর ফোন')).toBe(true)
    expect(GENITIVE_AFTER_PLACEHOLDER.test('{count}টি ফলাফল; ছবি: {name}')).toBe(false)
  })

  it('one rule for the time of day: formatClock, which the content writes its times with, whole hours as "…টা"', () => {
    expect(intakeOf('Spring', 2026, 'bn').admissionTest.text).toBe(`২৬ ফেব্রুয়ারি ২০২৬, ${formatClock('10:00', 'bn')}`)
    expect(['05:00', '10:00', '10:30', '12:00', '14:15', '15:30', '18:45', '20:00', '00:30'].map((t) => formatClock(t, 'bn'))).toEqual([
      'ভোর ৫টা', 'সকাল ১০টা', 'সকাল ১০:৩০', 'দুপুর ১২টা', 'দুপুর ২:১৫', 'বিকাল ৩:৩০', 'সন্ধ্যা ৬:৪৫', 'রাত ৮টা', 'রাত ১২:৩০',
    ])
  })

  it('15:30 is বিকাল (afternoon until 18:00, the glossary), not দুপুর as Intl bn-BD\'s day periods have it', () => {
    expect(formatClock('15:30', 'bn')).toBe('বিকাল ৩:৩০')
    expect(formatClock('14:59', 'bn')).toBe('দুপুর ২:৫৯')
    expect(formatClock('15:00', 'bn')).toBe('বিকাল ৩টা')
  })
})
