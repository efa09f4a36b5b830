// Feeds, calendars, sitemap.xml and robots.txt of the built server on the demo upstream, read with
// the parsers a feed reader, a calendar and a search engine use (fast-xml-parser, ical.js). The stack.site.url
// runs with a public origin of its own (SITE_ORIGIN): every absolute URL must be on it, whatever
// Host the request came with. Needs `npm run build`.
import { XMLParser, XMLValidator } from 'fast-xml-parser'
import ICAL from 'ical.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rawUpstream } from '../support/area-pages'
import { get, startSite, startStack, type DemoUpstreamProcess, type RunningProcess } from '../support/processes'
import { appForFile } from '../support/app-for-file'
import { PINNED_TODAY } from '../support/lists'
import { documentOf } from '../support/dom'

const ORIGIN = 'https://www.htu.example'
const LISTS = new Set(['rss.channel.item', 'feed.entry', 'feed.entry.link', 'feed.link', 'urlset.url', 'sitemapindex.sitemap'])
const xml = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@_', isArray: (_name, jpath) => LISTS.has(String(jpath)) })
/** RFC 822 date-time as RSS 2.0 wants it ("Mon, 19 Jan 2026 18:00:00 GMT"). */
const RFC_822 = /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} (GMT|[+-]\d{4})$/
const RFC_3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/

// A generous upstream timeout: these tests are about documents, not a slow machine.
const stack = appForFile({ SITE_TODAY: PINNED_TODAY, SITE_ORIGIN: ORIGIN, UPSTREAM_TIMEOUT_MS: '15000' }, { DEMO_TODAY: PINNED_TODAY })

/** The local address of an absolute URL on the public origin. */
const local = (url: string) => {
  expect(url.startsWith(`${ORIGIN}/`), url).toBe(true)
  return stack.site.url + url.slice(ORIGIN.length)
}
const parse = (body: string) => {
  expect(XMLValidator.validate(body)).toBe(true)
  return xml.parse(body)
}
const api = () => stack.upstream.url
const dhakaMidnight = (date: string) => new Date(`${date.slice(0, 10)}T00:00:00+06:00`).getTime()

type RawArticle = { id: number; date: string; head_line?: string; images_path?: string | null }
const validArticles = (rows: RawArticle[]) => rows.filter((r) => typeof r.id === 'number' && r.head_line)

