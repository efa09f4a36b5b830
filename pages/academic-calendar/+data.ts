import type { PageContextServer } from 'vike/types'
import { settle, upstreamOf } from '../../src/data/load'
import type { CalendarEntry } from '../../src/domain/types'

export interface Data {
  entries: Omit<CalendarEntry, 'id'>[]
  /** Stored, not shown (site spec §8): the page shows its empty state. */
  error: string | null
}

export async function data(pageContext: PageContextServer): Promise<Data> {
  const { value, error } = await settle(pageContext, () => upstreamOf(pageContext).academicCalendar(), [])
  return { entries: value.map(({ title, semester, startDate, endDate }) => ({ title, semester, startDate, endDate })), error }
}
