// /files/<path> (server/file-proxy.ts): every file an upstream record names, streamed from the
// configured file host (a scripted one here, counting its requests) through the upstream client:
// type, length, validators and an inline Content-Disposition with a safe name; conditional requests
// answered 304; a missing file a plain 404 never cached; a path outside the file host's tree a 404
// the file host never sees. Pages link their files below /files/ (the demo upstream's notices).
import { request } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fileSegments, inlineDisposition } from '../../server/file-proxy'
import { appForFile, startApp, type InProcessSite } from '../support/app-for-file'
import { get } from '../support/processes'
import { fakePdf, startDocumentHost, type DocumentHost } from '../support/scripted-file-host'

const PDF = fakePdf(300 * 1024, 1)
const BENGALI_NAME = 'ফলাফল "2026".pdf'

/** Sends the path exactly as written (fetch would normalise dot segments and backslashes). */
function rawGet(url: string, path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  const { hostname, port } = new URL(url)
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path, method, headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
    })
    req.on('error', reject)
    req.end()
  })
}

describe('/files/ in front of a scripted file host', () => {
  let host: DocumentHost
  let site: InProcessSite
  beforeAll(async () => {
    host = await startDocumentHost({
      'results/2026/result.pdf': { type: 'application/pdf', body: PDF },
      [BENGALI_NAME]: { type: 'application/pdf', body: fakePdf(2000, 2) },
      'circulars/zipped.pdf': { type: 'application/pdf', body: fakePdf(100_000, 3), gzip: true },
      'pictures/scan.svg': { type: 'image/svg+xml', body: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>') },
    })
    site = await startApp({ url: host.origin })
  })
  afterAll(async () => {
    await site?.stop()
    await host?.close()
  })

  it('streams a file whole, with its type, length, validators, a day of caching and an inline disposition', async () => {
    const res = await rawGet(site.url, '/files/results/2026/result.pdf')
    expect(res.status).toBe(200)
    expect(res.body.equals(PDF)).toBe(true)
    expect(res.headers['content-type']).toBe('application/pdf')
    expect(res.headers['content-length']).toBe(String(PDF.length))
    expect(res.headers['content-encoding']).toBeUndefined()
    expect(res.headers.etag).toMatch(/^"/)
    expect(res.headers['last-modified']).toBe('Thu, 15 Jan 2026 08:00:00 GMT')
    expect(res.headers['content-disposition']).toBe('inline; filename="result.pdf"')
    expect(res.headers['cache-control']).toMatch(/^public, max-age=86400\b.*stale-if-error=\d+/)
    expect(host.requests.at(-1)).toBe('GET /files/results/2026/result.pdf')
  })

  it('names a file with quotes and Bengali letters safely (RFC 6266 filename*)', async () => {
    const res = await rawGet(site.url, `/files/${encodeURIComponent(BENGALI_NAME)}`)
    expect(res.status).toBe(200)
    const disposition = String(res.headers['content-disposition'])
    expect(disposition).toMatch(/^inline; filename="[\x20-\x7e]+"; filename\*=UTF-8''/)
    expect(disposition).not.toMatch(/filename="[^"]*"[^;]/)
    expect(decodeURIComponent(disposition.split("filename*=UTF-8''")[1]!)).toBe(BENGALI_NAME.replace(/"/g, '_'))
  })

  it('sends the file as it is when the file host compressed the transfer: its own bytes, never the compressed length', async () => {
    const res = await rawGet(site.url, '/files/circulars/zipped.pdf', { 'accept-encoding': 'gzip' })
    expect(res.status).toBe(200)
    expect(res.headers['content-encoding']).toBeUndefined()
    expect(res.body.equals(fakePdf(100_000, 3))).toBe(true)
    expect([undefined, '100000']).toContain(res.headers['content-length'])
  })

  it('answers a HEAD with the headers only', async () => {
    const res = await rawGet(site.url, '/files/results/2026/result.pdf', {}, 'HEAD')
    expect(res.status).toBe(200)
    expect(res.headers['content-length']).toBe(String(PDF.length))
    expect(res.body.length).toBe(0)
  })

  it('answers 304 to If-None-Match and to If-Modified-Since, the file host asked conditionally', async () => {
    const first = await rawGet(site.url, '/files/results/2026/result.pdf')
    const byTag = await rawGet(site.url, '/files/results/2026/result.pdf', { 'if-none-match': String(first.headers.etag) })
    expect(byTag.status).toBe(304)
    expect(byTag.body.length).toBe(0)
    expect(host.requests.at(-1)).toBe('GET /files/results/2026/result.pdf (conditional)')
    const byDate = await rawGet(site.url, '/files/results/2026/result.pdf', { 'if-modified-since': String(first.headers['last-modified']) })
    expect(byDate.status).toBe(304)
    const changed = await rawGet(site.url, '/files/results/2026/result.pdf', { 'if-none-match': '"something-else"' })
    expect(changed.status).toBe(200)
    expect(changed.body.equals(PDF)).toBe(true)
  })

  it('keeps a picture shown as it is from running anything on the site (SVG sandboxed)', async () => {
    const res = await rawGet(site.url, '/files/pictures/scan.svg')
    expect(res.status).toBe(200)
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/)
    expect(res.headers['content-security-policy']).toContain('sandbox')
    expect(res.headers['x-content-type-options']).toBe('nosniff')
  })

  it('answers a missing file with the plain site 404, never cached; a failing file host with 502, never cached', async () => {
    const missing = await rawGet(site.url, '/files/results/2026/none.pdf')
    expect(missing.status).toBe(404)
    expect(missing.body.toString()).toBe('Not Found')
    expect(missing.headers['cache-control']).toBe('no-store')
    // Counted as a file the host does not have, not as a failing host (the FileHostErrors alert leaves it out).
    const metrics = await (await fetch(`${site.url}/metrics`)).text()
    expect(metrics).toMatch(/^upstream_requests_total\{endpoint="file",outcome="not_found"\} [1-9]/m)
    host.setState('down')
    try {
      const failing = await rawGet(site.url, '/files/results/2026/result.pdf')
      expect(failing.status).toBe(502)
      expect(failing.headers['cache-control']).toBe('no-store')
    } finally {
      host.setState('up')
    }
  })

  it.each([
    '/files/../package.json',
    '/files/results/../../package.json',
    '/files/%2e%2e/%2e%2e/etc/passwd',
    '/files/results%2f..%2f..%2fpackage.json',
    '/files/..%5c..%5cetc%5cpasswd',
    '/files/results\\..\\..\\etc\\passwd',
    '/files//etc/passwd',
    '/files/%2Fetc%2Fpasswd',
    '/files/http://evil.example/x.pdf',
    '/files/http:%2F%2Fevil.example%2Fx.pdf',
    '/files/result.pdf%00.png',
    '/files/results/%E0%A4%A',
    '/files/',
    '/files',
    '/FILES/results/2026/result.pdf',
  ])('%s is a 404 the file host never sees', async (path) => {
    const before = host.requests.length
    const res = await rawGet(site.url, path)
    expect(res.status).toBe(404)
    expect(res.headers['cache-control']).toBe('no-store')
    expect(host.requests.length).toBe(before)
  })

  it('refuses other methods', async () => {
    expect((await rawGet(site.url, '/files/results/2026/result.pdf', {}, 'POST')).status).toBe(405)
  })
})

describe('file path rules', () => {
  it('decodes each segment and refuses anything but a plain path', () => {
    expect(fileSegments('/uploads/notice/a%20b.pdf')).toEqual(['uploads', 'notice', 'a b.pdf'])
    for (const bad of ['', '/', '//x', '/a/../b', '/%2e%2e/x', '/a%2Fb', '/a%5Cb', '/a%00b', '/%E0%A4%A', 'x.pdf']) expect(fileSegments(bad), bad).toBeNull()
  })

  it('writes an ASCII filename and the exact name as filename*', () => {
    expect(inlineDisposition('notice-7.pdf')).toBe('inline; filename="notice-7.pdf"')
    expect(inlineDisposition('a"b\\c.pdf')).toBe('inline; filename="a_b_c.pdf"')
    expect(inlineDisposition("ফল (1).pdf")).toBe("inline; filename=\"__ (1).pdf\"; filename*=UTF-8''%E0%A6%AB%E0%A6%B2%20%281%29.pdf")
  })
})

describe('pages link their files below /files/', () => {
  const live = appForFile()

  it('a notice’s attachment and an advertisement’s PDF are /files/ links that answer; the feed’s enclosures too', async () => {
    const { site, upstream } = live
    const list = await get(`${site.url}/all-notice`)
    const ids = [...list.body.matchAll(/href="\/notice\/(\d+)"/g)].map((m) => m[1]!).slice(0, 20)
    let notice = ''
    for (const id of ids) {
      if (/href="\/files\/[^"]+\.pdf"/.test((await get(`${site.url}/notice/${id}`)).body)) {
        notice = `/notice/${id}`
        break
      }
    }
    const hrefs: string[] = []
    for (const page of [notice, '/admission-advertisements']) {
      const { body } = await get(`${site.url}${page}`)
      expect(body, page).not.toContain(upstream.url)
      const href = /(?:href|src|data)="(\/files\/[^"]+\.pdf)"/.exec(body)?.[1]
      expect(href, page).toBeDefined()
      hrefs.push(href!)
    }
    const feed = (await get(`${site.url}/notices.rss`)).body
    const enclosures = [...feed.matchAll(/<enclosure [^>]*url="([^"]+)"/g)].map((m) => m[1]!)
    expect(enclosures.length).toBeGreaterThan(0)
    for (const url of enclosures) expect(new URL(url).pathname).toMatch(/^\/files\//)
    for (const href of hrefs) {
      const res = await fetch(`${site.url}${href}`)
      expect(res.status, href).toBe(200)
      expect(res.headers.get('content-type'), href).toBe('application/pdf')
      await res.arrayBuffer()
      // The demo's file host answers Node's fetch in full (it sends If-None-Match with no-cache): the app still answers 304.
      const again = await rawGet(site.url, href, { 'if-none-match': res.headers.get('etag') ?? '' })
      expect(again.status, href).toBe(304)
    }
  })
})
