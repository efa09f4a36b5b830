// A page is its folder: the build's page table (dist/page-table.json, what the server reads from
// Vike) names every folder under pages/ once, with what its +config.ts declares; every page has a
// visit in tests/support/page-visits.ts; walked through the built server, each visit answers with
// its title, its text, the edge time its folder declares and its pattern as the metric label.
// Needs `npm run build`.
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { SITE } from '../../src/content/site'
import { declarationsModule, DECLARATIONS_MODULE, pageEntriesOf } from '../../src/routes/page-table'
import { sharedSite } from '../support/shared'
import { metricsText } from '../support/http'
import { builtPageTable } from '../support/page-table'
import { ALL_VISITS, VISITS } from '../support/page-visits'
import { decodeEntities, titleOf } from '../support/processes'

const PAGES = join(import.meta.dirname, '../../pages')

/** The visits, and a written page's own when page-visits.ts has none: its path, its declared title, a heading. */
const WALKED = [
  ...ALL_VISITS,
  ...builtPageTable()
    .entries.filter((e) => !VISITS[e.pattern] && e.page.startsWith('/pages/(static)/') && e.title)
    .map((e) => ({ path: e.pattern, title: e.title!.en, mustContain: `<h1>${e.title!.en}</h1>`, pattern: e.pattern })),
]

/** Vike's page id of every folder holding a +Page (the error page is the renderer's, not a route). */
function pageIds(dir = PAGES): string[] {
  const entries = readdirSync(dir, { withFileTypes: true })
  const here = entries.some((e) => e.isFile() && /^\+Page\.tsx?$/.test(e.name)) ? [`/pages/${relative(PAGES, dir)}`.replace(/\/$/, '')] : []
  return [...here, ...entries.filter((e) => e.isDirectory()).flatMap((e) => pageIds(join(dir, e.name)))]
}

