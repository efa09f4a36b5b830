// The page cache's byte budget counts the compressed copies it keeps with each render, not only
// the HTML (two bytes a character, as V8 holds a page with any character past Latin-1), and a copy
// kept holds no more memory than its own bytes: many URLs cannot hold more than the budget says.
import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { PageCache, type RenderedPage } from '../../server/page-cache'

/** HTML that compresses only about half (random hex), so compressed copies weigh something. */
function page(): RenderedPage {
  const body = `<html><body>${randomBytes(20_000).toString('hex')}</body></html>`
  return { status: 200, headers: [], body, cacheControl: 'public, s-maxage=60', reuseMs: 60_000 }
}

describe('page cache budget', () => {
  it('counts the HTML and every compressed copy made', async () => {
    const cache = new PageCache({ maxEntries: 10, maxBytes: 10_000_000 })
    const rendered = await cache.get('/a', async () => page())
    const html = rendered!.body.length * 2
    expect(cache.bytes).toBe(html)
    const br = await cache.encodedBody('/a', rendered!, 'br')
    expect(cache.bytes).toBe(html + br.length)
    const gzip = await cache.encodedBody('/a', rendered!, 'gzip')
    expect(cache.bytes).toBe(html + br.length + gzip.length)
    // Asking again sends the same copy and counts nothing more.
    expect(await cache.encodedBody('/a', rendered!, 'br')).toBe(br)
    expect(cache.bytes).toBe(html + br.length + gzip.length)
  })

  it('evicts older pages when compressed copies fill the budget, and never goes over it', async () => {
    const one = page()
    const html = one.body.length * 2
    // Room for three pages' HTML, not for three pages with their compressed copies.
    const cache = new PageCache({ maxEntries: 100, maxBytes: html * 3 + 100 })
    for (const url of ['/1', '/2', '/3']) await cache.get(url, async () => page())
    expect(cache.size).toBe(3)
    for (const url of ['/1', '/2', '/3']) {
      const cached = await cache.get(url, async () => page())
      await cache.encodedBody(url, cached!, 'gzip')
      await cache.encodedBody(url, cached!, 'br')
      expect(cache.bytes).toBeLessThanOrEqual(html * 3 + 100)
    }
    expect(cache.size).toBeLessThan(3)
  })
})

describe('compressed copies kept', () => {
  it('hold their own bytes, not the 64 KiB chunk zlib made them in', async () => {
    const cache = new PageCache({ maxEntries: 10, maxBytes: 10_000_000 })
    const small = { ...page(), body: `<html><body>${'<p>Notice – exam schedule</p>'.repeat(500)}</body></html>` }
    const rendered = await cache.get('/small', async () => small)
    for (const encoding of ['br', 'gzip'] as const) {
      const body = await cache.encodedBody('/small', rendered!, encoding)
      expect(body.length).toBeLessThan(2_000)
      expect(body.buffer.byteLength, encoding).toBeLessThan(8 * 1024)
    }
    // An en dash: V8 keeps the page two bytes a character, and the budget counts it so.
    expect(cache.bytes).toBeGreaterThanOrEqual(small.body.length * 2)
  })
})
