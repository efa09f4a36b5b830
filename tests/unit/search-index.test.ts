// The search index builder and its refresh policy, in process (pure: no server, no clock).
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { SearchIndexHolder, type SearchSources } from '../../src/data/search'
import { textOf } from '../../src/logic/content-text'
import { bengaliContentDocs, contentDocs, officeDocs, pageDocs } from '../../src/logic/search-documents'
import { SEARCHABLE_PAGES } from '../support/searchable-pages'
import { highlight, hitOf, MAX_QUERY_TERMS, processTerm, SiteSearchIndex, snippet, tokenize, withinBudget, type SearchDoc, type Segment } from '../../src/logic/search-index'
import type { Notice } from '../../src/domain/types'
import { loadOffice } from '../../src/content/offices'
import { intakeOf } from '../../src/content/intakes'

const doc = (id: string, title: string, body: string, type: SearchDoc['type'] = 'notice'): SearchDoc => ({ id, type, title, body, href: `/x/${id}`, date: null })
const marked = (segments: Segment[]) => segments.filter((s) => s.mark).map((s) => s.text)
const ids = (index: SiteSearchIndex, q: string, type: SearchDoc['type'] | null = null) => index.search(q, type).matches.map((m) => m.doc.id)

/** "প্রোগ্রাম" with its vowel sign O decomposed (U+09C7 U+09BE) and composed (U+09CB). */
const PROGRAM_DECOMPOSED = 'প্র\u09C7\u09BEগ্রাম'
const PROGRAM_COMPOSED = PROGRAM_DECOMPOSED.normalize('NFC')

describe('tokenize and processTerm', () => {
  it('keep Bengali words whole: vowel signs, virama conjuncts, nukta letters and khanda ta stay in the word', () => {
    const text = 'শিক্ষার্থীদের জন্য বৃত্তি। ভর্তি-পরীক্ষা, উৎসব ও বিশ্ববিদ্যালয়ে (২০২৬)'
    expect(tokenize(text)).toEqual(['শিক্ষার্থীদের', 'জন্য', 'বৃত্তি', 'ভর্তি', 'পরীক্ষা', 'উৎসব', 'ও', 'বিশ্ববিদ্যালয়ে', '২০২৬'])
  })

  it('normalise to NFC, so a decomposed and a composed spelling are one term', () => {
    expect(PROGRAM_DECOMPOSED).not.toBe(PROGRAM_COMPOSED)
    expect(processTerm(tokenize(PROGRAM_DECOMPOSED)[0]!)).toBe(processTerm(tokenize(PROGRAM_COMPOSED)[0]!))
  })

  it('lower-case Latin words, leave Bengali as it is, and drop zero-width joiners inside a word', () => {
    expect(processTerm('Examination')).toBe('examination')
    expect(processTerm('র\u200D্যাব')).toBe('র্যাব')
    expect(processTerm('শিক্ষার্থী')).toBe('শিক্ষার্থী')
  })
})

