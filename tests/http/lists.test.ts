// Lists as URLs, over HTTP (what a visitor without JavaScript and a crawler see): 50 items a page,
// real page links with rel="prev"/"next" in the list and the head, filters read from the query
// string, 404 for a page past the end, closed careers and past events marked (the crawl reaching every
// item: tests/crowds/site-walks.test.ts).
import { describe, expect, it } from 'vitest'
import { rawUpstream } from '../support/area-pages'
import { pageTitle } from '../../src/content/site'
import { hrefsOf as hrefs } from '../support/crawl'
import { decodeEntities, get, startSite, titleOf } from '../support/processes'
import { PINNED_TODAY } from '../support/lists'
import { sharedSite } from '../support/shared'
import { documentOf, selectedOption, the } from '../support/dom'

const stack = sharedSite()

/** The hrefs of the head's <link rel=…> (what a crawler follows), in order. */
const headLinks = (html: string, rel: 'prev' | 'next') => [...documentOf(html).querySelectorAll(`head link[rel="${rel}"]`)].map((l) => l.getAttribute('href'))
const mainOf = (html: string) => decodeEntities((/<main[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? '').replace(/<!-- -->/g, ''))

/** Each list, the link its items carry (or a marker of an item on the list itself), and its total in the demo. */
const LISTS = [
  { path: '/all-notice', item: /href="\/notice\/\d+"/g },
  { path: '/all-news', item: /href="\/news\/\d+"/g },
  { path: '/videos', item: /class="video-list__item[ "]/g },
  { path: '/faculty', item: /href="\/profile\/[^"]+"/g },
  { path: '/career', item: /href="\/career-details\/\d+"/g },
  { path: '/all-events', item: /class="card h-100 event-card"/g },
] as const

describe('pages of every list', () => {
  it.each(LISTS)('$path: 50 a page, linked both ways, the last page then 404', async ({ path, item }) => {
    const first = await get(`${stack.site.url}${path}`)
    expect(first.status).toBe(200)
    const firstCount = mainOf(first.body).match(item)?.length ?? 0
    expect(firstCount).toBeGreaterThan(0)
    expect(firstCount).toBeLessThanOrEqual(50)
    const pageCount = Number(/Page 1 of (\d+)/.exec(mainOf(first.body))?.[1] ?? 1)
    let seen = firstCount
    if (pageCount > 1) {
      expect(firstCount).toBe(50)
      expect(headLinks(first.body, 'next')).toEqual([`${path}?page=2`])
      const pagerNext = [...the(documentOf(first.body), 'main').querySelectorAll('a[rel="next"]')].map((a) => [a.textContent, a.getAttribute('href')])
      expect(pagerNext).toEqual([['Next', `${path}?page=2`]])
      expect(headLinks(first.body, 'prev')).toEqual([])
      for (let n = 2; n <= pageCount; n++) {
        const { status, body } = await get(`${stack.site.url}${path}?page=${n}`)
        expect(status).toBe(200)
        seen += mainOf(body).match(item)?.length ?? 0
        expect(headLinks(body, 'prev')).toEqual([n === 2 ? path : `${path}?page=${n - 1}`])
        if (n === pageCount) expect(headLinks(body, 'next')).toEqual([])
      }
    }
    expect(seen).toBeGreaterThan(0)
    for (const bad of [String(pageCount + 1), '0', '-1', 'two', '99999999']) {
      const past = await get(`${stack.site.url}${path}?page=${bad}`)
      expect(past.status, `?page=${bad}`).toBe(404)
      expect(past.headers.get('cache-control')).toContain('no-store')
      expect(mainOf(past.body)).toContain('No data found.')
    }
  })

  it('the demo has more than one page of notices, news, videos and faculty (the issue: 86, 22, 10, 10 beyond 50)', async () => {
    for (const path of ['/all-notice', '/all-news', '/videos', '/faculty']) {
      expect(mainOf((await get(`${stack.site.url}${path}`)).body), path).toMatch(/Page 1 of [2-9]/)
    }
  })

})

