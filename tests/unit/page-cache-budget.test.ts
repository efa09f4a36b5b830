// The page cache's byte budget counts the compressed copies it keeps with each render, not only
// the HTML: many URLs cannot hold more memory than the budget says.
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
    const html = Buffer.byteLength(rendered!.body)
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
    const html = Buffer.byteLength(one.body)
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
