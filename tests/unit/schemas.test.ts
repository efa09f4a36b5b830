// The answer schemas: wire shapes in, domain types out; wrong shapes fail as a whole, malformed
// records and unsafe links are dropped and counted.
import { describe, expect, it } from 'vitest'
import { createSchemas, messageOf, type Tally } from '../../server/upstream/schemas'

function schemas() {
  const tally: Tally = { records: 0, links: 0 }
  return { s: createSchemas({ publicFileBaseUrl: 'https://files.example/', tally }), tally }
}

describe('answer schemas', () => {
  it('turn a notice list into domain notices, resolving relative file paths', () => {
    const { s, tally } = schemas()
    const notices = s.notices.parse([
      { id: '2', date: '2026-01-02', head_line: ' Second ', images_path: '/uploads/a.pdf' },
      { id: 1, head_line: 'First', description: 42 },
      { head_line: 'No id' },
      { id: -1, head_line: 'Negative id' },
      { id: 3, head_line: '' },
      'junk',
    ])
    expect(notices).toEqual([
      { id: 2, headline: 'Second', date: '2026-01-02', description: '', attachment: { path: 'uploads/a.pdf', url: 'https://files.example/uploads/a.pdf' } },
      { id: 1, headline: 'First', date: '', description: '42', attachment: null },
    ])
    expect(tally.records).toBe(4)
  })

  it('link every file below the file host through the site’s /files, absolute URLs on it included', () => {
    const tally: Tally = { records: 0, links: 0 }
    const s = createSchemas({ publicFileBaseUrl: '/files', fileBaseUrl: 'https://host.example/storage', tally })
    const attachments = s.notices
      .parse([
        { id: 1, head_line: 'relative', images_path: 'uploads/notice/1.pdf' },
        { id: 2, head_line: 'absolute on the file host', images_path: 'https://host.example/storage/uploads/notice/2.pdf' },
        { id: 3, head_line: 'another host', images_path: 'https://elsewhere.example/x.pdf' },
        { id: 4, head_line: 'the file host with a query', images_path: 'https://host.example/storage/a.pdf?v=2' },
        { id: 5, head_line: 'beside the file base', images_path: 'https://host.example/other/a.pdf' },
      ])
      .map((n) => n.attachment?.url)
    expect(attachments).toEqual([
      '/files/uploads/notice/1.pdf',
      '/files/uploads/notice/2.pdf',
      'https://elsewhere.example/x.pdf',
      'https://host.example/storage/a.pdf?v=2',
      'https://host.example/other/a.pdf',
    ])
  })

  it.each([
    ['an error object', { status: 'error', message: 'Database offline' }],
    ['an object', { id: 1, head_line: 'x' }],
    ['text', 'Maintenance'],
    ['null', null],
  ])('reject %s where a list belongs', (_name, body) => {
    const { s } = schemas()
    expect(s.notices.safeParse(body).success).toBe(false)
    expect(s.careers.safeParse(body).success).toBe(false)
    expect(s.notice.safeParse(body).success).toBe(false)
  })

  it('read a details answer as its first usable record, or null for no such id', () => {
    const { s } = schemas()
    expect(s.career.parse([])).toBeNull()
    expect(s.career.parse([{ designation_name: 'no id' }, { id: 44, designation_name: 'Lecturer', job_type: '2' }])).toMatchObject({
      id: 44,
      designation: 'Lecturer',
      jobType: 2,
    })
  })

  it('accept both video list shapes', () => {
    const { s } = schemas()
    const row = { id: 1, video_id: 'abc', title: '' }
    const expected = [{ id: 1, videoId: 'abc', title: 'Untitled video', date: '', thumbnailUrl: 'https://img.youtube.com/vi/abc/hqdefault.jpg' }]
    expect(s.videos.parse([row])).toEqual(expected)
    expect(s.videos.parse({ data: [row] })).toEqual(expected)
    expect(s.videos.safeParse({ data: 'x' }).success).toBe(false)
  })

  it('read a syllabus keyed by semester; [] and {} are an empty syllabus; a list is not', () => {
    const { s, tally } = schemas()
    expect(s.syllabus.parse({ 'Semester 1': [{ actual_code: 'CSE 101', course_title: 'Intro', credit_hours: 3 }], 'Semester 2': 'x', 'Semester 3': null })).toEqual([
      { name: 'Semester 1', courses: [{ sl: 1, code: 'CSE 101', title: 'Intro', creditHours: '3', prerequisite: '' }] },
    ])
    expect(tally.records).toBe(1)
    expect(s.syllabus.parse({})).toEqual([])
    expect(s.syllabus.parse([])).toEqual([])
    expect(s.syllabus.safeParse([{ actual_code: 'x' }]).success).toBe(false)
  })

  it('read advertisements; a record without a file is dropped', () => {
    const { s, tally } = schemas()
    expect(s.advertisements.parse({ bachelor: [{ title: 'B', type: 'PDF', file_1: 'ads/b.pdf' }, { title: 'no file' }], master: null })).toEqual({
      bachelor: [{ title: 'B', kind: 'pdf', file: { path: 'ads/b.pdf', url: 'https://files.example/ads/b.pdf' } }],
      master: [],
    })
    expect(tally.records).toBe(1)
    expect(s.advertisements.safeParse([]).success).toBe(false)
  })

  it('read the document answer', () => {
    const { s } = schemas()
    expect(s.documentAnswer.parse({ responseCode: '00', responseMsg: 'uploads/admit/1.pdf' })).toEqual({ ok: true, filePath: 'uploads/admit/1.pdf' })
    expect(s.documentAnswer.parse({ responseCode: '01', responseMsg: 'Wrong code' })).toEqual({ ok: false, message: 'Wrong code' })
    expect(s.documentAnswer.safeParse('<html>').success).toBe(false)
  })
})

