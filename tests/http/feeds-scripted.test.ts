// The feed routes in process, on a scripted upstream service: records the demo never sends (an
// event without a date), and calls that fail.
import type { AddressInfo } from 'node:net'
import express from 'express'
import ICAL from 'ical.js'
import { pino } from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { feedRoutes } from '../../server/feeds'
import type { UpstreamService } from '../../server/upstream/service'
import { builtPageTable } from '../support/page-table'
import { TEST_TODAY } from '../support/processes'
import type { CalendarEntry, EventItem } from '../../src/domain/types'

const ORIGIN = 'https://www.htu.example'
const events: EventItem[] = [
  { id: 1, name: 'Career Fair', image: null, startDate: '2026-02-07', endDate: '2026-02-08' },
  { id: 2, name: 'Convocation', image: null, startDate: 'To be announced', endDate: '' },
  { id: 3, name: 'Admission test', image: null, startDate: '2026-02-26 10:00:00', endDate: '2026-02-26 12:00:00' },
]
const calendar: CalendarEntry[] = [
  { id: null, title: 'Classes begin', semester: 'Spring 2026', startDate: '2026-03-08', endDate: '2026-03-08' },
  { id: null, title: 'Convocation', semester: 'Spring 2026', startDate: 'TBA', endDate: '' },
]
const failing = () => Promise.reject(new Error('upstream down'))
const upstream = {
  recentEvents: async () => events,
  academicCalendar: async () => calendar,
  allNotices: failing,
  allNews: failing,
} as unknown as UpstreamService

let server: ReturnType<ReturnType<typeof express>['listen']>
let base = ''
beforeAll(async () => {
  const app = express()
  app.use(feedRoutes({ upstream, siteOrigin: ORIGIN, pinnedToday: TEST_TODAY, pageTable: async () => builtPageTable(), logger: pino({ level: 'silent' }) }))
  server = app.listen(0, '127.0.0.1')
  await new Promise((r) => server.once('listening', r))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise((r) => server.close(r)))

const uidsOf = (text: string) => new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent').map((e) => String(e.getFirstPropertyValue('uid')))

describe('records without a date', () => {
  it('an event or calendar row without a day is left out of the calendar, and its own .ics is a 404', async () => {
    expect(uidsOf(await (await fetch(`${base}/events.ics`)).text())).toEqual(['event-1@www.htu.example', 'event-3@www.htu.example'])
    expect((await fetch(`${base}/events/2.ics`)).status).toBe(404)
    expect((await fetch(`${base}/events/1.ics`)).status).toBe(200)
    expect(uidsOf(await (await fetch(`${base}/academic-calendar.ics`)).text())).toHaveLength(1)
  })

  it('a timed event is Bangladesh time (10:00 there is 04:00 UTC)', async () => {
    const [vevent] = new ICAL.Component(ICAL.parse(await (await fetch(`${base}/events/3.ics`)).text())).getAllSubcomponents('vevent')
    const event = new ICAL.Event(vevent!)
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-02-26T04:00:00.000Z')
    expect(event.endDate.toJSDate().toISOString()).toBe('2026-02-26T06:00:00.000Z')
  })
})

describe('a failing upstream call', () => {
  it.each(['/notices.rss', '/notices.atom', '/news.rss', '/news.atom', '/sitemap.xml'])('%s is 503 with Retry-After, not an empty document', async (path) => {
    const res = await fetch(`${base}${path}`)
    expect(res.status).toBe(503)
    expect(res.headers.get('retry-after')).toBe('10')
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(await res.text()).not.toContain('<')
  })
})
