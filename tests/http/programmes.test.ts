// The programme, fee and admission pages on the production server with the demo upstream.
import { describe, expect, it } from 'vitest'
import { get, titleOf } from '../support/processes'
import { appForFile } from '../support/app-for-file'
import { textOf } from '../support/programmes'
import { columnHeaders, documentOf, linksOf, selectedOption, the } from '../support/dom'

const stack = appForFile()

const PROGRAMMES = [
  ['cse', 'BSc in Computer Science and Engineering', '3,78,008'],
  ['bba', 'Bachelor of Business Administration (BBA)', '2,79,962'],
  ['gds', 'BSS in Governance and Development Studies', '2,46,370'],
  ['english', 'BA in English', '2,46,305'],
  ['htm', 'BBA in Hospitality and Tourism Management', '2,79,962'],
  ['mba', 'Master of Business Administration (MBA)', '1,48,500'],
] as const

describe('/programs', () => {
  const links = (body: string) => [...body.matchAll(/href="\/program\/([a-z]+)"/g)].map((m) => m[1])
  const robots = (doc: ReturnType<typeof documentOf>) => [...doc.querySelectorAll('meta[name="robots"]')].map((m) => m.getAttribute('content'))
  const canonical = (doc: ReturnType<typeof documentOf>) => [...doc.querySelectorAll('link[rel="canonical"]')].map((l) => l.getAttribute('href'))

  it('lists every programme, linked, and is indexed', async () => {
    const { status, body } = await get(`${stack.site.url}/programs`)
    expect(status).toBe(200)
    expect(links(body)).toEqual(PROGRAMMES.map(([slug]) => slug))
    const doc = documentOf(body)
    expect(robots(doc)).toEqual([])
    expect(the(doc, 'select#programme-level').getAttribute('name')).toBe('type')
  })

  it('narrows to a level (any case), as a view of its own: noindex, canonical with the level', async () => {
    const { body } = await get(`${stack.site.url}/programs?type=postgraduate&utm_source=x`)
    expect(links(body)).toEqual(['mba'])
    const doc = documentOf(body)
    expect(robots(doc)).toEqual(['noindex, follow'])
    expect(canonical(doc)).toEqual([expect.stringMatching(/\/programs\?type=Postgraduate$/)])
    expect(selectedOption(the(doc, 'select#programme-level')).value).toBe('Postgraduate')
  })

  it('shows every programme for a level it does not know', async () => {
    const { status, body } = await get(`${stack.site.url}/programs?type=doctoral`)
    expect(status).toBe(200)
    expect(links(body)).toHaveLength(PROGRAMMES.length)
    expect(canonical(documentOf(body))).toEqual([expect.stringMatching(/\/programs$/)])
  })
})

