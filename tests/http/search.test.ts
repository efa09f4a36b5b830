// /search over HTTP, as a visitor without JavaScript and a crawler meet it: the built server on the
// demo upstream. Each kind of item is found by a word of its body (not its title), Bengali as typed,
// the type filter and the pages are links, the matches are marked, and what a request can vary is
// bounded (query length, page numbers, type names).
import { describe, expect, it } from 'vitest'
import { DEPARTMENTS } from '../../src/content/departments'
import { loadOffice, OFFICES, type OfficeKey } from '../../src/content/offices'
import { programmesIn } from '../../src/content/programmes'
import { ABOUT } from '../../src/content/about'
import { normalisedPageUrl } from '../../src/data/query'
import { builtPageTable } from '../support/page-table'
import { rawUpstream } from '../support/area-pages'
import { sharedSite } from '../support/shared'
import { decodeEntities, get, titleOf } from '../support/processes'
import { currentIntake } from '../../src/content/intakes'
import { documentOf, the } from '../support/dom'

/** The intake of the tests' pinned day (2026-01-20): Spring 2026. */
const TEST_INTAKE = currentIntake('2026-01-20', 'en')

const stack = sharedSite()

const search = (query: Record<string, string>) => get(`${stack.site.url}/search?${new URLSearchParams(query)}`)
const mainOf = (html: string) => (/<main[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? '').replace(/<!-- -->/g, '')
const headOf = (html: string) => /<head>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? ''
const plain = (html: string) => decodeEntities(html.replace(/<[^>]+>/g, ''))

interface Result {
  type: string
  href: string
  title: string
  /** The marked words of the snippet: plain, and Bengali (a <span lang="bn"> wholly inside the <mark>). */
  marks: { plain: string[]; bengali: string[] }
}

/** The texts of the <mark>s in `root`: those holding only text, and those holding only a Bengali span. */
function marksIn(root: ReturnType<typeof the>): Result['marks'] {
  const marks = [...root.querySelectorAll('mark')]
  const only = (m: (typeof marks)[number]) => (m.childNodes.length === 1 ? m.children[0] : undefined)
  return {
    plain: marks.filter((m) => m.children.length === 0).map((m) => m.textContent),
    bengali: marks.filter((m) => only(m)?.matches('span[lang="bn"]')).map((m) => m.textContent),
  }
}

function resultsOf(html: string): Result[] {
  return [...documentOf(html).querySelectorAll('main li.search-result')].map((li) => ({
    type: li.querySelector('.badge')?.textContent ?? '',
    href: li.querySelector('h2 a')?.getAttribute('href') ?? '',
    title: li.querySelector('h2')?.textContent ?? '',
    marks: marksIn(the(li, '.search-result__snippet')),
  }))
}

/** Every result of a search, following its rel="next" links (at most 20 pages). */
async function allResults(query: Record<string, string>): Promise<Result[]> {
  const out: Result[] = []
  let url: string | null = `/search?${new URLSearchParams(query)}`
  for (let n = 0; url && n < 20; n++) {
    const { status, body } = await get(`${stack.site.url}${url}`)
    expect(status, url).toBe(200)
    out.push(...resultsOf(body))
    const next = /<link rel="next" href="([^"]+)"/.exec(headOf(body))?.[1]
    url = next ? decodeEntities(next) : null
  }
  return out
}

const wordsOf = (text: string): string[] => text.normalize('NFC').toLowerCase().match(/[\p{L}\p{M}\p{N}]+/gu) ?? []

interface Item {
  href: string
  title: string
  body: string
}

/** The word of `target`'s body that fewest items of its kind hold, and that its title does not. */
function rarestBodyWord(target: Item, all: readonly Item[]): string {
  const inTitle = new Set(wordsOf(target.title))
  const counts = (word: string) => all.filter((item) => wordsOf(`${item.title} ${item.body}`).includes(word)).length
  const candidates = [...new Set(wordsOf(target.body))].filter((w) => w.length >= 5 && !inTitle.has(w) && !/^\d+$/.test(w))
  const best = candidates.sort((a, b) => counts(a) - counts(b) || a.localeCompare(b))[0]
  if (!best) throw new Error(`no body word for ${target.href}`)
  return best
}

