// Every endpoint of server/upstream/endpoints.ts, as the site calls it.

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { ENDPOINTS, type EndpointName } from '../../server/upstream/endpoints'
import { endpointPath, RECENT_LIMITS } from '../../server/demo-upstream/api'
import { startDemoUpstream, type DemoUpstream } from '../../server/demo-upstream/server'
import { call } from '../support/demo-upstream'

let demo: DemoUpstream

beforeAll(async () => {
  demo = await startDemoUpstream()
})

afterAll(async () => {
  await demo.close()
})

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/)
const id = z.union([z.number(), z.string()])
const text = z.string().nullable().optional()

const notice = z.object({ id: id.optional(), date: isoDate.optional(), head_line: text, description: text, images_path: text })
const video = z.object({ id, title: z.string(), video_id: z.string().length(11).nullable(), date: isoDate, thumbnail: text })
const event = z.object({ id, name: text, images: text, start_date: isoDate, end_date: isoDate })
const career = z.object({
  id, designation_name: z.string(), department_name: z.string(), subject: text, start_date: isoDate, end_date: isoDate,
  position_number: z.union([z.number(), z.string()]), gender: text, job_type: z.union([z.literal(1), z.literal(2), z.literal('1'), z.literal('2')]),
  qualification: z.string(), responsibilites: z.string(), additional_requirement: z.string(), advertisement: z.string(), title: z.string(), location: z.string(),
})
const teacherCard = z.object({
  id, teacher_id: z.string().regex(/^T-\d{4}$/), name: text, designation_name: z.string(), department_name: z.string(),
  mobile_number: z.string(), email: z.string(), picture: text,
}).strict()
const courseRow = z.object({ sl: z.number(), actual_code: z.string().regex(/^[A-Z]{3} \d{3,4}$/), course_title: z.string().min(3), credit_hours: z.union([z.string(), z.number()]), pre_requisite: z.string() })
const advertisement = z.object({ title: z.string(), type: z.string(), file_1: z.string() })
const documentAnswer = z.object({ responseCode: z.string(), responseMsg: z.string() })

/** A representative valid body and the shape of the answer, for every endpoint. */
const CASES: Record<EndpointName, { fields: Record<string, unknown>; shape: z.ZodType }> = {
  banner: { fields: {}, shape: z.array(z.object({ id, images_path: z.string() })).length(6) },
  marquee: { fields: { department_id: 0 }, shape: z.array(z.object({ id, name: z.string(), date: isoDate, link: z.string().nullable() })).length(8) },
  recentNotices: { fields: { department_id: 0 }, shape: z.array(notice).length(RECENT_LIMITS.notices) },
  recentNews: { fields: { department_id: 0 }, shape: z.array(notice).length(RECENT_LIMITS.news) },
  recentVideos: { fields: { department_id: 0 }, shape: z.array(video).length(RECENT_LIMITS.videos) },
  recentEvents: { fields: { department_id: 0 }, shape: z.array(event).length(RECENT_LIMITS.events) },
  noticeDetails: { fields: { id: 1001 }, shape: z.array(notice).length(1) },
  newsDetails: { fields: { id: '301' }, shape: z.array(notice).length(1) },
  allNotices: { fields: {}, shape: z.array(notice).min(130) },
  allNews: { fields: {}, shape: z.array(notice).min(70) },
  allVideos: { fields: {}, shape: z.object({ data: z.array(video).min(60) }) },
  careers: { fields: {}, shape: z.array(career).length(14) },
  careerDetails: { fields: { id: 44 }, shape: z.array(career).length(1) },
  allTeachers: { fields: {}, shape: z.array(teacherCard).min(60) },
  teacherInfo: { fields: { teacher_id: 'T-1001' }, shape: z.array(z.object({ teacher_id: z.literal('T-1001'), about: z.string().min(50) })).length(1) },
  academicCalendar: { fields: {}, shape: z.array(z.object({ id: id.optional(), title: z.string(), semester: z.string(), start_date: isoDate, end_date: isoDate })).length(15) },
  contactForm: { fields: { name: 'Rina Chakma', email: 'rina@example.com', message: 'When does Spring 2026 admission close?', subject: 'Admission' }, shape: z.object({ message: z.literal('Thank you, your message has been received.') }) },
  advertisements: { fields: {}, shape: z.object({ bachelor: z.array(advertisement).min(4), master: z.array(advertisement).min(3) }) },
  teacherList: { fields: { department_id: '1', designation_id: '0' }, shape: z.array(teacherCard).min(10) },
  programSyllabus: { fields: { department_id: '1', programme_id: '1' }, shape: z.record(z.string(), z.array(courseRow).min(1)) },
  admissionForm: { fields: { mobile_number: '01700000001', verification_code: '123456' }, shape: documentAnswer },
  admitCard: { fields: { mobile_number: '01700000001', verification_code: '123456' }, shape: documentAnswer },
  offerLetter: { fields: { mobile_number: '01700000001', verification_code: '123456' }, shape: documentAnswer },
  admissionResult: {
    fields: { intake: 'Fall 2025' },
    shape: z.object({
      intake: z.literal('Fall 2025'),
      published_on: isoDate,
      admission_deadline: isoDate,
      results: z.array(z.object({ roll: z.string().regex(/^252\d{4}$/), name: z.string().min(3), status: z.enum(['selected', 'waiting', 'not_selected']), program_code: z.string() })).min(2000),
    }),
  },
}

