// The Bengali twin of the career, faculty, search, calendar and error pages, and of the server's own
// answers: a /bn URL that names nothing, a /bn page whose data failed (503) and a malformed /bn request
// answer in Bengali; the search finds Bengali and English from either interface. Failures first (they are
// never cached; back-off is off). Needs `npm run build`.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { appForFile } from '../support/app-for-file'
import { get, titleOf } from '../support/processes'
import { columnHeaders, documentOf, linksOf, the } from '../support/dom'

const stack = appForFile({ FAILURE_BACKOFF_MS: '0' })

const BENGALI = /[\u0980-\u09FF]/
const SITE_BN = 'হিল ট্র্যাক্টস বিশ্ববিদ্যালয়'
/** The spec's 'Something went wrong' in Bengali, or the upstream's own message as it came, marked as English. */
const BENGALI_ALERT = /role="alert">(দুঃখিত, একটি সমস্যা হয়েছে|<span lang="en">[^<]+<\/span>)<\/p>/
const langOf = (html: string) => /<html lang="([^"]+)"/.exec(html)?.[1]
/** The main content's visible text (the frame aside). */
const mainText = (html: string) =>
  (/<main[\s\S]*?<\/main>/.exec(html)?.[0] ?? '')
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
/** The site links of a page's main content. */
const mainLinks = (html: string) => [...(/<main[\s\S]*?<\/main>/.exec(html)?.[0] ?? '').matchAll(/<a [^>]*href="(\/[^"]*)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'))

describe('a /bn page whose data failed (503) answers in Bengali', () => {
  beforeAll(async () => {
    await stack.upstream.setMode({ failureRate: 1 })
  })
  afterAll(async () => {
    await stack.upstream.setMode({ failureRate: 0 })
  })

  it.each([
    ['/bn/career', `নিয়োগ বিজ্ঞপ্তি | ${SITE_BN}`],
    ['/bn/career-details/43', `নিয়োগ বিজ্ঞপ্তির বিস্তারিত | ${SITE_BN}`],
    ['/bn/profile/T-1001', `শিক্ষকের প্রোফাইল | ${SITE_BN}`],
  ])('%s: 503, lang="bn", its Bengali title and the failure in Bengali', async (path, title) => {
    const res = await get(`${stack.site.url}${path}`)
    expect(res.status).toBe(503)
    expect(res.headers.get('x-degraded')).toBe('1')
    expect(langOf(res.body)).toBe('bn')
    expect(titleOf(res.body)).toBe(title)
    expect(res.body).toMatch(BENGALI_ALERT)
    // What a visitor or a link preview reads (the page's data for hydration aside).
    expect(res.body.replace(/<script\b[\s\S]*?<\/script>/g, '')).not.toMatch(/Something went wrong|No data found|Faculty data not found/)
  })

  it('/bn/faculty: 503, its Bengali empty state', async () => {
    const res = await get(`${stack.site.url}/bn/faculty`)
    expect([res.status, langOf(res.body)]).toEqual([503, 'bn'])
    expect(mainText(res.body)).toContain('কোনো শিক্ষক পাওয়া যায়নি।')
  })
})

