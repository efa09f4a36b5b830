import type { PageContextServer } from 'vike/types'
import { toNewsSummary, type NewsSummary } from '../../src/components/home/NewsCard'
import { settle, upstreamOf } from '../../src/data/load'
import { queryOf } from '../../src/data/query'

export interface Data {
  news: NewsSummary[]
  /** Stored, not shown (site spec §8): the page shows its empty state. */
  error: string | null
  /** Search from the query string, so the list also filters without JavaScript. */
  initialQuery: string
}

export async function data(pageContext: PageContextServer): Promise<Data> {
  const { value, error } = await settle(pageContext, () => upstreamOf(pageContext).allNews(), [])
  return {
    news: value.map(toNewsSummary),
    error,
    initialQuery: (queryOf(pageContext, '/all-news').q ?? '').slice(0, 100),
  }
}