describe('finds each kind of item by a word of its body', () => {
  async function expectFound(type: string, target: Item, word: string) {
    const found = await allResults({ q: word, type })
    const hit = found.find((r) => r.href === target.href && r.title === target.title.normalize('NFC'))
    expect(hit, `"${word}" finds ${target.href} among ${found.length} ${type} results`).toBeDefined()
    expect(found.every((r) => r.type.toLowerCase() === type), 'only the type filtered for').toBe(true)
    expect(hit!.marks.plain.filter((word) => word.trim()), 'the body word is marked in the snippet').not.toEqual([])
  }

  it('notices, news, careers and faculty (from the upstream)', async () => {
    const api = stack.upstream.url
    const notices = (await rawUpstream<{ id: number; head_line: string | null; description: string }[]>(api, '/all-notice'))
      .filter((n) => typeof n.id === 'number' && n.head_line)
      .map((n) => ({ href: `/notice/${n.id}`, title: n.head_line!, body: n.description }))
    const news = (await rawUpstream<{ id: unknown; head_line: string; description: string }[]>(api, '/all-news'))
      .filter((n) => typeof n.id === 'number' && n.head_line)
      .map((n) => ({ href: `/news/${n.id}`, title: n.head_line, body: n.description }))
    type RawCareer = { id: number; designation_name: string; department_name: string; qualification: string; responsibilites: string }
    const careers = (await rawUpstream<RawCareer[]>(api, '/career')).map((c) => ({
      href: `/career-details/${c.id}`,
      title: `${c.designation_name}, ${c.department_name}`,
      body: `${c.qualification} ${c.responsibilites}`,
    }))
    type RawTeacher = { teacher_id: string; name?: string; designation_name: string; department_name: string }
    const teachers = (await rawUpstream<RawTeacher[]>(api, '/all-teacher'))
      .filter((t) => t.name)
      .map((t) => ({ href: `/profile/${t.teacher_id}`, title: t.name!, body: `${t.designation_name}, ${t.department_name}` }))

    for (const [type, items] of [['notice', notices], ['news', news], ['career', careers], ['faculty', teachers]] as const) {
      const target = items[Math.floor(items.length / 2)]!
      await expectFound(type, target, rarestBodyWord(target, items))
    }
  })

  it('events, by the month of their dates (an event has no other text)', async () => {
    const events = (await rawUpstream<{ name: string | null; start_date: string }[]>(stack.upstream.url, '/recent-events', { department_id: 0 })).filter((e) => e.name)
    const target = events[0]!
    const month = new Date(`${target.start_date}T00:00:00Z`).toLocaleString('en-GB', { month: 'short', timeZone: 'UTC' })
    await expectFound('event', { href: '/all-events', title: target.name!, body: '' }, month)
  })

  it('programmes, offices, departments and static pages (from the content modules)', async () => {
    const programmes = programmesIn('en').map((p) => ({ href: `/program/${p.slug}`, title: p.title, body: p.overview.join(' ') }))
    const departments = Object.values(DEPARTMENTS.in('en')).map((d) => ({ href: `/${d.key}`, title: d.name, body: d.about.join(' ') }))
    const offices = await Promise.all(
      (Object.keys(OFFICES) as OfficeKey[]).map(async (key) => {
        const o = await loadOffice(key, TEST_INTAKE, 'en')
        return { href: `/${o.key}`, title: o.title, body: o.about.paragraphs.join(' ') }
      }),
    )
    const about = ABOUT.in('en').blocks.flatMap((b) => (b.kind === 'text' ? b.paragraphs : [])).join(' ')
    await expectFound('programme', programmes[2]!, rarestBodyWord(programmes[2]!, programmes))
    await expectFound('department', departments[4]!, rarestBodyWord(departments[4]!, departments))
    await expectFound('office', offices[5]!, rarestBodyWord(offices[5]!, offices))
    await expectFound('page', { href: '/about', title: ABOUT.in('en').title, body: about }, 'rented')
  })
})

