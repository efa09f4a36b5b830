// Issue 36's validator findings, read from the app's HTML on the demo upstream: Bengali upstream text printed in its
// composed form (NFC), the web manifest in each language, the English feeds and calendars said to be English on
// /bn pages, and the banner's focusable strip named. Needs `npm run build`.
import { describe, expect, it } from 'vitest'
import { sharedSite } from '../support/shared'
import { get } from '../support/processes'
import { documentOf } from '../support/dom'

const stack = sharedSite()
const page = async (path: string) => (await get(`${stack.site.url}${path}`)).body

describe('upstream text is printed in NFC', () => {
  // The demo's notice 902 spells the vowel sign ো as its two parts (U+09C7 U+09BE), as some keyboards do.
  it.each(['/notice/902', '/bn/notice/902'])('%s', async (path) => {
    const html = await page(path)
    expect(html).toContain('প্রোগ্রামের')
    expect(html.normalize('NFC') === html).toBe(true)
  })
})

describe('the web manifest is in the page’s language', () => {
  it.each([
    ['/about', '/site.webmanifest', 'en', 'Hill Tracts University', '/'],
    ['/bn/about', '/bn/site.webmanifest', 'bn', 'হিল ট্র্যাক্টস বিশ্ববিদ্যালয়', '/bn'],
  ])('%s links %s (lang %s)', async (path, href, lang, name, start) => {
    expect([...documentOf(await page(path)).querySelectorAll('head link[rel="manifest"]')].map((l) => l.getAttribute('href'))).toEqual([href])
    const res = await get(`${stack.site.url}${href}`)
    expect(res.status).toBe(200)
    const manifest = JSON.parse(res.body) as Record<string, unknown>
    expect({ lang: manifest.lang, name: manifest.name, start: manifest.start_url }).toEqual({ lang, name, start })
  })
})

describe('feeds and calendars, which are English, say so on /bn', () => {
  it('the notice list advertises its feeds with hreflang="en" and says they are in English', async () => {
    const links = [...(await page('/bn/all-notice')).matchAll(/<link rel="alternate" type="application\/(?:rss|atom)\+xml"[^>]*>/g)].map((m) => m[0])
    expect(links).toHaveLength(2)
    for (const link of links) {
      expect(link).toContain('hrefLang="en"')
      expect(link).toMatch(/title="নোটিশ \((RSS|Atom), ইংরেজিতে\) \| হিল ট্র্যাক্টস বিশ্ববিদ্যালয়"/)
    }
    const english = [...(await page('/all-notice')).matchAll(/<link rel="alternate" type="application\/rss\+xml"[^>]*>/g)].map((m) => m[0])
    expect(english[0]).toMatch(/title="Notices \(RSS\) \| Hill Tracts University"/)
  })

  it.each(['/bn/all-events', '/bn/academic-calendar'])('%s: its calendar links carry hreflang="en"', async (path) => {
    const links = [...(await page(path)).matchAll(/<a [^>]*type="text\/calendar"[^>]*>/g)].map((m) => m[0])
    expect(links.length).toBeGreaterThan(0)
    for (const link of links) expect(link).toContain('hrefLang="en"')
  })
})

describe('home: the banner strip that takes focus has a role and a name', () => {
  it.each([
    ['/', 'Slides'],
    ['/bn', 'স্লাইডসমূহ'],
  ])('%s', async (path, name) => {
    const strip = /<div class="banner__slides"[^>]*>/.exec(await page(path))?.[0] ?? ''
    expect(strip).toContain('tabindex="0"')
    expect(strip).toContain('role="group"')
    expect(strip).toContain(`aria-label="${name}"`)
  })
})
