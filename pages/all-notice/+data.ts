import type { PageContextServer } from 'vike/types'
import { filterValue, listState, type ListState } from '../../src/data/list'
import { settle, upstreamOf } from '../../src/data/load'
import { queryOf } from '../../src/data/query'
import config from './+config'
import type { NoticeSummary } from '../../src/data/summaries'
import { filterNotices, noticeDateSubstring, validNoticeDateFields } from '../../src/logic/filters'

export type NoticeFilters = { date: string; year: string; month: string; day: string; title: string }

export interface Data {
  list: ListState<NoticeSummary, NoticeFilters>
  /** Years that have notices, newest first: the year select's options. */
  years: string[]
  error: string | null
}

export async function data(pageContext: PageContextServer): Promise<Data> {
  const { value, error } = await settle(pageContext, () => upstreamOf(pageContext).allNotices(), [])
  const search = queryOf(pageContext, config.query)
  // A malformed or impossible date part (?date=2026-13-45) is no filter.
  const filters: NoticeFilters = {
    ...validNoticeDateFields({ date: filterValue(search.date, 10), year: filterValue(search.year, 4), month: filterValue(search.month, 2), day: filterValue(search.day, 2) }),
    title: filterValue(search.title),
  }
  const matching = filterNotices(value, { date: noticeDateSubstring(filters), title: filters.title })
  const years = [...new Set(value.map((n) => n.date.slice(0, 4)).filter((y) => /^\d{4}$/.test(y)))].sort().reverse()
  return {
    // Only what the list shows goes to the browser.
    list: listState(pageContext, matching.map(({ id, date, headline }) => ({ id, date, headline })), search, filters),
    years,
    error,
  }
}