describe('Bengali', () => {
  it('a Bengali word of a body finds its story, marked whole', async () => {
    const { status, body } = await search({ q: 'আবৃত্তি' })
    expect(status).toBe(200)
    const [hit, ...rest] = resultsOf(body)
    // Then, if any, written pages in Bengali (their twins under /bn), never another story.
    expect(rest.filter((h) => !h.href.startsWith('/bn/'))).toEqual([])
    expect(hit).toMatchObject({ type: 'News', href: '/news/291', title: 'বিশ্ববিদ্যালয়ে আন্তর্জাতিক মাতৃভাষা দিবস উদযাপন' })
    // Marked whole, and in Bengali: lang="bn" on the run (src/components/LangText.tsx).
    expect(hit!.marks.bengali).toContain('আবৃত্তি')
    expect(titleOf(body)).toBe('Search results for “আবৃত্তি” | Hill Tracts University')
  })

  it('composed and decomposed spellings find the same notices (NFC at indexing and query)', async () => {
    const decomposed = 'প্র\u09C7\u09BEগ্রামের'
    const composed = decomposed.normalize('NFC')
    expect(composed).not.toBe(decomposed)
    for (const q of [composed, decomposed]) {
      const hits = resultsOf((await search({ q, type: 'notice' })).body)
      // Notice 902 publishes the decomposed spelling; the page shows it composed, marked.
      expect(hits.map((h) => h.href), q).toContain('/notice/902')
      expect(hits.find((h) => h.href === '/notice/902')!.marks.bengali).toContain(composed)
    }
  })

  it('a title word finds the notice, and words with conjuncts are not split', async () => {
    const hits = resultsOf((await search({ q: 'শিক্ষাবৃত্তির আহ্বান' })).body)
    expect(hits.map((h) => h.href)).toEqual(['/notice/902'])
    const students = resultsOf((await search({ q: 'শিক্ষার্থীদের', type: 'notice' })).body)
    expect(students.map((h) => h.href).sort()).toEqual(['/notice/901', '/notice/902'])
    for (const h of students) expect(h.marks.bengali).toContain('শিক্ষার্থীদের')
  })
})