describe('SiteSearchIndex', () => {
  const index = new SiteSearchIndex([
    doc('notice:1', 'Mid-term Examination Schedule', 'Students must bring their admit card to the hall.'),
    doc('notice:2', 'Holiday Notice', 'The examination halls stay closed during the holiday.'),
    doc('news:3', 'Seminar on Tourism', 'Speakers from Kaptai discussed hill tourism.', 'news'),
    doc('notice:4', 'ভর্তি পরীক্ষার ফলাফল', `স্নাতক ${PROGRAM_DECOMPOSED}ে ভর্তির জন্য নির্বাচিত শিক্ষার্থীদের তালিকা প্রকাশ করা হয়েছে।`),
    doc('news:5', 'মাতৃভাষা দিবস', 'কবিতা আবৃত্তি ও গান', 'news'),
    doc('page:/about', 'About Us', 'Founded in 2019 in the hill district.', 'page'),
  ])

  it('finds an item by a word of its body, and ranks a title match above a body match', () => {
    expect(ids(index, 'admit')).toEqual(['notice:1'])
    expect(ids(index, 'examination')).toEqual(['notice:1', 'notice:2'])
  })

  it('needs every word (AND)', () => {
    expect(ids(index, 'examination holiday')).toEqual(['notice:2'])
    expect(ids(index, 'examination kaptai')).toEqual([])
  })

  it('matches prefixes and typos only for words of four characters or more', () => {
    expect(ids(index, 'exam')).toEqual(['notice:1', 'notice:2'])
    expect(ids(index, 'examinaton')).toEqual(['notice:1', 'notice:2'])
    expect(ids(index, 'tou')).toEqual([])
    expect(ids(index, 'tour')).toEqual(['news:3'])
    expect(ids(index, 'foundet')).toEqual(['page:/about'])
  })

  it('finds Bengali as typed, composed or decomposed, and marks whole words', () => {
    expect(ids(index, 'আবৃত্তি')).toEqual(['news:5'])
    expect(ids(index, 'শিক্ষার্থীদের')).toEqual(['notice:4'])
    expect(ids(index, `${PROGRAM_COMPOSED}ে`)).toEqual(['notice:4'])
    expect(ids(index, 'ভর্তি')).toEqual(['notice:4'])
    const hit = hitOf(index.search('শিক্ষার্থীদের').matches[0]!)
    expect(marked(hit.snippet)).toEqual(['শিক্ষার্থীদের'])
    // The text shown is NFC.
    expect(hit.snippet.map((s) => s.text).join('')).toContain(`${PROGRAM_COMPOSED}ে`)
  })

  it('filters by type and counts every type whatever the filter', () => {
    const answer = index.search('district', 'news')
    expect(answer.matches).toEqual([])
    expect(answer.counts).toMatchObject({ news: 0, page: 1, notice: 0 })
    expect(ids(index, 'examination', 'notice')).toEqual(['notice:1', 'notice:2'])
  })

  it('highlights the matched words in title and snippet', () => {
    const hit = hitOf(index.search('tourism').matches[0]!)
    expect(marked(hit.title)).toEqual(['Tourism'])
    expect(marked(hit.snippet)).toEqual(['tourism'])
  })

  it(`searches the first ${MAX_QUERY_TERMS} words of a query only, and nothing for a query without words`, () => {
    expect(ids(index, `${'admit '.repeat(MAX_QUERY_TERMS)} zzqx`)).toEqual(['notice:1'])
    expect(ids(index, `${'admit '.repeat(MAX_QUERY_TERMS - 1)} zzqx`)).toEqual([])
    expect(ids(index, ' ?!… ')).toEqual([])
  })

  it('indexes a document id once', () => {
    expect(new SiteSearchIndex([doc('a', 'One', ''), doc('a', 'Two', '')]).size).toBe(1)
  })
})

describe('snippet and highlight', () => {
  const long = `${'Opening words of the notice. '.repeat(10)}The deadline for payment is near. ${'Closing words of the notice. '.repeat(10)}`

  it('cut the body around the first match, at spaces, with ellipses where text was left out', () => {
    const segments = snippet(long, new Set(['deadline']))
    const text = segments.map((s) => s.text).join('')
    expect(text.startsWith('… ')).toBe(true)
    expect(text.endsWith(' …')).toBe(true)
    expect(text.length).toBeLessThan(240)
    expect(marked(segments)).toEqual(['deadline'])
    expect(text).toMatch(/^… \w/)
  })

  it('start at the beginning when only the title matched', () => {
    const text = snippet(long, new Set(['absent'])).map((s) => s.text).join('')
    expect(text.startsWith('Opening words')).toBe(true)
  })

  it('mark only whole words whose indexed form matched', () => {
    expect(highlight('Exam examination EXAM', new Set(['exam']))).toEqual([
      { text: 'Exam', mark: true },
      { text: ' examination ', mark: false },
      { text: 'EXAM', mark: true },
    ])
  })
})

