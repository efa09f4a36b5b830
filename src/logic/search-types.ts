// What a site search answers (no search engine here: the page imports this in the browser too).

/** Kinds of result, in the order the type filter lists them (the `?type=` values). */
export const SEARCH_TYPES = ['notice', 'news', 'event', 'career', 'faculty', 'programme', 'office', 'department', 'page'] as const
export type SearchType = (typeof SEARCH_TYPES)[number]

/** Id prefix of a written page's Bengali twin in the index ('bn:page:/about' beside 'page:/about'). */
export const BENGALI_TWIN_ID = 'bn:'

export const isSearchType = (value: string): value is SearchType => (SEARCH_TYPES as readonly string[]).includes(value)

/** One searchable page. */
export interface SearchDoc {
  /** Unique across types, e.g. "notice:1001". */
  id: string
  type: SearchType
  title: string
  /** Plain text the snippet is cut from. */
  body: string
  href: string
  /** ISO date (yyyy-mm-dd) shown with the result, when the item has one. */
  date: string | null
}

/** A piece of text, marked when it is a matched word. */
export interface Segment {
  text: string
  mark: boolean
}

export interface SearchHit {
  id: string
  type: SearchType
  title: Segment[]
  snippet: Segment[]
  href: string
  date: string | null
}

/** Results on one page of /search. */
export const SEARCH_PAGE_SIZE = 20
/** Characters of a query searched at most; the rest is dropped (and the page says so). */
export const MAX_QUERY_CHARS = 100
