// The generators on their own: determinism, consistency, and the file encoders.

import { describe, expect, it } from 'vitest'
import { buildDemoData } from '../../server/demo-upstream/data'
import { buildPdf } from '../../server/demo-upstream/pdf'
import { encodePng } from '../../server/demo-upstream/png'
import { buildDocx } from '../../server/demo-upstream/docx'
import { isSafeRelativePath } from '../../server/demo-upstream/files'
import { Rng } from '../../server/demo-upstream/prng'
import { bdt, fill, wrap } from '../../server/demo-upstream/text'
import { addDays, longDate, semesterOf } from '../../server/demo-upstream/dates'
import { checkPdf, checkPng } from './helpers'

const records = (data: ReturnType<typeof buildDemoData>) => JSON.stringify({ ...data, files: data.files.paths() })

describe('the data set', () => {
  const a = buildDemoData()
  const b = buildDemoData()

  it('is the same on every build', () => {
    expect(records(a)).toEqual(records(b))
    for (const path of a.files.paths().filter((_, i) => i % 25 === 0)) expect(a.files.get(path)?.body.equals(b.files.get(path)?.body ?? Buffer.alloc(0)), path).toBe(true)
  })

  it('has the documented counts', () => {
    const valid = <T extends { id?: unknown }>(items: T[]) => items.filter((x) => typeof x.id === 'number')
    expect(valid(a.notices).filter((n) => n.head_line).length).toBeGreaterThanOrEqual(130)
    expect(valid(a.news).length).toBeGreaterThanOrEqual(70)
    expect(a.videos.filter((v) => v.video_id).length).toBeGreaterThanOrEqual(60)
    expect(a.events.filter((e) => e.name).length).toBe(12)
    expect(a.careers.length).toBe(14)
    expect(a.teachers.filter((t) => t.raw.name).length).toBe(60)
    expect(a.calendar.length).toBe(15)
    expect(a.banners.length).toBe(6)
    expect(a.marquee.length).toBe(8)
  })

  it('references only registered files', () => {
    const referenced = [
      ...a.banners.map((x) => x.images_path), ...a.notices.map((x) => x.images_path), ...a.news.map((x) => x.images_path),
      ...a.videos.map((x) => x.thumbnail), ...a.events.map((x) => x.images), ...a.careers.map((x) => x.advertisement),
      ...a.teachers.map((x) => x.raw.picture), ...(a.advertisements.bachelor ?? []).map((x) => x.file_1), ...(a.advertisements.master ?? []).map((x) => x.file_1),
    ].filter((p): p is string => typeof p === 'string' && p !== '')
    expect(referenced.length).toBeGreaterThan(150)
    for (const path of referenced) expect(a.files.has(path), path).toBe(true)
    expect(a.files.paths().every(isSafeRelativePath)).toBe(true)
  })

  it('uses YYYY-MM-DD dates around 2025-2026', () => {
    const dates = [
      ...a.notices.map((x) => x.date), ...a.news.map((x) => x.date), ...a.videos.map((x) => x.date), ...a.marquee.map((x) => x.date),
      ...a.events.flatMap((x) => [x.start_date, x.end_date]), ...a.careers.flatMap((x) => [x.start_date, x.end_date]),
      ...a.calendar.flatMap((x) => [x.start_date, x.end_date]),
    ]
    for (const date of dates) {
      expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/)
      expect(date! >= '2024-10-01' && date! <= '2026-12-31', date!).toBe(true)
    }
  })

  it('has unique ids and teacher ids', () => {
    for (const list of [a.notices, a.news, a.videos, a.events, a.careers, a.teachers.map((t) => t.raw)]) {
      const ids = list.map((x) => x.id).filter((id) => id !== undefined)
      expect(new Set(ids).size).toBe(ids.length)
    }
    const teacherIds = a.teachers.map((t) => t.raw.teacher_id)
    expect(new Set(teacherIds).size).toBe(teacherIds.length)
  })

  it('marquee links point at existing notices', () => {
    for (const item of a.marquee.filter((m) => m.link?.startsWith('/notice/'))) {
      expect(a.notices.some((n) => `/notice/${n.id}` === item.link)).toBe(true)
    }
  })

  it('writes Bangladeshi names, BD mobile numbers and university e-mails', () => {
    for (const { raw } of a.teachers.filter((t) => t.raw.name)) {
      expect(raw.mobile_number).toMatch(/^01[3-9]\d{8}$/)
      expect(raw.email).toMatch(/^[a-z.]+\d*@htu\.edu\.bd$/)
    }
    expect(a.teachers.some((t) => /Chakma|Marma|Tripura/.test(t.raw.name ?? ''))).toBe(true)
  })
})

