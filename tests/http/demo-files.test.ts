// The file host: every path the API references is served with the right type and valid
// bytes; nothing else is, whatever the path looks like.

import { request } from 'node:http'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startDemoUpstream, demoFilesRouter, type DemoUpstream } from '../../server/demo-upstream/server'
import { getDemoData } from '../../server/demo-upstream/data'
import { unzipSync } from 'fflate'
import { call, checkPdf, checkPng, getFile, readPdf } from '../support/demo-upstream'

let demo: DemoUpstream

beforeAll(async () => {
  demo = await startDemoUpstream()
})

afterAll(async () => {
  await demo.close()
})

/** Every file path the API answers reference. */
async function referencedPaths(): Promise<string[]> {
  const paths: (string | null | undefined)[] = []
  const list = async <T>(path: string, fields: Record<string, unknown> = {}) => (await call<T>(demo, path, fields)).body
  for (const b of await list<{ images_path?: string }[]>('/api/banner')) paths.push(b.images_path)
  for (const n of await list<{ images_path?: string }[]>('/api/all-notice')) paths.push(n.images_path)
  for (const n of await list<{ images_path?: string }[]>('/api/all-news')) paths.push(n.images_path)
  for (const v of (await list<{ data: { thumbnail?: string }[] }>('/api/all-videos')).data) paths.push(v.thumbnail)
  for (const e of await list<{ images?: string }[]>('/api/recent-events')) paths.push(e.images)
  for (const c of await list<{ advertisement?: string }[]>('/api/career')) paths.push(c.advertisement)
  for (const t of await list<{ picture?: string }[]>('/api/all-teacher')) paths.push(t.picture)
  const ads = await list<{ bachelor: { file_1: string }[]; master: { file_1: string }[] }>('/api/advertisement')
  for (const a of [...ads.bachelor, ...ads.master]) paths.push(a.file_1)
  for (const mobile_number of ['01700000001', '01800000002']) {
    const verification_code = mobile_number === '01700000001' ? '123456' : '654321'
    for (const kind of ['admission-form', 'admit-card', 'offer-letter']) {
      paths.push((await list<{ responseMsg: string }>(`/mbapi/${kind}`, { mobile_number, verification_code })).responseMsg)
    }
  }
  return [...new Set(paths.filter((p): p is string => typeof p === 'string' && p !== ''))]
}

describe('every referenced file', () => {
  it('is served with its type, cache header and valid bytes', async () => {
    const paths = await referencedPaths()
    expect(paths.length).toBeGreaterThan(150)
    const seen = new Set<string>()
    for (const path of paths) {
      const file = await getFile(demo.fileBaseUrl, path)
      expect(file.status, path).toBe(200)
      expect(file.cache, path).toBe('public, max-age=86400')
      const extension = path.split('.').pop() ?? ''
      seen.add(extension)
      switch (extension) {
        case 'pdf':
          expect(file.type).toBe('application/pdf')
          expect(await checkPdf(file.bytes), path).toEqual([])
          break
        case 'png':
          expect(file.type).toBe('image/png')
          expect(checkPng(file.bytes), path).toEqual([])
          break
        case 'svg': {
          expect(file.type).toMatch(/^image\/svg\+xml/)
          const svg = file.bytes.toString('utf8')
          expect(svg.startsWith('<svg'), path).toBe(true)
          expect(svg.trimEnd().endsWith('</svg>'), path).toBe(true)
          expect(svg).toMatch(/<title>[^<]+<\/title>/)
          break
        }
        case 'docx':
          expect(file.type).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document')
          expect(file.bytes.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]))
          expect(Object.keys(unzipSync(file.bytes)), path).toContain('word/document.xml')
          break
        default:
          throw new Error(`unexpected extension: ${path}`)
      }
    }
    expect([...seen].sort()).toEqual(['docx', 'pdf', 'png', 'svg'])
  }, 60_000)

  it('banners are 1600x600', async () => {
    for (const { images_path } of (await call<{ images_path: string }[]>(demo, '/api/banner')).body) {
      const { bytes } = await getFile(demo.fileBaseUrl, images_path)
      if (images_path.endsWith('.svg')) expect(bytes.toString('utf8')).toMatch(/^<svg [^>]*width="1600" height="600"/)
      else expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1600, 600])
    }
  })

  it('applicant PDFs carry a title line', async () => {
    const { bytes } = await getFile(demo.fileBaseUrl, 'uploads/applicants/01700000001/admit-card.pdf')
    const pdf = await readPdf(bytes)
    expect(pdf.title).toBe('Admit Card: Admission Test, Spring 2026')
    expect(pdf.lines[0]).toContain('Admit Card: Admission Test, Spring 2026')
    expect(pdf.lines.flat().join('\n')).toContain('Sushmita Chakma')
  })

  it('answers HEAD and conditional requests', async () => {
    const head = await fetch(`${demo.fileBaseUrl}/uploads/banner/banner-1.svg`, { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(head.headers.get('content-type')).toMatch(/^image\/svg\+xml/)
    const etag = head.headers.get('etag')
    expect(etag).toBeTruthy()
    // fetch() turns a conditional request into a no-cache one, so send it by hand.
    const again = await rawGet(demo.url, '/files/uploads/banner/banner-1.svg', { 'If-None-Match': etag ?? '' })
    expect(again.status).toBe(304)
  })
})

