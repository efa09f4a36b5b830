// What a page answers beyond the happy path: redirects that stay on this stack.site.url whatever the
// request target, 404 with the spec's text for ids that name nothing, and a 503 "degraded" page
// (never cached) when the upstream fails. Needs `npm run build`.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { get, titleOf } from '../support/processes'
import { appForFile } from '../support/app-for-file'
import { rawRequest } from '../support/http'

const stack = appForFile({ FAILURE_BACKOFF_MS: '0' })

const ORIGIN = 'http://university.test'

describe('redirects stay on the site', () => {
  it.each([
    ['/\\evil.com/', '/evil.com'],
    ['//evil.com/', '/evil.com'],
    ['/\\/evil.com/', '/evil.com'],
    ['/%5Cevil.com/', '/%5Cevil.com'],
    ['http://evil.example/about/', '/about'],
    ['https://evil.example//about/?utm_source=x', '/about'],
    ['/about/', '/about'],
    ['/all-notice/?utm_source=x&title=exam', '/all-notice?title=exam'],
  ])('GET %s redirects to %s on this origin', async (target, expected) => {
    const res = await rawRequest(stack.site.url, target)
    expect(res.status).toBe(301)
    const location = res.headers.location ?? ''
    expect(location).toBe(expected)
    // As a browser resolves it: same origin, whatever the slashes.
    expect(new URL(location, `${ORIGIN}/page`).origin).toBe(ORIGIN)
  })

  it('renders an absolute-form target as its path, whatever the Host', async () => {
    const res = await rawRequest(stack.site.url, 'http://evil.example/about', { host: 'evil.example' })
    expect(res.status).toBe(200)
    expect(res.headers.location).toBeUndefined()
  })
})

describe('ids that name nothing: 404 with the spec text in the normal frame', () => {
  it.each([
    ['/notice/abc', 'No data found.', 'Notice'],
    ['/notice/999999', 'No data found.', 'Notice'],
    ['/news/abc', 'No data found.', 'News'],
    ['/news/999999', 'No data found.', 'News'],
    ['/career-details/abc', 'No data found.', 'Career Details'],
    ['/career-details/999999', 'No data found.', 'Career Details'],
    ['/profile/%3Cscript%3E', 'Faculty data not found', 'Faculty Profile'],
    ['/profile/T-999999', 'Faculty data not found', 'Faculty Profile'],
  ])('%s', async (path, text) => {
    const res = await get(`${stack.site.url}${path}`)
    expect(res.status).toBe(404)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(res.body).toContain(text)
    // The site's frame: its navigation and footer, not a bare error.
    expect(res.body).toContain('class="site-nav"')
    expect(res.body).toContain('class="site-footer"')
    expect(titleOf(res.body)).toMatch(/\| Hill Tracts University$/)
  })

})

describe('upstream failing: degraded pages', () => {
  beforeAll(async () => {
    await stack.upstream.setMode({ failureRate: 1 })
  })
  afterAll(async () => {
    await stack.upstream.setMode({ failureRate: 0 })
  })

  it.each(['/', '/all-notice', '/career', '/notice/1197', '/profile/T-1001'])(
    '%s is a full page answered 503 with Retry-After and X-Degraded, never stored',
    async (path) => {
      const res = await get(`${stack.site.url}${path}`)
      expect(res.status).toBe(503)
      expect(res.headers.get('x-degraded')).toBe('1')
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0)
      expect(res.headers.get('cache-control')).toBe('no-store')
      expect(titleOf(res.body)).toMatch(/Hill Tracts University/)
      expect(res.body).toContain('class="site-footer"')
    },
  )

  it("logs a degraded page as one line marked degraded, without pino-http's invented error and stack", async () => {
    await get(`${stack.site.url}/all-notice?from=degraded-log`)
    const logged = () => stack.site.output().split('\n').find((l) => l.includes('/all-notice?from=degraded-log'))
    await vi.waitFor(() => expect(logged()).toBeDefined())
    const entry = JSON.parse(logged()!) as Record<string, unknown>
    expect(entry).toMatchObject({ degraded: true, route: '/all-notice', res: { statusCode: 503 } })
    expect(entry.err).toBeUndefined()
    expect(logged()).not.toContain('stack')
  })

  it('a failure to look up an id is degraded, not a 404', async () => {
    const res = await get(`${stack.site.url}/career-details/43`)
    expect(res.status).toBe(503)
    expect(res.body).toMatch(/Internal Server Error|Something went wrong/)
  })

  it('the in-process page cache never keeps a degraded render', async () => {
    await get(`${stack.site.url}/all-events`)
    await stack.upstream.setMode({ failureRate: 0 })
    const res = await get(`${stack.site.url}/all-events`)
    expect(res.status).toBe(200)
    expect(res.headers.get('x-degraded')).toBeNull()
    await stack.upstream.setMode({ failureRate: 1 })
  })
})
