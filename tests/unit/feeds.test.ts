// The pure parts of feeds, calendars and the sitemap, checked with the parsers a reader uses:
// fast-xml-parser for XML, ical.js for iCalendar.
import { XMLParser, XMLValidator } from 'fast-xml-parser'
import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'
import { renderCalendar } from '../../server/feeds/calendar'
import { dhakaInstant } from '../../server/feeds/dates'
import { pageTable } from '../../src/routes/page-table'
import { MAX_URLS, renderSitemapIndex, renderUrlset, sitemapParts, sitemapUrls, type SiteData } from '../../server/feeds/sitemap'
import { FEED_ITEMS, renderFeed, type FeedEntry } from '../../server/feeds/syndication'
import { FEEDS } from '../../src/content/feeds'
import { calendarEntryKeys, CALENDAR_KEY } from '../../src/logic/calendar-keys'

const ORIGIN = 'https://www.htu.example'
const LISTS = new Set(['rss.channel.item', 'feed.entry', 'feed.entry.link', 'feed.link', 'urlset.url', 'sitemapindex.sitemap'])
const xml = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@_', isArray: (_name, jpath) => LISTS.has(String(jpath)) })

const vevents = (text: string) => new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent')

describe('dates: Bangladesh time (UTC+6)', () => {
  it('a date alone is midnight in Dhaka; a date with a time is that time there', () => {
    expect(dhakaInstant('2026-01-20')?.toISOString()).toBe('2026-01-19T18:00:00.000Z')
    expect(dhakaInstant('2026-01-20 10:30:00')?.toISOString()).toBe('2026-01-20T04:30:00.000Z')
    expect(dhakaInstant('To be announced')).toBeNull()
  })
})

describe('RSS and Atom', () => {
  const hostile: FeedEntry = {
    path: '/notice/7',
    headline: 'Results ]]> & <b>bold</b>\u0001',
    date: '2026-01-15',
    description: 'Line one & two\nline <three>\n\nSecond paragraph ]]> end',
    file: { path: 'uploads/notice/7.pdf', url: '/demo-files/uploads/notice/7.pdf' },
  }

  it('text the upstream sends (CDATA ends, markup, control characters) leaves both documents well-formed', () => {
    for (const format of ['rss', 'atom'] as const) {
      const doc = renderFeed(format, FEEDS.in('en').notices, [hostile], { origin: ORIGIN, sizes: new Map() })
      expect(XMLValidator.validate(doc), format).toBe(true)
      const parsed = xml.parse(doc)
      const item = format === 'rss' ? parsed.rss.channel.item[0] : parsed.feed.entry[0]
      // RSS titles are text; Atom's are declared HTML, so escaped.
      if (format === 'rss') expect(String(item.title)).toBe('Results ]]> & <b>bold</b>')
      else expect(String(item.title['#text'])).toBe('Results ]]&gt; &amp; &lt;b&gt;bold&lt;/b&gt;')
    }
  })

  it('an enclosure on a site-relative file base is absolute on the site origin, with its real type (Atom too)', () => {
    const rss = xml.parse(renderFeed('rss', FEEDS.in('en').notices, [hostile], { origin: ORIGIN, sizes: new Map([[`${ORIGIN}/demo-files/uploads/notice/7.pdf`, 1234]]) }))
    expect(rss.rss.channel.item[0].enclosure).toMatchObject({ '@_url': `${ORIGIN}/demo-files/uploads/notice/7.pdf`, '@_type': 'application/pdf', '@_length': '1234' })
    const atom = xml.parse(renderFeed('atom', FEEDS.in('en').notices, [hostile], { origin: ORIGIN, sizes: new Map() }))
    const enclosure = atom.feed.entry[0].link.find((l: Record<string, string>) => l['@_rel'] === 'enclosure')
    expect(enclosure).toMatchObject({ '@_href': `${ORIGIN}/demo-files/uploads/notice/7.pdf`, '@_type': 'application/pdf' })
  })

  it(`the newest ${FEED_ITEMS} dated items, newest first; the feed's date is the newest item's, so the same items give the same bytes`, () => {
    const entries: FeedEntry[] = Array.from({ length: 80 }, (_, i) => ({
      path: `/notice/${i}`,
      headline: `Notice ${i}`,
      date: `2025-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`,
      description: '',
      file: null,
    }))
    entries.push({ path: '/notice/999', headline: 'Undated', date: 'soon', description: '', file: null })
    const doc = renderFeed('rss', FEEDS.in('en').notices, entries, { origin: ORIGIN, sizes: new Map() })
    const items = xml.parse(doc).rss.channel.item as { pubDate: string; link: string }[]
    expect(items).toHaveLength(FEED_ITEMS)
    const times = items.map((i) => Date.parse(i.pubDate))
    expect(times).toEqual([...times].sort((a, b) => b - a))
    expect(items.some((i) => i.link.endsWith('/notice/999'))).toBe(false)
    expect(renderFeed('rss', FEEDS.in('en').notices, entries, { origin: ORIGIN, sizes: new Map() })).toBe(doc)
  })
})

