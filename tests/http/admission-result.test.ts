// /admission-result (issue 33, item 2): a roll number looked up in the published result of the current intake,
// and the whole list as a paged, searchable table; before publication the page says so. The list is fetched once
// and kept (lookups are answered from memory, also with the upstream down); every answer is a URL of its own.
// Needs `npm run build`.
import { describe, expect, it } from 'vitest'
import { buildAdmissionResult } from '../../server/demo-upstream/results'
import type { RawAdmissionResult, RawResultApplicant } from '../../server/upstream/schemas'
import { appForFile, startApp } from '../support/app-for-file'
import { disposable } from '../support/dispose'
import { decodeEntities, get } from '../support/processes'
import { documentOf, linksOf } from '../support/dom'
import { startScriptedUpstream } from '../support/scripted-api'
import EN_MESSAGES from '../../src/i18n/messages/en.json'

/** A day after the Spring 2026 result was published (the demo publishes it a week after the test of 26 Feb). */
const DAY = '2026-03-10'
const stack = appForFile({ DEMO_TODAY: DAY }, { DEMO_TODAY: DAY })

const RESULT = buildAdmissionResult('Spring 2026')!
const lines = RESULT.results ?? []
const first = (status: string) => lines.find((a) => a.status === status)!
const [selected, waiting, notSelected] = [first('selected'), first('waiting'), first('not_selected')]
const RESULT_PATH = '/mbapi/admission-result'

