// nginx (the chart's nginx.conf, unchanged) in front of the production server
// (dist/app/server.js) and the demo upstream (dist/app/demo-upstream.js), all
// on loopback with ephemeral ports. Needs `npm run build` and Debian's nginx.
import { request } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  demoUpstreamEntry,
  findNginx,
  nginxConfigTest,
  serverEntry,
  startNginx,
  startNode,
  upstreamEnv,
  type EdgeNginx,
  type NodeProcess,
} from '../support/edge-harness'

const nginxBin = findNginx()
if (!nginxBin && !process.env.CI) {
  console.warn('[edge] nginx not found (apt-get install -y nginx-light, or set NGINX_BIN): skipping the edge tests')
}

// In CI a missing nginx is a failure, never a silent skip.
describe.runIf(!nginxBin && !!process.env.CI)('edge prerequisites', () => {
  it('has an nginx binary in CI', () => {
    expect.fail('nginx is not installed: CI must run `apt-get install -y nginx-light`')
  })
})

const NGINX_ERROR_BODY = /try again/i
const SECURITY_HEADERS = [
  'content-security-policy',
  'x-content-type-options',
  'strict-transport-security',
  'x-frame-options',
  'referrer-policy',
  'cross-origin-opener-policy',
]

/** s-maxage from a Cache-Control value, or null. */
function sMaxAge(cacheControl: string | null): number | null {
  const m = /s-maxage=(\d+)/.exec(cacheControl ?? '')
  return m?.[1] ? Number(m[1]) : null
}

/** Sums every numeric value under keys containing `fragment` in the demo upstream's /__stats. */
function countCalls(stats: unknown, fragment: string, underMatch = false): number {
  if (typeof stats === 'number') return underMatch ? stats : 0
  if (!stats || typeof stats !== 'object') return 0
  let sum = 0
  for (const [key, value] of Object.entries(stats)) sum += countCalls(value, fragment, underMatch || key.includes(fragment))
  return sum
}

/** Header names and values exactly as sent (fetch would merge repeated ones). */
function rawHeaders(url: string, acceptEncoding: string): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      res.resume()
      res.on('end', () => resolve(res.rawHeaders))
    })
    req.on('error', reject)
    req.end()
  })
}

async function get(url: string, init?: RequestInit): Promise<{ res: Response; body: string; ms: number }> {
  const started = Date.now()
  const res = await fetch(url, { signal: AbortSignal.timeout(10_000), ...init })
  const body = await res.text()
  return { res, body, ms: Date.now() - started }
}

