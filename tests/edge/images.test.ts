// Resized pictures through the real edge (the chart's nginx.conf unchanged, Debian's nginx) in front of the
// built server on the demo upstream: one cached copy per /img path, whatever the browser accepts or
// appends as a query, kept under the app's year-long Cache-Control; refusals are never stored.
import { describe, expect, it } from 'vitest'
import { findNginx } from '../support/edge-harness'
import { edgeForFile } from '../support/edge-for-file'
import { pictureOf } from '../support/images'

const nginxBin = findNginx()
const BANNER = '/img/640/webp/uploads/banner/banner-5.png'

async function get(url: string, headers: Record<string, string> = {}) {
  const res = await fetch(url, { headers, redirect: 'manual', signal: AbortSignal.timeout(20_000) })
  return { res, body: Buffer.from(await res.arrayBuffer()) }
}

describe.skipIf(!nginxBin)('resized pictures at the edge', { timeout: 30_000 }, () => {
  const stack = edgeForFile(nginxBin, { DRAIN_DELAY_MS: '0' })

  it('stores a picture once and serves it to every browser, query or not, with the app’s Cache-Control', async () => {
    const first = await get(`${stack.edge.url}${BANNER}`, { accept: 'image/avif,image/webp,*/*' })
    expect(first.res.status).toBe(200)
    expect(first.res.headers.get('x-cache-status')).toBe('MISS')
    expect(first.res.headers.get('content-type')).toBe('image/webp')
    expect(first.res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(first.res.headers.get('vary')).toBeNull()
    expect((await pictureOf(first.body)).width).toBe(640)

    for (const [headers, query] of [
      [{ accept: 'image/png' }, ''],
      [{}, '?utm_source=x&w=1920'],
    ] as const) {
      const again = await get(`${stack.edge.url}${BANNER}${query}`, headers)
      expect(again.res.headers.get('x-cache-status')).toBe('HIT')
      expect(again.res.headers.get('content-type')).toBe('image/webp')
      expect(again.body.equals(first.body)).toBe(true)
    }
  })

  it('never stores a refusal', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await get(`${stack.edge.url}/img/500/webp/uploads/banner/banner-5.png`)
      expect(res.res.status).toBe(400)
      expect(res.res.headers.get('x-cache-status')).toBe('MISS')
    }
    const missing = await get(`${stack.edge.url}/img/480/webp/uploads/banner/banner-99.png`)
    expect(missing.res.status).toBe(404)
    expect((await get(`${stack.edge.url}/img/480/webp/uploads/banner/banner-99.png`)).res.headers.get('x-cache-status')).toBe('MISS')
  })
})