/** Markup as text: tags and React's separators out, entities decoded, spaces collapsed. */
const textOf = (html: string) => decodeEntities(html.replace(/<!-- -->/g, '').replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ')
/** The text of <main>. */
const mainText = (html: string) => textOf(/<main[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? '')
/** A scripted upstream closed at the end of its block. */
const scripted = async () => {
  const upstream = await startScriptedUpstream()
  return disposable(upstream, () => upstream.close())
}

const lookup = (roll: string, prefix = '') => get(`${stack.site.url}${prefix}/admission-result?roll=${encodeURIComponent(roll)}`)
const resultCalls = async () => (await stack.upstream.calls())[RESULT_PATH] ?? 0

describe('a roll number looked up in the published result', () => {
  it('selected: the name, the programme and merit position, and what to do next (offer letter, fee, deadline); cached at the edge, not indexed (the page itself is)', async () => {
    const { status, body, headers } = await lookup(selected.roll)
    expect(status).toBe(200)
    const text = mainText(body)
    expect(text).toContain(`Result of roll number ${selected.roll}`)
    expect(text).toContain(selected.name)
    expect(text).toMatch(new RegExp(`Selected for [^,]+, merit position ${selected.merit_position}\\.`))
    expect(text).toContain('What to do next')
    expect(body).toContain('href="/offer-letter"')
    expect(text).toContain('Pay the admission fee of Tk 10,000')
    expect(text).toMatch(/Complete your admission by \d{1,2} Mar 2026/)
    expect(headers.get('cache-control')).toContain('s-maxage=300')
    // A roll's result and a later page are not indexed; the list's first page is.
    const robots = (html: string) => [...documentOf(html).querySelectorAll('meta[name="robots"]')].map((m) => m.getAttribute('content'))
    expect(robots(body)).toEqual([expect.stringMatching(/^noindex/)])
    expect(robots((await get(`${stack.site.url}/admission-result?page=2`)).body)).toEqual([expect.stringMatching(/^noindex/)])
    expect(robots((await get(`${stack.site.url}/admission-result`)).body).filter((c) => c?.startsWith('noindex'))).toEqual([])
  })

  it('waiting list: the position on it, and where places freed are announced', async () => {
    const { status, body } = await lookup(waiting.roll)
    expect(status).toBe(200)
    const text = mainText(body)
    expect(text).toContain(waiting.name)
    expect(text).toMatch(new RegExp(`On the waiting list for [^,]+, position ${waiting.waiting_position}\\.`))
    expect(body).toContain('href="/all-notice?title=result"')
  })

  it('not selected: says so, and points to the next circular', async () => {
    const { status, body } = await lookup(notSelected.roll)
    expect(status).toBe(200)
    expect(mainText(body)).toContain('Not selected in this intake.')
    expect(body).toContain('href="/admission-instruction"')
  })

  it('an unknown roll: 404 with the page, saying so', async () => {
    const { status, body, headers } = await lookup('2619999')
    expect(status).toBe(404)
    expect(mainText(body)).toContain('No applicant with roll number 2619999 is in the published result of the Spring 2026 intake.')
    expect(body).toContain('name="roll"')
    expect(headers.get('cache-control')).toBe('no-store')
  })

  it.each(['abc', '12', '26-10-00-01x', '1'.repeat(13)])('a malformed roll (%s): 400 with the page and a clear message', async (roll) => {
    const { status, body } = await lookup(roll)
    expect(status).toBe(400)
    expect(mainText(body)).toContain('is not a roll number: a roll number is 4 to 12 digits, as printed on your admit card.')
    expect(body).toContain('aria-invalid="true"')
  })

  it('in Bengali: the answer in Bengali (digits too), and a roll typed in Bengali digits is found', async () => {
    const bengaliRoll = [...selected.roll].map((d) => String.fromCharCode(0x09e6 + Number(d))).join('')
    const { status, body } = await lookup(bengaliRoll, '/bn')
    expect(status).toBe(200)
    const text = mainText(body)
    expect(text).toContain(`${bengaliRoll} রোল নম্বরের ফলাফল`)
    expect(text).toMatch(/প্রোগ্রামে নির্বাচিত, মেধাক্রম [০-৯]+।/)
    expect(text).toContain('এরপর যা করবেন')
    expect(text).toContain('১০,০০০ টাকা')
    expect(body).toContain('href="/bn/offer-letter"')
    expect(text).not.toMatch(/Selected|What to do next|merit position/)
    expect((await lookup('2619999', '/bn')).status).toBe(404)
    const malformed = await lookup('abc', '/bn')
    expect(malformed.status).toBe(400)
    expect(mainText(malformed.body)).toContain('রোল নম্বর নয়')
  })
})

describe('the Bengali twin of the published result', () => {
  /** The page's own English: its messages, up to their first placeholder. */
  const english = Object.entries(EN_MESSAGES)
    .filter(([key]) => key.startsWith('result_') || key.startsWith('pager_'))
    .map(([, text]) => String(text).split('{')[0]!.trim())
    .filter((text) => /[a-z]{3}/.test(text))

  it.each(['', '?page=2', `?roll=${selected.roll}`, `?roll=${waiting.roll}`, `?roll=${notSelected.roll}`])('/bn/admission-result%s says none of it in English', async (query) => {
    const { status, body } = await get(`${stack.site.url}/bn/admission-result${query}`)
    expect(status).toBe(200)
    // Applicants' names are upstream text in Latin letters, marked lang="en".
    const text = mainText(body.replace(/<script\b[\s\S]*?<\/script>/g, ' ').replace(/<span lang="en">[^<]*<\/span>/g, ' '))
    expect(english.filter((words) => text.includes(words))).toEqual([])
    expect(text).not.toMatch(/[A-Za-z]{3}/)
  })
})

describe('the published list', () => {
  it('is a table of 50 lines a page, with a caption and headers for screen readers, paged by real links', async () => {
    const { status, body } = await get(`${stack.site.url}/admission-result`)
    expect(status).toBe(200)
    const caption = (html: string) => textOf(/<caption[^>]*>([\s\S]*?)<\/caption>/.exec(html)?.[1] ?? '')
    expect(caption(body)).toBe('Admission test result of the Spring 2026 intake, 3000 applicants, page 1 of 60')
    expect(body.match(/<th scope="col">/g)).toHaveLength(5)
    expect(body.match(/<th scope="row">/g)).toHaveLength(50)
    expect(linksOf(documentOf(body), 'main table a')).toContainEqual([String(lines[0]!.roll), `/admission-result?roll=${lines[0]!.roll}`])
    expect(body).toContain('href="/admission-result?page=2"')
    const last = await get(`${stack.site.url}/admission-result?page=60`)
    expect(last.status).toBe(200)
    expect(last.body).toContain(lines.at(-1)!.roll)
    expect((await get(`${stack.site.url}/admission-result?page=61`)).status).toBe(404)
    expect(caption((await get(`${stack.site.url}/bn/admission-result`)).body)).toBe('স্প্রিং ২০২৬ ভর্তির পরীক্ষার ফলাফল, ৩০০০ জন আবেদনকারী, পাতা ১ / ৬০')
  })

  it('is searched by roll number or name with a GET form', async () => {
    const byRoll = await get(`${stack.site.url}/admission-result?q=${notSelected.roll}`)
    expect(byRoll.body.match(/<th scope="row">/g)).toHaveLength(1)
    expect(mainText(byRoll.body)).toContain(notSelected.name)
    const family = selected.name.split(' ').at(-1)!
    const byName = await get(`${stack.site.url}/admission-result?q=${encodeURIComponent(family.toLowerCase())}`)
    const rows = [...byName.body.matchAll(/<tr><th scope="row">[\s\S]*?<\/tr>/g)].map((m) => textOf(m[0]))
    expect(rows.length).toBeGreaterThan(0)
    expect(rows.every((row) => row.toLowerCase().includes(family.toLowerCase()))).toBe(true)
    const none = await get(`${stack.site.url}/admission-result?q=zzzz`)
    expect(mainText(none.body)).toContain('No applicant in the result matches this search.')
  })

  it('is fetched once: many lookups and views make no further upstream call', async () => {
    await lookup(selected.roll)
    const before = await resultCalls()
    expect(before).toBe(1)
    const rolls = lines.filter((_, i) => i % 97 === 0).map((a) => a.roll)
    const answers = await Promise.all(rolls.map((roll) => lookup(roll)))
    expect(answers.map((a) => a.status)).toEqual(rolls.map(() => 200))
    await get(`${stack.site.url}/bn/admission-result?page=3`)
    expect(await resultCalls()).toBe(before)
  })

  it('with the upstream down after warm-up, lookups are still answered from memory', async () => {
    await lookup(waiting.roll)
    await stack.upstream.setMode({ failureRate: 1 })
    try {
      const before = await resultCalls()
      for (const a of [selected, waiting, notSelected]) {
        const { status, body } = await lookup(a.roll)
        expect(status).toBe(200)
        expect(mainText(body)).toContain(a.name)
      }
      expect((await lookup('2619999')).status).toBe(404)
      expect(await resultCalls()).toBe(before)
    } finally {
      await stack.upstream.setMode({ failureRate: 0 })
    }
  })
})

describe('before publication, and the contract', () => {
  const applicant = (roll: string, status: string, extra: Partial<RawResultApplicant> = {}): RawResultApplicant => ({ roll, name: `Applicant ${roll}`, status, program_code: 'cse', ...extra })

  it('an upstream 404 (or no applicant) is "not yet published": the test date and the notices, once per TTL; a roll asked then is 404', async () => {
    await using upstream = await scripted()
    upstream.behave({ kind: 'status', status: 404, body: '{"message":"No result"}' }, RESULT_PATH)
    await using site = await startApp(upstream, { DEMO_TODAY: DAY })
    const page = await get(`${site.url}/admission-result`)
    expect(page.status).toBe(200)
    const text = mainText(page.body)
    expect(text).toContain('Results have not been published yet')
    expect(text).toContain('The admission test was held on 26 Feb 2026 at 10:00 AM')
    expect(page.body).toContain('href="/all-notice?title=result"')
    const roll = await get(`${site.url}/admission-result?roll=2610001`)
    expect(roll.status).toBe(404)
    expect(mainText(roll.body)).toContain('Roll number 2610001 cannot be looked up yet: the result of the Spring 2026 intake has not been published.')
    expect((await get(`${site.url}/bn/admission-result`)).body).toContain('ফলাফল এখনো প্রকাশিত হয়নি')
    expect((await get(`${site.url}/admission-result?roll=abc`)).status).toBe(400)
    expect(upstream.calls(RESULT_PATH)).toBe(1)
    expect(upstream.bodies(RESULT_PATH)[0]).toMatchObject({ intake: 'Spring 2026' })
  })

  it('says when the result is expected (a week after the test, src/content/intakes.ts) while that day is ahead, in both languages', async () => {
    await using upstream = await scripted()
    upstream.behave({ kind: 'status', status: 404, body: '{"message":"No result"}' }, RESULT_PATH)
    await using site = await startApp(upstream, { DEMO_TODAY: '2026-02-27' })
    expect(mainText((await get(`${site.url}/admission-result`)).body)).toContain('Results are expected on 5 Mar 2026')
    expect(mainText((await get(`${site.url}/bn/admission-result`)).body)).toContain('ফলাফল প্রকাশের সম্ভাব্য তারিখ ৫ মার্চ ২০২৬')
    await using later = await startApp(upstream, { DEMO_TODAY: DAY })
    expect(mainText((await get(`${later.url}/admission-result`)).body)).not.toContain('Results are expected on')
  })

  it('an API without the endpoint (405, 501) is "not published" too', async () => {
    await using upstream = await scripted()
    upstream.behave({ kind: 'status', status: 405, body: '{"message":"Method Not Allowed"}' }, RESULT_PATH)
    await using site = await startApp(upstream, { DEMO_TODAY: DAY })
    const page = await get(`${site.url}/admission-result`)
    expect(page.status).toBe(200)
    expect(mainText(page.body)).toContain('Results have not been published yet')
  })

  it('an empty list is not published either; the status words are read loosely and a bad line is dropped', async () => {
    await using upstream = await scripted()
    const empty: RawAdmissionResult = { intake: 'Spring 2026', published_on: '2026-03-05', results: [] }
    upstream.behave({ kind: 'raw', body: JSON.stringify(empty) }, RESULT_PATH)
    await using site = await startApp(upstream, { DEMO_TODAY: DAY })
    expect(mainText((await get(`${site.url}/admission-result`)).body)).toContain('Results have not been published yet')

    await using other = await scripted()
    const result: RawAdmissionResult = {
      intake: 'Spring 2026',
      published_on: '2026-03-05',
      admission_deadline: '2026-03-19',
      results: [applicant('1001', 'Selected', { merit_position: 1 }), applicant('1002', 'Waiting List', { waiting_position: '3' }), applicant('1003', 'NOT SELECTED'), applicant('1004', 'absent')],
    }
    other.behave({ kind: 'raw', body: JSON.stringify(result) }, RESULT_PATH)
    await using site2 = await startApp(other, { DEMO_TODAY: DAY })
    expect(mainText((await get(`${site2.url}/admission-result?roll=1001`)).body)).toContain('merit position 1.')
    expect(mainText((await get(`${site2.url}/admission-result?roll=1002`)).body)).toContain('On the waiting list for BSc in Computer Science and Engineering, position 3.')
    expect(mainText((await get(`${site2.url}/admission-result?roll=1003`)).body)).toContain('Not selected in this intake.')
    expect((await get(`${site2.url}/admission-result?roll=1004`)).status).toBe(404)
    expect(textOf(/<caption[^>]*>([\s\S]*?)<\/caption>/.exec((await get(`${site2.url}/admission-result`)).body)?.[1] ?? '')).toBe('Admission test result of the Spring 2026 intake, 3 applicants')
  })

  it('lookups are limited per address (429 in the page\'s language); views of the list are not counted', async () => {
    await using upstream = await scripted()
    upstream.behave({ kind: 'raw', body: JSON.stringify(RESULT) }, RESULT_PATH)
    await using site = await startApp(upstream, { DEMO_TODAY: DAY, RESULT_LOOKUP_RATE_LIMIT: '3' })
    for (let i = 0; i < 5; i++) expect((await get(`${site.url}/admission-result?page=${i + 1}`)).status).toBe(200)
    const statuses = []
    for (let i = 0; i < 3; i++) statuses.push((await get(`${site.url}/admission-result?roll=${lines[i]!.roll}`)).status)
    expect(statuses).toEqual([200, 200, 200])
    const limited = await get(`${site.url}/bn/admission-result?roll=${lines[3]!.roll}`)
    expect(limited.status).toBe(429)
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/)
    expect(limited.headers.get('cache-control')).toBe('no-store')
    expect(limited.body).toContain('অনেক বেশিবার ফলাফল খোঁজা হয়েছে')
    expect((await get(`${site.url}/admission-result`)).status).toBe(200)
  })
})