describe.skipIf(!nginxBin)('nginx edge in front of the production server', { timeout: 30_000 }, () => {
  let demo: NodeProcess
  let app: NodeProcess
  let edge: EdgeNginx
  /** When each page was put in the cache (ms since epoch) and its s-maxage. */
  const cachedAt = new Map<string, { at: number; sMaxAge: number | null; body: string }>()

  beforeAll(async () => {
    demo = await startNode(demoUpstreamEntry, { PORT: '0', HOST: '127.0.0.1' })
    app = await startNode(serverEntry, {
      PORT: '0',
      HOST: '127.0.0.1',
      TRUSTED_PROXIES: 'loopback',
      SHUTDOWN_TIMEOUT_MS: '3000',
      DRAIN_DELAY_MS: '0',
      ...upstreamEnv(demo.url),
    })
    edge = await startNginx({ nginxBin: nginxBin!, appUrl: app.url })
  })

  afterAll(async () => {
    await edge?.stop()
    await app?.stop('SIGKILL')
    await demo?.stop('SIGKILL')
  })

  it('passes `nginx -t` with the repository configuration', () => {
    const r = nginxConfigTest(nginxBin!, app.url)
    expect(r.output).toContain('test is successful')
    expect(r.status).toBe(0)
  })

  it.each(['/', '/all-notice', '/admission-result', '/fees'])('serves the second GET of %s from the cache', async (path) => {
    const first = await get(edge.url + path)
    expect(first.res.status).toBe(200)
    expect(sMaxAge(first.res.headers.get('cache-control'))).toBeGreaterThan(0)
    expect(['MISS', 'EXPIRED', 'HIT']).toContain(first.res.headers.get('x-cache-status'))
    const second = await get(edge.url + path)
    expect(second.res.status).toBe(200)
    expect(second.res.headers.get('x-cache-status')).toBe('HIT')
    expect(second.body).toBe(first.body)
    cachedAt.set(path, { at: Date.now(), sMaxAge: sMaxAge(first.res.headers.get('cache-control')), body: second.body })
  })

  it('does not cache error pages', async () => {
    const path = '/no-such-page-for-the-edge-test'
    const first = await get(edge.url + path)
    expect(first.res.status).toBe(404)
    const second = await get(edge.url + path)
    expect(second.res.status).toBe(404)
    expect(second.res.headers.get('x-cache-status')).not.toBe('HIT')
  })

  it('serves hashed assets as immutable for a year', async () => {
    const html = (await get(edge.url + '/')).body
    const asset = /(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/.exec(html)?.[1]
    expect(asset, 'the home page references a hashed asset under /assets/').toBeTruthy()
    const first = await get(edge.url + asset!)
    expect(first.res.status).toBe(200)
    expect(first.res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    const second = await get(edge.url + asset!)
    expect(second.res.headers.get('x-cache-status')).toBe('HIT')
    // A missing asset is an error answer: never made immutable nor cached.
    const missing = await get(edge.url + '/assets/does-not-exist-0000.js')
    expect(missing.res.status).toBeGreaterThanOrEqual(400)
    expect(missing.res.headers.get('cache-control')).toBe('no-store')
    expect((await get(edge.url + '/assets/does-not-exist-0000.js')).res.headers.get('x-cache-status')).not.toBe('HIT')
  })

  it("stands in this build's stylesheet for an earlier build's, kept 5 minutes, not a year", async () => {
    const html = (await get(edge.url + '/')).body
    const stylesheet = /href="(\/assets\/static\/[\w-]+)\.[\w-]{8}\.css"/.exec(html)?.[1]
    expect(stylesheet, 'the home page links the site stylesheet').toBeTruthy()
    const earlier = `${stylesheet}.Earlier1.css`
    const first = await get(edge.url + earlier)
    expect(first.res.status).toBe(200)
    expect(first.res.headers.get('content-type')).toContain('text/css')
    expect(first.res.headers.get('cache-control')).toBe('public, max-age=300')
    const second = await get(edge.url + earlier)
    expect(second.res.headers.get('x-cache-status')).toBe('HIT')
    expect(second.res.headers.get('cache-control')).toBe('public, max-age=300')
    expect(second.body).toBe(first.body)
  })

  it('compresses text answers with gzip', async () => {
    const res = await fetch(edge.url + '/all-notice', { headers: { 'accept-encoding': 'gzip' } })
    await res.arrayBuffer()
    expect(res.headers.get('content-encoding')).toBe('gzip')
    // A client without gzip still gets a plain answer from the same cache entry.
    const plain = await fetch(edge.url + '/all-notice', { headers: { 'accept-encoding': 'identity' } })
    const body = await plain.text()
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(body).toContain('<html')
  })

  it('never caches a POST', async () => {
    // A POST to a cached page URL reaches the app instead of the cached page.
    await get(edge.url + '/')
    const post = await get(edge.url + '/', { method: 'POST', body: 'x=1', headers: { 'content-type': 'application/x-www-form-urlencoded' } })
    expect(post.res.headers.get('x-cache-status')).not.toBe('HIT')
    expect(post.res.headers.get('x-cache-status')).not.toBe('STALE')

    // Two identical contact-form posts both reach the app and the upstream.
    const before = countCalls(await (await fetch(`${demo.url}/__stats`)).json(), 'contact')
    const form = new URLSearchParams({
      name: 'Edge Test',
      email: 'edge.test@example.com',
      subject: 'nginx test',
      message: 'Checking that form posts are never cached by the edge.',
    })
    const statuses: number[] = []
    for (let i = 0; i < 2; i++) {
      const r = await get(edge.url + '/api/contact', {
        method: 'POST',
        body: form.toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      })
      statuses.push(r.res.status)
      expect(r.res.headers.get('x-cache-status')).toBeNull()
      expect(r.res.headers.get('cache-control')).toContain('no-store')
    }
    expect(statuses.every((s) => s < 500)).toBe(true)
    const after = countCalls(await (await fetch(`${demo.url}/__stats`)).json(), 'contact')
    expect(after - before).toBe(2)
  })

  it('keeps /metrics away from the public edge', async () => {
    const direct = await get(app.url + '/metrics')
    expect(direct.res.status).toBe(200)
    for (const path of ['/metrics', '/metrics/', '/Metrics', '//metrics', '/metrics?x=1']) {
      const r = await get(edge.url + path)
      expect(r.res.status, path).toBe(404)
      expect(r.body).not.toContain('# HELP')
    }
  })

  it('sends no header twice', async () => {
    for (const [path, encoding] of [['/fees', 'gzip'], ['/fees', 'identity']] as const) {
      const raw = await rawHeaders(edge.url + path, encoding)
      const names = raw.filter((_, i) => i % 2 === 0).map((n) => n.toLowerCase())
      const repeated = names.filter((n, i) => names.indexOf(n) !== i && n !== 'set-cookie')
      expect(repeated, `${path} (${encoding})`).toEqual([])
    }
  })

  it('does not duplicate the security headers the app sets', async () => {
    const direct = await get(app.url + '/fees')
    const viaEdge = await get(edge.url + '/fees')
    let seen = 0
    for (const name of SECURITY_HEADERS) {
      const own = direct.res.headers.get(name)
      if (own === null) continue
      seen++
      // fetch joins repeated headers with ", ": equal values mean no duplicate.
      expect(viaEdge.res.headers.get(name), name).toBe(own)
    }
    expect(seen).toBeGreaterThanOrEqual(3)
    expect(viaEdge.res.headers.get('server')).toBe('nginx')
  })

  it('serves cached pages while the Node server is down, and fails /api/ cleanly', async () => {
    expect(cachedAt.size).toBeGreaterThan(0)
    expect(await app.stop('SIGTERM')).toBe(0)

    for (const [path, entry] of cachedAt) {
      const r = await get(edge.url + path)
      expect(r.res.status, path).toBe(200)
      expect(['HIT', 'STALE', 'UPDATING'], path).toContain(r.res.headers.get('x-cache-status'))
      expect(r.body).toBe(entry.body)
    }

    // Wait out the shortest freshness (when it is short) to see a true STALE.
    const shortest = [...cachedAt.entries()]
      .filter(([, e]) => e.sMaxAge !== null && e.sMaxAge <= 15)
      .sort((a, b) => a[1].at + a[1].sMaxAge! * 1000 - (b[1].at + b[1].sMaxAge! * 1000))[0]
    if (shortest) {
      const [path, entry] = shortest
      const wait = entry.at + (entry.sMaxAge! + 1) * 1000 - Date.now()
      if (wait > 0) await new Promise((r) => setTimeout(r, wait))
      const r = await get(edge.url + path)
      expect(r.res.status).toBe(200)
      expect(['STALE', 'UPDATING']).toContain(r.res.headers.get('x-cache-status'))
      expect(r.body).toBe(entry.body)
    } else {
      console.warn('[edge] every cached page has s-maxage > 15 s: STALE after expiry not exercised')
    }

    // Forms and uncached pages fail fast with a short answer, not a hang.
    const api = await get(edge.url + '/api/contact', {
      method: 'POST',
      body: 'name=a&email=a%40example.com&subject=s&message=m',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect([502, 503, 504]).toContain(api.res.status)
    expect(api.body.length).toBeLessThan(1000)
    expect(api.body).toMatch(NGINX_ERROR_BODY)
    expect(api.ms).toBeLessThan(5_000)
    expect(api.res.headers.get('cache-control')).toBe('no-store')

    const uncached = await get(edge.url + '/notice/this-page-was-never-cached')
    expect(uncached.res.status).toBe(503)
    expect(uncached.res.headers.get('retry-after')).toBeTruthy()
    expect(uncached.ms).toBeLessThan(5_000)
  }, 40_000)

  it('rate limits the contact form per visitor with a short answer', async () => {
    let limited: { status: number; body: string } | undefined
    for (let i = 0; i < 40 && !limited; i++) {
      const r = await get(edge.url + '/api/contact', {
        method: 'POST',
        body: 'name=A&email=a%40example.com&subject=S&message=M',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      })
      if (r.res.status === 429 && /please wait a minute/i.test(r.body)) limited = { status: 429, body: r.body }
    }
    expect(limited, 'nginx answered 429 within 40 quick posts').toBeDefined()
    expect(limited!.body.length).toBeLessThan(200)
    // Posted from a Bengali page (a form without JavaScript shows this answer): in Bengali, as UTF-8.
    const fromBengali = await get(edge.url + '/api/contact', {
      method: 'POST',
      body: 'name=A&email=a%40example.com&subject=S&message=M',
      headers: { 'content-type': 'application/x-www-form-urlencoded', referer: `${edge.url}/bn/contact` },
    })
    expect(fromBengali.res.status).toBe(429)
    expect(fromBengali.res.headers.get('content-type')).toBe('text/plain; charset=utf-8')
    expect(fromBengali.body).toMatch(/^অনেক বেশি অনুরোধ/)
  })

  it('lets many applicants behind one carrier address reach the document downloads', async () => {
    // 60 quick posts from one address (a NAT): nginx passes them all; the app decides per mobile number.
    const edgeLimited: number[] = []
    for (let i = 0; i < 60; i++) {
      const r = await get(edge.url + '/api/admission-documents/admit-card', {
        method: 'POST',
        body: `mobile_number=0175${String(i).padStart(7, '0')}&verification_code=000000`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      })
      if (r.res.status === 429 && /please wait a minute/i.test(r.body)) edgeLimited.push(i)
    }
    expect(edgeLimited).toEqual([])
  })
})
