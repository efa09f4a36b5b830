import type { PageContextServer } from 'vike/types'
import { toNewsSummary, type NewsSummary } from '../../src/data/summaries'
import { filterValue, listState, type ListState } from '../../src/data/list'
import { settle, upstreamOf } from '../../src/data/load'
import { queryOf } from '../../src/data/query'
import config from './+config'
import { filterNews } from '../../src/logic/filters'

export interface Data {
  list: ListState<NewsSummary, { q: string }>
  /** Stored, not shown (site spec §8): the page shows its empty state. */
  error: string | null
}

export async function data(pageContext: PageContextServer): Promise<Data> {
  const { value, error } = await settle(pageContext, () => upstreamOf(pageContext).allNews(), [])
  const search = queryOf(pageContext, config.query)
  const filters = { q: filterValue(search.q) }
  return { list: listState(pageContext, filterNews(value, filters.q).map(toNewsSummary), search, filters), error }
}
