import { describe, expect, it } from 'vitest'
import { researchLinks } from '../../src/components/faculty/profile'
import { safeLink } from '../../src/logic/links'

describe('safeLink', () => {
  it.each(['https://example.edu/a?b=c', 'http://example.edu', 'mailto:registrar@example.edu', 'tel:+8801700000000', 'HTTPS://EXAMPLE.EDU'])(
    'keeps %s',
    (value) => expect(safeLink(value)).toBe(value),
  )

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\u0001javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'ftp://example.edu/x',
    'C:\\Windows\\x.pdf',
  ])('drops %j', (value) => expect(safeLink(value)).toBeNull())

  it('keeps values without a scheme: paths, bare host names, ORCID iDs', () => {
    expect(safeLink('/all-notice')).toBe('/all-notice')
    expect(safeLink('uploads/notice/1.pdf')).toBe('uploads/notice/1.pdf')
    expect(safeLink('scholar.google.com/citations?user=x')).toBe('scholar.google.com/citations?user=x')
    expect(safeLink('0000-0002-1825-0097')).toBe('0000-0002-1825-0097')
  })

  it('treats empty values as absent', () => {
    expect(safeLink('')).toBeNull()
    expect(safeLink('   ')).toBeNull()
    expect(safeLink(null)).toBeNull()
  })

  it('takes a narrower set of schemes (files: http and https only)', () => {
    expect(safeLink('mailto:a@b.example', ['http', 'https'])).toBeNull()
    expect(safeLink('https://files.example/a.pdf', ['http', 'https'])).toBe('https://files.example/a.pdf')
  })

  it('leaves what the faculty profile builds research links from', () => {
    const research = {
      googleScholar: safeLink('scholar.google.com/citations?user=x'),
      researchGate: safeLink('https://www.researchgate.net/profile/X'),
      orcid: safeLink('0000-0002-1825-0097'),
      scopus: safeLink('javascript:alert(1)'),
      webOfScience: null,
    }
    expect(researchLinks(research)).toEqual([
      { label: 'Google Scholar', href: 'https://scholar.google.com/citations?user=x' },
      { label: 'ResearchGate', href: 'https://www.researchgate.net/profile/X' },
      { label: 'ORCID', href: 'https://orcid.org/0000-0002-1825-0097' },
    ])
  })
})
