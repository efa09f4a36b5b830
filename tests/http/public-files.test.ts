// server/static.ts: the build's public files are served from a list made at start; every other
// path (the pages) goes on to the next handler without touching the disk.
import { get } from 'node:http'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { clientFiles } from '../../server/static'

const WORKER = `self.addEventListener('fetch', () => {})\n`.repeat(50)
const MANIFEST = JSON.stringify({ name: 'Hill Tracts University', icons: Array(20).fill({ src: '/icon-192.png' }) })

/** The raw answer to GET `url` with `acceptEncoding`: status, headers and the body as sent. */
function raw(url: string, acceptEncoding: string): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'Accept-Encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
    }).on('error', reject)
  })
}

describe('public files of the client build', () => {
  const dir = mkdtempSync(join(tmpdir(), 'public-files-'))
  let url = ''
  let close = () => {}
  beforeAll(async () => {
    mkdirSync(join(dir, 'assets'))
    mkdirSync(join(dir, 'images'))
    writeFileSync(join(dir, 'favicon.ico'), 'icon')
    writeFileSync(join(dir, 'images', 'a b.png'), 'png')
    // Text files with the build's compressed copies (scripts/precompress-client.ts).
    writeFileSync(join(dir, 'sw.js'), WORKER)
    writeFileSync(join(dir, 'sw.js.br'), brotliCompressSync(WORKER))
    writeFileSync(join(dir, 'sw.js.gz'), gzipSync(WORKER))
    writeFileSync(join(dir, 'site.webmanifest'), MANIFEST)
    writeFileSync(join(dir, 'site.webmanifest.br'), brotliCompressSync(MANIFEST))
    const app = express()
    app.use(clientFiles(dir).publicFiles)
    app.use((req, res) => void res.status(299).send(`page ${req.path}`))
    const server = app.listen(0, '127.0.0.1')
    await new Promise((resolve) => server.once('listening', resolve))
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    close = () => server.close()
  })
  afterAll(() => {
    close()
    rmSync(dir, { recursive: true, force: true })
  })

  it('serves a listed file, cacheable for a day', async () => {
    const res = await fetch(`${url}/favicon.ico`)
    expect(res.status).toBe(200)
    expect(await res.text()).toBe('icon')
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400')
    expect(await (await fetch(`${url}/images/a%20b.png`)).text()).toBe('png')
  })

  it('passes every other path on to the pages', async () => {
    for (const path of ['/', '/about', '/images', '/favicon.ico/x', '/%E0%A4%A']) {
      const res = await fetch(`${url}${path}`)
      expect(res.status, path).toBe(299)
    }
  })

  it("sends a text file's build-time brotli or gzip copy to a browser that accepts it, the file itself otherwise", async () => {
    const br = await raw(`${url}/site.webmanifest`, 'gzip, deflate, br')
    expect(br.status).toBe(200)
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers['vary']).toMatch(/Accept-Encoding/i)
    expect(br.headers['cache-control']).toBe('public, max-age=86400')
    expect(brotliDecompressSync(br.body).toString()).toBe(MANIFEST)
    const plain = await raw(`${url}/site.webmanifest`, 'identity')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.toString()).toBe(MANIFEST)
  })

  it('sends the offline worker compressed, with its own headers (no-cache, the whole scope, JavaScript)', async () => {
    for (const [accept, encoding] of [['br', 'br'], ['gzip', 'gzip']] as const) {
      const res = await raw(`${url}/sw.js`, accept)
      expect(res.status).toBe(200)
      expect(res.headers['content-encoding']).toBe(encoding)
      expect(res.body.length).toBeLessThan(WORKER.length)
      expect(res.headers['cache-control']).toBe('no-cache')
      expect(res.headers['service-worker-allowed']).toBe('/')
      expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8')
    }
  })
})
