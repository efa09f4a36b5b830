// A page is its folder: the build's page table (dist/page-table.json, what the server reads from
// Vike) names every folder under pages/ once, with what its +config.ts declares; every page has a
// visit in tests/support/page-visits.ts; walked through the built server, each visit answers with
// its title, its text, the edge time its folder declares and its pattern as the metric label.
// Needs `npm run build`.
import { readdirSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { SITE } from '../../src/content/site'
import { pageEntriesOf } from '../../src/routes/page-table'
import { sharedSite } from '../support/shared'
import { metricsText } from '../support/http'
import { builtPageTable } from '../support/page-table'
import { ALL_VISITS, VISITS } from '../support/page-visits'
import { decodeEntities, titleOf } from '../support/processes'

const PAGES = join(import.meta.dirname, '../../pages')

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
    expect(table.byPage('/pages/notice/@id')).toEqual({ page: '/pages/notice/@id', pattern: '/notice/:id', edgeSeconds: 60, query: [] })
    expect(table.byPage('/pages/(static)/about')).toMatchObject({ pattern: '/about', edgeSeconds: 3600, sitemap: 'page' })
    // The forms too: they take the group's settings.
    expect(table.byPage('/pages/(static)/contact')).toEqual({ page: '/pages/(static)/contact', pattern: '/contact', edgeSeconds: 3600, query: [], sitemap: 'page' })
    expect(table.byPage('/pages/office')?.pattern).toBe('/:office')
    expect(table.queryOfPath('/all-notice')).toEqual(['date', 'year', 'month', 'day', 'title', 'page'])
    expect(table.byPage('/pages/_error')).toBeUndefined()
  })

  it('lists in the sitemap every page with a fixed path but the redirect and the search results', () => {
    const fixed = table.entries.filter((e) => !e.pattern.includes(':'))
    expect(fixed.filter((e) => !e.sitemap).map((e) => e.pattern).sort()).toEqual(['/apply-online', '/search'])
  })

  it('refuses a page routed by a function that declares no pattern', () => {
    expect(() => pageEntriesOf({ '/pages/office': { route: () => false, config: { edgeSeconds: 600 } } })).toThrow(/declare its `pattern`/)
  })

  it('every page but the redirect has a visit, and every visit a page', () => {
    const patterns = table.entries.map((e) => e.pattern)
    expect(Object.keys(VISITS).sort()).toEqual(patterns.filter((p) => p !== '/apply-online').sort())
    expect(new Set(ALL_VISITS.map((v) => v.path)).size).toBe(ALL_VISITS.length)
  })
})

describe('every page, walked', () => {
  const stack = sharedSite()
  const table = builtPageTable()
  const edgeOf = (pattern: string) => table.entries.find((e) => e.pattern === pattern)!.edgeSeconds

  it.each(ALL_VISITS.map((v) => [v.path, v] as const))('%s: 200, its title and text, its edge time', async (path, { title, mustContain, pattern }) => {
    const res = await fetch(`${stack.site.url}${path}`, { redirect: 'manual' })
    const html = await res.text()
    expect(res.status).toBe(200)
    expect(titleOf(html)).toBe(path === '/' ? title : `${title} | ${SITE.name}`)
    expect(decodeEntities(html.replace(/<!-- -->/g, ''))).toContain(mustContain)
    const seconds = edgeOf(pattern)
    expect(res.headers.get('cache-control')).toBe(`public, max-age=0, s-maxage=${seconds}, stale-while-revalidate=${seconds * 10}, stale-if-error=86400`)
  })

  it('counts each page under its pattern', async () => {
    const metrics = await metricsText(stack.site.url)
    for (const { pattern } of ALL_VISITS) expect(metrics).toContain(`http_request_duration_seconds_count{route="${pattern}",method="GET",status="200"}`)
  })

  it('sends /apply-online on without keeping the answer', async () => {
    const res = await fetch(`${stack.site.url}/apply-online`, { redirect: 'manual' })
    expect(res.status).toBe(302)
    expect(res.headers.get('cache-control')).toBe('no-store')
  })
})