describe('credential', () => {
  it.each(Object.keys(ENDPOINTS) as EndpointName[])('%s answers 401 without the credential', async (name) => {
    const res = await call(demo, endpointPath(name), CASES[name].fields, { credential: false })
    expect(res.status).toBe(401)
    expect(res.body).toEqual({ message: 'Invalid credentials' })
  })

  it('refuses a wrong password and a wrong user', async () => {
    expect((await call(demo, '/api/banner', { userId: 'demo-user', password: 'nope' }, { credential: false })).status).toBe(401)
    expect((await call(demo, '/api/banner', { userId: 'someone', password: 'demo-password' }, { credential: false })).status).toBe(401)
  })

  it('takes a configured credential', async () => {
    await using other = await startDemoUpstream({ userId: 'site', password: 's3cret' })
    expect((await call(other, '/api/banner')).status).toBe(401)
    expect((await call(other, '/api/banner', { userId: 'site', password: 's3cret' }, { credential: false })).status).toBe(200)
  })

  it('answers 400 to a body that is not a JSON object', async () => {
    for (const body of ['{not json', '[1,2]', 'null', '']) {
      const res = await fetch(`${demo.apiBaseUrl}/banner`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body })
      expect(res.status).toBe(400)
      expect(await res.json()).toHaveProperty('message')
    }
  })

  it('answers 404 to an unknown path and 405 to GET', async () => {
    expect((await call(demo, '/api/no-such-thing')).status).toBe(404)
    const res = await fetch(`${demo.apiBaseUrl}/banner`)
    expect(res.status).toBe(405)
  })
})

describe('every endpoint answers its documented shape', () => {
  it('covers every endpoint of the table', () => {
    expect(Object.keys(CASES).sort()).toEqual(Object.keys(ENDPOINTS).sort())
  })

  it.each(Object.keys(ENDPOINTS) as EndpointName[])('%s', async (name) => {
    const { base, path } = ENDPOINTS[name]
    const res = await call(demo, `${base === 'api' ? demo.apiBaseUrl : demo.admissionBaseUrl}${path}`.slice(demo.url.length), CASES[name].fields)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^application\/json/)
    const parsed = CASES[name].shape.safeParse(res.body)
    expect(parsed.success ? 'ok' : parsed.error.issues.slice(0, 3)).toBe('ok')
  })
})