describe('iCalendar', () => {
  it('all-day rows are DATE values with an exclusive end; timed ones are Bangladesh time as UTC instants', () => {
    const text = renderCalendar(
      'Test',
      [
        { key: 'a', summary: 'Final examinations', start: '2026-06-28', end: '2026-07-12', url: `${ORIGIN}/academic-calendar` },
        { key: 'b', summary: 'Admission test', start: '2026-02-26 10:00:00', end: '2026-02-26 12:00', url: `${ORIGIN}/all-events` },
        { key: 'c', summary: 'No end', start: '2026-03-01', end: '', url: `${ORIGIN}/all-events` },
        { key: 'd', summary: 'No date', start: 'TBA', end: '', url: `${ORIGIN}/all-events` },
      ],
      ORIGIN,
    )
    const events = vevents(text)
    expect(events.map((e) => e.getFirstPropertyValue('uid'))).toEqual(['a@www.htu.example', 'b@www.htu.example', 'c@www.htu.example'])
    const [allDay, timed, single] = events.map((e) => new ICAL.Event(e))
    expect(allDay!.startDate.isDate).toBe(true)
    expect(allDay!.startDate.toString()).toBe('2026-06-28')
    expect(allDay!.endDate.toString()).toBe('2026-07-13')
    expect(timed!.startDate.isDate).toBe(false)
    expect(timed!.startDate.toJSDate().toISOString()).toBe('2026-02-26T04:00:00.000Z')
    expect(timed!.endDate.toJSDate().toISOString()).toBe('2026-02-26T06:00:00.000Z')
    expect(single!.endDate.toString()).toBe('2026-03-02')
  })

  it('calendar rows keep their key when their dates move, and every key is distinct', () => {
    const rows = [
      { id: 501, title: 'Classes begin', semester: 'Fall 2025' },
      { id: null, title: 'Semester break', semester: 'Fall 2025' },
      { id: null, title: 'Semester  break ', semester: 'Fall 2025' },
      { id: null, title: 'Semester break', semester: 'Spring 2026' },
    ]
    const keys = calendarEntryKeys(rows)
    expect(keys[0]).toBe('id-501')
    expect(new Set(keys).size).toBe(keys.length)
    expect(keys[2]).toBe(`${keys[1]}-2`)
    for (const key of keys) expect(key).toMatch(CALENDAR_KEY)
    expect(calendarEntryKeys(rows)).toEqual(keys)
  })
})

describe('sitemap', () => {
  const table = pageTable([
    { page: '/pages/index', pattern: '/', edgeSeconds: 10, query: [], sitemap: 'page' },
    { page: '/pages/all-notice', pattern: '/all-notice', edgeSeconds: 15, query: ['page'], sitemap: 'list' },
  ])
  const empty: SiteData = { notices: [], news: [], videos: [], teachers: [], careers: [], events: [], advertisements: { bachelor: [], master: [] } }

  it(`a kind with more than ${MAX_URLS.toLocaleString('en')} URLs is cut into parts, each named in the index`, () => {
    // Each notice is two URLs: its English page and its Bengali twin.
    const notices = Array.from({ length: MAX_URLS + 5 }, (_, i) => ({ id: i + 1, date: '2026-01-01', headline: `N${i}`, description: '', attachment: null }))
    const parts = sitemapParts(sitemapUrls({ ...empty, notices }, '2026-01-20', table))
    expect(parts.map((p) => [p.name, p.urls.length])).toEqual([
      ['pages', expect.any(Number)],
      ['notices', MAX_URLS],
      ['notices-2', MAX_URLS],
      ['notices-3', 10],
    ])
    const index = xml.parse(renderSitemapIndex(parts, ORIGIN))
    expect(index.sitemapindex.sitemap.map((s: { loc: string }) => s.loc)).toEqual(parts.map((p) => `${ORIGIN}/sitemaps/${p.name}.xml`))
    const set = renderUrlset(parts[1]!.urls, ORIGIN)
    expect(XMLValidator.validate(set)).toBe(true)
    expect(Buffer.byteLength(set)).toBeLessThan(50 * 1024 * 1024)
  })

  it('lastmod is the newest date of the data, never a day still to come', () => {
    const notices = [
      { id: 1, date: '2026-01-10', headline: 'a', description: '', attachment: null },
      { id: 2, date: '2026-03-01', headline: 'b', description: '', attachment: null },
    ]
    const urls = sitemapUrls({ ...empty, notices }, '2026-01-20', table)
    expect(urls.notices).toEqual([
      { path: '/notice/1', lastmod: '2026-01-10' },
      { path: '/bn/notice/1', lastmod: '2026-01-10' },
      { path: '/notice/2', lastmod: undefined },
      { path: '/bn/notice/2', lastmod: undefined },
    ])
    expect(urls.pages.find((u) => u.path === '/all-notice')?.lastmod).toBe('2026-01-10')
  })

  it('lists every page in both languages, each with the reciprocal hreflang alternates and English as x-default', () => {
    const urls = sitemapUrls(empty, '2026-01-20', table)
    expect(urls.pages.slice(0, 4).map((u) => u.path)).toEqual(['/', '/bn', '/all-notice', '/bn/all-notice'])
    expect(urls.pages.filter((u) => u.path.startsWith('/bn')).length * 2).toBe(urls.pages.length)
    const set = xml.parse(renderUrlset(urls.pages, ORIGIN)).urlset.url as { loc: string; 'xhtml:link': { '@_hreflang': string; '@_href': string }[] }[]
    const alternates = (loc: string) => Object.fromEntries(set.find((u) => u.loc === loc)!['xhtml:link'].map((l) => [l['@_hreflang'], l['@_href']]))
    const both = { en: `${ORIGIN}/all-notice`, bn: `${ORIGIN}/bn/all-notice`, 'x-default': `${ORIGIN}/all-notice` }
    expect(alternates(`${ORIGIN}/all-notice`)).toEqual(both)
    expect(alternates(`${ORIGIN}/bn/all-notice`)).toEqual(both)
    expect(alternates(`${ORIGIN}/bn`)).toEqual({ en: `${ORIGIN}/`, bn: `${ORIGIN}/bn`, 'x-default': `${ORIGIN}/` })
  })
})
