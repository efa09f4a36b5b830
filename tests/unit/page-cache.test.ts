import { describe, expect, it } from 'vitest'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { encodedBody, PageCache, type PageCacheResult, type RenderedPage } from '../../server/page-cache'

function page(body: string, reuseMs = 5_000): RenderedPage {
  return { status: 200, headers: [['content-type', 'text/html;charset=utf-8']], body, cacheControl: 'public, s-maxage=5', reuseMs }
}

function setup(maxBytes = 1_000_000) {
  let now = 1_000
  const results: PageCacheResult[] = []
  const cache = new PageCache({ maxEntries: 10, maxBytes, now: () => now, onResult: (r) => results.push(r) })
  let renders = 0
  const render = (body = 'html', reuseMs?: number) => async () => {
    renders++
    return page(`${body}#${renders}`, reuseMs)
  }
  return { cache, results, render, advance: (ms: number) => void (now += ms), renders: () => renders }
}

describe('PageCache', () => {
  it('renders once for many concurrent requests of one URL', async () => {
    const t = setup()
    const pages = await Promise.all(Array.from({ length: 50 }, () => t.cache.get('/all-notice', t.render())))
    expect(t.renders()).toBe(1)
    expect(new Set(pages.map((p) => p?.body))).toEqual(new Set(['html#1']))
    expect(t.results.filter((r) => r === 'shared')).toHaveLength(49)
  })

  it('reuses a render for its reuse time, then renders again', async () => {
    const t = setup()
    await t.cache.get('/', t.render())
    t.advance(4_999)
    expect((await t.cache.get('/', t.render()))?.body).toBe('html#1')
    t.advance(2)
    expect((await t.cache.get('/', t.render()))?.body).toBe('html#2')
    expect(t.results).toEqual(['miss', 'hit', 'miss'])
  })

  it('keeps URLs apart, query strings included', async () => {
    const t = setup()
    await t.cache.get('/all-notice', t.render('a'))
    expect((await t.cache.get('/all-notice?title=exam', t.render('b')))?.body).toBe('b#2')
  })

  it('never reuses a render marked not reusable (errors, degraded data, no-store routes)', async () => {
    const t = setup()
    await t.cache.get('/no-such-page', t.render('404', 0))
    await t.cache.get('/no-such-page', t.render('404', 0))
    expect(t.renders()).toBe(2)
    expect(t.cache.size).toBe(0)
  })

  it('lets a failed render fail its waiters and renders again next time', async () => {
    const t = setup()
    const failing = async (): Promise<RenderedPage> => {
      throw new Error('render failed')
    }
    await expect(Promise.all([t.cache.get('/', failing), t.cache.get('/', failing)])).rejects.toThrow('render failed')
    expect((await t.cache.get('/', t.render()))?.body).toBe('html#1')
  })

  it('does not keep a page larger than its whole size budget', async () => {
    const t = setup(10)
    await t.cache.get('/big', t.render('x'.repeat(50)))
    await t.cache.get('/big', t.render('x'.repeat(50)))
    expect(t.renders()).toBe(2)
  })

  it('compresses a render once per encoding, however often it is sent', async () => {
    const rendered = page('<p>नোটিশ ও খবর</p>'.repeat(200))
    const first = encodedBody(rendered, 'br')
    expect(encodedBody(rendered, 'br')).toBe(first)
    expect(brotliDecompressSync(await first).toString()).toBe(rendered.body)
    expect(gunzipSync(await encodedBody(rendered, 'gzip')).toString()).toBe(rendered.body)
  })
})