describe('links from the upstream', () => {
  it('drop and count a marquee link with a script scheme, keep relative and web links', () => {
    const { s, tally } = schemas()
    const items = s.marquee.parse([
      { id: 1, name: 'a', link: 'javascript:alert(1)' },
      { id: 2, name: 'b', link: '/all-notice' },
      { id: 3, name: 'c', link: 'https://example.edu/x' },
      { id: 4, name: 'd', link: null },
    ])
    expect(items.map((i) => i.link)).toEqual([null, '/all-notice', 'https://example.edu/x', null])
    expect(tally).toEqual({ records: 0, links: 1 })
  })

  it('keep absolute http(s) file URLs as they are and drop other schemes', () => {
    const { s, tally } = schemas()
    const notices = s.notices.parse([
      { id: 1, head_line: 'a', images_path: 'https://cdn.example/a.pdf' },
      { id: 2, head_line: 'b', images_path: 'javascript:alert(1)' },
      { id: 3, head_line: 'c', images_path: 'data:image/svg+xml,<svg onload=alert(1)>' },
    ])
    expect(notices.map((n) => n.attachment)).toEqual([{ path: 'https://cdn.example/a.pdf', url: 'https://cdn.example/a.pdf' }, null, null])
    expect(tally.links).toBe(2)
  })

  it('keep research values the profile turns into links (bare hosts, ORCID iDs), drop scripts', () => {
    const { s, tally } = schemas()
    const profile = s.teacherProfile.parse([
      {
        id: 1,
        teacher_id: 'T-1001',
        name: 'Dr. Rahman',
        google_scholar: 'scholar.google.com/citations?user=x',
        orcid: '0000-0002-1825-0097',
        researchgate: 'javascript:alert(document.cookie)',
        scopus: 'https://www.scopus.com/authid/detail.uri?authorId=1',
      },
    ])
    expect(profile?.research).toEqual({
      googleScholar: 'scholar.google.com/citations?user=x',
      researchGate: null,
      orcid: '0000-0002-1825-0097',
      scopus: 'https://www.scopus.com/authid/detail.uri?authorId=1',
      webOfScience: null,
    })
    expect(tally.links).toBe(1)
  })
})

describe('messageOf', () => {
  it('reads a message field from any body', () => {
    expect(messageOf({ message: ' Database offline ' })).toBe('Database offline')
    expect(messageOf({ message: '' })).toBeNull()
    expect(messageOf({ message: 3 })).toBe('3')
    expect(messageOf('text')).toBeNull()
    expect(messageOf(null)).toBeNull()
  })
})
