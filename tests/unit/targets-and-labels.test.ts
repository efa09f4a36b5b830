// Pure rules of the HTTP layer: request targets, same-origin redirect paths, page metric labels.
import { builtPageTable } from '../support/page-table'
import { describe, expect, it } from 'vitest'
import { OTHER_ROUTE, pageRouteLabel, routeLabel } from '../../server/metrics'
import { pageCacheControl, requestTarget, sameOriginPath } from '../../server/pages'

describe('requestTarget', () => {
  it('keeps only the path and query of an absolute-form target', () => {
    expect(requestTarget('http://evil.example/about/?a=1')).toEqual({ path: '/about/', search: 'a=1' })
    expect(requestTarget('https://evil.example')).toEqual({ path: '/', search: '' })
    expect(requestTarget('/\\evil.com/')).toEqual({ path: '/\\evil.com/', search: '' })
  })
})

describe('sameOriginPath', () => {
  it.each([
    ['/\\evil.com', '/evil.com'],
    ['//evil.com', '/evil.com'],
    ['/\\/\\evil.com', '/evil.com'],
    ['/a\\b', '/a%5Cb'],
    ['', '/'],
  ])('%s → %s, which a browser keeps on this origin', (path, expected) => {
    expect(sameOriginPath(path)).toBe(expected)
    expect(new URL(sameOriginPath(path), 'https://site.test/x').origin).toBe('https://site.test')
  })
})

describe('metric labels', () => {
  it('name pages by their route, never by the URL (the page table of the build)', () => {
    const table = builtPageTable()
    expect(pageRouteLabel(table, '/pages/notice/@id', false)).toBe('/notice/:id')
    expect(pageRouteLabel(table, '/pages/index', false)).toBe('/')
    expect(pageRouteLabel(table, '/pages/office', false)).toBe('/:office')
    expect(pageRouteLabel(table, '/pages/gone', false)).toBe(OTHER_ROUTE)
    expect(pageRouteLabel(table, '/pages/(static)/about', false)).toBe('/about')
    expect(pageRouteLabel(table, '/pages/_error', true)).toBe('not-found')
    expect(pageRouteLabel(table, '/pages/_error', false)).toBe('error')
    expect(pageRouteLabel(table, null, true)).toBe('not-found')
  })

  it('use the Express route that matched, else one fixed label', () => {
    expect(routeLabel({ route: { path: '/contact' } }, { locals: { routePrefix: '/api' } })).toBe('/api/contact')
    expect(routeLabel({ route: { path: '/{*splat}' } }, { locals: { route: '/about' } })).toBe('/about')
    expect(routeLabel({}, { locals: {} })).toBe(OTHER_ROUTE)
  })
})

describe('pageCacheControl', () => {
  it('lets shared caches keep only good pages', () => {
    expect(pageCacheControl(200, 60)).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=600, stale-if-error=86400')
    for (const status of [404, 503]) expect(pageCacheControl(status, 60)).toBe('no-store')
    expect(pageCacheControl(200, 0)).toBe('no-store')
  })
})