describe('the page table', () => {
  const table = builtPageTable()

  it('has every page folder once, and nothing else', () => {
    const ids = pageIds().filter((id) => id !== '/pages/_error')
    expect(ids.length).toBeGreaterThan(30)
    expect(table.entries.map((e) => e.page).sort()).toEqual(ids.sort())
    expect(new Set(table.entries.map((e) => e.pattern)).size).toBe(table.entries.length)
  })

  it('takes settings from the folder, and from its group: (static) pages are written content', () => {
    expect(table.byPage('/pages/notice/@id')).toEqual({
      page: '/pages/notice/@id',
      pattern: '/notice/:id',
      edgeSeconds: 60,
      query: [],
      sitemap: 'records',
      parent: '/all-notice',
      loading: 'notice',
    })
    expect(table.byPage('/pages/(static)/about')).toMatchObject({ pattern: '/about', edgeSeconds: 3600, sitemap: 'page' })
    // The forms too: they take the group's settings.
    expect(table.byPage('/pages/(static)/contact')).toEqual({
      page: '/pages/(static)/contact',
      pattern: '/contact',
      edgeSeconds: 3600,
      query: [],
      sitemap: 'page',
      title: { en: 'Contact Us', bn: 'যোগাযোগ' },
    })
    expect(table.byPage('/pages/office')?.pattern).toBe('/:office')
    expect(table.queryOfPath('/all-notice')).toEqual(['date', 'year', 'month', 'day', 'title', 'page'])
    expect(table.byPage('/pages/_error')).toBeUndefined()
  })

  it('lists in the sitemap every page by its records when its path has a parameter, by itself or its list when not', () => {
    for (const { pattern, sitemap } of table.entries) {
      if (pattern.includes(':')) expect(sitemap, pattern).toBe('records')
      else expect(sitemap, pattern).not.toBe('records')
    }
  })

  it('has every written page (pages/(static)/) named and in the site search, in both languages', () => {
    const written = table.entries.filter((e) => e.page.startsWith('/pages/(static)/'))
    expect(written.length).toBeGreaterThan(10)
    for (const { pattern, title } of written) expect(title, pattern).toEqual({ en: expect.any(String), bn: expect.stringMatching(/[\u0980-\u09FF]/) })
  })

  it('names every breadcrumb parent, in both languages', () => {
    for (const { pattern, parent } of table.entries) {
      if (!parent || parent === '/:department') continue
      expect(table.entries.find((e) => e.pattern === parent)?.title, `${pattern}'s parent ${parent}`).toBeDefined()
    }
  })

  it('gives the browser and the breadcrumbs what the folders declare (src/routes/page-declarations.ts is current)', () => {
    expect(readFileSync(join(import.meta.dirname, '../..', DECLARATIONS_MODULE), 'utf8')).toBe(declarationsModule(table.entries))
  })

  it('stops the build at a page that declares no edge time, no sitemap listing, or a parent that is no page', () => {
    const route = '/x'
    expect(() => pageEntriesOf({ '/pages/x': { route, config: { sitemap: 'page' } } })).toThrow(/declares no `edgeSeconds`/)
    expect(() => pageEntriesOf({ '/pages/x': { route, config: { edgeSeconds: 60 } } })).toThrow(/declares no `sitemap`/)
    expect(() => pageEntriesOf({ '/pages/x': { route, config: { edgeSeconds: 60, sitemap: 'records', parent: '/y' } } })).toThrow(/no page: \/y/)
    expect(pageEntriesOf({ '/pages/x': { route, config: { edgeSeconds: 0, sitemap: 'none' } } })).toEqual([{ page: '/pages/x', pattern: '/x', edgeSeconds: 0, query: [], sitemap: 'none' }])
  })

  it('refuses a page routed by a function that declares no pattern', () => {
    expect(() => pageEntriesOf({ '/pages/office': { route: () => false, config: { edgeSeconds: 600, sitemap: 'records' } } })).toThrow(/declare its `pattern`/)
  })

  it('every page but the redirect has a visit (a written page without one: its path and declared title), and every visit a page', () => {
    const patterns = table.entries.map((e) => e.pattern)
    // The alerts' pages open from a signed e-mail link only, and are never cached: tests/http/alerts.test.ts walks them.
    expect([...new Set(WALKED.map((v) => v.pattern))].sort()).toEqual(patterns.filter((p) => p !== '/apply-online' && !p.startsWith('/alerts/')).sort())
    expect(Object.keys(VISITS).every((p) => patterns.includes(p))).toBe(true)
    expect(new Set(WALKED.map((v) => v.path)).size).toBe(WALKED.length)
  })
})

describe('every page, walked', () => {
  const stack = sharedSite()
  const table = builtPageTable()
  const edgeOf = (pattern: string) => table.entries.find((e) => e.pattern === pattern)!.edgeSeconds

  it.each(WALKED.map((v) => [v.path, v] as const))('%s: 200, its title and text, its edge time', async (path, { title, mustContain, pattern }) => {
    const res = await fetch(`${stack.site.url}${path}`, { redirect: 'manual' })
    const html = await res.text()
    expect(res.status).toBe(200)
    expect(titleOf(html)).toBe(path === '/' ? title : `${title} | ${SITE.in('en').name}`)
    expect(decodeEntities(html.replace(/<!-- -->/g, ''))).toContain(mustContain)
    const seconds = edgeOf(pattern)
    expect(res.headers.get('cache-control')).toBe(`public, max-age=0, s-maxage=${seconds}, stale-while-revalidate=${seconds * 10}, stale-if-error=86400`)
  })

  it('counts each page under its pattern', async () => {
    const metrics = await metricsText(stack.site.url)
    for (const { pattern } of WALKED) expect(metrics).toContain(`http_request_duration_seconds_count{route="${pattern}",method="GET",status="200"}`)
  })

  it('sends /apply-online on without keeping the answer', async () => {
    const res = await fetch(`${stack.site.url}/apply-online`, { redirect: 'manual' })
    expect(res.status).toBe(302)
    expect(res.headers.get('cache-control')).toBe('no-store')
  })
})
