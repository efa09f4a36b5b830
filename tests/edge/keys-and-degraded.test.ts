// Debian's nginx with the chart's nginx.conf in front of the production server:
// - its cache key ignores Host and every query parameter no page reads (one render for 20,000
//   junk query strings, the app's own page cache off), and keys a /bn twin the same way;
// - a degraded render (503 X-Degraded) never replaces its good copy, and is what a visitor gets
//   only where nginx has no copy;
// - with the app down and no copy, nginx's own friendly 503 page; nginx's own answers carry the
//   security headers the app's do.
// Needs `npm run build`.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { counterValue, flood, rawRequest } from '../support/http'
import { demoUpstreamEntry, findNginx, freePort, serverEntry, startNginx, startNode, upstreamEnv, type EdgeNginx, type NodeProcess } from '../support/edge-harness'

const nginxBin = findNginx()
const JUNK = 20_000

/** The security headers the app sets (helmet, Permissions-Policy): nginx's own answers must carry each once. */
const SECURITY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
  'permissions-policy',
]

function expectSecurityHeadersOnce(head: string, what: string) {
  const names = head.split('\r\n').slice(1).map((l) => l.slice(0, l.indexOf(':')).toLowerCase())
  for (const name of SECURITY_HEADERS) expect(names.filter((n) => n === name), `${name} on ${what}`).toHaveLength(1)
}

async function get(url: string) {
  const res = await fetch(url, { signal: AbortSignal.timeout(10_000) })
  return { status: res.status, headers: res.headers, body: await res.text() }
}

