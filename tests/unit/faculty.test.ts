// Pure logic of the faculty list and profiles (site spec §5).
import { describe, expect, it } from 'vitest'
import { profileSections, researchLinks } from '../../src/components/faculty/profile'
import { teacherIdParam } from '../../src/data/load'
import { filterTeachers } from '../../src/logic/filters'

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
