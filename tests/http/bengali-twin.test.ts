// The Bengali twin: every page at /bn/…, in Bengali (lang="bn"), with the reciprocal hreflang pair
// and English as x-default, its query read like its twin's, its own cache entry and metric label; the
// URL alone decides the language. Needs `npm run build`.
import { describe, expect, it } from 'vitest'
import { appForFile } from '../support/app-for-file'
import { metricsText } from '../support/http'
import { ALL_VISITS } from '../support/page-visits'
import { get } from '../support/processes'

const stack = appForFile()

/** The <html lang>, canonical, hreflang alternates and og:locale tags of a page. */
function headOf(html: string) {
  const attr = (tag: string, name: string) => new RegExp(`${name}="([^"]*)"`, 'i').exec(tag)?.[1]
  const links = [...html.matchAll(/<link rel="alternate" hreflang="[^"]*"[^>]*>/gi)].map((m) => m[0])
  return {
    lang: /<html lang="([^"]+)"/.exec(html)?.[1],
    canonical: /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1],
    alternates: Object.fromEntries(links.map((l) => [attr(l, 'hreflang')!, attr(l, 'href')!])),
    ogLocale: /<meta property="og:locale" content="([^"]+)"/.exec(html)?.[1],
    ogAlternate: /<meta property="og:locale:alternate" content="([^"]+)"/.exec(html)?.[1],
  }
}

const twinOf = (path: string) => (path === '/' ? '/bn' : `/bn${path}`)

describe('every page has its Bengali twin at /bn', () => {
  it.each(ALL_VISITS.map((v) => [v.path] as const))('%s and its twin: 200, their languages, the same reciprocal hreflang pair', async (path) => {
    const [en, bn] = await Promise.all([get(`${stack.site.url}${path}`), get(`${stack.site.url}${twinOf(path)}`)])
    expect([en.status, bn.status]).toEqual([200, 200])
    const [enHead, bnHead] = [headOf(en.body), headOf(bn.body)]
    expect([enHead.lang, bnHead.lang]).toEqual(['en', 'bn'])
    const origin = new URL(enHead.canonical!).origin
    const pair = { en: `${origin}${path}`, bn: `${origin}${twinOf(path)}`, 'x-default': `${origin}${path}` }
    expect(enHead.alternates).toEqual(pair)
    expect(bnHead.alternates).toEqual(pair)
    expect([enHead.canonical, bnHead.canonical]).toEqual([pair.en, pair.bn])
    expect([enHead.ogLocale, enHead.ogAlternate, bnHead.ogLocale, bnHead.ogAlternate]).toEqual(['en_US', 'bn_BD', 'bn_BD', 'en_US'])
  })
})

describe('the twin follows the same rules', () => {
  it('reads the query its English twin reads, nothing else', async () => {
    const { body } = await get(`${stack.site.url}/bn/all-news?utm_source=x&q=kaptai&page=1`)
    expect(headOf(body).canonical).toMatch(/\/bn\/all-news\?q=kaptai$/)
  })

  it('redirects another spelling to its own one spelling, in its language', async () => {
    const res = await fetch(`${stack.site.url}/bn/program/Mba`, { redirect: 'manual' })
    expect(res.status).toBe(301)
    expect(new URL(res.headers.get('location')!, stack.site.url).pathname).toBe('/bn/program/mba')
    const slash = await fetch(`${stack.site.url}/bn/`, { redirect: 'manual' })
    expect([slash.status, new URL(slash.headers.get('location')!, stack.site.url).pathname]).toEqual([301, '/bn'])
  })

  it('answers 404 for what its English twin does not have', async () => {
    for (const path of ['/bn/no-such-page', '/bn/notice/999999', '/bn/bn/about']) {
      const res = await get(`${stack.site.url}${path}`)
      expect(res.status, path).toBe(404)
    }
  })

  it('is counted under its own label: the pattern under /bn', async () => {
    await get(`${stack.site.url}/bn/notice/1194`)
    const metrics = await metricsText(stack.site.url)
    expect(metrics).toContain('http_request_duration_seconds_count{route="/bn/notice/:id",method="GET",status="200"}')
    expect(metrics).toContain('http_request_duration_seconds_count{route="/bn",method="GET",status="200"}')
  })

  it('never depends on Accept-Language: the URL alone decides', async () => {
    for (const path of ['/', '/bn', '/about']) {
      const plain = await get(`${stack.site.url}${path}`)
      const asked = await get(`${stack.site.url}${path}`, { headers: { 'accept-language': path.startsWith('/bn') ? 'en-US,en;q=0.9' : 'bn-BD,bn;q=0.9' } })
      expect(asked.body, path).toBe(plain.body)
      expect(asked.headers.get('vary') ?? '', path).not.toMatch(/accept-language/i)
    }
  })
})

describe('the language switch', () => {
  it.each([
    ['/notice/1194', '/bn/notice/1194'],
    ['/bn/notice/1194', '/notice/1194'],
    ['/all-notice?title=exam&utm_source=x', '/bn/all-notice?title=exam'],
    ['/bn', '/'],
  ])('on %s leads to %s, in the top bar and the phone menu', async (from, to) => {
    const { body } = await get(`${stack.site.url}${from}`)
    const other = to.startsWith('/bn') ? 'bn' : 'en'
    const switches = [...body.matchAll(new RegExp(`<a href="([^"]*)" lang="${other}" hrefLang="${other}"`, 'g'))].map((m) => m[1]!.replace(/&amp;/g, '&'))
    expect(switches).toEqual([to, to])
  })
})