describe('search documents', () => {
  it('take the readable text of content modules, not their links', () => {
    expect(textOf({ title: 'A', href: '/x', links: [{ label: 'B', href: 'https://e.x' }], n: 3 })).toBe('A\nB\n3')
  })

  it('cover every programme, department and static page, and the offices', async () => {
    const docs = [...contentDocs(), ...pageDocs(SEARCHABLE_PAGES, intakeOf('Spring', 2026, 'en'), 'en'), ...officeDocs([await loadOffice('itd', intakeOf('Spring', 2026, 'en'), 'en')])]
    const types = new Set(docs.map((d) => d.type))
    expect([...types].sort()).toEqual(['department', 'office', 'page', 'programme'])
    expect(docs.find((d) => d.href === '/about')?.body).toContain('7 February 2019')
    expect(docs.find((d) => d.href === '/itd')?.body.length).toBeGreaterThan(100)
    for (const d of docs) expect(d.body, d.href).not.toMatch(/https?:\/\//)
  })

  it("give a written page once: in the interface's language when both twins match, else the one that matched", () => {
    const index = new SiteSearchIndex([
      doc('page:/fees', 'Fees', 'Tuition fees of every programme (CSE, BBA).', 'page'),
      doc('bn:page:/fees', 'ফি', 'প্রতিটি প্রোগ্রামের টিউশন ফি (CSE, BBA)।', 'page'),
      doc('notice:901', 'ভর্তি বিজ্ঞপ্তি', 'CSE'),
    ])
    const found = (q: string, locale: 'en' | 'bn') => index.search(q, null, locale).matches.map((m) => m.doc.id).sort()
    expect(found('CSE', 'en')).toEqual(['notice:901', 'page:/fees'])
    expect(found('CSE', 'bn')).toEqual(['bn:page:/fees', 'notice:901'])
    expect(found('টিউশন', 'en')).toEqual(['bn:page:/fees'])
    expect(found('tuition', 'bn')).toEqual(['page:/fees'])
    expect(index.search('CSE', null, 'bn').counts.page).toBe(1)
  })

  it('cover the Bengali twins too, under /bn, with their Bengali titles and text', () => {
    const intake = intakeOf('Spring', 2026, 'en')
    const [en, bn] = [[...contentDocs(), ...pageDocs(SEARCHABLE_PAGES, intake, 'en')], [...bengaliContentDocs(), ...pageDocs(SEARCHABLE_PAGES, intake, 'bn')]]
    expect(bn.map((d) => d.href)).toEqual(en.map((d) => (d.href === '/' ? '/bn' : `/bn${d.href}`)))
    expect(new Set([...en, ...bn].map((d) => d.id)).size).toBe(en.length + bn.length)
    for (const d of bn) expect(`${d.title} ${d.body}`, d.href).toMatch(/[\u0980-\u09FF]/)
    expect(bn.find((d) => d.href === '/bn/admission-requirements')?.title).toBe('ভর্তির যোগ্যতা')
    expect(bn.find((d) => d.href === '/bn/about')?.body).toContain('২০১৯')
  })
})

describe('SearchIndexHolder (when the index is rebuilt)', () => {
  const notice = (id: number, headline: string): Notice => ({ id, date: '2026-01-01', headline, description: 'Body text.', attachment: null })
  const sources = (notices: Notice[] | null): SearchSources => ({ notices, news: [], events: [], careers: [], teachers: [] })

  function holderOver(load: () => Promise<SearchSources>) {
    let now = 0
    let loads = 0
    const holder = new SearchIndexHolder({
      loadSources: () => {
        loads++
        return load()
      },
      loadContent: async () => [doc('page:/about', 'About Us', 'Founded in 2019.', 'page')],
      refreshMs: 30_000,
      retryMs: 2_000,
      now: () => now,
    })
    return { holder, loads: () => loads, advance: (ms: number) => (now += ms) }
  }

  it('builds once for concurrent first requests (one load, one build)', async () => {
    const { holder, loads } = holderOver(async () => sources([notice(1, 'Exam')]))
    const [a, b, c] = await Promise.all([holder.get(), holder.get(), holder.get()])
    expect(a).toBe(b)
    expect(b).toBe(c)
    expect(loads()).toBe(1)
    expect(holder.builds).toBe(1)
  })

  it('looks at the sources again only after the refresh interval, and rebuilds only when they changed', async () => {
    let current = sources([notice(1, 'Exam')])
    const { holder, loads, advance } = holderOver(async () => current)
    await holder.get()
    advance(29_000)
    await holder.get()
    expect(loads()).toBe(1)

    advance(1_000)
    await holder.get() // same objects: no rebuild
    await holder.get()
    expect(loads()).toBe(2)
    expect(holder.builds).toBe(1)

    advance(30_000)
    current = sources([notice(1, 'Exam')]) // refetched, same records: no rebuild
    await holder.get()
    expect(holder.builds).toBe(1)

    advance(30_000)
    current = sources([notice(1, 'Exam'), notice(2, 'Holiday')])
    const stale = await holder.get() // answers with the index it has while the refresh runs
    expect(stale.index.search('holiday').matches).toEqual([])
    await holder.idle()
    const fresh = await holder.get()
    expect(fresh.index.search('holiday').matches.map((m) => m.doc.id)).toEqual(['notice:2'])
    expect(holder.builds).toBe(2)
  })

  it('loads the content documents again and rebuilds when their key changes (a new intake), at the next refresh', async () => {
    let intake = 'Spring 2026'
    let now = 0
    const holder = new SearchIndexHolder({
      loadSources: async () => fixedSources,
      loadContent: async () => [doc('page:/admission-instruction', `Admission Circular, ${intake}`, 'Important dates.', 'page')],
      contentKey: () => intake,
      refreshMs: 30_000,
      retryMs: 2_000,
      now: () => now,
    })
    const fixedSources = sources([notice(1, 'Exam')])
    const titles = async () => (await holder.get()).index.search('circular').matches.map((m) => m.doc.title)
    expect(await titles()).toEqual(['Admission Circular, Spring 2026'])
    intake = 'Spring 2027'
    now += 30_000
    await holder.get()
    await holder.idle()
    expect(await titles()).toEqual(['Admission Circular, Spring 2027'])
    expect(holder.builds).toBe(2)
    now += 30_000
    await holder.get()
    await holder.idle()
    expect(holder.builds).toBe(2)
  })

  it('runs one refresh at a time', async () => {
    let release = () => {}
    let first = true
    const { holder, loads, advance } = holderOver(() =>
      first ? ((first = false), Promise.resolve(sources([]))) : new Promise((resolve) => (release = () => resolve(sources([notice(3, 'Late')])))),
    )
    await holder.get()
    advance(30_000)
    await holder.get()
    advance(30_000)
    await holder.get()
    expect(loads()).toBe(2)
    release()
  })

  it('with every upstream list failed answers from the content modules, says so, and tries again sooner', async () => {
    let current: SearchSources = { notices: null, news: null, events: null, careers: null, teachers: null }
    const { holder, loads, advance } = holderOver(async () => current)
    const built = await holder.get()
    expect(built.upstreamMissing).toBe(true)
    expect(built.index.search('about').matches.map((m) => m.doc.id)).toEqual(['page:/about'])
    current = sources([notice(1, 'Exam')])
    advance(2_000)
    await holder.get()
    await holder.idle()
    const back = await holder.get()
    expect(loads()).toBe(2)
    expect(back.upstreamMissing).toBe(false)
    expect(back.index.search('exam').matches.map((m) => m.doc.id)).toEqual(['notice:1'])
  })
})

describe('every written page is searchable', () => {
  // A written page (pages/(static)/…) whose folder declares no search entry would be found by nothing.
  it('each folder declares its entry, and has exactly one document in each language', () => {
    const written = readdirSync(join(import.meta.dirname, '../../pages/(static)'), { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => `/${e.name}`)
    expect(written.length).toBeGreaterThan(10)
    const intake = intakeOf('Spring', 2026, 'en')
    for (const locale of ['en', 'bn'] as const) {
      const docs = pageDocs(SEARCHABLE_PAGES, intake, locale)
      expect(docs.map((d) => d.href).sort()).toEqual(written.map((path) => (locale === 'en' ? path : `/bn${path}`)).sort())
      for (const d of docs) expect(d.body.length, d.href).toBeGreaterThan(20)
    }
  })
})

describe('the index budget (issue 37 item 1)', () => {
  const words = (seed: number, count: number) => Array.from({ length: count }, (_, i) => `w${seed}x${i}`).join(' ')
  const dated = (i: number, date: string) => ({ ...doc(`notice:${i}`, `Notice ${i}`, words(i, 40)), date })

  it('keeps the site pages and the newest records that fit, and says how many were left out', () => {
    const docs = [doc('page:about', 'About', 'The university'), dated(1, '2026-01-01'), dated(2, '2026-03-01'), dated(3, '2026-02-01'), dated(4, '2025-12-01')]
    const everything = withinBudget(docs, Infinity)
    expect(everything.stats).toMatchObject({ indexed: 5, leftOut: 0 })
    // Room for the page and about two records: the two newest are kept.
    const partly = withinBudget(docs, 70_000)
    expect(partly.docs.map((d) => d.id)).toEqual(['page:about', 'notice:2', 'notice:3'])
    expect(partly.stats).toMatchObject({ indexed: 3, leftOut: 2 })
    expect(partly.stats.bytes).toBeLessThanOrEqual(70_000)
  })

  it('counts a word the index already holds far lower than a new one', () => {
    const same = [1, 2, 3].map((i) => ({ ...doc(`notice:${i}`, 'Exam', words(0, 40)), date: `2026-01-0${i}` }))
    const fresh = [1, 2, 3].map((i) => dated(i, `2026-01-0${i}`))
    expect(withinBudget(same, 2 ** 40).stats.bytes).toBeLessThan(withinBudget(fresh, 2 ** 40).stats.bytes / 2)
  })

  it('builds a chunk at a time to the same answers', async () => {
    const docs = [doc('notice:1', 'Admission Result', 'Merit list'), doc('notice:2', 'Class Routine', 'Spring semester')]
    const built = await SiteSearchIndex.build(docs, Infinity, 1)
    expect(ids(built, 'merit')).toEqual(['notice:1'])
    expect(built.stats).toMatchObject({ indexed: 2, leftOut: 0 })
  })
})
