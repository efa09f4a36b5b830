// A no-JS form post through the real nginx edge (the chart's nginx.conf unchanged): the 303's page is
// fetched with the outcome cookie and must come from the app, not from the edge's page cache,
// and must not be stored for the next visitor.
import { describe, expect, it } from 'vitest'
import { findNginx } from '../support/edge-harness'
import { edgeForFile } from '../support/edge-for-file'
import { decodeEntities } from '../support/processes'
import { follow, postDocument, WRONG } from '../support/documents-post'

const nginxBin = findNginx()

describe.skipIf(!nginxBin)('form outcome pages through the nginx edge', { timeout: 30_000 }, () => {
  const stack = edgeForFile(nginxBin)

  it('shows the outcome past a cached page, and leaves the cached page as it was', async () => {
    // The form page is in the edge cache.
    await (await fetch(`${stack.edge.url}/admit-card`)).text()
    const cached = await fetch(`${stack.edge.url}/admit-card`)
    expect(cached.headers.get('x-cache-status')).toBe('HIT')
    await cached.text()

    const post = await postDocument(stack.edge.url, 'admit-card', WRONG, { plain: true })
    const { page } = await follow(stack.edge.url, post)
    expect(post.status).toBe(303)
    expect(page.headers.get('x-cache-status')).toBe('BYPASS')
    expect(page.status).toBe(422)
    expect(decodeEntities(page.text)).toContain('role="alert">Invalid mobile number or password.<')

    // The next visitor still gets the plain form from the cache.
    const next = await fetch(`${stack.edge.url}/admit-card`)
    expect(next.headers.get('x-cache-status')).toBe('HIT')
    expect(await next.text()).not.toContain('role="alert"')
  })

  it('keeps the app\u2019s busy answer (503, Retry-After) on the result page rather than a stale copy', async () => {
    // An outcome cookie as the app sets it for a busy answer.
    const busy = Buffer.from(JSON.stringify({ p: '/offer-letter', s: 503, ok: false, m: 'The server is very busy right now. Please try again in about 10 seconds.', r: 10 })).toString('base64url')
    await (await fetch(`${stack.edge.url}/offer-letter`)).text()
    const page = await fetch(`${stack.edge.url}/offer-letter`, { headers: { cookie: `form_outcome=${busy}` } })
    expect(page.status).toBe(503)
    expect(page.headers.get('retry-after')).toBe('10')
    expect(decodeEntities(await page.text())).toContain('Please try again in about 10 seconds.')
  })
})
