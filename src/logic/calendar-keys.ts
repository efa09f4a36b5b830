// Stable keys of academic calendar rows, for their "Add to calendar" URLs and iCalendar UIDs. The
// upstream's id where a row has one; else a hash of its title and semester (not its dates, so a
// moved date updates the subscribed event instead of adding another). Repeats get "-2", "-3", ….

export interface CalendarRowIdentity {
  id: number | null
  title: string
  semester: string
}

/** The key of each row, in order, all distinct: "id-501", or "row-" and 8 hex digits. */
export function calendarEntryKeys(rows: readonly CalendarRowIdentity[]): string[] {
  const seen = new Map<string, number>()
  return rows.map((row) => {
    const base = row.id !== null ? `id-${row.id}` : `row-${fnv1a(`${normalise(row.title)}\u0000${normalise(row.semester)}`)}`
    const count = (seen.get(base) ?? 0) + 1
    seen.set(base, count)
    return count === 1 ? base : `${base}-${count}`
  })
}

/** What calendarEntryKeys() produces (a URL naming anything else is a 404 without a lookup). */
export const CALENDAR_KEY = /^(?:id-\d{1,10}|row-[0-9a-f]{8})(?:-\d{1,4})?$/

const normalise = (text: string) => text.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase()

/** 32-bit FNV-1a of the text's UTF-16 code units, as 8 hex digits. */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash.toString(16).padStart(8, '0')
}
