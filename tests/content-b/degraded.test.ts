// Every page of this area when the upstream fails, then when it answers empty lists: 200 with
// the spec's error or empty state, never 500. Failures first (they are never cached; back-off
// is off), then empty answers. Needs `npm run build`.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { get, startStack, titleOf } from '../support/processes'
import { ROUTES } from './support'

type Stack = Awaited<ReturnType<typeof startStack>>
let stack: Stack
let site = ''

beforeAll(async () => {
  stack = await startStack({ FAILURE_BACKOFF_MS: '0' })
  site = stack.site.url
})
afterAll(async () => {
  await stack?.stop()
})

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
    const res = await get(`${site}/career`)
    expect(res.status).toBe(200)
    expect(titleOf(res.body)).toBe('Career | Hill Tracts University')
    expect(res.body).toMatch(ERROR_ALERT)
    // A degraded page is kept only briefly by the edge.
    expect(res.headers.get('cache-control')).toContain('s-maxage=5,')
  })

  it('career details show the error message', async () => {
    const res = await get(`${site}/career-details/43`)
    expect(res.status).toBe(200)
    expect(res.body).toMatch(ERROR_ALERT)
    expect(res.body).not.toContain('No data found.')
  })

  it('a faculty profile shows the error message', async () => {
    const res = await get(`${site}/profile/T-1001`)
    expect(res.status).toBe(200)
    expect(titleOf(res.body)).toBe('Faculty Profile | Hill Tracts University')
    expect(res.body).toMatch(ERROR_ALERT)
  })

  it('the faculty list stores the error without showing it: its empty state', async () => {
    const res = await get(`${site}/faculty`)
    expect(res.status).toBe(200)
    expect(res.body).toContain('No faculty members found.')
    expect(res.body).not.toMatch(ERROR_ALERT)
  })

  it.each(ROUTES)('$path still answers 200 with its title', async ({ path, title }) => {
    const res = await get(`${site}${path}`)
    expect(res.status).toBe(200)
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
    const res = await get(`${site}${path}`)
    expect(res.status).toBe(200)
    expect(res.body).toContain(text)
    expect(res.body).not.toMatch(ERROR_ALERT)
  })
})