describe.skipIf(!nginxBin)('nginx: cache keys, degraded pages, its own answers', { timeout: 60_000 }, () => {
  let demo: NodeProcess
  let app: NodeProcess
  let edge: EdgeNginx
  let appPort = 0

  const startApp = async () =>
    startNode(serverEntry, {
      PORT: String(appPort),
      HOST: '127.0.0.1',
      TRUSTED_PROXIES: 'loopback',
      // Off: every miss at the edge is a render the app counts.
      PAGE_CACHE_SECONDS: '0',
      FAILURE_BACKOFF_MS: '0',
      ...upstreamEnv(demo.url),
    })
  const renders = async () => counterValue(await (await fetch(`${app.url}/metrics`)).text(), 'page_renders_total')
  const upstreamMode = (mode: Record<string, unknown>) =>
    fetch(`${demo.url}/__mode`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(mode) })

  beforeAll(async () => {
    demo = await startNode(demoUpstreamEntry, { PORT: '0', HOST: '127.0.0.1' })
    appPort = await freePort()
    app = await startApp()
    edge = await startNginx({ nginxBin: nginxBin!, appUrl: app.url })
  })

  afterAll(async () => {
    await edge?.stop()
    await app?.stop('SIGKILL')
    await demo?.stop('SIGKILL')
  })

  it('one spelling per page, and scanners a 404, through nginx too (issue 37): 50 spellings cost at most one render', async () => {
    const answer = async (path: string) => {
      const res = await fetch(`${edge.url}${path}`, { redirect: 'manual', signal: AbortSignal.timeout(10_000) })
      await res.arrayBuffer()
      return { status: res.status, location: res.headers.get('location') }
    }
    expect(await answer('/%61bout')).toEqual({ status: 301, location: '/about' })
    expect(await answer('/bn/notice/%31197')).toEqual({ status: 301, location: '/bn/notice/1197' })
    expect(await answer('/bn/about%20%20')).toEqual({ status: 301, location: '/bn/about' })
    expect(await answer('/about%c2%a0')).toEqual({ status: 301, location: '/about' })
    for (const path of ['/ab%09out', '/ab%0aout', '/@vite/client', '/__vite_ping', '/about/index%2EpageContext.json']) expect((await answer(path)).status, path).toBe(404)
    // No /about render here: the next test counts its one render.
    const before = await renders()
    for (let i = 0; i < 50; i++) expect([301, 404]).toContain((await answer(`${['/%61bout', '/about%20', '/ab%6Fut', '/about%C2%A0'][i % 4]}?v=${i}`)).status)
    expect((await renders()) - before).toBeLessThanOrEqual(1)
  })

  it(`${JUNK.toLocaleString('en')} junk query strings and Host headers on /about cost one render`, async () => {
    const before = await renders()
    const { answered, statuses } = await flood(
      edge.url,
      JUNK,
      (i) => ({ path: `/about?utm_source=s${i}&fbclid=${i}&gclid=${i % 7}`, headers: { host: `h${i % 50}.example` } }),
      { concurrency: 16, maxMs: 120_000 },
    )
    expect(answered).toBe(JUNK)
    expect(statuses.get(200)).toBe(JUNK)
    expect((await renders()) - before).toBe(1)
  }, 150_000)

  it('keeps the parameters a page reads: a filter in any order is one entry showing that filter', async () => {
    const before = await renders()
    for (const q of ['?title=exam&date=2026-01-05', '?date=2026-01-05&title=exam&utm_source=x', '?gclid=1&title=exam&date=2026-01-05']) {
      const res = await get(`${edge.url}/all-notice${q}`)
      expect(res.status).toBe(200)
      expect(res.body).toContain('value="exam"')
    }
    expect((await renders()) - before).toBe(1)
    expect((await get(`${edge.url}/all-notice?title=other`)).body).toContain('value="other"')
  })

  it('keys a Bengali twin like its English page: an entry of its own, the same parameters, never Accept-Language', async () => {
    const before = await renders()
    const asks = [
      { path: '/bn/all-notice?title=exam&utm_source=x', lang: 'bn-BD,bn;q=0.9' },
      { path: '/bn/all-notice?gclid=2&title=exam', lang: 'en-US' },
      { path: '/all-notice?title=exam&fbclid=3', lang: 'bn' },
      { path: '/all-notice?title=exam', lang: 'en' },
    ]
    const bodies = []
    for (const { path, lang } of asks) {
      const res = await fetch(`${edge.url}${path}`, { headers: { 'accept-language': lang }, signal: AbortSignal.timeout(10_000) })
      expect(res.status, path).toBe(200)
      bodies.push(await res.text())
    }
    expect(bodies.map((b) => /<html lang="(\w+)"/.exec(b)?.[1])).toEqual(['bn', 'bn', 'en', 'en'])
    // Two pages, two renders: one for each language, whatever else the requests said.
    expect((await renders()) - before).toBe(2)
  })

  it('redirects an absolute-form target to a path on this site', async () => {
    const res = await rawRequest(edge.url, 'http://evil.example/about/', { host: 'evil.example' })
    expect(res.status).toBe(301)
    expect(res.headers.location).toBe('/about')
  })

  it("puts the app's security headers, Permissions-Policy included, once on every answer", async () => {
    expectSecurityHeadersOnce((await rawRequest(edge.url, '/fees')).head, '/fees (the app)')
    expectSecurityHeadersOnce((await rawRequest(edge.url, '/edge-healthz')).head, '/edge-healthz (nginx)')
    expectSecurityHeadersOnce((await rawRequest(edge.url, '/metrics')).head, '/metrics (nginx)')
  })

  it('keeps serving its good copy while a restarted app can only render degraded pages', async () => {
    // A good copy of the home page (edge time 10 s).
    const good = await get(`${edge.url}/`)
    expect(good.status).toBe(200)
    expect(good.body).toContain('/notice/')

    // The app restarts (empty upstream cache) while the upstream is down: it can only degrade.
    await app.stop('SIGTERM')
    await upstreamMode({ failureRate: 1 })
    app = await startApp()

    // Past the copy's freshness nginx asks the app again; the copy must survive every answer.
    await new Promise((r) => setTimeout(r, 11_000))
    for (let i = 0; i < 4; i++) {
      const res = await get(`${edge.url}/`)
      expect(res.status, `request ${i}`).toBe(200)
      expect(res.body, `request ${i}`).toBe(good.body)
      expect(['STALE', 'UPDATING', 'HIT']).toContain(res.headers.get('x-cache-status'))
      await new Promise((r) => setTimeout(r, 300))
    }
    // What nginx was answered meanwhile: the degraded page.
    const direct = await get(`${app.url}/`)
    expect(direct.status).toBe(503)
    expect(direct.headers.get('x-degraded')).toBe('1')
  }, 60_000)

  it('gives the degraded page, 503 and not stored, where it has no copy', async () => {
    const res = await get(`${edge.url}/all-news`)
    expect(res.status).toBe(503)
    expect(res.headers.get('x-degraded')).toBe('1')
    expect(res.headers.get('retry-after')).toBeTruthy()
    expect(res.body).toContain('Latest News')
    expect(res.body).toContain('class="site-footer"')
    const again = await get(`${edge.url}/all-news`)
    expect(again.headers.get('x-cache-status')).not.toBe('HIT')
    await upstreamMode({ failureRate: 0 })
  })

  it('answers a friendly 503 page with Retry-After when the app is down and it has no copy', async () => {
    await app.stop('SIGTERM')
    const res = await rawRequest(edge.url, '/career-details/43')
    expect(res.status).toBe(503)
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0)
    expect(res.headers['content-type']).toContain('text/html')
    expect(res.headers['cache-control']).toBe('no-store')
    expectSecurityHeadersOnce(res.head, 'the unavailable page')
    const page = await get(`${edge.url}/career-details/43`)
    expect(page.body).toMatch(/<title>[^<]*Hill Tracts University<\/title>/)
    expect(page.body).toMatch(/try again/i)
    // A Bengali page asked for: the same page in Bengali.
    const bengali = await get(`${edge.url}/bn/career-details/43`)
    expect(bengali.status).toBe(503)
    expect(bengali.body).toContain('<html lang="bn">')
    expect(bengali.body).toMatch(/<title>[^<]*হিল ট্র্যাক্টস বিশ্ববিদ্যালয়<\/title>/)
    expect(bengali.body).toContain('href="/bn"')
  })
})
