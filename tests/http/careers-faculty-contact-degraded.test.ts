// Every page of this area when the upstream fails, then when it answers empty lists: the spec's
// error or empty state, never 500. A page whose data failed is a 503 (X-Degraded, Retry-After,
// no-store) so the edge keeps its good copy; static pages and empty answers stay 200. Failures first (they are never cached; back-off
// is off), then empty answers. Needs `npm run build`.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { get, titleOf } from '../support/processes'
import { appForFile } from '../support/app-for-file'
import { ROUTES } from '../support/area-pages'

const stack = appForFile({ FAILURE_BACKOFF_MS: '0' })

/** The failure's message (the demo's 'Internal Server Error') or the spec's fallback, in an alert. */
const ERROR_ALERT = /role="alert">(Internal Server Error|Something went wrong)</

describe('upstream failing', () => {
  beforeAll(async () => {
    await stack.upstream.setMode({ failureRate: 1 })
  })
  afterAll(async () => {
    await stack.upstream.setMode({ failureRate: 0 })
  })

  it('the career list shows the error message', async () => {
    const res = await get(`${stack.site.url}/career`)
    expect(res.status).toBe(503)
    expect(titleOf(res.body)).toBe('Career | Hill Tracts University')
    expect(res.body).toMatch(ERROR_ALERT)
    // A degraded page is never kept: the edge serves its good copy instead (proxy_cache_use_stale http_503).
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(res.headers.get('x-degraded')).toBe('1')
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0)
  })

  it('career details show the error message', async () => {
    const res = await get(`${stack.site.url}/career-details/43`)
    expect(res.status).toBe(503)
    expect(res.body).toMatch(ERROR_ALERT)
    expect(res.body).not.toContain('No data found.')
  })

  it('a faculty profile shows the error message', async () => {
    const res = await get(`${stack.site.url}/profile/T-1001`)
    expect(res.status).toBe(503)
    expect(titleOf(res.body)).toBe('Faculty Profile | Hill Tracts University')
    expect(res.body).toMatch(ERROR_ALERT)
  })

  it('the faculty list stores the error without showing it: its empty state', async () => {
    const res = await get(`${stack.site.url}/faculty`)
    expect(res.status).toBe(503)
    expect(res.body).toContain('No faculty members found.')
    expect(res.body).not.toMatch(ERROR_ALERT)
  })

  it.each(ROUTES)('$path still answers with its title (503 when it needed the upstream)', async ({ path, title }) => {
    const res = await get(`${stack.site.url}${path}`)
    expect(res.status).toBe(res.headers.get('x-degraded') ? 503 : 200)
    expect(titleOf(res.body)).toBe(`${title} | Hill Tracts University`)
  })
})

describe('upstream answering empty lists', () => {
  beforeAll(async () => {
    await stack.upstream.setMode({ empty: true })
  })
  afterAll(async () => {
    await stack.upstream.setMode({ empty: false })
  })

  it.each([
    ['/career', 'No careers found.'],
    ['/career-details/43', 'No data found.'],
    ['/faculty', 'No faculty members found.'],
    ['/profile/T-1001', 'Faculty data not found'],
  ])('%s shows %s', async (path, text) => {
    const res = await get(`${stack.site.url}${path}`)
    // An empty list is an answer (200); a detail id the upstream does not know is a 404.
    expect(res.status).toBe(/\/(career-details|profile)\//.test(path) ? 404 : 200)
    expect(res.body).toContain(text)
    expect(res.body).not.toMatch(ERROR_ALERT)
  })
})
