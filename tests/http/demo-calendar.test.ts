// The demo follows the calendar: its "today" is the current date unless DEMO_TODAY pins it, and
// its fixed programme (intake, events, calendar, banners) moves with it, so `npm start` looks
// current on any day. The shift itself, then a demo and a site started "on" a later day.
import { describe, expect, it } from 'vitest'
import { demoToday, programmeShift, shiftText } from '../../server/demo-upstream/dates'
import { rawUpstream } from '../support/area-pages'
import { decodeEntities, get } from '../support/processes'
import { appForFile } from '../support/app-for-file'

describe('the programme shift', () => {
  it('is nothing on the programme day (what the tests pin), so pinned data is unchanged', () => {
    const none = programmeShift('2026-01-20')
    expect(none).toEqual({ days: 0, years: 0 })
    expect(shiftText('Spring 2026: apply by 21 February 2026', none)).toBe('Spring 2026: apply by 21 February 2026')
  })

  it('moves dates by days and named years by the nearest whole year, in one pass', () => {
    const later = programmeShift('2026-11-23')
    expect(later).toEqual({ days: 307, years: 1 })
    expect(shiftText('Spring 2026 Admission: apply online by 21 February 2026 (test 2026-02-26).', later)).toBe(
      'Spring 2027 Admission: apply online by 25 December 2026 (test 2026-12-30).',
    )
  })

  it('takes DEMO_TODAY when set (and refuses a malformed one), else the current date', () => {
    expect(demoToday({ DEMO_TODAY: '2027-05-01' })).toBe('2027-05-01')
    expect(() => demoToday({ DEMO_TODAY: '1 May' })).toThrow(/DEMO_TODAY/)
    expect(demoToday({}, new Date('2027-08-09T10:00:00Z'))).toBe('2027-08-09')
  })
})

describe('a demo started on a later day', () => {
  const DAY = '2026-11-23'
  // The site's "today" falls back to DEMO_TODAY, as with `npm start` (the demo child inherits it).
  const stack = appForFile({ DEMO_TODAY: DAY }, { DEMO_TODAY: DAY })
  const main = async (path: string) => decodeEntities((/<main[^>]*>([\s\S]*?)<\/main>/.exec((await get(`${stack.site.url}${path}`)).body)?.[1] ?? '').replace(/<!-- -->/g, ''))

  it('publishes its latest notice today and lists open careers', async () => {
    const notices = await rawUpstream<{ date?: string }[]>(stack.upstream.url, '/all-notice')
    expect(notices.map((n) => n.date).filter(Boolean).sort().at(-1)).toBe(DAY)
    const careers = await rawUpstream<{ end_date: string }[]>(stack.upstream.url, '/career')
    expect(careers.some((c) => c.end_date >= DAY)).toBe(true)
    expect(await main('/career')).toMatch(/href="\/career-details\/\d+"/)
  })

  it('announces an intake whose deadline is still ahead, with upcoming events', async () => {
    const marquee = await rawUpstream<{ name: string }[]>(stack.upstream.url, '/marque', { department_id: 0 })
    const admission = marquee.find((m) => /admission is going on/.test(m.name))!
    expect(admission.name).toContain('Spring 2027')
    const adverts = await rawUpstream<{ bachelor: { title: string }[] }>(stack.upstream.url, '/advertisement')
    expect(adverts.bachelor[0]!.title).toContain('Spring 2027')
    const events = await rawUpstream<{ name: string | null; end_date: string }[]>(stack.upstream.url, '/recent-events', { department_id: 0 })
    expect(events.filter((e) => e.name && e.end_date >= DAY).length).toBeGreaterThan(0)
    const calendar = await rawUpstream<{ title: string; semester: string; start_date: string }[]>(stack.upstream.url, '/academic-calendar')
    const test = calendar.find((c) => c.title.startsWith('Admission test'))!
    const classes = calendar.find((c) => c.title === 'Classes begin' && c.semester === test.semester)!
    expect(test.start_date < classes.start_date).toBe(true)
  })

  it('keeps the days national days and festivals fall on (issue 36: Mother Language Day was on 30 December)', async () => {
    const events = await rawUpstream<{ name: string | null; start_date: string }[]>(stack.upstream.url, '/recent-events', { department_id: 0 })
    const dayOf = (name: RegExp) => events.find((e) => e.name && name.test(e.name))!.start_date.slice(5)
    expect(dayOf(/Mother Language Day/)).toBe('02-21')
    expect(dayOf(/Victory Day/)).toBe('12-16')
    // Biju in the events and in the academic calendar: the same month (April), as the festival is.
    const calendar = await rawUpstream<{ title: string; start_date: string }[]>(stack.upstream.url, '/academic-calendar')
    const holiday = calendar.find((c) => c.title.startsWith('Biju'))!
    expect([dayOf(/Biju/).slice(0, 2), holiday.start_date.slice(5, 7)]).toEqual(['04', '04'])
  })
})
