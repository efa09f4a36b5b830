import type { PageContextServer } from 'vike/types'
import { settle, upstreamOf } from '../../src/data/load'
import type { CalendarEntry } from '../../src/domain/types'
import { calendarEntryKeys } from '../../src/logic/calendar-keys'

export interface Data {
  /** `key`: the row's stable key, its "Add to calendar" URL (src/logic/calendar-keys.ts). */
  entries: (Omit<CalendarEntry, 'id'> & { key: string })[]
  /** Stored, not shown (site spec §8): the page shows its empty state. */
  error: string | null
}

export async function data(pageContext: PageContextServer): Promise<Data> {
  const { value, error } = await settle(pageContext, () => upstreamOf(pageContext).academicCalendar(), [])
  const keys = calendarEntryKeys(value)
  return { entries: value.map(({ title, semester, startDate, endDate }, i) => ({ title, semester, startDate, endDate, key: keys[i]! })), error }
}