describe('programme pages', () => {
  it.each(PROGRAMMES)('/program/%s answers 200 with its title, cards, fees, outcomes and syllabus', async (slug, title, total) => {
    const { status, body, headers } = await get(`${stack.site.url}/program/${slug}`)
    expect(status).toBe(200)
    expect(titleOf(body)).toBe(`${title} | Hill Tracts University`)
    expect(body.match(/<h1[\s>]/g)).toHaveLength(1)
    const text = textOf(body)
    expect(text).toContain(title)
    for (const heading of ['Overview', 'Vision', 'Mission', 'Objectives', 'Programme Description', 'Entry Requirements', 'Assessment Criteria', 'Graduate Attributes'])
      expect(text).toContain(heading)
    for (const n of [1, 2, 3, 4, 5]) {
      expect(text).toContain(`PEO${n}`)
      expect(text).toContain(`PLO${n}`)
    }
    expect(text).toContain(`Total Fee Tk ${total}`)
    expect(text).toContain(`Total Tk ${total}`)
    expect(text).toContain('Intake Spring (March) and Fall (September)')
    expect(body).toContain(`href="https://admission.htu.edu.bd/apply"`)
    // The syllabus from the upstream: the table headings and a first-semester course.
    const courseTables = [...documentOf(body).querySelectorAll('table.course-table')]
    expect(courseTables).not.toHaveLength(0)
    for (const table of courseTables) {
      expect(columnHeaders(table)).toEqual(['SL', 'Course Code', 'Course Title', 'Credit Hours', 'Pre-requisite'])
      expect([...table.querySelectorAll('thead th')].every((th) => th.getAttribute('scope') === 'col')).toBe(true)
    }
    expect(text).toMatch(/1st Semester|Semester 1|First Semester/i)
    expect(text).not.toContain('The syllabus could not be loaded')
    expect(headers.get('cache-control')).toContain('s-maxage=600')
  })

  it('shows the §9 assessment weights and the CSE course structure', async () => {
    const text = textOf((await get(`${stack.site.url}/program/cse`)).body)
    expect(text).toContain('Class test / assignment 10 Attendance 10 Class performance 10 Mid-term examination 20 Final examination 50 Total 100')
    expect(text).toContain('Humanities 7 Science and Mathematics 10 Engineering (compulsory) 23 Optional 3 Total 43')
    expect(text).toContain('Level Undergraduate')
    expect(text).toContain('Language English')
    // A course without a pre-requisite shows a dash.
    expect(text).toMatch(/CSE 1101 Introduction to Computer Systems 3 -/)
    expect(textOf((await get(`${stack.site.url}/program/bba`)).body)).not.toContain('Course Structure')
  })

  it('MBA has six summary cards, its credit split and the master entry rules', async () => {
    const { body } = await get(`${stack.site.url}/program/mba`)
    expect(body.match(/class="card h-100 summary-card"/g)).toHaveLength(6)
    const text = textOf(body)
    expect(text).toContain('Duration 2 years')
    expect(text).toContain('Semesters 4')
    expect(text).toContain('Credits 60 Foundation 12, Concentration 12, Core 30')
    expect(text).toContain('Level Postgraduate')
    expect(text).toContain('IELTS')
    expect((await get(`${stack.site.url}/program/cse`)).body.match(/class="card h-100 summary-card"/g)).toHaveLength(7)
  })

  it('/program/Mba answers 301 to the canonical /program/mba', async () => {
    const res = await get(`${stack.site.url}/program/Mba`)
    expect(res.status).toBe(301)
    expect(new URL(res.headers.get('location')!, stack.site.url).pathname).toBe('/program/mba')
    // Following it lands on the one MBA page.
    const followed = await fetch(`${stack.site.url}/program/Mba`)
    expect(followed.status).toBe(200)
    expect(new URL(followed.url).pathname).toBe('/program/mba')
    expect(titleOf(await followed.text())).toBe('Master of Business Administration (MBA) | Hill Tracts University')
  })

  it('an unknown programme is a 404 page, never cached', async () => {
    const res = await get(`${stack.site.url}/program/xyz`)
    expect(res.status).toBe(404)
    expect(titleOf(res.body)).toBe('Page not found | Hill Tracts University')
    expect(res.headers.get('cache-control')).toBe('no-store')
  })

})

describe('fees page', () => {
  it('/fees lists every programme with its components and published total', async () => {
    const { status, body, headers } = await get(`${stack.site.url}/fees`)
    expect(status).toBe(200)
    expect(titleOf(body)).toBe('Fees | Hill Tracts University')
    const text = textOf(body)
    for (const [, , total] of PROGRAMMES) expect(text).toContain(total)
    // One column per programme, in the published order; every component; the computed totals.
    expect(text).toContain('Programme CSE BBA HTM GDS English MBA')
    expect(text).toContain('Duration 4 years 4 years 4 years 4 years 4 years 2 years')
    expect(text).toContain('Semesters 8 8 8 8 8 4')
    expect(text).toContain('Credits 164 141 141 142 155 60 Foundation 12 Concentration 12 Core 30')
    expect(text).toContain('Admission fee once 10,000 10,000 10,000 10,000 10,000 10,000')
    expect(text).toContain('Semester fee per semester 40,000 5,000 × 8 40,000')
    expect(text).toContain('Establishment fee per semester 16,000 2,000 × 8 16,000')
    expect(text).toContain('Library fee once 1,000 1,000 1,000 1,000 1,000 1,000')
    expect(text).toContain('Exam fee per credit 16,400 100 × 164 14,100 100 × 141')
    expect(text).toContain('Lab fee per semester 4,000 500 × 8')
    expect(text).toContain('0 0 × 4 Tuition fee per credit 2,90,608 1,772 × 164 1,94,862 1,382 × 141')
    expect(text).toContain('Total 3,78,008 2,79,962 2,79,962 2,46,370 2,46,305 1,48,500')
    expect(text).toContain('info@htu.edu.bd')
    expect(text).toContain('+880 2333 371 101')
    expect(text).toContain('Main Road, Tabalchari, Rangamati')
    expect(headers.get('cache-control')).toContain('s-maxage=3600')
  })
})