describe('lists', () => {
  const valid = <T extends { id?: unknown }>(items: T[]): T[] => items.filter((item) => typeof item.id === 'number')

  it('has at least 130 valid notices, newest first, and malformed ones', async () => {
    const { body } = await call<z.infer<typeof notice>[]>(demo, '/api/all-notice')
    const good = valid(body).filter((n) => n.head_line)
    expect(good.length).toBeGreaterThanOrEqual(130)
    const dates = body.map((n) => n.date ?? '')
    expect(dates).toEqual([...dates].sort().reverse())
    expect(body.some((n) => n.id === undefined)).toBe(true)
    expect(body.some((n) => typeof n.id === 'number' && !n.head_line)).toBe(true)
    expect(new Set(good.map((n) => n.id)).size).toBe(good.length)
  })

  it('mixes notice attachments: svg, png, pdf, docx and none', async () => {
    const { body } = await call<z.infer<typeof notice>[]>(demo, '/api/all-notice')
    const kinds = new Set(body.map((n) => (n.images_path ? n.images_path.split('.').pop() : 'none')))
    expect([...kinds].sort()).toEqual(['docx', 'none', 'pdf', 'png', 'svg'])
  })

  it('recent notices and news are the newest of the full lists', async () => {
    const all = (await call<unknown[]>(demo, '/api/all-notice')).body
    const recent = (await call<unknown[]>(demo, '/api/recent-notice', { department_id: 0 })).body
    expect(recent).toEqual(all.slice(0, recent.length))
    const allNews = (await call<unknown[]>(demo, '/api/all-news')).body
    expect((await call<unknown[]>(demo, '/api/recent-news', { department_id: 0 })).body).toEqual(allNews.slice(0, RECENT_LIMITS.news))
  })

  it('has 70 news items and 60 videos, some with thumbnails and most without', async () => {
    const news = (await call<z.infer<typeof notice>[]>(demo, '/api/all-news')).body
    expect(valid(news).length).toBeGreaterThanOrEqual(70)
    expect(news.some((n) => !n.images_path)).toBe(true)
    const videos = (await call<{ data: z.infer<typeof video>[] }>(demo, '/api/all-videos')).body.data
    const playable = videos.filter((v) => v.video_id)
    expect(playable.length).toBeGreaterThanOrEqual(60)
    expect(playable.every((v) => /^[A-Za-z0-9_-]{11}$/.test(v.video_id ?? ''))).toBe(true)
    const withThumbnail = videos.filter((v) => v.thumbnail).length
    expect(withThumbnail).toBeGreaterThan(0)
    expect(withThumbnail).toBeLessThan(videos.length / 2)
    expect(videos.some((v) => v.video_id === null)).toBe(true)
  })

  it('has 12 events, recent ones newest first', async () => {
    const events = (await call<z.infer<typeof event>[]>(demo, '/api/recent-events', { department_id: 0 })).body
    const starts = events.map((e) => e.start_date)
    expect(starts).toEqual([...starts].sort().reverse())
  })

  it('mixes career job types as numbers and strings, blank subjects and genders', async () => {
    const careers = (await call<z.infer<typeof career>[]>(demo, '/api/career')).body
    expect(new Set(careers.map((c) => String(c.job_type)))).toEqual(new Set(['1', '2']))
    expect(careers.some((c) => typeof c.job_type === 'number')).toBe(true)
    expect(careers.some((c) => typeof c.job_type === 'string')).toBe(true)
    expect(careers.some((c) => !c.subject)).toBe(true)
    expect(careers.some((c) => !c.gender)).toBe(true)
    expect(careers.every((c) => c.end_date > c.start_date)).toBe(true)
  })

  it('has teachers in all five departments, some without picture or name', async () => {
    const teachers = (await call<z.infer<typeof teacherCard>[]>(demo, '/api/all-teacher')).body
    expect(teachers.filter((t) => t.name).length).toBeGreaterThanOrEqual(60)
    expect(new Set(teachers.map((t) => t.department_name)).size).toBe(5)
    expect(teachers.some((t) => !t.picture)).toBe(true)
    expect(teachers.some((t) => !t.name)).toBe(true)
  })

  it('gives full profiles with research links only on some', async () => {
    const teachers = (await call<z.infer<typeof teacherCard>[]>(demo, '/api/all-teacher')).body
    const profiles = await Promise.all(
      teachers.filter((t) => t.name).map(async (t) => (await call<Record<string, string | null>[]>(demo, '/api/teacher-info', { teacher_id: t.teacher_id })).body[0]),
    )
    expect(profiles.every((p) => p && (p.about ?? '').includes('\n\n'))).toBe(true)
    const withScholar = profiles.filter((p) => p?.google_scholar).length
    expect(withScholar).toBeGreaterThan(0)
    expect(withScholar).toBeLessThan(profiles.length)
  })
})

