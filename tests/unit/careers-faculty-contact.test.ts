// Pure logic of careers, faculty, contact and the content pages (site spec §5, §8, §9).
import { describe, expect, it } from 'vitest'
import { profileSections, researchLinks } from '../../src/components/faculty/profile'
import { teacherIdParam } from '../../src/data/load'
import { AT_A_GLANCE_FACTS } from '../../src/content/at-a-glance'
import { FORMS_DOWNLOADS } from '../../src/content/forms-downloads'
import { SITE } from '../../src/content/site'
import type { CareerOpening, JobType } from '../../src/domain/types'
import { genderLabel, JOB_TYPE_LABELS, parseJobType, subjectLabel } from '../../src/logic/careers'
import { CONTACT_TEXTS, contactOutcome, contactReply, isValidEmail, requiredMessage, validateContact } from '../../src/logic/contact'
import { filterCareers, filterTeachers } from '../../src/logic/filters'
import { loadingTextFor } from '../../src/logic/loading'

type Searchable = Pick<CareerOpening, 'title' | 'designation' | 'department' | 'location' | 'jobType'>
const opening = (designation: string, department: string, location: string, jobType: JobType, title = ''): Searchable => ({
  designation,
  department,
  location,
  jobType,
  title,
})

describe('career search and job-type filter', () => {
  const careers = [
    opening('Lecturer', 'Computer Science and Engineering', 'Main Campus, Rangamati', 1, 'Lecturer, Computer Science and Engineering'),
    opening('Accounts Officer', 'Accounts and Finance Division', 'Dhaka Liaison Office, Banani', 2),
    opening('Driver', 'Transport Office', 'Main Campus, Rangamati', 2, 'Driver, Transport Office'),
  ]

  it('matches a substring of the title, department or location, ignoring case', () => {
    expect(filterCareers(careers, 'lecturer', 0).map((c) => c.designation)).toEqual(['Lecturer'])
    expect(filterCareers(careers, 'finance', 0).map((c) => c.designation)).toEqual(['Accounts Officer'])
    expect(filterCareers(careers, 'banani', 0).map((c) => c.designation)).toEqual(['Accounts Officer'])
    expect(filterCareers(careers, 'Rangamati', 0)).toHaveLength(2)
  })

  it('falls back to the designation when a record has no title', () => {
    expect(filterCareers(careers, 'officer', 0).map((c) => c.designation)).toEqual(['Accounts Officer'])
  })

  it('keeps everything for an empty search and Any', () => {
    expect(filterCareers(careers, '', 0)).toHaveLength(3)
    expect(filterCareers(careers, '   ', 0)).toHaveLength(3)
  })

  it('filters by job type: Academic (1) and Non Academic (2)', () => {
    expect(filterCareers(careers, '', 1).map((c) => c.designation)).toEqual(['Lecturer'])
    expect(filterCareers(careers, '', 2).map((c) => c.designation)).toEqual(['Accounts Officer', 'Driver'])
    expect(filterCareers(careers, 'rangamati', 2).map((c) => c.designation)).toEqual(['Driver'])
    expect(filterCareers(careers, 'nothing like this', 0)).toEqual([])
  })
})

describe('job-type labels', () => {
  it('are Any, Academic and Non Academic by their published index', () => {
    expect(JOB_TYPE_LABELS).toEqual({ 0: 'Any', 1: 'Academic', 2: 'Non Academic' })
  })

  it('parse loosely typed values, anything unknown as Any', () => {
    expect(parseJobType('1')).toBe(1)
    expect(parseJobType(2)).toBe(2)
    expect(parseJobType('0')).toBe(0)
    expect(parseJobType(undefined)).toBe(0)
    expect(parseJobType('7')).toBe(0)
    expect(parseJobType('Academic')).toBe(0)
  })
})

describe('blank-field labels of career details', () => {
  it("shows a blank subject as 'Relevant' and a blank gender as 'For All'", () => {
    expect(subjectLabel({ subject: '' })).toBe('Relevant')
    expect(subjectLabel({ subject: 'Marketing' })).toBe('Marketing')
    expect(genderLabel({ gender: '' })).toBe('For All')
    expect(genderLabel({ gender: 'Female' })).toBe('Female')
  })
})

describe('faculty search', () => {
  const teachers = [{ name: 'Dr. Shahriar Sarker' }, { name: 'Nusrat Jahan' }, { name: 'Md. Karim Uddin' }]

  it('matches a substring of the name, ignoring case', () => {
    expect(filterTeachers(teachers, 'sarker')).toEqual([{ name: 'Dr. Shahriar Sarker' }])
    expect(filterTeachers(teachers, 'JAHAN')).toEqual([{ name: 'Nusrat Jahan' }])
    expect(filterTeachers(teachers, 'ar')).toHaveLength(2)
    expect(filterTeachers(teachers, '')).toHaveLength(3)
    expect(filterTeachers(teachers, 'zzz')).toEqual([])
  })
})

