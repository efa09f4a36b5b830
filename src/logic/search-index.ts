// The site search index (pure): MiniSearch over title and body text of every searchable page,
// with a tokenizer that keeps Bengali words whole, and highlighted snippets of the matches.
import MiniSearch from 'minisearch'
import type { Locale } from '../routes/locale'
import { BENGALI_TWIN_ID, SEARCH_TYPES, type SearchDoc, type SearchHit, type SearchType, type Segment } from './search-types'

export * from './search-types'

/** A query is cut to this many words: each costs a (fuzzy) walk of the index. */
export const MAX_QUERY_TERMS = 8
/** Terms this long or longer also match as prefixes and with typos. */
export const FUZZY_MIN_LENGTH = 4
/** Characters of body text around the first match. */
const SNIPPET_CHARS = 220

/**
 * A word: letters, combining marks (Bengali vowel signs, virama, nukta), digits, and the zero-width
 * joiners inside Bengali conjuncts. Everything else separates words.
 */
const WORD = /[\p{L}\p{M}\p{N}\u200C\u200D]+/gu

/** Words of `text`, as typed (NFC); used for indexing and for queries. */
export function tokenize(text: string): string[] {
  return text.normalize('NFC').match(WORD) ?? []
}

/** The indexed form of a word: NFC, lower case, joiners dropped (typed with or without them alike). */
export function processTerm(term: string): string | null {
  const out = term.normalize('NFC').toLowerCase().replace(/[\u200C\u200D]/g, '')
  return out === '' ? null : out
}

/** A matched document and the indexed words it matched by (what its result marks). */
export interface SearchMatch {
  doc: SearchDoc
  terms: readonly string[]
}

export interface SearchAnswer {
  /** Matches of the type asked for (all types when none), best first. */
  matches: SearchMatch[]
  /** Matches of each type, whatever the filter. */
  counts: Record<SearchType, number>
}

const longEnough = (term: string) => term.length >= FUZZY_MIN_LENGTH

/** One MiniSearch over title and body, the site's tokenizer and its fuzzy, prefix and AND rules. */
function miniSearchOf(docs: readonly SearchDoc[]): MiniSearch<SearchDoc> {
  const mini = new MiniSearch<SearchDoc>({
    fields: ['title', 'body'],
    storeFields: [],
    tokenize,
    processTerm,
    searchOptions: {
      boost: { title: 3 },
      prefix: longEnough,
      fuzzy: (term) => (longEnough(term) ? 0.2 : false),
      maxFuzzy: 2,
      combineWith: 'AND',
    },
  })
  mini.addAll(docs)
  return mini
}

const isTwin = (id: string) => id.startsWith(BENGALI_TWIN_ID)

/**
 * The search over every document. The written pages' Bengali twins (ids BENGALI_TWIN_ID…) have an index
 * of their own, so they never change how the others rank: a query's results are the main index's, a page
 * given as its Bengali twin on /bn when that matches too, then the twins whose English page did not match.
 */
export class SiteSearchIndex {
  private readonly main: MiniSearch<SearchDoc>
  private readonly twins: MiniSearch<SearchDoc>
  private readonly docs = new Map<string, SearchDoc>()

  constructor(docs: readonly SearchDoc[]) {
    const unique: SearchDoc[] = []
    for (const doc of docs) {
      if (this.docs.has(doc.id)) continue
      const clean = { ...doc, title: doc.title.normalize('NFC'), body: doc.body.normalize('NFC') }
      this.docs.set(doc.id, clean)
      unique.push(clean)
    }
    this.main = miniSearchOf(unique.filter((d) => !isTwin(d.id)))
    this.twins = miniSearchOf(unique.filter((d) => isTwin(d.id)))
  }

  get size(): number {
    return this.docs.size
  }

  /**
   * Matches of `query` (words beyond MAX_QUERY_TERMS dropped), best first, optionally of one type only. A
   * written page is one result: in the interface's `locale` when both its twins match, else the one that did.
   */
  search(query: string, type: SearchType | null = null, locale: Locale = 'en'): SearchAnswer {
    const counts = Object.fromEntries(SEARCH_TYPES.map((t) => [t, 0])) as Record<SearchType, number>
    const words = tokenize(query).slice(0, MAX_QUERY_TERMS)
    if (words.length === 0) return { matches: [], counts }
    const q = words.join(' ')
    const main = this.main.search(q)
    const twins = new Map(this.twins.search(q).map((r) => [r.id as string, r]))
    const inMain = new Set(main.map((r) => r.id as string))
    const results = [
      ...main.map((r) => (locale === 'bn' && twins.get(BENGALI_TWIN_ID + String(r.id))) || r),
      ...[...twins.values()].filter((r) => !inMain.has(String(r.id).slice(BENGALI_TWIN_ID.length))),
    ]
    const matches: SearchMatch[] = []
    for (const result of results) {
      const doc = this.docs.get(result.id as string)
      if (!doc) continue
      counts[doc.type]++
      if (!type || doc.type === type) matches.push({ doc, terms: result.terms })
    }
    return { matches, counts }
  }
}

/** The result of a match as a page shows it: the title and a snippet with the matched words marked. */
export function hitOf({ doc, terms }: SearchMatch): SearchHit {
  const matched = new Set(terms)
  return { id: doc.id, type: doc.type, title: highlight(doc.title, matched), snippet: snippet(doc.body, matched), href: doc.href, date: doc.date }
}

/** `text` cut into segments, the words whose indexed form is in `terms` marked. */
export function highlight(text: string, terms: ReadonlySet<string>): Segment[] {
  const segments: Segment[] = []
  let at = 0
  for (const match of text.matchAll(WORD)) {
    if (!terms.has(processTerm(match[0]) ?? '')) continue
    if (match.index > at) segments.push({ text: text.slice(at, match.index), mark: false })
    segments.push({ text: match[0], mark: true })
    at = match.index + match[0].length
  }
  if (at < text.length) segments.push({ text: text.slice(at), mark: false })
  return segments
}

/**
 * About SNIPPET_CHARS of `body` around its first matched word (its beginning when only the title
 * matched), cut at spaces, with "…" where text was left out, the matched words marked.
 */
export function snippet(body: string, terms: ReadonlySet<string>): Segment[] {
  const text = body.replace(/\s+/g, ' ').trim()
  let first = -1
  for (const match of text.matchAll(WORD)) {
    if (terms.has(processTerm(match[0]) ?? '')) {
      first = match.index
      break
    }
  }
  let start = first < 0 ? 0 : Math.max(0, first - Math.floor(SNIPPET_CHARS / 3))
  let end = Math.min(text.length, start + SNIPPET_CHARS)
  if (start > 0) {
    const space = text.indexOf(' ', start)
    start = space >= 0 && space < (first < 0 ? end : first) ? space + 1 : start
  }
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end)
    end = space > start && space > first ? space : end
  }
  const segments = highlight(text.slice(start, end), terms)
  if (start > 0) segments.unshift({ text: '… ', mark: false })
  if (end < text.length) segments.push({ text: ' …', mark: false })
  return segments
}