describe('details', () => {
  it.each([
    ['/api/notice-details', { id: 999999 }],
    ['/api/notice-details', { id: 'abc' }],
    ['/api/notice-details', {}],
    ['/api/news-details', { id: 1 }],
    ['/api/career-details', { id: 1 }],
    ['/api/teacher-info', { teacher_id: 'T-9999' }],
  ])('%s %j answers []', async (path, fields) => {
    const res = await call(demo, path, fields)
    expect(res.status).toBe(200)
    expect(res.body).toEqual([])
  })

  it('finds a notice by number or text id', async () => {
    const [first] = (await call<{ id: number }[]>(demo, '/api/recent-notice', { department_id: 0 })).body
    const byNumber = await call<{ id: number }[]>(demo, '/api/notice-details', { id: first?.id })
    const byText = await call<{ id: number }[]>(demo, '/api/notice-details', { id: String(first?.id) })
    expect(byNumber.body[0]).toEqual(first)
    expect(byText.body).toEqual(byNumber.body)
  })
})

describe('/teacher-list', () => {
  const list = async (department_id: string, designation_id = '0') =>
    (await call<z.infer<typeof teacherCard>[]>(demo, '/api/teacher-list', { department_id, designation_id })).body

  it.each([
    ['1', 'Computer Science and Engineering'],
    ['2', 'Business Administration'],
    ['3', 'English'],
    ['4', 'Governance and Development Studies'],
    ['5', 'Hospitality and Tourism Management'],
  ])('department %s is %s', async (departmentId, name) => {
    const teachers = await list(departmentId)
    expect(teachers.length).toBeGreaterThanOrEqual(8)
    expect(teachers.every((t) => t.department_name === name)).toBe(true)
  })

  it('the departments add up to all teachers', async () => {
    const all = (await call<unknown[]>(demo, '/api/all-teacher')).body
    const parts = await Promise.all(['1', '2', '3', '4', '5'].map((d) => list(d)))
    expect(parts.reduce((n, p) => n + p.length, 0)).toBe(all.length)
  })

  it('filters by designation', async () => {
    const lecturers = await list('1', '5')
    expect(lecturers.length).toBeGreaterThan(0)
    expect(lecturers.every((t) => t.designation_name === 'Lecturer')).toBe(true)
    expect((await list('1', '1')).every((t) => t.designation_name === 'Professor')).toBe(true)
    expect(lecturers.length).toBeLessThan((await list('1')).length)
  })

  it('accepts numeric ids and answers [] for unknown departments', async () => {
    const numeric = (await call<unknown[]>(demo, '/api/teacher-list', { department_id: 2, designation_id: 0 })).body
    expect(numeric).toEqual(await list('2'))
    expect(await list('9')).toEqual([])
  })
})

