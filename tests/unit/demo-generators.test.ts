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
import { strFromU8, unzipSync } from 'fflate'
import { checkPng, readPdf } from '../support/demo-upstream'

const records = (data: ReturnType<typeof buildDemoData>) => JSON.stringify({ ...data, files: data.files.paths() })

describe('the data set', () => {
  const a = buildDemoData()
  const b = buildDemoData()

  it('is the same on every build', () => {
    expect(records(a)).toEqual(records(b))
  })

  it('makes the same file bytes on every build', async () => {
    const paths = a.files.paths().filter((_, i) => i % 25 === 0)
    expect(new Set(paths.map((p) => p.split('.').pop())).size).toBeGreaterThanOrEqual(3)
    for (const path of paths) {
      const [x, y] = await Promise.all([a.files.get(path), b.files.get(path)])
      expect(x?.body.equals(y?.body ?? Buffer.alloc(0)), path).toBe(true)
    }
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
  it('PDFs paginate long text, keep every line and carry the title', async () => {
    const title = 'Long (test) document \\ with escapes'
    const paragraphs = Array.from({ length: 40 }, (_, i) => `Paragraph ${i + 1}: ${'lorem ipsum dolor sit amet '.repeat(12).trim()}`)
    const pdf = await readPdf(await buildPdf({ title, letterhead: 'Hill Tracts University', paragraphs }))
    expect(pdf.problems).toEqual([])
    expect(pdf.title).toBe(title)
    expect(pdf.pages).toBeGreaterThanOrEqual(2)
    expect(pdf.lines[0]?.slice(0, 2)).toEqual(['Hill Tracts University', title])
    const text = pdf.lines.flat().join(' ')
    for (const paragraph of paragraphs) expect(text).toContain(paragraph.slice(0, 40))
    expect(pdf.lines.at(-1)?.at(-1)).toBe(`${title} - page ${pdf.pages} of ${pdf.pages}`)
  })

  it('PDFs replace characters the standard fonts lack', async () => {
    const pdf = await readPdf(await buildPdf({ title: 'Fee \u09f31,000 \u2013 \u201cpaid\u201d \u0995', letterhead: 'X', paragraphs: [] }))
    expect(pdf.problems).toEqual([])
    expect(pdf.lines[0]).toContain('Fee Tk 1,000 - "paid" ?')
  })

  it('PDFs are the same bytes for the same content', async () => {
    const spec = { title: 'Admit card', letterhead: 'X', paragraphs: ['one', 'two'] }
    expect((await buildPdf(spec)).equals(await buildPdf(spec))).toBe(true)
  })

  it('PNGs are valid 8-bit RGB of the given size', async () => {
    const rgb = new Uint8Array(3 * 4 * 3).fill(200)
    const png = await encodePng(4, 3, rgb)
    expect(checkPng(png)).toEqual([])
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([4, 3])
    await expect(encodePng(4, 4, rgb)).rejects.toThrow(RangeError)
  })

  it('DOCX files are ZIPs with the parts Word needs', () => {
    const docx = buildDocx('Form', ['Name: <x> & y'])
    expect(docx.readUInt32LE(0)).toBe(0x04034b50)
    expect(docx.readUInt32LE(docx.length - 22)).toBe(0x06054b50)
    expect(docx.readUInt16LE(docx.length - 12)).toBe(3)
    const parts = unzipSync(docx)
    expect(Object.keys(parts).sort()).toEqual(['[Content_Types].xml', '_rels/.rels', 'word/document.xml'])
    const document = strFromU8(parts['word/document.xml']!)
    expect(document).toContain('<w:t xml:space="preserve">Name: &lt;x&gt; &amp; y</w:t>')
    expect(buildDocx('Form', ['Name: <x> & y']).equals(docx)).toBe(true)
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
