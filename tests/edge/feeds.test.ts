// Debian's nginx with the chart's nginx.conf (unchanged) in front of the production server: feeds,
// calendars, the sitemap and robots.txt are cached at the edge like pages (one render per URL while
// fresh), keep their media type, and an upstream failure's 503 is never stored. Needs `npm run build`.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoUpstreamEntry, findNginx, freePort, serverEntry, startNginx, startNode, upstreamEnv, type EdgeNginx, type NodeProcess } from '../support/edge-harness'

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
  let demo: NodeProcess
  let app: NodeProcess
  let edge: EdgeNginx
  const upstreamMode = (mode: Record<string, unknown>) =>
    fetch(`${demo.url}/__mode`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(mode) })

  beforeAll(async () => {
    demo = await startNode(demoUpstreamEntry, { PORT: '0', HOST: '127.0.0.1' })
    app = await startNode(serverEntry, { PORT: String(await freePort()), HOST: '127.0.0.1', TRUSTED_PROXIES: 'loopback', FAILURE_BACKOFF_MS: '0', ...upstreamEnv(demo.url), UPSTREAM_TIMEOUT_MS: '15000' })
    edge = await startNginx({ nginxBin: nginxBin!, appUrl: app.url })
  }, 60_000)
  afterAll(async () => {
    await edge?.stop()
    await app?.stop('SIGKILL')
    await demo?.stop('SIGKILL')
  })

  it('a 503 of a failing upstream (nothing cached yet) is passed on and not stored', async () => {
    await upstreamMode({ failureRate: 1 })
    const failed = await get(`${edge.url}/notices.rss`)
    expect(failed.status).toBe(503)
    expect(failed.headers.get('x-cache-status')).not.toBe('HIT')
    await upstreamMode({ failureRate: 0 })
    // The app retries a key with nothing to serve after a short pause.
    await new Promise((r) => setTimeout(r, 1200))
    const good = await get(`${edge.url}/notices.rss`)
    expect(good.status).toBe(200)
    expect(good.body).toContain('<rss')
  })

  it.each(Object.entries(PATHS))('%s: stored once and answered from the cache, with its media type', async (path, type) => {
    const first = await get(`${edge.url}${path}`)
    expect(first.status, app.logs().split('\n').filter((l) => l.includes('"level":40')).slice(-3).join('\n')).toBe(200)
    expect(first.headers.get('content-type')).toBe(type)
    const second = await get(`${edge.url}${path}`)
    expect(second.headers.get('x-cache-status')).toBe('HIT')
    expect(second.headers.get('content-type')).toBe(type)
    expect(second.body).toBe(first.body)
  })
})
