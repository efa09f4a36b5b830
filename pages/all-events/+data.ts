import type { PageContextServer } from 'vike/types'
import { toEventSummary, type EventSummary } from '../../src/data/summaries'
import { listState, type ListState } from '../../src/data/list'
import { settle, upstreamOf } from '../../src/data/load'
import { queryOf } from '../../src/data/query'
import config from './+config'
import { today } from '../../src/data/today'
import { isPast } from '../../src/logic/expiry'

export type EventListItem = EventSummary & { past: boolean }

export interface Data {
  list: ListState<EventListItem, Record<string, never>>
  /** Stored, not shown: the page shows its empty state. */
  error: string | null
}

export async function data(pageContext: PageContextServer): Promise<Data> {
  // The API has no separate full event list: the recent events of every department are the list.
  const { value, error } = await settle(pageContext, () => upstreamOf(pageContext).recentEvents(), [])
  const now = today(pageContext)
  const events = value.map((e) => ({ ...toEventSummary(e), past: isPast(e.endDate || e.startDate, now) }))
  return { list: listState(pageContext, events, queryOf(pageContext, config.query), {}), error }
}
