// What a search engine may index, read from the built server's HTML on the demo upstream: search results
// and views chosen by a query (a filter, valid or not, an empty result) say `noindex, follow`; the
// canonical URL, og:url and the printed URL hold only what of the query the page used; page 2 and on of
// a list have titles of their own. The reproductions: /search?q=…, /career?type=abc and ?type=9,
// /all-notice?title=zzzzqq, /all-notice?date=2026-13-45.
import { describe, expect, it } from 'vitest'
import { builtPageTable } from '../support/page-table'
import { sharedSite } from '../support/shared'
import { decodeEntities, get, titleOf } from '../support/processes'

const stack = sharedSite()

interface Indexing {
  status: number
  robots: string | null
  canonical: string | null
  ogUrl: string | null
  printUrl: string | null
  title: string | null
  bytes: number
}

async function indexingOf(path: string): Promise<Indexing> {
  const res = await get(`${stack.site.url}${path}`)
  const head = /<head>([\s\S]*?)<\/head>/.exec(res.body)?.[1] ?? ''
  const attr = (re: RegExp) => {
    const m = re.exec(head)
    return m ? decodeEntities(m[1]!) : null
  }
  return {
    status: res.status,
    robots: attr(/<meta name="robots" content="([^"]*)"/),
    canonical: attr(/<link rel="canonical" href="([^"]*)"/),
    ogUrl: attr(/<meta property="og:url" content="([^"]*)"/),
    printUrl: /<p class="print-url[^"]*">([^<]*)<\/p>/.exec(res.body)?.[1] ?? null,
    title: titleOf(res.body),
    bytes: Buffer.byteLength(res.body),
  }
}

/** The path and query of an absolute URL on the stack's origin. */
const local = (url: string | null) => (url ? url.replace(/^https?:\/\/[^/]+/, '') : null)

describe('views chosen by a query are not indexed', () => {
  it.each([
    ['/search?q=admission', '/search?q=admission'],
    ['/search', '/search'],
    ['/career?type=abc', '/career'],
    ['/career?type=9', '/career'],
    ['/career?type=1', '/career?type=1'],
    ['/all-notice?title=zzzzqq', '/all-notice?title=zzzzqq'],
    ['/all-notice?date=2026-13-45', '/all-notice'],
    ['/all-notice?date=2026-02-30&year=20x6&month=13', '/all-notice'],
    ['/all-notice?date=2026-01', '/all-notice?date=2026-01'],
    ['/all-news?q=zzzzqq', '/all-news?q=zzzzqq'],
    // Issue 36: an unknown level was indexable while other invalid filters were not.
    ['/programs?type=bogus', '/programs'],
    ['/bn/programs?type=bogus', '/bn/programs'],
    ['/programs?type=Postgraduate', '/programs?type=Postgraduate'],
  ])('%s: 200, noindex, follow; canonical, og:url and the print URL are %s', async (path, canonical) => {
    const page = await indexingOf(path)
    expect(page.status).toBe(200)
    expect(page.robots).toBe('noindex, follow')
    expect(local(page.canonical)).toBe(canonical)
    expect(page.ogUrl).toBe(page.canonical)
    expect(page.printUrl).toBe(page.canonical)
  })

  it('an impossible notice date is no filter: the list is the whole list, as on /all-notice', async () => {
    const listOf = async (path: string) => [...(await get(`${stack.site.url}${path}`)).body.matchAll(/href="(\/notice\/\d+)"/g)].map((m) => m[1])
    expect(await listOf('/all-notice?date=2026-13-45')).toEqual(await listOf('/all-notice'))
  })

  it('the lists themselves, their later pages and the fixed pages are indexed, canonical to themselves', async () => {
    for (const path of ['/', '/all-notice', '/all-notice?page=2', '/career', '/all-news', '/about', '/fees']) {
      const page = await indexingOf(path)
      expect(page.status, path).toBe(200)
      expect(page.robots, path).toBeNull()
      expect(local(page.canonical), path).toBe(path)
    }
  })

  it('a 5,000-character query: the canonical, og:url and print URL carry the 100 characters searched, the page stays small', async () => {
    const long = `examination ${'x'.repeat(5000)}`
    const page = await indexingOf(`/search?q=${encodeURIComponent(long)}`)
    expect(page.status).toBe(200)
    const q = new URL(page.canonical!).searchParams.get('q')
    expect(q).toBe(long.slice(0, 100))
    expect(page.ogUrl).toBe(page.canonical)
    expect(page.printUrl).toBe(page.canonical)
    const cut = await indexingOf(`/search?q=${encodeURIComponent(long.slice(0, 100))}`)
    console.log(`/search with a 5,012-character query: canonical ${page.canonical!.length} characters, page ${page.bytes} bytes (${cut.bytes} for the 100 characters alone)`)
    // The same page as the query cut to what was searched, but for the note that it was cut.
    expect(page.bytes - cut.bytes).toBeLessThan(500)
  })

  it('lists the indexable URL shapes: the pages of the page table without a query, and lists with ?page=N', () => {
    const shapes = builtPageTable()
      .entries.filter((r) => r.pattern !== '/search')
      .map((r) => (r.query.includes('page') ? `${r.pattern}[?page=N]` : r.pattern))
    console.log(`indexable URL shapes (${shapes.length}):\n  ${shapes.join('\n  ')}`)
    expect(shapes.length).toBeGreaterThan(10)
  })
})

describe('page 2 and on of a list have titles of their own', () => {
  it('/all-notice?page=2 is "All Notices, page 2 of N", page 1 "All Notices"', async () => {
    const first = await indexingOf('/all-notice')
    const second = await indexingOf('/all-notice?page=2')
    expect(first.title).toBe('All Notices | Hill Tracts University')
    expect(second.title).toMatch(/^All Notices, page 2 of \d+ \| Hill Tracts University$/)
  })
})

describe('what the HTML and head validators found', () => {
  it.each(['/nonexistent', '/notice/999999', '/news/999999', '/career-details/99999', '/profile/99999', '/program/zzz', '/all-notice?page=99'])(
    '%s: 404 with one <h1>',
    async (path) => {
      const res = await get(`${stack.site.url}${path}`)
      expect(res.status).toBe(404)
      expect(res.body.match(/<h1[\s>]/g) ?? []).toHaveLength(1)
    },
  )

  it('/admission-result describes itself in at least 70 characters of text', async () => {
    const res = await get(`${stack.site.url}/admission-result`)
    const description = decodeEntities(/<meta name="description" content="([^"]*)"/.exec(res.body)?.[1] ?? '')
    expect(description.length).toBeGreaterThanOrEqual(70)
    expect(description).toMatch(/^Admission test result of the Spring 2026 intake/)
  })

  it('home: an element named by aria-label has a role that takes a name (the news carousel is a group: its section is the landmark)', async () => {
    const html = (await get(`${stack.site.url}/`)).body
    const named = [...html.matchAll(/<(?:div|span)\b([^>]*)>/g)]
      .map((m) => ({ label: /\baria-label="([^"]*)"/.exec(m[1]!)?.[1], role: /\brole="([^"]+)"/.exec(m[1]!)?.[1] ?? null }))
      .filter((n) => n.label !== undefined)
    expect(named.find((n) => n.label === 'Latest news')?.role).toBe('group')
    expect(named.filter((n) => n.role === null)).toEqual([])
  })
})
