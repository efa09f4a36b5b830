// The route manifest and the pages/ folder name the same pages, once each.
import { readdirSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ALL_VISITS, PAGE_ROUTES, routeOfPage, type PageRoute } from '../../src/routes/manifest'

const PAGES = join(import.meta.dirname, '../../pages')

/** Vike's page id of every folder holding a +Page (the error page is the renderer's, not a route). */
function pageIds(dir = PAGES): string[] {
  const entries = readdirSync(dir, { withFileTypes: true })
  const here = entries.some((e) => e.isFile() && /^\+Page\.tsx?$/.test(e.name)) ? [`/pages/${relative(PAGES, dir)}`.replace(/\/$/, '')] : []
  return [...here, ...entries.filter((e) => e.isDirectory()).flatMap((e) => pageIds(join(dir, e.name)))]
}

describe('route manifest', () => {
  const routes: readonly PageRoute[] = PAGE_ROUTES

  it('has one entry for every page folder, and none for a folder that does not exist', () => {
    const ids = pageIds().filter((id) => id !== '/pages/_error')
    expect(ids.length).toBeGreaterThan(30)
    expect([...routes.map((r) => r.page)].sort()).toEqual([...ids].sort())
  })

  it('names each page, pattern and visited path once', () => {
    for (const key of ['page', 'pattern'] as const) expect(new Set(routes.map((r) => r[key])).size).toBe(routes.length)
    expect(new Set(ALL_VISITS.map((v) => v.path)).size).toBe(ALL_VISITS.length)
  })

  it('lists in the sitemap every page with a fixed path but the redirect and the search results', () => {
    const fixed = routes.filter((r) => !r.pattern.includes(':'))
    expect(fixed.filter((r) => !r.sitemap).map((r) => r.pattern)).toEqual(['/search', '/apply-online'])
  })

  it('looks pages up by their Vike id', () => {
    expect(routeOfPage('/pages/notice/@id')?.pattern).toBe('/notice/:id')
    expect(routeOfPage('/pages/(static)/about')?.edgeSeconds).toBe(3600)
    expect(routeOfPage('/pages/_error')).toBeUndefined()
    expect(routeOfPage(null)).toBeUndefined()
  })
})