describe('filters from the query string', () => {
  it('notices: year and month name a month ("2025-12"), and page links keep the filter', async () => {
    const { body } = await get(`${stack.site.url}/all-notice?year=2025&month=12`)
    const dates = [...mainOf(body).matchAll(/<time dateTime="([^"]+)"/g)].map((m) => m[1]!)
    expect(dates.length).toBeGreaterThan(0)
    for (const d of dates) expect(d.startsWith('2025-12')).toBe(true)
    const filters = documentOf(body)
    expect(selectedOption(the(filters, 'main select[name="year"]'))).toEqual({ value: '2025', text: '2025' })
    expect(selectedOption(the(filters, 'main select[name="month"]'))).toEqual({ value: '12', text: 'December' })
    const all = await get(`${stack.site.url}/all-notice?year=2025`)
    for (const href of hrefs(mainOf(all.body)).filter((h) => h.includes('page='))) expect(href).toContain('year=2025')
  })

  it('notices: a free date substring still works (?date=2026-01)', async () => {
    const dates = [...mainOf((await get(`${stack.site.url}/all-notice?date=2026-01`)).body).matchAll(/<time dateTime="([^"]+)"/g)].map((m) => m[1]!)
    expect(dates.length).toBeGreaterThan(0)
    for (const d of dates) expect(d).toContain('2026-01')
  })

  it('faculty: by designation and by department, besides the name', async () => {
    const professors = /<ul[^>]*faculty-list[\s\S]*<\/ul>/.exec(mainOf((await get(`${stack.site.url}/faculty?designation=Professor`)).body))?.[0] ?? ''
    const cards = professors.match(/href="\/profile\//g)?.length ?? 0
    expect(cards).toBeGreaterThan(0)
    expect(professors).not.toMatch(/>(Lecturer|Assistant Professor|Associate Professor)</)
    // A record without a name is dropped by the site as malformed.
    const teachers = (await rawUpstream<{ name?: string; department_name: string }[]>(stack.upstream.url, '/all-teacher')).filter((t) => t.name)
    const department = teachers[0]!.department_name
    const inDepartment = mainOf((await get(`${stack.site.url}/faculty?department=${encodeURIComponent(department)}`)).body)
    const expected = teachers.filter((t) => t.department_name === department).length
    expect(inDepartment.match(/href="\/profile\//g)?.length).toBe(Math.min(50, expected))
  })
})

describe('what is past is marked, never hidden', () => {
  it(`careers past their closing date say Closed and come after the open ones (today pinned at ${PINNED_TODAY})`, async () => {
    const raw = await rawUpstream<{ id: number; end_date: string }[]>(stack.upstream.url, '/career')
    const closed = raw.filter((c) => c.end_date < PINNED_TODAY)
    expect(closed.length).toBeGreaterThan(0)
    expect(closed.length).toBeLessThan(raw.length)
    const main = mainOf((await get(`${stack.site.url}/career`)).body)
    const order = [...main.matchAll(/career-list__closed|href="\/career-details\/(\d+)"/g)]
    const ids = order.filter((m) => m[1]).map((m) => Number(m[1]))
    expect(new Set(ids)).toEqual(new Set(raw.map((c) => c.id)))
    const firstClosed = ids.findIndex((id) => closed.some((c) => c.id === id))
    expect(ids.slice(firstClosed).every((id) => closed.some((c) => c.id === id))).toBe(true)
    expect(main.match(/>Closed</g)?.length).toBe(closed.length)
  })

  it('career details are titled with the post, and a closed one says so', async () => {
    const raw = await rawUpstream<{ id: number; end_date: string; designation_name: string; department_name: string }[]>(stack.upstream.url, '/career')
    const closed = raw.find((c) => c.end_date < PINNED_TODAY && c.designation_name && c.department_name)!
    const open = raw.find((c) => c.end_date >= PINNED_TODAY && c.designation_name && c.department_name)!
    const closedPage = await get(`${stack.site.url}/career-details/${closed.id}`)
    expect(titleOf(closedPage.body)).toBe(pageTitle(`${closed.designation_name}, ${closed.department_name}`, 'en'))
    expect(mainOf(closedPage.body)).toContain('Applications for this post closed on')
    const openPage = await get(`${stack.site.url}/career-details/${open.id}`)
    expect(titleOf(openPage.body)).toBe(pageTitle(`${open.designation_name}, ${open.department_name}`, 'en'))
    expect(mainOf(openPage.body)).not.toContain('closed on')
  })

  it('events past their end date say Past (the site a month later than the demo)', async () => {
    const later = '2026-02-20'
    const raw = await rawUpstream<{ name: string | null; end_date: string; start_date: string }[]>(stack.upstream.url, '/recent-events', { department_id: 0 })
    const named = raw.filter((e) => e.name)
    const past = named.filter((e) => (e.end_date || e.start_date) < later).length
    expect(past).toBeGreaterThan(0)
    expect(past).toBeLessThan(named.length)
    expect(mainOf((await get(`${stack.site.url}/all-events`)).body)).not.toContain('>Past<')
    await using laterSite = await startSite(stack.upstream, { SITE_TODAY: later })
    expect(mainOf((await get(`${laterSite.url}/all-events`)).body).match(/>Past</g)?.length).toBe(past)
  })
})

describe('states that used to read as broken', () => {
  it('a notice with a Word attachment offers it for download with its type and size', async () => {
    const notices = await rawUpstream<{ id: number; images_path?: string | null }[]>(stack.upstream.url, '/all-notice')
    const withDocx = notices.find((n) => typeof n.id === 'number' && /\.docx$/.test(n.images_path ?? ''))!
    expect(withDocx).toBeTruthy()
    const file = await fetch(`${stack.upstream.url}/files/${withDocx.images_path}`)
    const bytes = (await file.arrayBuffer()).byteLength
    const main = mainOf((await get(`${stack.site.url}/notice/${withDocx.id}`)).body)
    const name = withDocx.images_path!.split('/').pop()!
    expect(main).toMatch(new RegExp(`<a href="[^"]+/${name.replace('.', '\\.')}" download="${name.replace('.', '\\.')}"[^>]*>Download attachment</a>`))
    expect(main).toContain(`Word document (DOCX), ${Math.round(bytes / 1024)} KB`)
  })

  it('Legal and Privacy Policy are footer links to pages of their own; the privacy notice covers both forms', async () => {
    const home = await get(`${stack.site.url}/`)
    const footer = /<footer[\s\S]*<\/footer>/.exec(home.body)?.[0] ?? ''
    expect(footer).toContain('href="/legal"')
    expect(footer).toContain('href="/privacy-policy"')
    const legal = await get(`${stack.site.url}/legal`)
    expect(legal.status).toBe(200)
    expect(titleOf(legal.body)).toBe(pageTitle('Legal', 'en'))
    const privacy = await get(`${stack.site.url}/privacy-policy`)
    expect(privacy.status).toBe(200)
    expect(titleOf(privacy.body)).toBe(pageTitle('Privacy Policy', 'en'))
    const text = mainOf(privacy.body)
    for (const words of ['Contact form', 'mobile number and verification code', 'form_outcome']) expect(text).toContain(words)
  })

  it('/admission-result says results are not published yet, with the test date, before and after the test', async () => {
    const before = mainOf((await get(`${stack.site.url}/admission-result`)).body)
    expect(before).toContain('Results have not been published yet')
    expect(before).toContain('The admission test is on')
    expect(before).toContain('26 Feb 2026 at 10:00 AM')
    await using later = await startSite(stack.upstream, { SITE_TODAY: '2026-03-10' })
    const after = mainOf((await get(`${later.url}/admission-result`)).body)
    expect(after).toContain('The admission test was held on')
    expect(after).toContain('href="/all-notice?title=result"')
    // The circular of the intake says its deadline has passed; before it, it does not.
    expect(mainOf((await get(`${later.url}/admission-instruction`)).body)).toContain('Applications for this intake closed on 21 Feb 2026.')
    expect(mainOf((await get(`${later.url}/admission-advertisements`)).body)).toContain('Applications for this intake closed on 21 Feb 2026.')
    expect(mainOf((await get(`${stack.site.url}/admission-instruction`)).body)).not.toContain('Applications for this intake closed')
    expect(mainOf((await get(`${stack.site.url}/admission-advertisements`)).body)).not.toContain('Applications for this intake closed')
  })
})