describe('faculty profile', () => {
  it('accepts teacher ids like T-1001 and refuses anything else before the upstream is asked', () => {
    expect(teacherIdParam('T-1001')).toBe('T-1001')
    expect(teacherIdParam('1001')).toBe('1001')
    for (const bad of [undefined, '', '../etc', 'T 1001', 'T-1001;drop', '-T', 'x'.repeat(41), '<script>']) {
      expect(teacherIdParam(bad)).toBeNull()
    }
  })

  const fields = {
    teachingExpertise: 'Data Structures',
    researchInterest: '',
    journalPublication: '1. A paper',
    conferencePublication: '   ',
    book: '',
    projectAward: 'Best Paper Award',
    others: 'Member, Bangladesh Computer Society',
  }

  it('always has the seven sections in the spec order; an unfilled one has no text', () => {
    const sections = profileSections(fields)
    expect(sections.map((s) => s.title)).toEqual([
      'Teaching Expertise',
      'Research Interest',
      'Journal Publications',
      'Conference Publications',
      'Books',
      'Projects & Awards',
      'Others',
    ])
    expect(sections.map((s) => s.text)).toEqual(['Data Structures', '', '1. A paper', '', '', 'Best Paper Award', 'Member, Bangladesh Computer Society'])
  })

  it('lists the research links that are present: web addresses, bare host names and ORCID iDs', () => {
    expect(
      researchLinks({
        googleScholar: 'https://scholar.google.com/citations?user=abc',
        researchGate: 'www.researchgate.net/profile/Rina-Chakma',
        orcid: '0000-0002-1825-009X',
        scopus: null,
        webOfScience: 'https://www.webofscience.com/wos/author/record/ABC-1234-2020',
      }),
    ).toEqual([
      { label: 'Google Scholar', href: 'https://scholar.google.com/citations?user=abc' },
      { label: 'ResearchGate', href: 'https://www.researchgate.net/profile/Rina-Chakma' },
      { label: 'ORCID', href: 'https://orcid.org/0000-0002-1825-009X' },
      { label: 'Web of Science', href: 'https://www.webofscience.com/wos/author/record/ABC-1234-2020' },
    ])
  })

  it('drops research values that are empty, not addresses, or of another scheme', () => {
    expect(researchLinks({ googleScholar: null, researchGate: '', orcid: 'N/A', scopus: 'javascript:alert(1)', webOfScience: 'see CV' })).toEqual([])
    expect(researchLinks({ googleScholar: 'data:text/html,x', researchGate: null, orcid: null, scopus: null, webOfScience: null })).toEqual([])
  })
})

describe('contact validation', () => {
  const valid = { name: 'Rina Chakma', email: 'rina@example.com', subject: 'Admission', message: 'When does the next semester start?' }

  it('accepts a complete message, trimmed', () => {
    expect(validateContact({ ...valid, name: '  Rina Chakma ' })).toEqual({ ok: true, value: valid })
  })

  it('requires every field and names the first one missing', () => {
    for (const field of ['name', 'email', 'subject', 'message'] as const) {
      const result = validateContact({ ...valid, [field]: '   ' })
      expect(result).toMatchObject({ ok: false, field, message: requiredMessage(field) })
      const { [field]: _dropped, ...rest } = valid
      expect(validateContact(rest)).toMatchObject({ ok: false, field })
    }
    expect(requiredMessage('email')).toBe('E-mail is required.')
    expect(validateContact(undefined)).toMatchObject({ ok: false, field: 'name' })
    expect(validateContact('name=x')).toMatchObject({ ok: false, field: 'name' })
  })

  it('treats repeated or non-text fields as missing', () => {
    expect(validateContact({ ...valid, name: ['a', 'b'] })).toMatchObject({ ok: false, field: 'name' })
    expect(validateContact({ ...valid, subject: { $ne: '' } })).toMatchObject({ ok: false, field: 'subject' })
  })

  it('rejects an e-mail address the browser would reject', () => {
    for (const bad of ['rina', 'rina@', '@example.com', 'rina example@x.com', 'rina@exa mple.com', 'rina@-example.com']) {
      expect(validateContact({ ...valid, email: bad })).toMatchObject({ ok: false, field: 'email', message: CONTACT_TEXTS.invalidEmail })
    }
    expect(CONTACT_TEXTS.invalidEmail).toBe('Please enter a valid e-mail address.')
    expect(isValidEmail('rina.chakma+htu@mail.example.com.bd')).toBe(true)
    expect(isValidEmail('a@localhost')).toBe(true)
    expect(isValidEmail(`${'a'.repeat(250)}@b.cd`)).toBe(false)
  })

  it('keeps the typed values for the page after an error', () => {
    const result = validateContact({ ...valid, email: 'nope' })
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.values).toEqual({ ...valid, email: 'nope' })
  })
})

