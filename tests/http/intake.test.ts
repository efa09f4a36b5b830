// One admission intake everywhere (issue 26): the site (circular, test office, the three document
// forms, result page, advertisements, search) and the demo upstream's calendar (banner, ticker, academic
// calendar, advertisements) name the same intake and the same last date to apply, on the day the tests
// pin (the spec's Spring 2026 circular) and on a later day (the next intake), from one content file
// (src/content/intakes.ts). Also: home's Events tab shows what is coming first.
import { describe, expect, it } from 'vitest'
import { rawUpstream } from '../support/area-pages'
import { appForFile } from '../support/app-for-file'
import { PINNED_TODAY } from '../support/lists'
import { decodeEntities, get } from '../support/processes'

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec']
/** "21 Feb 2026" or "21 February 2026" as "2026-02-21". */
const isoOf = (text: string) => {
  const [day, month, year] = text.split(' ')
  return `${year}-${String(MONTHS.indexOf(month!.slice(0, 3).toLowerCase()) + 1).padStart(2, '0')}-${day!.padStart(2, '0')}`
}
const DAY_TEXT = String.raw`\d{1,2} (?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]* \d{4}`
const INTAKE = /\b(?:Spring|Fall) 20\d\d\b/g
const text = (html: string) => decodeEntities(html.replace(/<(script|style)\b[\s\S]*?<\/\1>/g, ' ').replace(/<[^>]+>/g, ' ').replace(/<!-- -->/g, '')).replace(/\s+/g, ' ')
const mainOf = (html: string) => /<main[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? ''

describe.each([
  { day: PINNED_TODAY, intake: 'Spring 2026', lastDay: '2026-02-21', testDay: '2026-02-26' },
  { day: '2026-11-26', intake: 'Spring 2027', lastDay: '2027-02-21', testDay: '2027-02-26' },
])('on $day', ({ day, intake, lastDay, testDay }) => {
  const stack = appForFile({ SITE_TODAY: day }, { DEMO_TODAY: day })
  const page = async (path: string) => {
    const res = await get(`${stack.site.url}${path}`)
    expect(res.status, path).toBe(200)
    return res.body
  }

  it(`every page about admission names one intake, ${intake}, and one last date to apply`, async () => {
    const names = new Map<string, string[]>()
    const closing = new Map<string, string[]>()
    const note = (where: string, body: string) => {
      names.set(where, [...new Set(body.match(INTAKE) ?? [])])
      const dates = [...body.matchAll(new RegExp(`(?:apply[a-z ]* by|close[sd]? on|Last date of online application) (${DAY_TEXT})`, 'gi'))].map((m) => isoOf(m[1]!))
      if (dates.length) closing.set(where, [...new Set(dates)])
    }
    for (const path of ['/admission-instruction', '/admission-test', '/admission-form', '/admit-card', '/offer-letter', '/admission-result', '/admission-requirements', '/fees', '/faq']) {
      note(path, text(mainOf(await page(path))) + ' ' + text(/<head>([\s\S]*?)<\/head>/.exec(await page(path))![1]!.replace(/<meta [^>]*content="([^"]*)"[^>]*>/g, ' $1 ')))
    }
    // Home: the ticker and the admission banner (its words are in the picture).
    const marquee = await rawUpstream<{ name: string; link: string | null }[]>(stack.upstream.url, '/marque', { department_id: 0 })
    note('ticker', marquee.filter((m) => /admission/i.test(m.name)).map((m) => m.name).join(' | '))
    const home = text(await page('/'))
    for (const m of marquee.filter((m) => /admission/i.test(m.name))) expect(home).toContain(m.name)
    const [banner] = await rawUpstream<{ images_path: string }[]>(stack.upstream.url, '/banner')
    note('banner', decodeEntities(await (await fetch(`${stack.upstream.url}/files/${banner!.images_path}`)).text()))
    const adverts = await rawUpstream<{ bachelor: { title: string }[]; master: { title: string }[] }>(stack.upstream.url, '/advertisement')
    note('latest advertisements', `${adverts.bachelor[0]!.title} | ${adverts.master[0]!.title}`)
    const search = await page(`/search?q=${encodeURIComponent('admission circular')}`)
    note('search', [...search.matchAll(/<h2[^>]*><a href="\/admission-instruction"[^>]*>([\s\S]*?)<\/a>/g)].map((m) => text(m[1]!)).join(' '))

    const report = [...names].map(([where, found]) => `${where}: ${found.join(', ') || '-'}${closing.has(where) ? ` (closes ${closing.get(where)!.join(', ')})` : ''}`)
    console.log(`${day}:\n  ${report.join('\n  ')}`)
    expect([...names].filter(([, found]) => found.some((n) => n !== intake))).toEqual([])
    for (const where of ['/admission-instruction', '/admission-test', '/admission-form', '/admit-card', '/offer-letter', '/admission-result', 'ticker', 'banner', 'latest advertisements', 'search'])
      expect(names.get(where), where).toEqual([intake])
    expect([...closing].filter(([, dates]) => dates.some((d) => d !== lastDay))).toEqual([])
    for (const where of ['/admission-instruction', 'ticker', 'banner', '/admission-test']) expect(closing.get(where), where).toEqual([lastDay])
    // The circular's link to its full text names the same intake.
    expect(await page('/admission-instruction')).toContain(`href="https://admission.htu.edu.bd/circular/${intake.toLowerCase().replace(' ', '-')}"`)
  })

  it(`the academic calendar holds the same admission test, ${testDay}`, async () => {
    const calendar = await rawUpstream<{ title: string; semester: string; start_date: string }[]>(stack.upstream.url, '/academic-calendar')
    const test = calendar.find((c) => c.title.startsWith('Admission test'))!
    expect(test).toMatchObject({ semester: intake, start_date: testDay })
    expect(text(await page('/admission-instruction'))).toContain(`${Number(testDay.slice(8))} ${['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][Number(testDay.slice(5, 7)) - 1]} ${testDay.slice(0, 4)} at 10:00 AM`)
  })

  it('home\'s Events tab shows the events not over yet, the soonest first', async () => {
    const events = await rawUpstream<{ id: number; name: string | null; start_date: string; end_date: string }[]>(stack.upstream.url, '/recent-events', { department_id: 0 })
    const coming = events
      .filter((e) => e.name && (e.end_date || e.start_date) >= day)
      .sort((a, b) => a.start_date.localeCompare(b.start_date))
      .slice(0, 2)
    expect(coming.length).toBe(2)
    const shown = [...(await page('/')).matchAll(/href="\/events\/(\d+)\.ics"/g)].map((m) => Number(m[1]))
    expect([...new Set(shown)].slice(0, 2)).toEqual(coming.map((e) => e.id))
  })
})