describe.each([
  { name: 'notices', rss: '/notices.rss', atom: '/notices.atom', page: '/all-notice', detail: '/notice/', upstream: '/all-notice' },
  { name: 'news', rss: '/news.rss', atom: '/news.atom', page: '/all-news', detail: '/news/', upstream: '/all-news' },
])('$name feeds', ({ rss, atom, page, detail, upstream }) => {
  it('RSS 2.0: channel title, link and description; items with title, link to their page, guid, RFC 822 pubDate, enclosure', async () => {
    const res = await get(`${stack.site.url}${rss}`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8')
    expect(res.headers.get('cache-control')).toMatch(/^public, max-age=0, s-maxage=\d+/)
    const doc = parse(res.body)
    expect(doc.rss['@_version']).toBe('2.0')
    const channel = doc.rss.channel
    expect(channel.title).toMatch(/Hill Tracts University/)
    expect(channel.link).toBe(`${ORIGIN}${page}`)
    expect(String(channel.description).length).toBeGreaterThan(10)
    const raw = validArticles(await rawUpstream<RawArticle[]>(api(), upstream))
    const items = channel.item as Record<string, any>[]
    expect(items.length).toBe(Math.min(50, raw.length))
    const byId = new Map(raw.map((r) => [r.id, r]))
    let enclosures = 0
    let sized = 0
    for (const item of items) {
      expect(item.title).toBeTruthy()
      expect(item.link).toMatch(new RegExp(`^${ORIGIN}${detail}\\d+$`))
      expect(item.guid['#text']).toBe(item.link)
      expect(item.pubDate).toMatch(RFC_822)
      const record = byId.get(Number(item.link.split('/').pop()))!
      expect(record, item.link).toBeTruthy()
      expect(Date.parse(item.pubDate)).toBe(dhakaMidnight(record.date))
      if (record.images_path) {
        enclosures++
        // On the site, below /files/ (the edge caches it), whatever the file host.
        expect(item.enclosure['@_url']).toMatch(new RegExp(`^${ORIGIN}/files/`))
        const file = await fetch(local(item.enclosure['@_url']))
        expect(file.status).toBe(200)
        // The size the file host gave, or 0 where its HEAD did not answer within fileSize's timeout (RSS's "unknown").
        const length = Number(item.enclosure['@_length'])
        expect([0, (await file.arrayBuffer()).byteLength]).toContain(length)
        if (length > 0) sized++
        const ext = record.images_path.split('.').pop()!
        expect(item.enclosure['@_type']).toBe({ pdf: 'application/pdf', png: 'image/png', svg: 'image/svg+xml', jpg: 'image/jpeg', docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' }[ext])
      } else expect(item.enclosure).toBeUndefined()
    }
    expect(enclosures).toBeGreaterThan(0)
    expect(sized).toBeGreaterThan(0)
    const times = items.map((i) => Date.parse(i.pubDate))
    expect(times).toEqual([...times].sort((a, b) => b - a))
  })

  it('Atom 1.0: feed id, title, updated, self link; entries with id, updated, link, enclosure of the right type', async () => {
    const res = await get(`${stack.site.url}${atom}`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/atom+xml; charset=utf-8')
    const feed = parse(res.body).feed
    expect(feed['@_xmlns']).toBe('http://www.w3.org/2005/Atom')
    expect(feed.id).toBe(`${ORIGIN}${atom}`)
    expect(feed.title).toMatch(/Hill Tracts University/)
    expect(feed.updated).toMatch(RFC_3339)
    expect(feed.link.find((l: any) => l['@_rel'] === 'self')['@_href']).toBe(`${ORIGIN}${atom}`)
    const entries = feed.entry as Record<string, any>[]
    expect(entries.length).toBeGreaterThan(0)
    expect(new Set(entries.map((e) => e.id)).size).toBe(entries.length)
    for (const entry of entries) {
      expect(entry.updated).toMatch(RFC_3339)
      const alternate = entry.link.find((l: any) => !l['@_rel'])
      expect(alternate['@_href']).toBe(entry.id)
      expect(entry.id).toMatch(new RegExp(`^${ORIGIN}${detail}\\d+$`))
      for (const enclosure of entry.link.filter((l: any) => l['@_rel'] === 'enclosure')) expect(enclosure['@_type']).not.toMatch(/^image\/(pdf|jpg|svg|docx?)$/)
    }
    expect(feed.updated).toBe(entries[0]!.updated)
  })

  it('Atom: the feed names its author, the university, which every entry inherits (RFC 4287 §4.1.1)', async () => {
    const feed = parse((await get(`${stack.site.url}${atom}`)).body).feed
    expect(feed.author).toEqual({ name: 'Hill Tracts University', uri: `${ORIGIN}/` })
    // An entry without an author of its own takes the feed's (§4.2.1), so none lacks one.
    const entries = feed.entry as Record<string, any>[]
    expect(entries.filter((e) => e.author !== undefined)).toEqual([])
    console.log(`${atom}: feed author "${feed.author.name}", ${entries.length} entries inherit it`)
  })

  it(`the list page and each item page link both feeds in their head (${page}, ${detail}:id)`, async () => {
    const first = (parse((await get(`${stack.site.url}${rss}`)).body).rss.channel.item[0].link as string).slice(ORIGIN.length)
    for (const path of [page, first]) {
      // The feeds a reader discovers: alternates with a type (the language twins have none), each titled, in English.
      const feedLinks = [...documentOf((await get(`${stack.site.url}${path}`)).body).querySelectorAll('head link[rel="alternate"][type]')]
      const links = feedLinks.map((l) => ({ type: l.getAttribute('type'), title: l.getAttribute('title') ?? '', href: l.getAttribute('href'), lang: l.getAttribute('hreflang') }))
      expect(links.filter((l) => !l.title.trim() || l.lang !== 'en'), path).toEqual([])
      expect(links.map((l) => [l.type, l.href])).toEqual([
        // Absolute: a link with hreflang names a whole URL (Lighthouse's hreflang audit).
        ['application/rss+xml', `${ORIGIN}${rss}`],
        ['application/atom+xml', `${ORIGIN}${atom}`],
      ])
    }
    expect((await get(`${stack.site.url}${first}`)).status).toBe(200)
  })
})

describe('calendars', () => {
  const calendarOf = (text: string) => {
    const calendar = new ICAL.Component(ICAL.parse(text))
    expect(calendar.name).toBe('vcalendar')
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0')
    expect(calendar.getFirstPropertyValue('prodid')).toMatch(/Hill Tracts University/)
    const events = calendar.getAllSubcomponents('vevent')
    for (const e of events) {
      for (const prop of ['uid', 'dtstamp', 'dtstart']) expect(e.hasProperty(prop), prop).toBe(true)
    }
    return events
  }
  const uids = (events: ICAL.Component[]) => events.map((e) => String(e.getFirstPropertyValue('uid')))

  it('/academic-calendar.ics: one all-day event per row, its dates as DATE values (end exclusive), UIDs unique and the same on every fetch', async () => {
    const res = await get(`${stack.site.url}/academic-calendar.ics`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8')
    expect(res.headers.get('cache-control')).toMatch(/s-maxage=/)
    const events = calendarOf(res.body)
    const rows = await rawUpstream<{ title: string; start_date: string; end_date: string }[]>(api(), '/academic-calendar')
    expect(events.length).toBe(rows.length)
    expect(new Set(uids(events)).size).toBe(events.length)
    for (const [i, e] of events.entries()) {
      const event = new ICAL.Event(e)
      expect(event.summary).toBe(rows[i]!.title)
      expect(event.startDate.isDate).toBe(true)
      expect(event.startDate.toString()).toBe(rows[i]!.start_date)
      const end = new Date(`${rows[i]!.end_date}T00:00:00Z`)
      end.setUTCDate(end.getUTCDate() + 1)
      expect(event.endDate.toString()).toBe(end.toISOString().slice(0, 10))
    }
    const again = calendarOf((await get(`${stack.site.url}/academic-calendar.ics`)).body)
    expect(uids(again)).toEqual(uids(events))
  })

  it('each calendar row has "Add to calendar": its own .ics with the same UID as in the whole calendar', async () => {
    const whole = uids(calendarOf((await get(`${stack.site.url}/academic-calendar.ics`)).body))
    const html = (await get(`${stack.site.url}/academic-calendar`)).body
    const links = [...html.matchAll(/<a href="(\/academic-calendar\/[^"]+\.ics)" type="text\/calendar"[^>]*>Add to calendar<span class="visually-hidden">/g)].map((m) => m[1]!)
    expect(links.length).toBe(whole.length)
    expect(html).toContain('href="/academic-calendar.ics"')
    const single = await Promise.all(links.map(async (link) => uids(calendarOf((await get(`${stack.site.url}${link}`)).body))))
    expect(single.flat()).toEqual(whole)
  })

  it('/events.ics and "Add to calendar" on every event card: one event each, UIDs from the event id', async () => {
    const whole = calendarOf((await get(`${stack.site.url}/events.ics`)).body)
    const raw = (await rawUpstream<{ id: number; name: string | null }[]>(api(), '/recent-events', { department_id: 0 })).filter((e) => e.name)
    expect(uids(whole).sort()).toEqual(raw.map((e) => `event-${e.id}@www.htu.example`).sort())
    const html = (await get(`${stack.site.url}/all-events`)).body
    const links = [...html.matchAll(/href="(\/events\/\d+\.ics)"/g)].map((m) => m[1]!)
    expect(links.length).toBe(raw.length)
    expect(html).toContain('href="/events.ics"')
    for (const link of links) {
      const [event] = calendarOf((await get(`${stack.site.url}${link}`)).body)
      expect(event!.getFirstPropertyValue('uid')).toBe(`event-${link.match(/\d+/)![0]}@www.htu.example`)
    }
    // The home page's event cards carry the same links.
    expect((await get(`${stack.site.url}/`)).body).toMatch(/href="\/events\/\d+\.ics"/)
  })

  it('every .ics ends its last line, END:VCALENDAR, with CRLF, and every line ends with CRLF (RFC 5545 §3.1; raw bytes)', async () => {
    const pages = await Promise.all(['/academic-calendar', '/all-events'].map(async (path) => (await get(`${stack.site.url}${path}`)).body))
    const links = new Set(pages.flatMap((html) => [...html.matchAll(/href="(\/[^"]+\.ics)"/g)].map((m) => m[1]!)))
    expect(links.size).toBeGreaterThan(10)
    const bad: string[] = []
    for (const link of links) {
      const bytes = Buffer.from(await (await fetch(`${stack.site.url}${link}`)).arrayBuffer())
      const text = bytes.toString('latin1')
      if (!text.endsWith('END:VCALENDAR\r\n') || /[^\r]\n/.test(text)) bad.push(link)
    }
    console.log(`calendars: ${links.size - bad.length} of ${links.size} .ics end with CRLF after END:VCALENDAR`)
    expect(bad).toEqual([])
  })

  it('an event or row that does not exist is a 404, never an empty calendar', async () => {
    for (const path of ['/events/999999.ics', '/events/abc.ics', '/academic-calendar/id-1.ics', '/academic-calendar/nonsense.ics']) {
      const res = await get(`${stack.site.url}${path}`)
      expect(res.status, path).toBe(404)
      expect(res.headers.get('cache-control')).toBe('no-store')
    }
  })
})

describe('sitemap.xml and robots.txt', () => {
  const sitemap: { loc: string; lastmod?: string }[] = []

  beforeAll(async () => {
    const index = await get(`${stack.site.url}/sitemap.xml`)
    expect(index.status).toBe(200)
    const parts = parse(index.body).sitemapindex.sitemap as { loc: string }[]
    for (const part of parts) {
      const res = await get(local(part.loc))
      expect(res.status, part.loc).toBe(200)
      expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8')
      const doc = parse(res.body)
      expect(doc.urlset['@_xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9')
      sitemap.push(...(doc.urlset.url as { loc: string; lastmod?: string }[]))
    }
  })

  it('an index of parts by kind, every URL absolute on the stack.site.url origin, once, with lastmod as a date', async () => {
    expect(sitemap.length).toBeGreaterThan(300)
    expect(new Set(sitemap.map((u) => u.loc)).size).toBe(sitemap.length)
    for (const u of sitemap) {
      expect(u.loc.startsWith(`${ORIGIN}/`), u.loc).toBe(true)
      if (u.lastmod !== undefined) {
        expect(u.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}$/)
        expect(u.lastmod <= PINNED_TODAY).toBe(true)
      }
    }
    const notices = validArticles(await rawUpstream<RawArticle[]>(api(), '/all-notice'))
    const byLoc = new Map(sitemap.map((u) => [u.loc, u]))
    for (const n of notices) expect(byLoc.get(`${ORIGIN}/notice/${n.id}`)?.lastmod, `notice ${n.id}`).toBe(n.date.slice(0, 10))
  })

  it('robots.txt allows all but /api/ and names the sitemap on the stack.site.url origin', async () => {
    const res = await get(`${stack.site.url}/robots.txt`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8')
    const lines = res.body.split('\n').map((l) => l.trim())
    expect(lines).toContain('User-agent: *')
    expect(lines).toContain('Allow: /')
    expect(lines).toContain('Disallow: /api/')
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`)
  })

  it('robots.txt read by first match, as Python\'s robotparser does: /api/ is disallowed, pages allowed', async () => {
    const rules = (await get(`${stack.site.url}/robots.txt`)).body
      .split('\n')
      .map((l) => /^(Allow|Disallow):\s*(\S*)/.exec(l.trim()))
      .filter((m) => m !== null)
      .map((m) => ({ allow: m[1] === 'Allow', prefix: m[2]! }))
    const allowed = (path: string) => rules.find((r) => path.startsWith(r.prefix))?.allow ?? true
    expect(['/api/contact', '/api/documents/admit-card'].filter(allowed)).toEqual([])
    expect(['/', '/all-notice', '/search?q=x'].every(allowed)).toBe(true)
  })

  it('absolute URLs follow SITE_ORIGIN, never the Host of the request', async () => {
    const res = await get(`${stack.site.url}/robots.txt`, { headers: { host: 'evil.example' } })
    expect(res.body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`)
    expect((await get(`${stack.site.url}/notices.rss`, { headers: { host: 'evil.example' } })).body).not.toContain('evil.example')
  })
})

describe('metric labels', () => {
  it('feeds, calendars and sitemap parts are labelled by their route, never by the URL', async () => {
    for (let i = 0; i < 20; i++) {
      await get(`${stack.site.url}/events/${900000 + i}.ics`)
      await get(`${stack.site.url}/sitemaps/x${i}.xml`)
      await get(`${stack.site.url}/academic-calendar/row-${String(i).padStart(8, '0')}.ics`)
    }
    await get(`${stack.site.url}/notices.rss`)
    const metrics = (await get(`${stack.site.url}/metrics`)).body
    for (const route of ['/notices.rss', '/events/:id.ics', '/sitemaps/:name.xml', '/academic-calendar/:key.ics']) expect(metrics).toContain(`route="${route}"`)
    expect(metrics).not.toMatch(/route="\/(events\/9|sitemaps\/x|academic-calendar\/row)/)
  })
})

describe('when the upstream fails', () => {
  const PATHS = ['/notices.rss', '/notices.atom', '/news.rss', '/news.atom', '/academic-calendar.ics', '/events.ics', '/academic-calendar/id-501.ics', '/sitemap.xml', '/sitemaps/pages.xml', '/sitemaps/notices.xml']
  let upstream: DemoUpstreamProcess
  let failing: RunningProcess

  beforeAll(async () => {
    const other = await startStack({ SITE_TODAY: PINNED_TODAY, SITE_ORIGIN: ORIGIN, UPSTREAM_TIMEOUT_MS: '15000' }, { DEMO_TODAY: PINNED_TODAY })
    upstream = other.upstream
    failing = other.site
  })
  afterAll(async () => {
    await failing?.stop()
    await upstream?.stop()
  })

  it('with nothing cached: 503 with Retry-After, never stored, never an empty feed or half a sitemap', async () => {
    await upstream.setMode({ failureRate: 1 })
    for (const path of PATHS) {
      const res = await get(`${failing.url}${path}`)
      expect(res.status, path).toBe(503)
      expect(res.headers.get('retry-after')).toBe('10')
      expect(res.headers.get('cache-control')).toBe('no-store')
      expect(res.body).not.toMatch(/<rss|<feed|BEGIN:VCALENDAR|<urlset|<sitemapindex/)
    }
    // robots.txt needs no data.
    expect((await get(`${failing.url}/robots.txt`)).status).toBe(200)
  })

  it('with answers cached: the same feeds, calendars and sitemap as before the failure', async () => {
    await upstream.setMode({ failureRate: 0 })
    const site2 = await startSite(upstream, { SITE_TODAY: PINNED_TODAY, SITE_ORIGIN: ORIGIN, UPSTREAM_TIMEOUT_MS: '15000' })
    try {
      const before = new Map<string, string>()
      for (const path of PATHS) {
        const res = await get(`${site2.url}${path}`)
        expect(res.status, path).toBe(200)
        before.set(path, res.body)
      }
      await upstream.setMode({ failureRate: 1 })
      for (const path of PATHS) {
        const res = await get(`${site2.url}${path}`)
        expect(res.status, path).toBe(200)
        // Calendars carry the time they were made (DTSTAMP): compare the rest.
        const strip = (body: string) => body.replace(/^DTSTAMP:.*$/gm, '')
        expect(strip(res.body), path).toBe(strip(before.get(path)!))
      }
    } finally {
      await upstream.setMode({ failureRate: 0 })
      await site2.stop()
    }
  }, 60_000)
})