describe('admission pages', () => {
  it('/admission-requirements shows the bachelor and master rules', async () => {
    const { status, body, headers } = await get(`${stack.site.url}/admission-requirements`)
    expect(status).toBe(200)
    expect(titleOf(body)).toBe('Admission Requirements | Hill Tracts University')
    const text = textOf(body)
    expect(text).toContain('Bachelor Programmes')
    expect(text).toContain('Master Programmes')
    expect(text).toContain('a combined GPA of at least 5.00 with a minimum GPA of 2.50 in each')
    expect(text).toContain('TOEFL score of at least 550')
    expect(headers.get('cache-control')).toContain('s-maxage=3600')
  })

  it('/admission-instruction is the Spring 2026 circular', async () => {
    const { status, body, headers } = await get(`${stack.site.url}/admission-instruction`)
    expect(status).toBe(200)
    expect(titleOf(body)).toBe('Admission Circular, Spring 2026 | Hill Tracts University')
    const text = textOf(body)
    for (const s of ['Important Dates', '21 Feb 2026', '26 Feb 2026 at 10:00 AM', '120 marks for all groups', '250x300 px', '250x80 px', 'Tk 1,000', 'mobile payment', 'accounts office', 'Helpline', '+880 1713 000 101'])
      expect(text).toContain(s)
    expect(text).not.toContain('2024')
    // One marks table per group, each adding up to 120.
    expect(body.match(/<table [^>]*test-marks/g)).toHaveLength(3)
    expect(text).toMatch(/Science.*For CSE, BBA, GDS, English, HTM/)
    expect(body.match(/<th scope="row">Total<\/th><td class="text-end fw-bold">120</g)).toHaveLength(3)
    const links = linksOf(documentOf(body))
    for (const [slug, title] of PROGRAMMES) expect(links).toContainEqual([title, `/program/${slug}`])
    expect(body).toContain('href="https://admission.htu.edu.bd/circular/spring-2026"')
    expect(body).toContain('href="/admit-card"')
    expect(headers.get('cache-control')).toContain('s-maxage=3600')
  })

  it('/admission-advertisements shows Bachelor Program first with the latest and the archive', async () => {
    const { status, body, headers } = await get(`${stack.site.url}/admission-advertisements`)
    expect(status).toBe(200)
    expect(titleOf(body)).toBe('Admission Advertisements | Hill Tracts University')
    const text = textOf(body)
    expect(text.indexOf('Bachelor Program')).toBeLessThan(text.indexOf('Master Program'))
    // The first tab is chosen without JavaScript: its radio is checked, and its label names it.
    const doc = documentOf(body)
    expect([...doc.querySelectorAll('input[type="radio"][name="advert"][checked]')].map((r) => r.id)).toEqual(['advert-radio-bachelor'])
    const label = the(doc, 'label[for="advert-radio-bachelor"]')
    expect([label.id, label.textContent]).toEqual(['advert-tab-bachelor', 'Bachelor Program'])
    expect(text).toContain('Latest Advertisement')
    // The latest is a PDF (a link on the server, shown in the page by desktop browsers) or a picture.
    expect(body).toMatch(/class="pdf-embed"[^]*?<a href="[^"]+\.pdf"[^>]*>Open the PDF<|<img [^>]*alt="[^"]+"/)
    expect(text).not.toContain('No advertisements found.')
    expect(headers.get('cache-control')).toContain('s-maxage=30')
  })

  it('/admission-result says results are not published yet, with the test date, with one upstream call at most (the result, kept)', async () => {
    const before = await stack.upstream.calls()
    const { status, body, headers } = await get(`${stack.site.url}/admission-result`)
    expect(status).toBe(200)
    expect(titleOf(body)).toBe('Admission Test Result | Hill Tracts University')
    const doc = documentOf(body)
    expect([...doc.querySelectorAll('h1')].map((h) => h.textContent)).toEqual(['Admission Test Result'])
    // Issue 12: a clear state instead of an empty band.
    expect(body).toContain('Results have not been published yet')
    expect([...doc.querySelectorAll('main time')].map((t) => [t.getAttribute('datetime'), t.textContent])).toContainEqual(['2026-02-26T10:00', '26 Feb 2026 at 10:00 AM'])
    expect(headers.get('cache-control')).toContain('s-maxage=300')
    // The demo publishes Spring 2026's result a week after its test: on the tests' day it answers 404, kept 5 minutes.
    const { '/mbapi/admission-result': result = 0, ...others } = await stack.upstream.calls()
    const { '/mbapi/admission-result': resultBefore = 0, ...othersBefore } = before
    expect(others).toEqual(othersBefore)
    expect(result - resultBefore).toBeLessThanOrEqual(1)
    await get(`${stack.site.url}/bn/admission-result`)
    expect((await stack.upstream.calls())['/mbapi/admission-result']).toBe(result)
  })
})