describe('what names nothing, on /bn', () => {
  it('/bn/notice/99999999: 404, lang="bn", its text in Bengali', async () => {
    const res = await get(`${stack.site.url}/bn/notice/99999999`)
    expect([res.status, langOf(res.body)]).toEqual([404, 'bn'])
    expect(titleOf(res.body)).toMatch(BENGALI)
    expect(mainText(res.body)).toContain('কোনো তথ্য পাওয়া যায়নি।')
    expect(mainText(res.body)).not.toContain('No data found')
  })

  it('/bn/no-such-page: the 404 page in Bengali, its links in Bengali; its English twin as before', async () => {
    const [bn, en] = await Promise.all([get(`${stack.site.url}/bn/no-such-page`), get(`${stack.site.url}/no-such-page`)])
    expect([bn.status, langOf(bn.body), en.status, langOf(en.body)]).toEqual([404, 'bn', 404, 'en'])
    expect(titleOf(bn.body)).toBe(`পাতাটি পাওয়া যায়নি | ${SITE_BN}`)
    expect(mainText(bn.body)).toContain('আপনি যে পাতাটি খুঁজছেন সেটি নেই অথবা সরিয়ে নেওয়া হয়েছে।')
    expect(mainText(bn.body)).not.toMatch(/Page not found|Go to the home page|See all notices/)
    expect(mainLinks(bn.body)).toEqual(['/bn', '/bn/all-notice', '/bn/contact'])
    expect(titleOf(en.body)).toBe('Page not found | Hill Tracts University')
    expect(mainLinks(en.body)).toEqual(['/', '/all-notice', '/contact'])
  })

  it("a malformed /bn request: the server's plain answer in Bengali; its English twin as before", async () => {
    const [bn, en] = await Promise.all([get(`${stack.site.url}/bn/notice/%E0%A4`), get(`${stack.site.url}/notice/%E0%A4`)])
    expect([bn.status, en.status]).toEqual([400, 400])
    expect(bn.headers.get('content-type')).toBe('text/plain; charset=utf-8')
    expect(bn.body).toBe('অনুরোধটি বোঝা যায়নি।')
    expect(en.body).toBe('Bad Request')
  })
})

describe('the search finds Bengali and English from either interface', () => {
  /** The result links and the status line of a search page. */
  const resultsOf = async (path: string) => {
    const { status, body } = await get(`${stack.site.url}${path}`)
    expect(status).toBe(200)
    return {
      hrefs: [...body.matchAll(/<h2 class="h5 mb-1"><a href="([^"]+)"/g)].map((m) => m[1]!),
      status: /<p role="status" class="text-body-secondary">([^<]*)</.exec(body)?.[1],
    }
  }

  it('a Bengali word: the Bengali notice and the Bengali pages, from /search and from /bn/search', async () => {
    const q = encodeURIComponent('ভর্তি')
    const [en, bn] = await Promise.all([resultsOf(`/search?q=${q}`), resultsOf(`/bn/search?q=${q}`)])
    // The upstream's Bengali notice, and the written pages' Bengali twins (they live under /bn in either interface).
    expect(en.hrefs).toEqual(expect.arrayContaining(['/notice/901', '/bn/admission-requirements', '/bn/admission-instruction']))
    expect(bn.hrefs).toEqual(en.hrefs.map((href) => (href.startsWith('/bn/') ? href : `/bn${href}`)))
    const total = Number(/^(\d+) results? for/.exec(en.status ?? '')?.[1])
    expect(bn.status).toMatch(new RegExp(`^“ভর্তি” খুঁজে ${new Intl.NumberFormat('bn-BD', { useGrouping: false }).format(total)}টি ফলাফল পাওয়া গেছে`))
  })

  it('an English word: as many results on /bn/search, linked to the Bengali pages, counted in Bengali digits', async () => {
    const [en, bn] = await Promise.all([resultsOf('/search?q=admission'), resultsOf('/bn/search?q=admission')])
    expect(en.hrefs).toContain('/admission-requirements')
    // A written page whose Bengali twin matches too is given in Bengali there (it may rank differently).
    expect(bn.hrefs).toContain('/bn/admission-requirements')
    expect(bn.hrefs.filter((href) => !href.startsWith('/bn/'))).toEqual([])
    const total = Number(/^(\d+) results for “admission”/.exec(en.status ?? '')?.[1])
    expect(total).toBeGreaterThan(1)
    expect(bn.status).toMatch(new RegExp(`^“admission” খুঁজে ${new Intl.NumberFormat('bn-BD', { useGrouping: false }).format(total)}টি ফলাফল পাওয়া গেছে`))
  })

  it('no result, among one kind: said in Bengali, the kind named in Bengali', async () => {
    const { status } = await resultsOf('/bn/search?q=zzzzqq&type=notice')
    expect(status).toBe('নোটিশ ধরনের মধ্যে “zzzzqq” খুঁজে কিছু পাওয়া যায়নি। বানান দেখে নিন, অন্য শব্দ লিখুন বা সব ধরনে খুঁজুন।')
  })
})