describe('contact form outcome texts (spec §8)', () => {
  it('success: the server message, or the default', () => {
    expect(contactOutcome(200, { message: 'Thank you.' })).toEqual({ ok: true, message: 'Thank you.' })
    expect(contactOutcome(200, {})).toEqual({ ok: true, message: 'Message sent successfully' })
    expect(contactOutcome(200, null)).toEqual({ ok: true, message: 'Message sent successfully' })
  })

  it('another 2xx answer: the non-200 text', () => {
    expect(contactOutcome(204, null)).toEqual({ ok: false, message: 'Something went wrong. Please try again.' })
    expect(contactOutcome(201, { message: 'Created' })).toEqual({ ok: false, message: 'Something went wrong. Please try again.' })
  })

  it("a failed request: the server's message, or the request-failure text", () => {
    expect(contactOutcome(400, { message: 'Name is required.' })).toEqual({ ok: false, message: 'Name is required.' })
    expect(contactOutcome(502, { message: 'Something went wrong. Please try again.' })).toEqual({
      ok: false,
      message: 'Something went wrong. Please try again.',
    })
    expect(contactOutcome(500, null)).toEqual({ ok: false, message: 'Server error, please try later.' })
    expect(contactOutcome(null, null)).toEqual({ ok: false, message: 'Server error, please try later.' })
  })
})

describe("our server's answer for each upstream contact answer (spec §8)", () => {
  it('200: success with the upstream message, or the default', () => {
    expect(contactReply({ status: 200, message: 'Received' })).toEqual({ status: 200, ok: true, message: 'Received' })
    expect(contactReply({ status: 200, message: null })).toEqual({ status: 200, ok: true, message: 'Message sent successfully' })
  })

  it('another 2xx: the non-200 text', () => {
    expect(contactReply({ status: 202, message: 'Queued' })).toEqual({ status: 502, ok: false, message: 'Something went wrong. Please try again.' })
  })

  it("the upstream rejects the message (400, 422): 422 with its message, so the visitor can correct it", () => {
    expect(contactReply({ status: 422, message: 'Please provide a valid email address.' })).toEqual({
      status: 422,
      ok: false,
      message: 'Please provide a valid email address.',
    })
    expect(contactReply({ status: 400, message: null })).toEqual({ status: 422, ok: false, message: 'Server error, please try later.' })
  })

  it("the upstream fails: 502 with the server's message, or the request-failure text", () => {
    expect(contactReply({ status: 500, message: 'Internal Server Error' })).toEqual({ status: 502, ok: false, message: 'Internal Server Error' })
    expect(contactReply({ status: 503, message: null })).toEqual({ status: 502, ok: false, message: 'Server error, please try later.' })
    expect(contactReply({ status: 500, message: 'x'.repeat(301) }).message).toBe('Server error, please try later.')
  })

  it('no answer at all: 503 with the request-failure text', () => {
    expect(contactReply(null)).toEqual({ status: 503, ok: false, message: 'Server error, please try later.' })
  })
})

describe('content pages', () => {
  it('At a Glance has the facts of spec §9', () => {
    expect(Object.fromEntries(AT_A_GLANCE_FACTS.map((f) => [f.label, f.value]))).toEqual({
      Established: '7 February 2019',
      Schools: '3',
      Departments: '6', // the six department pages (issue 12)
      Teachers: '50+',
      Students: '500+',
      'Library volumes': '1,92,978',
      'Research projects': '262',
    })
  })

  it('Forms and Downloads links only to site pages or to SITE.external addresses', () => {
    const externals = new Set<string>(Object.values(SITE.external))
    const links = FORMS_DOWNLOADS.blocks.flatMap((b) => (b.kind === 'links' ? b.links : []))
    expect(links.length).toBeGreaterThan(5)
    for (const link of links) {
      if (link.external) expect(externals.has(link.href), link.href).toBe(true)
      else expect(link.href).toMatch(/^\/[a-z-]+$/)
    }
    const hrefs = links.map((l) => l.href)
    for (const required of ['/admission-form', '/admit-card', '/offer-letter', '/fees', SITE.external.fullCircular]) {
      expect(hrefs).toContain(required)
    }
  })
})

describe('loading text of a client-side navigation (spec §8)', () => {
  it.each([
    ['/notice/12', 'Loading notice...'],
    ['/videos', 'Loading video...'],
    ['/career', 'Loading careers...'],
    ['/profile/T-104', 'Loading faculty profile...'],
    ['/career-details/7', 'Loading...'],
    ['/all-news', 'Loading...'],
  ])('%s: %s', (path, text) => {
    expect(loadingTextFor(path)).toBe(text)
  })
})
