// The UI's messages (src/i18n/messages/{en,bn}.json): every key in both languages, Bengali written in
// Bengali, the same placeholders on both sides, and the compiled functions up to date.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { m } from '../../src/i18n/messages'

type Variant = { declarations?: string[]; selectors?: string[]; match: Record<string, string> }
type Message = string | Variant[]

const read = (locale: string): Record<string, Message> => {
  const { $schema: _schema, ...messages } = JSON.parse(readFileSync(`src/i18n/messages/${locale}.json`, 'utf8')) as Record<string, Message>
  return messages
}
const en = read('en')
const bn = read('bn')
const keys = Object.keys(en)

/** Every text a message can produce: its one pattern, or each variant's. */
const patterns = (message: Message): string[] => (typeof message === 'string' ? [message] : message.flatMap((v) => Object.values(v.match)))
/** The placeholders a message shows: {name}. */
const placeholders = (message: Message) => [...new Set(patterns(message).flatMap((p) => [...p.matchAll(/\{(\w+)\}/g)].map((x) => x[1])))].sort()
// The Bengali block, and the dandas (।, ॥) Bengali shares with Devanagari.
const BENGALI = /[\u0980-\u09FF\u0964\u0965]/

/** Bengali values allowed to equal the English ones (names and codes written the same in both). */
const SAME_IN_BOTH: ReadonlySet<string> = new Set([])

describe('UI messages', () => {
  it('have the same keys in English and Bengali (a missing translation fails here)', () => {
    expect(Object.keys(bn).sort()).toEqual([...keys].sort())
    expect(keys.length).toBeGreaterThan(300)
  })

  it.each(keys)('%s: the Bengali is Bengali, not the English again', (key) => {
    for (const p of patterns(bn[key]!)) expect(p, key).toMatch(BENGALI)
    if (!SAME_IN_BOTH.has(key)) expect(patterns(bn[key]!)).not.toEqual(patterns(en[key]!))
  })

  it.each(keys)('%s: both languages show the same placeholders', (key) => {
    expect(placeholders(bn[key]!)).toEqual(placeholders(en[key]!))
  })

  it('are compiled (src/i18n/paraglide is up to date with the JSON files)', () => {
    expect(Object.keys(m).sort()).toEqual([...keys].sort())
    expect(m.pager_previous({}, { locale: 'en' })).toBe('Previous')
    expect(m.pager_previous({}, { locale: 'bn' })).toBe('আগের')
    expect(m.search_resultCount({ count: '1', query: 'cse' }, { locale: 'en' })).toBe('1 result for “cse”')
    expect(m.search_resultCount({ count: '2', query: 'cse' }, { locale: 'en' })).toBe('2 results for “cse”')
    expect(m.search_resultCount({ count: '২', query: 'cse' }, { locale: 'bn' })).toBe('“cse” খুঁজে ২টি ফলাফল পাওয়া গেছে')
  })
})
