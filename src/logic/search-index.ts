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

/** One MiniSearch over title and body, the site's tokenizer and its fuzzy, prefix and AND rules (empty). */
function miniSearch(): MiniSearch<SearchDoc> {
  return new MiniSearch<SearchDoc>({
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
}

/**
 * What documents cost the heap in the index (MiniSearch), measured with a vocabulary where every word is new (the
 * worst case: 2,200 documents, 83,600 words, 52 MiB: about 650 bytes a new word) and with words that recur (about
 * 50 bytes a word already known): a word the index has not seen costs NEW_WORD_BYTES, one it has POSTING_BYTES, and
 * the text two bytes a character (Bengali strings are two-byte). The constants err high.
 */
const NEW_WORD_BYTES = 700
const POSTING_BYTES = 64
const DOC_BYTES = 300

/** The heap a document adds to an index that already holds `vocabulary` (which it joins). */
function addedBytes(doc: SearchDoc, vocabulary: Set<string>): number {
  const words = new Set<string>()
  for (const word of tokenize(`${doc.title} ${doc.body}`)) words.add(processTerm(word) ?? '')
  let bytes = DOC_BYTES + 2 * (doc.title.length + doc.body.length) + POSTING_BYTES * words.size
  for (const word of words) {
    if (vocabulary.has(word)) continue
    vocabulary.add(word)
    bytes += NEW_WORD_BYTES
  }
  return bytes
}

/** What an index holds of the documents it was given. */
export interface IndexStats {
  indexed: number
  /** Documents left out: over the budget (the oldest first). */
  leftOut: number
  /** Estimated heap of the index (see addedBytes). */
  bytes: number
}

/**
 * The documents an index of at most `budgetBytes` holds: those without a date (the site's own pages) first, then the
 * dated ones newest first, while they fit. A list larger than the budget is indexed partly, its newest records.
 */
export function withinBudget(docs: readonly SearchDoc[], budgetBytes: number): { docs: SearchDoc[]; stats: IndexStats } {
  const ordered = [...docs].sort((a, b) => (a.date === b.date ? 0 : !a.date ? -1 : !b.date ? 1 : b.date.localeCompare(a.date)))
  if (budgetBytes === Infinity) return { docs: ordered, stats: { indexed: ordered.length, leftOut: 0, bytes: 0 } }
  const kept: SearchDoc[] = []
  const vocabulary = new Set<string>()
  let bytes = 0
  for (const doc of ordered) {
    const cost = addedBytes(doc, vocabulary)
    // Over the budget: this one and every older one are left out (their new words stay counted: an estimate).
    if (bytes + cost > budgetBytes) break
    bytes += cost
    kept.push(doc)
  }
  return { docs: kept, stats: { indexed: kept.length, leftOut: docs.length - kept.length, bytes } }
}

const isTwin = (id: string) => id.startsWith(BENGALI_TWIN_ID)

/**
 * The search over every document. The written pages' Bengali twins (ids BENGALI_TWIN_ID…) have an index
 * of their own, so they never change how the others rank: a query's results are the main index's, a page
 * given as its Bengali twin on /bn when that matches too, then the twins whose English page did not match.
 */
export class SiteSearchIndex {
  private readonly main = miniSearch()
  private readonly twins = miniSearch()
  private readonly docs = new Map<string, SearchDoc>()
  private held: IndexStats = { indexed: 0, leftOut: 0, bytes: 0 }

  /** An index of `docs` (within `budgetBytes`, see withinBudget), built at once: small sets and tests. */
  constructor(docs: readonly SearchDoc[], budgetBytes = Infinity) {
    const { main, twins } = this.take(docs, budgetBytes)
    this.main.addAll(main)
    this.twins.addAll(twins)
  }

  /**
   * An index of `docs` within `budgetBytes`, built a chunk at a time so the server keeps answering meanwhile (the
   * event loop is free between chunks).
   */
  static async build(docs: readonly SearchDoc[], budgetBytes: number, chunkSize = 250): Promise<SiteSearchIndex> {
    const index = new SiteSearchIndex([])
    const { main, twins } = index.take(docs, budgetBytes)
    await index.main.addAllAsync(main, { chunkSize })
    await index.twins.addAllAsync(twins, { chunkSize })
    return index
  }

  /** What it holds of the documents it was given. */
  get stats(): IndexStats {
    return this.held
  }

  /** Keeps the unique documents within the budget, in NFC; answers them split into the main index's and the twins'. */
  private take(docs: readonly SearchDoc[], budgetBytes: number): { main: SearchDoc[]; twins: SearchDoc[] } {
    const unique: SearchDoc[] = []
    const seen = new Set<string>()
    for (const doc of docs) {
      if (seen.has(doc.id)) continue
      seen.add(doc.id)
      unique.push({ ...doc, title: doc.title.normalize('NFC'), body: doc.body.normalize('NFC') })
    }
    const { docs: kept, stats } = withinBudget(unique, budgetBytes)
    this.held = stats
    for (const doc of kept) this.docs.set(doc.id, doc)
    return { main: kept.filter((d) => !isTwin(d.id)), twins: kept.filter((d) => isTwin(d.id)) }
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
