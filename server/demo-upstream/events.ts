// Events: a fixed programme of 12 campus events around the demo date (moved with it: shiftText), each with a picture,
// plus one record without a name.

import type { RawEvent } from '../upstream/schemas'
import { UNIVERSITY } from './content'
import { addDays, byDateDesc, longDate, shiftDate, shiftText, shiftYearDay } from './dates'
import type { FileStore } from './files'
import { PALETTES, type PaletteName } from './scene'
import { sceneSvg } from './svg'

/** `yearDay`: held on a fixed day of the year (a national day, a festival): moved by whole years, not by days. */
interface EventRow { name: string; start: string; days: number; palette: PaletteName; picture: 'svg' | 'png'; yearDay?: true }

const EVENTS: readonly EventRow[] = [
  { name: 'Fall 2025 Orientation Programme', start: '2025-07-06', days: 1, palette: 'morning', picture: 'svg' },
  { name: 'Tree Plantation Drive on the Campus Hills', start: '2025-07-24', days: 1, palette: 'monsoon', picture: 'png' },
  { name: 'National Seminar on Sustainable Tourism in the Chattogram Hill Tracts', start: '2025-09-14', days: 2, palette: 'lake', picture: 'svg' },
  { name: 'Inter-University Programming Contest, Rangamati Regional', start: '2025-10-18', days: 1, palette: 'dusk', picture: 'svg' },
  { name: 'Kaptai Lake Clean-up Campaign', start: '2025-11-08', days: 1, palette: 'lake', picture: 'png' },
  { name: 'Victory Day Celebration', start: '2025-12-16', days: 1, palette: 'harvest', picture: 'svg', yearDay: true },
  { name: 'Annual Research Colloquium 2026', start: '2026-01-10', days: 2, palette: 'morning', picture: 'svg' },
  { name: 'Spring 2026 Orientation Programme', start: '2026-01-25', days: 1, palette: 'morning', picture: 'svg' },
  { name: 'Career Fair 2026', start: '2026-02-07', days: 2, palette: 'harvest', picture: 'png' },
  { name: 'International Mother Language Day Observance', start: '2026-02-21', days: 1, palette: 'dusk', picture: 'svg', yearDay: true },
  { name: 'Annual Sports Week 2026', start: '2026-03-01', days: 6, palette: 'lake', picture: 'svg' },
  { name: 'Biju, Sangrai and Boisabi Cultural Festival', start: '2026-04-11', days: 3, palette: 'harvest', picture: 'png', yearDay: true },
]

export function buildEvents(files: FileStore): RawEvent[] {
  const events = EVENTS.map((fixed, i): RawEvent => {
    const row = { ...fixed, name: shiftText(fixed.name), start: fixed.yearDay ? shiftYearDay(fixed.start) : shiftDate(fixed.start) }
    const id = 201 + i
    const end = addDays(row.start, row.days - 1)
    const path = `${UNIVERSITY.uploads}/events/event-${id}.${row.picture}`
    const palette = PALETTES[row.palette]
    const images = row.picture === 'png'
      ? files.png(path, 960, 540, palette, id)
      : files.svg(path, () =>
          sceneSvg({ width: 1200, height: 675, palette, seed: id, title: row.name, kicker: row.days > 1 ? `${longDate(row.start)} - ${longDate(end)}` : longDate(row.start) }),
        )
    return { id, name: row.name, images, start_date: row.start, end_date: end }
  })
  events.push({ id: 201 + EVENTS.length, name: null, images: null, start_date: shiftDate('2026-01-30'), end_date: shiftDate('2026-01-30') })
  return events.sort(byDateDesc((e) => String(e.start_date), (e) => Number(e.id)))
}