describe('encoders', () => {
  it('PDFs paginate long text and keep a valid xref', () => {
    const pdf = buildPdf({ title: 'Long (test) document \\ with escapes', letterhead: 'Hill Tracts University', paragraphs: Array.from({ length: 40 }, (_, i) => `Paragraph ${i + 1}: ${'lorem ipsum dolor sit amet '.repeat(12)}`) })
    expect(checkPdf(pdf)).toEqual([])
    expect(pdf.toString('latin1')).toMatch(/\/Count [2-9]/)
    expect(pdf.toString('latin1')).toContain('(Long \\(test\\) document \\\\ with escapes)')
  })

  it('PDFs replace non-ASCII characters', () => {
    const pdf = buildPdf({ title: 'Fee \u09f31,000 \u2013 \u201cpaid\u201d \u0995', letterhead: 'X', paragraphs: [] })
    expect(checkPdf(pdf)).toEqual([])
    expect(pdf.toString('latin1')).toContain('(Fee Tk 1,000 - "paid" ?)')
  })

  it('PNGs are valid', () => {
    const rgb = new Uint8Array(3 * 4 * 3).fill(200)
    expect(checkPng(encodePng(4, 3, rgb))).toEqual([])
    expect(() => encodePng(4, 4, rgb)).toThrow(RangeError)
  })

  it('DOCX files are ZIPs with an end-of-central-directory record', () => {
    const docx = buildDocx('Form', ['Name: <x> & y'])
    expect(docx.readUInt32LE(0)).toBe(0x04034b50)
    expect(docx.readUInt32LE(docx.length - 22)).toBe(0x06054b50)
    expect(docx.readUInt16LE(docx.length - 12)).toBe(3)
    expect(docx.toString('utf8')).toContain('Name: &lt;x&gt; &amp; y')
  })
})

describe('helpers', () => {
  it('paths', () => {
    expect(isSafeRelativePath('uploads/notice/notice-1.pdf')).toBe(true)
    for (const bad of ['../x.pdf', 'uploads/../x.pdf', '/etc/passwd', 'a\\b.pdf', 'uploads//x.pdf', 'x.pdf\0.png', 'https://evil.example.com/x.pdf', 'uploads/x']) {
      expect(isSafeRelativePath(bad), bad).toBe(false)
    }
  })

  it('text', () => {
    expect(bdt(378008)).toBe('3,78,008')
    expect(bdt(192978)).toBe('1,92,978')
    expect(bdt(999)).toBe('999')
    expect(wrap('one two three four', 9)).toEqual(['one two', 'three', 'four'])
    expect(fill('{a}-{b}', { a: '1', b: '2' })).toBe('1-2')
    expect(() => fill('{missing}', {})).toThrow(/missing/)
  })

  it('dates', () => {
    expect(addDays('2026-02-27', 2)).toBe('2026-03-01')
    expect(longDate('2026-02-21')).toBe('21 February 2026')
    expect(semesterOf('2026-01-20')).toBe('Spring 2026')
    expect(semesterOf('2025-07-01')).toBe('Fall 2025')
  })

  it('seeded random numbers repeat', () => {
    const a = new Rng('seed')
    const b = new Rng('seed')
    expect(Array.from({ length: 5 }, () => a.next())).toEqual(Array.from({ length: 5 }, () => b.next()))
    expect(new Rng('other').next()).not.toBe(new Rng('seed').next())
  })
})