describe('the page without JavaScript', () => {
  it('is a GET form with a labelled field and a type choice, then ranked, marked results with dates', async () => {
    const { status, headers, body } = await search({ q: 'examination' })
    expect(status).toBe(200)
    expect(headers.get('cache-control')).toMatch(/public, max-age=0, s-maxage=30/)
    expect(titleOf(body)).toBe('Search results for “examination” | Hill Tracts University')
    const main = the(documentOf(body), 'main')
    const form = the(main, 'form')
    for (const [name, value] of [['role', 'search'], ['method', 'get'], ['action', '/search']]) expect(form.getAttribute(name!), name).toBe(value)
    // The field is the label's, and both are in the form.
    expect(the(form, 'label[for="search-q"]').textContent).toBe('Search the site')
    const input = the(form, '#search-q')
    for (const [name, value] of [['name', 'q'], ['type', 'search'], ['value', 'examination'], ['maxlength', '100']]) expect(input.getAttribute(name!), name).toBe(value)
    expect(the(form, 'select#search-type').getAttribute('name')).toBe('type')
    const hits = resultsOf(body)
    expect(hits).toHaveLength(20)
    expect(hits[0]!.title.toLowerCase()).toContain('examination')
    expect(marksIn(main).plain).toContain('Examination')
    const times = [...main.querySelectorAll('li.search-result time')]
    expect(times).not.toHaveLength(0)
    for (const time of times) expect(time.getAttribute('datetime')).toMatch(/^\d{4}-\d{2}-\d{2}$/)
  })

  it('filters by type through links that keep the query, with counts', async () => {
    const { body } = await search({ q: 'examination' })
    const nav = /<nav aria-label="Filter results by type"[\s\S]*?<\/nav>/.exec(mainOf(body))?.[0] ?? ''
    expect(nav).toMatch(/href="\/search\?q=examination" aria-current="page">All types/)
    const noticeLink = /href="(\/search\?q=examination&amp;type=notice)"[^>]*>Notice <span class="search-types__count">\((\d+)\)/.exec(nav)
    expect(noticeLink).not.toBeNull()
    const notices = await allResults({ q: 'examination', type: 'notice' })
    expect(notices.length).toBe(Number(noticeLink![2]))
    expect(new Set(notices.map((h) => h.type))).toEqual(new Set(['Notice']))
  })

  it('pages through links with rel="prev"/"next" in the list and the head; a page past the end is 404', async () => {
    const first = await search({ q: 'examination' })
    const pageCount = Number(/Page 1 of (\d+)/.exec(mainOf(first.body))?.[1])
    expect(pageCount).toBeGreaterThan(1)
    const firstPage = documentOf(first.body)
    expect(firstPage.querySelectorAll('head link[rel="next"]')).toHaveLength(1)
    expect(the(firstPage, 'head link[rel="next"]').getAttribute('href')).toBe('/search?q=examination&page=2')
    const nextLinks = [...firstPage.querySelectorAll('main a[rel="next"]')].map((a) => [a.textContent, a.getAttribute('href')])
    expect(nextLinks).toEqual([['Next', '/search?q=examination&page=2']])
    const second = await search({ q: 'examination', page: '2' })
    expect(second.status).toBe(200)
    expect([...documentOf(second.body).querySelectorAll('head link[rel="prev"]')].map((l) => l.getAttribute('href'))).toEqual(['/search?q=examination'])
    const firstIds = resultsOf(first.body).map((h) => h.href)
    for (const h of resultsOf(second.body)) expect(firstIds).not.toContain(h.href)
    for (const page of [String(pageCount + 1), '0', 'two', '99999999']) {
      const past = await search({ q: 'examination', page })
      expect(past.status, page).toBe(404)
      expect(past.headers.get('cache-control')).toContain('no-store')
      expect(mainOf(past.body)).toContain('No data found.')
    }
  })

  it('an unknown type is a 404, not an empty page', async () => {
    const { status, body } = await search({ q: 'exam', type: 'spaceship' })
    expect(status).toBe(404)
    expect(mainOf(body)).toContain('No data found.')
  })

  it('without a query: the form and a hint; with no match: a clear message', async () => {
    const empty = await get(`${stack.site.url}/search`)
    expect(empty.status).toBe(200)
    expect(titleOf(empty.body)).toBe('Search | Hill Tracts University')
    expect(mainOf(empty.body)).toContain('Type a word or two to search')
    expect(resultsOf(empty.body)).toEqual([])
    const none = await search({ q: 'qzxqzxwv' })
    expect(none.status).toBe(200)
    expect(plain(mainOf(none.body))).toContain('No results for “qzxqzxwv”. Check the spelling or try other words.')
    expect((await get(`${stack.site.url}/search?page=2`)).status).toBe(404)
  })

  it('a long query is cut to 100 characters and says so', async () => {
    const long = `examination ${'x'.repeat(5000)}`
    const { status, body } = await search({ q: long })
    expect(status).toBe(200)
    expect(plain(mainOf(body))).toContain('only its first 100 characters were used')
    const shown = /Search results for “([^”]*)”/.exec(titleOf(body) ?? '')?.[1] ?? ''
    expect(shown.length).toBeLessThanOrEqual(100)
    expect(shown.startsWith('examination x')).toBe(true)
  })

  it('renders and caches by q, type and page only', () => {
    expect(normalisedPageUrl('/search', 'utm_source=x&page=2&type=news&q=exam&fbclid=1', builtPageTable().queryOfPath('/search'))).toBe('/search?q=exam&type=news&page=2')
  })
})

describe('the frame', () => {
  it('every page has the search box: a labelled GET form to /search in the bar and in the phone menu', async () => {
    const { body } = await get(`${stack.site.url}/about`)
    const page = documentOf(body)
    for (const place of ['bar', 'menu']) {
      const form = new RegExp(`<form class="site-search site-search--${place}[ "][^>]*>`).exec(body)?.[0] ?? ''
      for (const attribute of ['role="search"', 'aria-label=', 'method="get"', 'action="/search"']) expect(form, place).toContain(attribute)
      // Named for screen readers, out of sight: the field's label, in its form.
      const label = the(page, `form.site-search--${place} label[for="site-search-${place}"]`)
      expect(label.textContent, place).toBe('Search the site')
      expect(label.classList.contains('visually-hidden'), place).toBe(true)
      const input = new RegExp(`<input[^>]*id="site-search-${place}"[^>]*>`).exec(body)?.[0] ?? ''
      for (const attribute of ['name="q"', 'type="search"']) expect(input, place).toContain(attribute)
    }
    // Where the bar has no room for the field (992–1199 px): a link to the search page.
    expect(the(page, 'a.site-search__link').getAttribute('href')).toBe('/search')
  })
})
