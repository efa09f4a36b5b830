// iCalendar (RFC 5545) of the academic calendar and the events, built with ical-generator (it folds
// lines, escapes text and writes the required properties). UIDs come from the item's id (or, for a
// calendar row without one, its title and semester), so a re-subscribed or re-imported calendar
// updates its events instead of adding copies. A date alone is an all-day event (VALUE=DATE, end
// exclusive); a date with a time is Bangladesh time, written as the UTC instant it names.
import ical, { type ICalEventData } from 'ical-generator'
import { SITE_NAME } from '../../src/content/site'
import { parseCalendarDate } from '../../src/logic/dates'
import { dhakaInstant, isoDay, nextDay, timeOfDay } from './dates'

export interface CalendarItem {
  /** Unique within its calendar and stable over time, e.g. "event-201". */
  key: string
  summary: string
  description?: string
  /** Upstream date texts; an empty or unreadable end is the start. */
  start: string
  end: string
  /** Absolute URL of the page that shows it. */
  url: string
}

/** Timed events without an end time last this long. */
const DEFAULT_DURATION_MS = 60 * 60 * 1000

/** An item a calendar can hold: one whose start names a day. */
export const hasStartDay = (item: Pick<CalendarItem, 'start'>) => parseCalendarDate(item.start) !== null

/** The calendar document of `items`; an item without a readable start date is left out (it names no day). */
export function renderCalendar(name: string, items: readonly CalendarItem[], origin: string, now: Date = new Date()): string {
  const host = new URL(origin).hostname
  const calendar = ical({
    name: `${name} | ${SITE_NAME.en}`,
    prodId: { company: SITE_NAME.en, product: 'Website', language: 'EN' },
    url: origin,
  })
  for (const item of items) {
    const when = timing(item)
    if (!when) continue
    calendar.createEvent({
      id: `${item.key}@${host}`,
      summary: item.summary,
      description: item.description || undefined,
      url: item.url,
      stamp: now,
      ...when,
    })
  }
  // ical-generator ends the last line without its CRLF; RFC 5545 §3.1 ends every content line with one.
  return `${calendar.toString()}\r\n`
}

function timing(item: CalendarItem): Pick<ICalEventData, 'start' | 'end' | 'allDay'> | null {
  const startDay = parseCalendarDate(item.start)
  if (!startDay) return null
  const endDay = parseCalendarDate(item.end)
  if (timeOfDay(item.start)) {
    const start = dhakaInstant(item.start)!
    const end = endDay && timeOfDay(item.end) ? dhakaInstant(item.end)! : null
    return { start, end: end && end > start ? end : new Date(start.getTime() + DEFAULT_DURATION_MS) }
  }
  // All day: the last day is the end date when it is not before the start.
  const last = endDay && isoDay(endDay) >= isoDay(startDay) ? endDay : startDay
  return { allDay: true, start: isoDay(startDay), end: isoDay(nextDay(last)) }
}
