// Edge rules that the real app cannot be made to trigger on demand (an answer
// with Set-Cookie, a cacheable 500, a slow cold page, the headers nginx sends
// upstream): the chart's nginx.conf in front of a scripted HTTP upstream written
// here. The full stack is tested in edge.test.ts.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { findNginx, startNginx, type EdgeNginx } from '../support/edge-harness'

const nginxBin = findNginx()

interface Seen {
  path: string
  headers: IncomingHttpHeaders
  socket: string
}

/** An upstream whose answers are chosen by path, recording what it receives. */
function scriptedUpstream(): { server: Server; seen: Seen[]; calls: (path: string) => number } {
  const seen: Seen[] = []
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname
    seen.push({ path, headers: req.headers, socket: `${req.socket.remotePort}` })
    const page = (cc: string, status = 200) => {
      res.statusCode = status
      res.setHeader('content-type', 'text/html; charset=utf-8')
      res.setHeader('cache-control', cc)
      res.end(`<html><body>${path} ${seen.length} ${'x'.repeat(2000)}</body></html>`)
    }
    switch (path) {
      case '/cookie':
        res.setHeader('set-cookie', 'session=abc; HttpOnly')
        return page('public, max-age=0, s-maxage=60')
      case '/broken':
        return page('public, max-age=0, s-maxage=60', 500)
      case '/no-store':
        return page('no-store')
      case '/short':
        return page('public, max-age=3600, s-maxage=1, stale-while-revalidate=30')
      case '/slow':
        return void setTimeout(() => page('public, max-age=0, s-maxage=60'), 300)
      case '/vary':
        res.setHeader('vary', 'Accept-Encoding')
        return page('public, max-age=0, s-maxage=60')
      default:
        return page('public, max-age=0, s-maxage=60, stale-while-revalidate=30')
    }
  })
  server.keepAliveTimeout = 75_000
  return { server, seen, calls: (p) => seen.filter((s) => s.path === p).length }
}

async function get(url: string, headers: Record<string, string> = {}): Promise<Response> {
  const res = await fetch(url, { headers, signal: AbortSignal.timeout(10_000) })
  await res.arrayBuffer()
  return res
}

describe.skipIf(!nginxBin)('edge rules (nginx in front of a scripted upstream)', { timeout: 30_000 }, () => {
  const upstream = scriptedUpstream()
  let appUrl: string
  let edge: EdgeNginx
  let trustedEdge: EdgeNginx

  beforeAll(async () => {
    await new Promise<void>((r) => upstream.server.listen(0, '127.0.0.1', r))
    appUrl = `http://127.0.0.1:${(upstream.server.address() as AddressInfo).port}`
    edge = await startNginx({ nginxBin: nginxBin!, appUrl })
    // As behind a load balancer at 127.0.0.1 that appends the visitor to X-Forwarded-For.
    trustedEdge = await startNginx({ nginxBin: nginxBin!, appUrl, httpConf: 'set_real_ip_from 127.0.0.1;' })
  })

  afterAll(async () => {
    await edge?.stop()
    await trustedEdge?.stop()
    await new Promise((r) => upstream.server.close(r))
  })

  it('forwards the visitor as exactly one hop, ignoring a forged X-Forwarded-For', async () => {
    await get(`${edge.url}/hop-a`, { 'x-forwarded-for': '6.6.6.6, 7.7.7.7', 'x-real-ip': '6.6.6.6' })
    const h = upstream.seen.find((s) => s.path === '/hop-a')!.headers
    expect(h['x-forwarded-for']).toBe('127.0.0.1')
    expect(h['x-real-ip']).toBe('127.0.0.1')
    expect(h['x-forwarded-proto']).toBe('http')
    expect(h.host).toBe('127.0.0.1')
    // One copy per URL in the cache: the app is always asked for gzip.
    expect(h['accept-encoding']).toBe('gzip')
  })

  it('takes the visitor from a trusted load balancer, one hop only', async () => {
    await get(`${trustedEdge.url}/hop-b`, { 'x-forwarded-for': '6.6.6.6, 198.51.100.7' })
    const h = upstream.seen.find((s) => s.path === '/hop-b')!.headers
    expect(h['x-forwarded-for']).toBe('198.51.100.7')
    expect(h['x-real-ip']).toBe('198.51.100.7')
  })

  it('reuses keep-alive connections to the app', async () => {
    for (let i = 0; i < 5; i++) await get(`${edge.url}/keepalive-${i}`)
    const sockets = new Set(upstream.seen.filter((s) => s.path.startsWith('/keepalive-')).map((s) => s.socket))
    expect(sockets.size).toBe(1)
    expect(upstream.seen.find((s) => s.path === '/keepalive-0')!.headers.connection).toBeUndefined()
  })

  it('does not cache answers that set a cookie', async () => {
    await get(`${edge.url}/cookie`)
    const second = await get(`${edge.url}/cookie`)
    expect(second.headers.get('x-cache-status')).toBe('MISS')
    expect(upstream.calls('/cookie')).toBe(2)
  })

  it('does not cache error answers even when marked cacheable', async () => {
    await get(`${edge.url}/broken`)
    const second = await get(`${edge.url}/broken`)
    expect(second.status).toBe(500)
    expect(second.headers.get('x-cache-status')).toBe('MISS')
    expect(upstream.calls('/broken')).toBe(2)
  })

  it('honours no-store', async () => {
    await get(`${edge.url}/no-store`)
    await get(`${edge.url}/no-store`)
    expect(upstream.calls('/no-store')).toBe(2)
  })

  it('honours s-maxage over max-age and revalidates in the background', async () => {
    expect((await get(`${edge.url}/short`)).headers.get('x-cache-status')).toBe('MISS')
    expect((await get(`${edge.url}/short`)).headers.get('x-cache-status')).toBe('HIT')
    // nginx keeps whole seconds: wait past the next second boundary.
    await new Promise((r) => setTimeout(r, 2_500))
    // Expired after s-maxage=1 (max-age=3600 is the browser's): the stale copy
    // is served at once while one background request refreshes it.
    const stale = await get(`${edge.url}/short`)
    expect(['STALE', 'UPDATING']).toContain(stale.headers.get('x-cache-status'))
    await new Promise((r) => setTimeout(r, 300))
    expect(upstream.calls('/short')).toBe(2)
    expect((await get(`${edge.url}/short`)).headers.get('x-cache-status')).toBe('HIT')
  })

  it('lets one request fill a cold entry while the others wait (cache lock)', async () => {
    const answers = await Promise.all(Array.from({ length: 10 }, () => get(`${edge.url}/slow`)))
    expect(answers.every((r) => r.status === 200)).toBe(true)
    expect(upstream.calls('/slow')).toBe(1)
  })

  it('keeps one cache entry per URL whatever the visitor accepts', async () => {
    await get(`${edge.url}/vary`, { 'accept-encoding': 'gzip, deflate, br' })
    await get(`${edge.url}/vary`, { 'accept-encoding': 'gzip' })
    const plain = await get(`${edge.url}/vary`, { 'accept-encoding': 'identity' })
    expect(plain.headers.get('x-cache-status')).toBe('HIT')
    expect(upstream.calls('/vary')).toBe(1)
  })
})
