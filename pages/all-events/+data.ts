import type { PageContextServer } from 'vike/types'
import { toEventSummary, type EventSummary } from '../../src/components/home/EventCard'
import { settle, upstreamOf } from '../../src/data/load'

export interface Data {
  events: EventSummary[]
  /** Stored, not shown: the page shows its empty state. */
  error: string | null
}

export async function data(pageContext: PageContextServer): Promise<Data> {
  // The API has no separate full event list: the recent events of every department are the list.
  const { value, error } = await settle(pageContext, () => upstreamOf(pageContext).recentEvents(), [])
  return { events: value.map(toEventSummary), error }
}
