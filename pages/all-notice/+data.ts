import type { PageContextServer } from 'vike/types'
import { settle, upstreamOf } from '../../src/data/load'
import { queryOf } from '../../src/data/query'
import type { Notice } from '../../src/domain/types'

export type NoticeSummary = Pick<Notice, 'id' | 'date' | 'headline'>

export interface Data {
  notices: NoticeSummary[]
  error: string | null
  /** Filters from the query string, so the list also filters without JavaScript. */
  initialDate: string
  initialTitle: string
}

export async function data(pageContext: PageContextServer): Promise<Data> {
  const { value, error } = await settle(pageContext, () => upstreamOf(pageContext).allNotices(), [])
  const search = queryOf(pageContext, '/all-notice')
  return {
    // Only what the list shows goes to the browser.
    notices: value.map(({ id, date, headline }) => ({ id, date, headline })),
    error,
    initialDate: (search.date ?? '').slice(0, 10),
    initialTitle: (search.title ?? '').slice(0, 100),
  }
}