describe('dates, numbers and labels on the Bengali pages', () => {
  it('/bn/academic-calendar: Bengali headings, row numbers and dates; the same .ics links as its twin', async () => {
    const [bn, en] = await Promise.all([get(`${stack.site.url}/bn/academic-calendar`), get(`${stack.site.url}/academic-calendar`)])
    const table = the(documentOf(bn.body), 'main table')
    expect(columnHeaders(table)).toEqual(['ক্রমিক', 'শিরোনাম', 'সেমিস্টার', 'শুরুর তারিখ', 'শেষের তারিখ'])
    expect(table.querySelector('tbody td[data-label="ক্রমিক"]')?.textContent).toBe('১')
    const dates = [...table.querySelectorAll('time')].map((t) => [t.getAttribute('datetime'), t.textContent])
    expect(dates).toContainEqual([expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), expect.stringMatching(/^[০-৯]+ [\u0980-\u09FF]+ [০-৯]{4}$/)])
    const ics = (html: string) => [...html.matchAll(/href="([^"]+\.ics)"/g)].map((m) => m[1])
    expect(ics(bn.body).length).toBeGreaterThan(1)
    expect(ics(bn.body)).toEqual(ics(en.body))
  })

  it('/bn/career-details/67: its facts labelled in Bengali, dates in Bengali digits, the way back in Bengali', async () => {
    const { body } = await get(`${stack.site.url}/bn/career-details/67`)
    const labels = [...body.matchAll(/<dt>([^<]*)<\/dt>/g)].map((m) => m[1])
    // A job ad's dates are the application's (the review, row 47), not the job's.
    expect(labels).toEqual(['পদবি', 'বিভাগ', 'বিষয়', 'আবেদন শুরুর তারিখ', 'আবেদনের শেষ তারিখ', 'পদের সংখ্যা', 'লিঙ্গ', 'চাকরির ধরন'])
    const doc = documentOf(body)
    // A date fact is a <time> alone in its <dd>: the ISO date for machines, Bengali digits for readers.
    const dates = [...doc.querySelectorAll('dd > time:only-child')].filter((t) => t.parentElement!.childNodes.length === 1)
    expect(dates.map((t) => [t.getAttribute('datetime'), t.textContent])).toContainEqual([
      expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      expect.stringMatching(/^[০-৯]+ [\u0980-\u09FF]+ [০-৯]{4}$/),
    ])
    expect(linksOf(doc)).toContainEqual(['সব নিয়োগ বিজ্ঞপ্তিতে ফিরে যান', '/bn/career'])
  })

  it('/bn/profile/T-1001: the photo named in Bengali, the seven sections titled in Bengali', async () => {
    const { body } = await get(`${stack.site.url}/bn/profile/T-1001`)
    // Named around the name, never "{name}-এর ছবি" (a placeholder cannot take the genitive).
    expect([...documentOf(body).querySelectorAll('img')].map((img) => img.getAttribute('alt'))).toContainEqual(expect.stringMatching(/^ছবি: .+/))
    for (const title of ['পাঠদানের বিষয়', 'গবেষণার আগ্রহ', 'জার্নাল প্রকাশনা', 'সম্মেলন প্রকাশনা', 'বই', 'প্রকল্প ও পুরস্কার', 'অন্যান্য']) expect(mainText(body)).toContain(title)
  })
})

