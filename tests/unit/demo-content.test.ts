// The demo content agrees with itself and with the site (issue 12): one e-mail domain, portraits
// for people, department count, the FAQ.in('en')'s programmes, Forms & Downloads labels.
import { describe, expect, it } from 'vitest'
import { buildDemoData } from '../../server/demo-upstream/data'
import { AT_A_GLANCE_FACTS } from '../../src/content/at-a-glance'
import { FAQ } from '../../src/content/faq'
import { classesBeginDay, intakeOf } from '../../src/content/intakes'
import { FORMS_DOWNLOADS } from '../../src/content/forms-downloads'
import { SITE_FACTS } from '../../src/content/site'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { ROOT } from '../support/processes'

const data = buildDemoData()
const domain = SITE_FACTS.email.split('@')[1]!

describe('demo content agrees with itself', () => {
  it('every teacher address uses the site\'s one e-mail domain', () => {
    const emails = data.teachers.map((t) => t.raw.email).filter((e): e is string => typeof e === 'string' && e.includes('@'))
    expect(emails.length).toBeGreaterThan(50)
    for (const email of emails) expect(email.endsWith(`@${domain}`), email).toBe(true)
  })

  it('people have portraits, never landscape scenes', () => {
    const pictures = data.teachers.map((t) => t.raw.picture).filter((p): p is string => typeof p === 'string' && p !== '')
    expect(pictures.length).toBeGreaterThan(0)
    for (const p of pictures) expect(p, p).toMatch(/\.svg$/)
  })

  it('At a Glance counts the department pages there are', () => {
    const pages = ['cse', 'dba', 'eng', 'gds', 'htm', 'law']
    expect(AT_A_GLANCE_FACTS.in('en').find((f) => f.label === 'Departments')?.value).toBe(String(pages.length))
  })

  it("the FAQ.in('en')'s programme list names every programme", () => {
    const answer = FAQ.in('en').find((f) => f.question.includes('bachelor programmes'))!.answer
    for (const code of ['CSE', 'English', 'GDS', 'BBA', 'HTM']) expect(answer).toContain(code)
  })

  it('Forms & Downloads labels a site page "Page" and only files "PDF"', () => {
    const links = FORMS_DOWNLOADS.in('en').blocks.flatMap((b) => (b.kind === 'links' ? b.links : []))
    for (const link of links) {
      if (link.href.startsWith('/') && !/\.pdf$/i.test(link.href)) expect(link.format, link.label).toBe('Page')
    }
    expect(existsSync(join(ROOT, 'pages', '(static)', 'admit-card'))).toBe(true)
  })

  it("an intake's admission test falls before its classes begin", () => {
    const test = data.calendar.find((c) => c.title?.startsWith('Admission test'))!
    const classes = data.calendar.find((c) => c.title === 'Classes begin' && c.semester === test.semester)!
    expect(test.start_date! < classes.start_date!).toBe(true)
  })

  it('every semester begins its classes on its intake\'s day, after that intake\'s test (issue 36: Fall classes began in July, before the August test)', () => {
    for (const entry of data.calendar.filter((c) => c.title === 'Classes begin')) {
      const [season, year] = String(entry.semester).split(' ') as ['Spring' | 'Fall', string]
      const intake = intakeOf(season, Number(year), 'en')
      expect(entry.start_date, entry.semester!).toBe(classesBeginDay(season, Number(year)))
      expect(intake.admissionTest.dateTime.slice(0, 10) < entry.start_date!, entry.semester!).toBe(true)
    }
  })
})
