// Server side of the paged lists: one page of the filtered items, or "not found" for a page past the end.
import type { PageContextServer } from 'vike/types'
import { paginate, parsePage } from '../logic/pagination'
import { markNotFound } from './load'

/** What a list page gets: one page of items, where it is, and the filters that chose them. */
export interface ListState<T, F extends Record<string, string> = Record<string, string>> {
  items: T[]
  page: number
  pageCount: number
  /** Items matching the filters, on all pages. */
  total: number
  filters: F
  /** The URL named a page past the end (or no page at all): 404 with the spec's text. */
  notFound: boolean
}

/** Page `rawPage` of `items` (already filtered and sorted); a page past the end marks the render 404. */
export function listState<T, F extends Record<string, string>>(
  pageContext: PageContextServer,
  items: readonly T[],
  rawPage: string | undefined,
  filters: F,
): ListState<T, F> {
  const paged = paginate(items, parsePage(rawPage))
  if (!paged) {
    markNotFound(pageContext)
    return { items: [], page: 1, pageCount: 1, total: items.length, filters, notFound: true }
  }
  return { ...paged, filters, notFound: false }
}

/** A query value as a filter: at most `max` characters (nothing a request sends grows without bound). */
export const filterValue = (raw: string | undefined, max = 100) => (raw ?? '').slice(0, max)