describe('the Bengali review (issue 36), as a reader sees it', () => {
  const metaDescription = (html: string) => /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? ''

  it('/bn: the footer year in Bengali digits, the tagline ended with the danda', async () => {
    const { body } = await get(`${stack.site.url}/bn`)
    const year = new Intl.NumberFormat('bn-BD', { useGrouping: false }).format(new Date().getFullYear())
    expect(body).toContain(`© <span>${year}</span>`)
    expect(body).toContain('পার্বত্য জেলার প্রথম সরকারি-বেসরকারি অংশীদারিত্বের বিশ্ববিদ্যালয়।')
    expect(body).not.toMatch(/বিশ্ববিদ্যালয়\./)
  })

  it('/bn/admission-instruction: the circular named ভর্তি বিজ্ঞপ্তি, the intake স্প্রিং, the test at সকাল ১০টা, the groups\' programmes in Bengali', async () => {
    const { body } = await get(`${stack.site.url}/bn/admission-instruction`)
    expect([...documentOf(body).querySelectorAll('h1')].map((h) => h.textContent)).toEqual([expect.stringMatching(/^ভর্তি বিজ্ঞপ্তি: স্প্রিং [০-৯]{4}$/)])
    expect(mainText(body)).toContain('সকাল ১০টা')
    expect(mainText(body)).toContain('প্রোগ্রাম: সিএসই, বিবিএ, জিডিএস, ইংরেজি ও এইচটিএম')
    expect(mainText(body)).not.toMatch(/বসন্ত|শরৎ|সার্কুলার|English/)
    // A time of day is no তারিখ: not "…সকাল ১০:০০ তারিখে".
    expect(mainText(body)).not.toMatch(/[০-৯] তারিখে/)
  })

  it('/bn/admission-result: the test "হবে {date, time}।", then what will happen, in the future tense', async () => {
    const text = mainText((await get(`${stack.site.url}/bn/admission-result`)).body)
    expect(text).toMatch(/ভর্তি পরীক্ষা হবে [০-৯]+ [\u0980-\u09FF]+ [০-৯]{4}, সকাল ১০টা ?। পরীক্ষার পর ফলাফল এই ওয়েবসাইটে নোটিশ আকারে প্রকাশ করা হবে/)
  })

  it('/bn/fees and /bn/program/english: the programme "ইংরেজি", not "English"; the fee link in Bengali word order', async () => {
    const fees = await get(`${stack.site.url}/bn/fees`)
    const feesPage = documentOf(fees.body)
    expect(linksOf(feesPage)).toContainEqual(['ইংরেজি', '/bn/program/english'])
    expect(titleOf(fees.body)).toBe(`টিউশন ফি ও খরচ | ${SITE_BN}`)
    // The MBA charges no lab fee: a dash, not "০ (০ × ৪)".
    expect(fees.body).not.toContain('০ × ৪')
    expect([...feesPage.querySelectorAll('main td')].map((td) => td.textContent)).toContain('—')
    const mba = mainText((await get(`${stack.site.url}/bn/program/mba`)).body)
    expect(mba).toMatch(/ল্যাব ফি\s+—\s+—/)
    const programme = await get(`${stack.site.url}/bn/program/english`)
    expect(mainText(programme.body)).toContain('সব প্রোগ্রামের ফির তুলনা ফির পাতায় দেখুন।')
    expect(metaDescription(programme.body)).not.toContain('-এর')
  })

  it('/bn/contact and /bn/cse: descriptions with no "-এর" after a name, a department\'s leading with its sentence and ending with the danda', async () => {
    const [contact, cse] = await Promise.all([get(`${stack.site.url}/bn/contact`), get(`${stack.site.url}/bn/cse`)])
    expect(metaDescription(contact.body)).toBe(`ফোন নম্বর, ই-মেইল, ঠিকানা ও বার্তা পাঠানোর ফরম — ${SITE_BN}`)
    expect(metaDescription(cse.body)).toMatch(/।$/)
    expect(metaDescription(cse.body)).not.toMatch(/^কম্পিউটার বিজ্ঞান ও প্রকৌশল বিভাগ, /)
  })
})
