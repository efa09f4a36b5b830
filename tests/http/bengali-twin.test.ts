// The Bengali twin: every page at /bn/…, in Bengali (lang="bn"), with the reciprocal hreflang pair
// and English as x-default, its query read like its twin's, its own cache entry and metric label; the
// URL alone decides the language. Needs `npm run build`.
import { describe, expect, it } from 'vitest'
import { appForFile } from '../support/app-for-file'
import { metricsText } from '../support/http'
import { headOf } from '../support/hreflang'
import { ALL_VISITS } from '../support/page-visits'
import { get, startSite, titleOf } from '../support/processes'
import { documentOf } from '../support/dom'
import * as EN_NAV from '../../src/content/navigation'
import EN_MESSAGES from '../../src/i18n/messages/en.json'

const stack = appForFile()

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
    const switches = [...body.matchAll(new RegExp(`<a data-language-switch="" href="([^"]*)" lang="${other}" hrefLang="${other}"`, 'g'))].map((m) => m[1]!.replace(/&amp;/g, '&'))
    expect(switches).toEqual([to, to])
  })
})

/** Every visited page and the list states that write their own texts (empty, not found, later page, search results). */
const WIRED = [
  ...new Set([
    ...ALL_VISITS.map((v) => v.path),
    ...['/search?q=admission', '/all-notice?title=zzzz', '/all-news?q=zzzz', '/videos?q=zzzz', '/all-news?page=2'],
  ]),
]

/** The visible text of a page: no scripts, styles or tags. */
const textOf = (html: string) =>
  html
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/g, ' ')
    // The browser title holds upstream titles as published (a career's post); its own words are checked below.
    .replace(/<title>[^<]*<\/title>/g, ' ')
    // Upstream text in English, marked so (LangText; a select's option marks itself).
    .replace(/<span lang="en">[^<]*<\/span>/g, ' ')
    .replace(/<option [^>]*lang="en"[^>]*>[^<]*<\/option>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, ' ')

/** What the site writes in English: every message, and the menus' labels and headings. */
function siteEnglish(): string[] {
  const labels = [
    ...EN_NAV.NAV_MENUS.in('en').flatMap((menu) => [menu.label, ...menu.columns.flatMap((c) => [c.heading, ...c.links.map((l) => l.label)])]),
    ...[...EN_NAV.QUICK_LINKS.in('en'), ...EN_NAV.TOP_BAR_LINKS.in('en'), ...EN_NAV.FOOTER_LINKS.in('en')].map((l) => l.label),
  ]
  // Every message: the frame's, the shared words and every page's.
  const messages = Object.entries(EN_MESSAGES).map(([, value]) => String(value))
  // Words both languages write alike (names, abbreviations) say nothing; "English" is the language switch's own name.
  return [...new Set([...labels, ...messages])].map((s) => s.replace(/^[.\s]+|[.\s]+$/g, '')).filter((s) => /[a-z]{3}/.test(s) && !/^(IQAC|Webmail|English)$/.test(s))
}

describe('a Bengali page says nothing the site writes in English', () => {
  const english = siteEnglish()

  it.each(WIRED)('/bn%s: no English of the frame, the messages or the page, and every link stays in Bengali', async (path) => {
    const { status, body } = await get(`${stack.site.url}${twinOf(path)}`)
    expect(status).toBe(200)
    const text = ` ${textOf(body)} `
    expect(english.filter((s) => text.includes(` ${s} `) || text.includes(` ${s}.`) || text.includes(` ${s},`))).toEqual([])
    const [enTitle, bnTitle] = [titleOf((await get(`${stack.site.url}${path}`)).body), titleOf(body)]
    expect(bnTitle).not.toBe(enTitle)
    expect(bnTitle).toMatch(/[\u0980-\u09FF]/)
    const pageLinks = [...body.matchAll(/<a [^>]*href="(\/[^"]*)"/g)].map((m) => m[1]!).filter((href) => !/^\/(api|img|assets|files)\/|\.[a-z0-9]+(\?|$)/i.test(href))
    // The language switch is the one link to English.
    expect(pageLinks.filter((href) => !href.startsWith('/bn')).sort()).toEqual([path, path])
  })
})

