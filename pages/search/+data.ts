import type { PageContextServer } from 'vike/types'
import { markView } from '../../src/data/list'
import { markDegraded, markNotFound } from '../../src/data/load'
import { queryOf } from '../../src/data/query'
import config from './+config'
import { siteSearchOf } from '../../src/data/search'
import { hitOf, type SearchMatch } from '../../src/logic/search-index'
import { paginate, parsePage } from '../../src/logic/pagination'
import { isSearchType, MAX_QUERY_CHARS, SEARCH_PAGE_SIZE, SEARCH_TYPES, type SearchHit, type SearchType } from '../../src/logic/search-types'

export interface Data {
  /** The query as searched (NFC, trimmed, at most MAX_QUERY_CHARS). */
  q: string
  /** The query was longer and was cut. */
  shortened: boolean
  /** The type filter ('' for all types). */
  type: SearchType | ''
  hits: SearchHit[]
  /** Matches of each type for this query, whatever the filter. */
  counts: Record<SearchType, number>
  total: number
  page: number
  pageCount: number
  /** A page past the end, or a type that does not exist: 404. */
  notFound: boolean
}

export async function data(pageContext: PageContextServer): Promise<Data> {
  const search = queryOf(pageContext, config.query)
  const raw = (search.q ?? '').normalize('NFC').replace(/\s+/g, ' ').trim()
  const q = Array.from(raw).slice(0, MAX_QUERY_CHARS).join('').trim()
  const rawType = search.type ?? ''
  const type = rawType === '' ? '' : isSearchType(rawType) ? rawType : null
  const counts = Object.fromEntries(SEARCH_TYPES.map((t) => [t, 0])) as Record<SearchType, number>
  const answer: Data = { q, shortened: q.length < raw.length, type: type ?? '', hits: [], counts, total: 0, page: 1, pageCount: 1, notFound: false }
  if (type === null) {
    markNotFound(pageContext)
    return { ...answer, notFound: true }
  }

  let matches: SearchMatch[] = []
  if (q !== '') {
    const built = await siteSearchOf(pageContext)
    // Only the content modules answered: like a list whose data failed (503, the edge's good copy).
    if (built.upstreamMissing) markDegraded(pageContext)
    const found = built.index.search(q, type || null, pageContext.locale ?? 'en')
    matches = found.matches
    answer.counts = found.counts
  }
  const paged = paginate(matches, parsePage(search.page), SEARCH_PAGE_SIZE)
  if (!paged) {
    markNotFound(pageContext)
    return { ...answer, total: matches.length, notFound: true }
  }
  // Results are views of the index, never pages for search engines; the canonical holds the query as searched.
  markView(pageContext, { q, type: type ?? '', page: String(paged.page) }, { noindex: true, page: paged.page, pageCount: paged.pageCount })
  // Snippets for the results shown only.
  return { ...answer, hits: paged.items.map(hitOf), total: paged.total, page: paged.page, pageCount: paged.pageCount }
}
