// /files/ through the real edge (the chart's nginx.conf unchanged, Debian's nginx, two workers) in
// front of the app (in this process) and a scripted file host that counts its full GETs: a crowd on a
// cold PDF costs the file host one transfer; ranges are cut from the edge's whole copy (on the miss
// too); conditional requests answer 304; a copy is served while the file host fails; errors are never
// stored; the headers a PDF viewer needs pass through; a path outside the file host's tree is a 404
// the file host never sees. Needs `npm run build` (the app's page renderer).
import { createHash } from 'node:crypto'
import { request } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startApp, type InProcessSite } from '../support/app-for-file'
import { findNginx, startNginx, type EdgeNginx } from '../support/edge-harness'
import { fakePdf, startDocumentHost, type DocumentHost } from '../support/scripted-file-host'

const nginxBin = findNginx()
const WORKERS = 2
const MB = 1024 * 1024
const CROWD = 200

interface Answer {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: Buffer
}

/** One request, the path sent exactly as written; with `hashOnly` the body is hashed as it arrives, not kept. */
function send(url: string, path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  const { hostname, port } = new URL(url)
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path, method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
      res.on('error', reject)
    })
    req.setTimeout(60_000, () => req.destroy(new Error(`no answer to ${path} within 60 s`)))
    req.on('error', reject)
    req.end()
  })
}

/** The SHA-256 of a GET's body, read as it streams (200 copies of a 2 MB file are not kept at once). */
function hashOf(url: string, path: string): Promise<{ status: number; sha: string; length: number }> {
  const { hostname, port } = new URL(url)
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path, agent: false }, (res) => {
      const hash = createHash('sha256')
      let length = 0
      res.on('data', (chunk: Buffer) => {
        hash.update(chunk)
        length += chunk.length
      })
      res.on('end', () => resolve({ status: res.statusCode ?? 0, sha: hash.digest('hex'), length }))
      res.on('error', reject)
    })
    req.setTimeout(60_000, () => req.destroy(new Error(`no answer to ${path} within 60 s`)))
    req.on('error', reject)
    req.end()
  })
}

const sha = (body: Buffer) => createHash('sha256').update(body).digest('hex')