describe('a Bengali list past its end, and its later pages', () => {
  it.each(['/all-notice?page=99', '/all-events?page=99', '/admission-advertisements?page=99'])('/bn%s: 404 saying so in Bengali, with a link to the Bengali first page', async (path) => {
    const { status, body } = await get(`${stack.site.url}/bn${path}`)
    expect(status).toBe(404)
    const list = path.slice(0, path.indexOf('?'))
    expect(body).toMatch(new RegExp(`কোনো তথ্য পাওয়া যায়নি।(<!-- -->)? <a href="/bn${list}">প্রথম পাতায় ফিরে যান</a>`))
    expect(textOf(body)).not.toMatch(/No data found|Back to the first page/)
  })

  it('/bn/all-news?page=2 names its page in the title in Bengali digits', async () => {
    const [bn, en] = await Promise.all([get(`${stack.site.url}/bn/all-news?page=2`), get(`${stack.site.url}/all-news?page=2`)])
    expect(titleOf(bn.body)).toMatch(/^সর্বশেষ সংবাদ, পাতা ২ \/ [২-৯] \| /)
    expect(titleOf(en.body)).toMatch(/^Latest News, page 2 of [2-9] \| /)
  })
})

describe('a Bengali list under Save-Data', () => {
  it.each(['/bn', '/bn/all-news', '/bn/admission-advertisements'])('%s asks in Bengali to tap for a picture', async (path) => {
    const { body } = await get(`${stack.site.url}${path}`, { headers: { 'save-data': 'on' } })
    expect([...documentOf(body).querySelectorAll('summary')].map((s) => s.textContent)).toContainEqual(expect.stringMatching(/^ছবি দেখতে চাপুন/))
    expect(textOf(body)).not.toContain('Tap to load picture')
  })
})

describe('a Bengali list whose upstream does not answer', () => {
  it("/bn/videos shows the spec's failure text in Bengali", async () => {
    // A fresh site (nothing cached) that gives up on the upstream soon: a failure without the upstream's own message.
    await stack.upstream.setMode({ hang: true })
    try {
      await using site = await startSite(stack.upstream, { UPSTREAM_TIMEOUT_MS: '300' })
      const { status, body } = await get(`${site.url}/bn/videos`)
      expect(status).toBe(503)
      expect(body).toContain('role="alert">দুঃখিত, একটি সমস্যা হয়েছে</')
      expect(textOf(body)).not.toContain('Something went wrong')
    } finally {
      await stack.upstream.setMode({ hang: false })
    }
  })
})

describe('numbers on a Bengali programme page', () => {
  it('/bn/program/cse writes its fee in lakh grouping and its credits and semesters in Bengali digits', async () => {
    const { body } = await get(`${stack.site.url}/bn/program/cse`)
    const cards = [...body.matchAll(/summary-card__label[^>]*>([^<]*)<\/p>\s*<p class="summary-card__value[^>]*>([^<]*)</g)].map((m) => [m[1], m[2]])
    expect(Object.fromEntries(cards)).toMatchObject({ 'সেমিস্টার': '৮', 'ক্রেডিট': '১৬৪', 'মোট ফি': '৩,৭৮,০০৮ টাকা' })
    // The fee table's total, and its components' rates and units.
    expect(textOf(body)).toContain('মোট ৩,৭৮,০০৮ টাকা')
    expect(textOf(body)).toMatch(/১,৭৭২ × ১৬৪ ক্রেডিট/)
    expect(textOf(body)).not.toContain('3,78,008')
  })

  it('/bn/fees writes every amount with Bengali digits, and its twin as before', async () => {
    const [bn, en] = await Promise.all([get(`${stack.site.url}/bn/fees`), get(`${stack.site.url}/fees`)])
    expect(textOf(bn.body)).toContain('৩,৭৮,০০৮')
    expect(textOf(bn.body)).not.toMatch(/\d{1,2},\d{2},\d{3}/)
    expect(textOf(en.body)).toContain('3,78,008')
  })
})