describe('/program-syllabus', () => {
  it.each([
    ['CSE', '1', '1', 8, 'CSE'],
    ['BBA', '2', '1', 8, 'ACT'],
    ['GDS', '4', '1', 8, 'GDS'],
    ['English', '3', '1', 8, 'ENG'],
    ['HTM', '5', '1', 8, 'HTM'],
    ['MBA', '2', '2', 4, 'MBA'],
  ])('%s (department %s, programme %s) has %i semesters', async (_name, department_id, programme_id, semesters, prefix) => {
    const { body } = await call<Record<string, z.infer<typeof courseRow>[]>>(demo, '/api/program-syllabus', { department_id, programme_id })
    const ordinals = ['1st', '2nd', '3rd', '4th', '5th', '6th', '7th', '8th'].slice(0, semesters)
    expect(Object.keys(body)).toEqual(ordinals.map((o) => `${o} Semester`))
    const rows = Object.values(body).flat()
    expect(rows.some((r) => r.actual_code.startsWith(prefix))).toBe(true)
    expect(rows.some((r) => r.pre_requisite === '')).toBe(true)
    expect(rows.some((r) => r.pre_requisite !== '')).toBe(true)
    for (const courses of Object.values(body)) expect(courses.map((c) => c.sl)).toEqual(courses.map((_, i) => i + 1))
  })

  it('answers {} for an unknown pair', async () => {
    expect((await call(demo, '/api/program-syllabus', { department_id: '3', programme_id: '2' })).body).toEqual({})
    expect((await call(demo, '/api/program-syllabus', {})).body).toEqual({})
  })
})

describe('document downloads', () => {
  const kinds = ['admission-form', 'admit-card', 'offer-letter'] as const

  it.each(kinds.flatMap((kind) => [[kind, '01700000001', '123456'], [kind, '01800000002', '654321']] as const))(
    '%s for %s answers a generated PDF on the file host',
    async (kind, mobile_number, verification_code) => {
      const res = await call<{ responseCode: string; responseMsg: string }>(demo, `/mbapi/${kind}`, { mobile_number, verification_code })
      expect(res.body).toEqual({ responseCode: '00', responseMsg: `uploads/applicants/${mobile_number}/${kind}.pdf` })
      const file = await fetch(`${demo.fileBaseUrl}/${res.body.responseMsg}`)
      expect(file.status).toBe(200)
      expect(file.headers.get('content-type')).toBe('application/pdf')
      expect(Buffer.from(await file.arrayBuffer()).subarray(0, 5).toString('latin1')).toBe('%PDF-')
    },
  )

  it('answers the unsafe test paths', async () => {
    expect((await call(demo, '/mbapi/admit-card', { mobile_number: '01900000009', verification_code: '111111' })).body).toEqual({ responseCode: '00', responseMsg: '../../etc/passwd' })
    expect((await call(demo, '/mbapi/offer-letter', { mobile_number: '01900000008', verification_code: '222222' })).body).toEqual({ responseCode: '00', responseMsg: 'https://evil.example.com/x.pdf' })
  })

  it('answers 01 for a wrong code and 02 for an unknown mobile', async () => {
    for (const kind of kinds) {
      expect((await call(demo, `/mbapi/${kind}`, { mobile_number: '01700000001', verification_code: '000000' })).body).toEqual({ responseCode: '01', responseMsg: 'Invalid mobile number or password.' })
      expect((await call(demo, `/mbapi/${kind}`, { mobile_number: '01711111111', verification_code: '123456' })).body).toEqual({ responseCode: '02', responseMsg: 'No application found for this mobile number.' })
    }
  })

  it('is served under /mbapi only', async () => {
    expect((await call(demo, '/api/admit-card', { mobile_number: '01700000001', verification_code: '123456' })).status).toBe(404)
  })
})

describe('/contact-form', () => {
  const complete = { name: 'Rina Chakma', email: 'rina@example.com', subject: 'Admission', message: 'Hello' }

  it.each(['name', 'email', 'subject', 'message'])('answers 422 without %s', async (missing) => {
    const res = await call<{ message: string }>(demo, '/api/contact-form', { ...complete, [missing]: '  ' })
    expect(res.status).toBe(422)
    expect(res.body.message).toMatch(/\S/)
  })

  it('answers 422 to a malformed email', async () => {
    expect((await call(demo, '/api/contact-form', { ...complete, email: 'not-an-email' })).status).toBe(422)
  })
})
