// Debian's nginx with the chart's nginx.conf (unchanged) in front of the production server: feeds,
// calendars, the sitemap and robots.txt are cached at the edge like pages (one render per URL while
// fresh), keep their media type, and an upstream failure's 503 is never stored. Needs `npm run build`.
import { describe, expect, it, vi } from 'vitest'
import { findNginx } from '../support/edge-harness'
import { edgeForFile } from '../support/edge-for-file'

const nginxBin = findNginx()
const PATHS = {
  '/notices.rss': 'application/rss+xml; charset=utf-8',
  '/news.atom': 'application/atom+xml; charset=utf-8',
  '/academic-calendar.ics': 'text/calendar; charset=utf-8',
  '/events.ics': 'text/calendar; charset=utf-8',
  '/sitemap.xml': 'application/xml; charset=utf-8',
  '/sitemaps/notices.xml': 'application/xml; charset=utf-8',
  '/robots.txt': 'text/plain; charset=utf-8',
}

async function get(url: string) {
  const res = await fetch(url, { signal: AbortSignal.timeout(10_000) })
  return { status: res.status, headers: res.headers, body: await res.text() }
}

describe.skipIf(!nginxBin)('nginx: feeds, calendars, sitemap and robots.txt', { timeout: 60_000 }, () => {
  const stack = edgeForFile(nginxBin, { FAILURE_BACKOFF_MS: '0', UPSTREAM_TIMEOUT_MS: '15000' })

  it('a 503 of a failing upstream (nothing cached yet) is passed on and not stored', async () => {
    await stack.upstreamMode({ failureRate: 1 })
    const failed = await get(`${stack.edge.url}/notices.rss`)
    expect(failed.status).toBe(503)
    expect(failed.headers.get('x-cache-status')).not.toBe('HIT')
    await stack.upstreamMode({ failureRate: 0 })
    // The app retries a key with nothing to serve after a short pause: the feed comes back.
    const good = await vi.waitFor(async () => {
      const answer = await get(`${stack.edge.url}/notices.rss`)
      expect(answer.status).toBe(200)
      return answer
    }, { timeout: 10_000, interval: 200 })
    expect(good.body).toContain('<rss')
  })

  it.each(Object.entries(PATHS))('%s: stored once and answered from the cache, with its media type', async (path, type) => {
    const first = await get(`${stack.edge.url}${path}`)
    expect(first.status, stack.app.logs().split('\n').filter((l) => l.includes('"level":40')).slice(-3).join('\n')).toBe(200)
    expect(first.headers.get('content-type')).toBe(type)
    const second = await get(`${stack.edge.url}${path}`)
    expect(second.headers.get('x-cache-status')).toBe('HIT')
    expect(second.headers.get('content-type')).toBe(type)
    expect(second.body).toBe(first.body)
  })
})