/** Sends the path exactly as written (fetch would normalise dot segments). */
function rawGet(url: string, path: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(url)
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path, method: 'GET', headers }, (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => (body += chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
    })
    req.on('error', reject)
    req.end()
  })
}

describe('nothing else is served', () => {
  it.each([
    '/files/uploads/nothing-here.pdf',
    '/files/',
    '/files/uploads',
    '/files/../../../../etc/passwd',
    '/files/uploads/../../../etc/passwd',
    '/files/%2e%2e/%2e%2e/etc/passwd',
    '/files/uploads%2f..%2f..%2fpackage.json',
    '/files/..%5c..%5cetc%5cpasswd',
    '/files//etc/passwd',
    '/files/%2Fetc%2Fpasswd',
    '/files/uploads/banner/banner-1.svg%00.png',
    '/files/uploads/banner/%E0%A4%A',
    '/files/server/demo-upstream/server.ts',
    '/files/package.json',
  ])('%s is 404', async (path) => {
    const res = await rawGet(demo.url, path)
    expect(res.status).toBe(404)
    expect(res.body).not.toContain('root:')
    expect(res.body).not.toContain('"name"')
  })

  it('refuses other methods', async () => {
    expect((await fetch(`${demo.fileBaseUrl}/uploads/banner/banner-1.svg`, { method: 'POST' })).status).toBe(405)
  })
})

describe('demoFilesRouter()', () => {
  it('serves the same files when mounted elsewhere', async () => {
    const app = express()
    app.use('/demo-files', demoFilesRouter())
    const server = app.listen(0, '127.0.0.1')
    await new Promise((resolve) => server.once('listening', resolve))
    const address = server.address()
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/demo-files`
    try {
      const path = getDemoData().files.paths().find((p) => p.endsWith('.pdf')) ?? ''
      const file = await getFile(base, path)
      expect(file.status).toBe(200)
      expect(file.type).toBe('application/pdf')
      expect(file.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')
      expect((await rawGet(base, '/demo-files/../package.json')).status).toBe(404)
    } finally {
      await new Promise((resolve) => server.close(resolve))
    }
  })
})

describe('the file host’s counter and switch (/__files, test-only)', () => {
  const files = () => fetch(`${demo.url}/__files`).then((r) => r.json() as Promise<{ down: boolean; fullGets: Record<string, number> }>)
  const post = (body: unknown) => fetch(`${demo.url}/__files`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })

  it('counts full GETs by path, not HEADs or 304s, and fails every file while down', async () => {
    await post({ reset: true })
    const path = 'uploads/banner/banner-1.svg'
    const first = await fetch(`${demo.fileBaseUrl}/${path}`)
    await first.arrayBuffer()
    await (await fetch(`${demo.fileBaseUrl}/${path}`, { method: 'HEAD' })).arrayBuffer()
    expect((await rawGet(demo.url, `/files/${path}`, { 'If-None-Match': first.headers.get('etag') ?? '' })).status).toBe(304)
    expect(await files()).toEqual({ down: false, fullGets: { [path]: 1 } })
    expect((await post({ down: true })).status).toBe(200)
    try {
      const failing = await fetch(`${demo.fileBaseUrl}/${path}`)
      expect(failing.status).toBe(503)
      await failing.arrayBuffer()
    } finally {
      await post({ down: false })
    }
    expect((await fetch(`${demo.fileBaseUrl}/${path}`)).status).toBe(200)
    expect((await post({ down: 'yes' })).status).toBe(400)
    await post({ reset: true })
    expect((await files()).fullGets).toEqual({})
  })
})