describe.skipIf(!nginxBin)('/files/ at the edge', { timeout: 120_000 }, () => {
  const crowdPdf = fakePdf(2 * MB, 3)
  const rangePdf = fakePdf(512 * 1024, 4)
  const stalePdf = fakePdf(256 * 1024, 5)
  const files = {
    'results/2026/crowd.pdf': { type: 'application/pdf', body: crowdPdf },
    'results/2026/range.pdf': { type: 'application/pdf', body: rangePdf },
    'circulars/stale.pdf': { type: 'application/pdf', body: stalePdf },
    'circulars/headers.pdf': { type: 'application/pdf', body: fakePdf(10_000, 6) },
    'scans/later.png': { type: 'image/png', body: fakePdf(5000, 7) },
  }
  let host: DocumentHost
  let site: InProcessSite
  let edge: EdgeNginx
  beforeAll(async () => {
    host = await startDocumentHost(files)
    // Two seconds of freshness: the stale test needs a copy that expires while it runs.
    site = await startApp({ url: host.origin }, { FILE_CACHE_SECONDS: '2' })
    edge = await startNginx({ nginxBin: nginxBin!, appUrl: site.url, workerProcesses: WORKERS })
  })
  afterAll(async () => {
    await edge?.stop()
    await site?.stop()
    await host?.close()
  })

  it(`a crowd of ${CROWD} on a cold 2 MB PDF: every one gets the whole file, the file host one full GET per worker at most`, async () => {
    const answers = await Promise.all(Array.from({ length: CROWD }, () => hashOf(edge.url, '/files/results/2026/crowd.pdf')))
    expect(answers.filter((a) => a.status !== 200)).toEqual([])
    expect(new Set(answers.map((a) => a.sha))).toEqual(new Set([sha(crowdPdf)]))
    const gets = host.fullGets('/files/results/2026/crowd.pdf')
    console.log(`crowd of ${CROWD} on a cold 2 MB PDF through nginx (${WORKERS} workers): ${gets} full GET(s) at the file host`)
    expect(gets).toBeGreaterThanOrEqual(1)
    expect(gets).toBeLessThanOrEqual(WORKERS)
  })

  it('answers Range from its whole copy, on the miss and on a hit; the file host never sees a Range', async () => {
    const cold = await send(edge.url, '/files/results/2026/range.pdf', { range: 'bytes=1000-1999' })
    expect(cold.status).toBe(206)
    expect(cold.headers['content-range']).toBe(`bytes 1000-1999/${rangePdf.length}`)
    expect(cold.body.equals(rangePdf.subarray(1000, 2000))).toBe(true)
    const tail = await send(edge.url, '/files/results/2026/range.pdf', { range: 'bytes=-100' })
    expect(tail.status).toBe(206)
    expect(tail.headers['x-cache-status']).toBe('HIT')
    expect(tail.body.equals(rangePdf.subarray(rangePdf.length - 100))).toBe(true)
    const whole = await send(edge.url, '/files/results/2026/range.pdf')
    expect(whole.status).toBe(200)
    expect(whole.body.equals(rangePdf)).toBe(true)
    // One whole transfer filled the copy every range was cut from.
    expect(host.fullGets('/files/results/2026/range.pdf')).toBe(1)
  })

  it('sends the type, length, validators and an inline disposition a PDF viewer needs; 304 to If-None-Match and If-Modified-Since', async () => {
    const first = await send(edge.url, '/files/circulars/headers.pdf')
    const hit = await send(edge.url, '/files/circulars/headers.pdf')
    for (const res of [first, hit]) {
      expect(res.status).toBe(200)
      expect(res.headers['content-type']).toBe('application/pdf')
      expect(res.headers['content-length']).toBe('10000')
      expect(res.headers['content-disposition']).toBe('inline; filename="headers.pdf"')
      expect(res.headers['x-content-type-options']).toBe('nosniff')
    }
    expect(hit.headers['x-cache-status']).toBe('HIT')
    const byTag = await send(edge.url, '/files/circulars/headers.pdf', { 'if-none-match': String(first.headers.etag) })
    expect(byTag.status).toBe(304)
    const byDate = await send(edge.url, '/files/circulars/headers.pdf', { 'if-modified-since': String(first.headers['last-modified']) })
    expect(byDate.status).toBe(304)
  })

  it('keeps serving its copy while the file host fails, once the copy has expired', async () => {
    const first = await send(edge.url, '/files/circulars/stale.pdf')
    expect(first.status).toBe(200)
    host.setState('down')
    try {
      // Wait (bounded) for the copy to expire: the edge then asks the app, which fails, and serves the copy.
      let answer = await send(edge.url, '/files/circulars/stale.pdf')
      for (let i = 0; i < 100 && answer.headers['x-cache-status'] === 'HIT'; i++) {
        await new Promise((resolve) => setTimeout(resolve, 100))
        answer = await send(edge.url, '/files/circulars/stale.pdf')
      }
      expect(['STALE', 'UPDATING']).toContain(answer.headers['x-cache-status'])
      expect(answer.status).toBe(200)
      expect(answer.body.equals(stalePdf)).toBe(true)
      // Still served after the failed refresh.
      const again = await send(edge.url, '/files/circulars/stale.pdf')
      expect(again.status).toBe(200)
      expect(again.body.equals(stalePdf)).toBe(true)
    } finally {
      host.setState('up')
    }
  })

  it('never stores an error: a missing file, then a failing file host, are asked again', async () => {
    for (let i = 0; i < 2; i++) {
      const missing = await send(edge.url, '/files/circulars/none.pdf')
      expect(missing.status).toBe(404)
      expect(missing.headers['x-cache-status']).toBe('MISS')
    }
    expect(host.requests.filter((r) => r === 'GET /files/circulars/none.pdf')).toHaveLength(2)
    host.setState('down')
    try {
      const failing = await send(edge.url, '/files/scans/later.png')
      expect(failing.status).toBe(502)
    } finally {
      host.setState('up')
    }
    const later = await send(edge.url, '/files/scans/later.png')
    expect(later.status).toBe(200)
    expect(later.headers['x-cache-status']).toBe('MISS')
  })

  it.each([
    '/files/../package.json',
    '/files/%2e%2e/%2e%2e/etc/passwd',
    '/files/results%2f..%2f..%2fpackage.json',
    '/files/..%5c..%5cetc%5cpasswd',
    '/files//etc/passwd',
    '/files/http://evil.example/x.pdf',
    '/files/result.pdf%00.png',
  ])('%s is refused, the file host never asked', async (path) => {
    const before = host.requests.length
    const res = await send(edge.url, path)
    // The app's 404; nginx itself answers 400 to a path climbing above the root or holding NUL.
    expect([400, 404]).toContain(res.status)
    expect(host.requests.length).toBe(before)
  })
})
