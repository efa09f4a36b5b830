// The upstream's answers as zod schemas: the wire shapes (spelling included) in, the domain types of
// src/domain/types.ts out. An answer of the wrong shape fails as a whole; inside a valid list a record
// without what a page needs (an id, a name, a headline) is dropped and counted, and a link with a
// scheme other than http, https, mailto or tel is dropped and counted.
import { z } from 'zod'
import type * as D from '../../src/domain/types'
import { parseJobType } from '../../src/logic/careers'
import { safeLink } from '../../src/logic/links'

/** What parsing one answer dropped. */
export interface Tally {
  records: number
  links: number
}

export interface SchemaContext {
  /** Prefix of file URLs the browser loads (the site's /files, or an operator's CDN). */
  publicFileBaseUrl: string
  /** The file host's base: an absolute URL below it is linked through the public prefix too. */
  fileBaseUrl?: string
  /** Counts drops of the answer being parsed (parsing is synchronous: one answer at a time). */
  tally: Tally
}

/** Text as the pages print it: trimmed, and in Unicode's composed form (NFC), however the upstream encoded its Bengali. */
const trimmed = (v: string | number | null | undefined): string => (v === null || v === undefined ? '' : String(v).trim().normalize('NFC'))

function wholeNumber(v: string | number | null | undefined): number | null {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN
  return Number.isInteger(n) && n >= 0 ? n : null
}

/** A field the API sends as text or a number: trimmed text, '' when absent or of another type. */
const textOrNumber = z.union([z.string(), z.number()]).nullish().catch(null).transform(trimmed)
/** The text the API documents for a field (for the wire types). */
type WireText = z.ZodPipe<z.ZodOptional<z.ZodNullable<z.ZodString>>, z.ZodTransform<string, string | null | undefined>>
/** A text field: read like textOrNumber, typed as the text the API documents. */
const text = textOrNumber as unknown as WireText
/** A text field a record cannot do without. */
const requiredText = text.pipe(z.string().min(1))
/** An id: a whole number, sent as a number or as text; null when absent. */
const optionalId = z.union([z.number(), z.string()]).nullish().catch(null).transform(wholeNumber)
const id = optionalId.pipe(z.number())

/** Reads the `message` field of any answer (errors, the contact form); null when there is none. */
export const messageSchema = z
  .object({ message: text })
  .catch({ message: '' })
  .transform((m) => m.message || null)

export function messageOf(body: unknown): string | null {
  return messageSchema.parse(body)
}

/** The answer of the three document endpoints. */
export const documentAnswer = z
  .object({ responseCode: z.union([z.string(), z.number()]).nullish().catch(null), responseMsg: text })
  .transform((r): DocumentAnswer => (String(r.responseCode ?? '') === '00' && r.responseMsg ? { ok: true, filePath: r.responseMsg } : { ok: false, message: r.responseMsg || null }))

export type DocumentAnswer = { ok: true; filePath: string } | { ok: false; message: string | null }

/** Thumbnail the external video platform serves for a video id. */
export const derivedThumbnail = (videoId: string) => `https://img.youtube.com/vi/${encodeURIComponent(videoId)}/hqdefault.jpg`

/** The file host's base as a URL ending in a slash, or null. */
function fileHostOf(fileBaseUrl: string | undefined): URL | null {
  try {
    return fileBaseUrl ? new URL(`${fileBaseUrl.replace(/\/+$/, '')}/`) : null
  } catch {
    return null
  }
}

/** The path below the file host of an absolute URL on it (no query, no fragment, no credentials), else null. */
function belowFileHost(value: string, host: URL): string | null {
  if (!/^https?:\/\//i.test(value)) return null
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return null
  }
  if (url.origin !== host.origin || url.username || url.password || url.search || url.hash || !url.pathname.startsWith(host.pathname)) return null
  return url.pathname.slice(host.pathname.length) || null
}

/** The schemas of every answer, for one file base and one tally. */
export function createSchemas(ctx: SchemaContext) {
  const base = ctx.publicFileBaseUrl.replace(/\/+$/, '')

  const host = fileHostOf(ctx.fileBaseUrl)

  /**
   * A relative path becomes a URL below the public file base, and so does an absolute URL below the
   * file host's base; another absolute one keeps only http(s).
   */
  const file = text.transform((path): D.FileRef | null => {
    if (!path) return null
    const below = host && base ? belowFileHost(path, host) : null
    if (below) return { path: below, url: `${base}/${below}` }
    if (/^[a-z][a-z0-9+.-]*:/i.test(path)) {
      const url = safeLink(path, ['http', 'https'])
      if (url === null) ctx.tally.links++
      return url === null ? null : { path, url }
    }
    const clean = path.replace(/^[/\\]+/, '')
    return clean ? { path: clean, url: `${base}/${clean}` } : null
  })

  /** A link to show as it is (absent: null; unsafe scheme: dropped and counted). */
  const link = text.transform((value) => {
    if (!value) return null
    const safe = safeLink(value)
    if (safe === null) ctx.tally.links++
    return safe
  })

  /** A list of records: the ones that parse are kept, the rest dropped and counted. */
  const listOf = <T>(record: z.ZodType<T>) =>
    z.array(z.unknown()).transform((rows) => {
      const items: T[] = []
      for (const row of rows) {
        const parsed = record.safeParse(row)
        if (parsed.success) items.push(parsed.data)
        else ctx.tally.records++
      }
      return items
    })

  /** A details answer: a list whose first usable record is shown; null means no such id. */
  const firstOf = <T>(record: z.ZodType<T>) => listOf(record).transform((items): T | null => items[0] ?? null)

  const banner = z.object({ id, images_path: file }).transform((r, c): D.Banner => {
    if (!r.images_path) return rejectRecord(c)
    return { id: r.id, image: r.images_path }
  })

  const marquee = z
    .object({ id, name: requiredText, date: text, link })
    .transform((r): D.MarqueeItem => ({ id: r.id, name: r.name, date: r.date, link: r.link }))

  const article = z.object({ id, date: text, head_line: requiredText, description: text, images_path: file })
  const notice = article.transform(
    (r): D.Notice => ({ id: r.id, headline: r.head_line, date: r.date, description: r.description, attachment: r.images_path }),
  )
  const news = article.transform(
    (r): D.NewsItem => ({ id: r.id, headline: r.head_line, date: r.date, description: r.description, image: r.images_path }),
  )

  const video = z.object({ id, title: text, video_id: requiredText, date: text, thumbnail: file }).transform(
    (r): D.Video => ({
      id: r.id,
      videoId: r.video_id,
      title: r.title || 'Untitled video',
      date: r.date,
      thumbnailUrl: r.thumbnail?.url ?? derivedThumbnail(r.video_id),
    }),
  )
  /** /all-videos answers either a list or `{ data: list }`. */
  const videos = z.union([listOf(video), z.object({ data: listOf(video) }).transform((v) => v.data)])

  const event = z
    .object({ id, name: requiredText, images: file, start_date: text, end_date: text })
    .transform((r): D.EventItem => ({ id: r.id, name: r.name, image: r.images, startDate: r.start_date, endDate: r.end_date }))

  const career = z
    .object({
      id,
      designation_name: requiredText,
      department_name: text,
      subject: text,
      start_date: text,
      end_date: text,
      position_number: textOrNumber,
      gender: text,
      job_type: z.union([z.string(), z.number()]).nullish().catch(null),
      qualification: text,
      responsibilites: text,
      additional_requirement: text,
      title: text,
      location: text,
      advertisement: file,
    })
    .transform(
      (r): D.CareerOpening => ({
        id: r.id,
        designation: r.designation_name,
        department: r.department_name,
        subject: r.subject,
        startDate: r.start_date,
        endDate: r.end_date,
        positionNumber: r.position_number,
        gender: r.gender,
        jobType: parseJobType(r.job_type),
        qualification: r.qualification,
        responsibilities: r.responsibilites,
        additionalRequirement: r.additional_requirement,
        title: r.title,
        location: r.location,
        advertisement: r.advertisement,
      }),
    )

  const teacherFields = {
    id,
    teacher_id: textOrNumber.pipe(z.string().min(1)),
    name: requiredText,
    designation_name: text,
    department_name: text,
    mobile_number: text,
    email: text,
    picture: file,
  }
  const card = (r: z.output<z.ZodObject<typeof teacherFields>>): D.TeacherCard => ({
    id: r.id,
    teacherId: r.teacher_id,
    name: r.name,
    designation: r.designation_name,
    department: r.department_name,
    mobileNumber: r.mobile_number,
    email: r.email,
    picture: r.picture,
  })
  const teacherCard = z.object(teacherFields).transform(card)
  const teacherProfile = z
    .object({
      ...teacherFields,
      about: text,
      google_scholar: link,
      researchgate: link,
      orcid: link,
      scopus: link,
      web_science: link,
      teaching_expertise: text,
      research_interest: text,
      journal_publication: text,
      conference_publication: text,
      book: text,
      project_award: text,
      others: text,
    })
    .transform(
      (r): D.TeacherProfile => ({
        ...card(r),
        about: r.about,
        research: {
          googleScholar: r.google_scholar,
          researchGate: r.researchgate,
          orcid: r.orcid,
          scopus: r.scopus,
          webOfScience: r.web_science,
        },
        teachingExpertise: r.teaching_expertise,
        researchInterest: r.research_interest,
        journalPublication: r.journal_publication,
        conferencePublication: r.conference_publication,
        book: r.book,
        projectAward: r.project_award,
        others: r.others,
      }),
    )

  const calendarEntry = z
    .object({ id: optionalId, title: requiredText, semester: text, start_date: text, end_date: text })
    .transform((r): D.CalendarEntry => ({ id: r.id, title: r.title, semester: r.semester, startDate: r.start_date, endDate: r.end_date }))

  const courseRow = z
    .object({ sl: optionalId, actual_code: requiredText, course_title: requiredText, credit_hours: textOrNumber, pre_requisite: text })
    .transform((r): D.CourseRow => ({ sl: r.sl ?? 0, code: r.actual_code, title: r.course_title, creditHours: r.credit_hours, prerequisite: r.pre_requisite }))
  const courses = listOf(courseRow)
  /** An object keyed by semester name (`[]` when there is none); a semester without a usable course is left out. */
  const syllabus = z
    .union([z.record(z.string(), z.unknown()), z.array(z.never()).length(0)])
    .transform((semesters): D.Syllabus => {
      const result: D.Syllabus = []
      for (const [name, rows] of Object.entries(semesters)) {
        const parsed = rows === null || rows === undefined ? { success: true as const, data: [] } : courses.safeParse(rows)
        if (!parsed.success) ctx.tally.records++
        const list = parsed.success ? parsed.data : []
        if (list.length) result.push({ name, courses: list.map((c, i) => ({ ...c, sl: c.sl || i + 1 })) })
      }
      return result
    })

  const advertisement = z.object({ title: text, type: text, file_1: file }).transform((r, c): D.Advertisement => {
    if (!r.file_1) return rejectRecord(c)
    return { title: r.title || 'Admission advertisement', kind: r.type.toLowerCase() === 'pdf' ? 'pdf' : 'image', file: r.file_1 }
  })
  const advertisementList = listOf(advertisement)
  const advertisements = z
    .object({ bachelor: advertisementList.nullish(), master: advertisementList.nullish() })
    .transform((r): D.Advertisements => ({ bachelor: r.bachelor ?? [], master: r.master ?? [] }))

  const resultApplicant = z
    .object({
      roll: textOrNumber.pipe(z.string().regex(/^\d{1,16}$/)),
      name: requiredText,
      status: text,
      program_code: text,
      merit_position: optionalId,
      waiting_position: optionalId,
    })
    .transform((r, c): D.ResultApplicant => {
      const outcome = RESULT_OUTCOMES[r.status.toLowerCase().replace(/[\s-]+/g, '_')]
      if (!outcome) return rejectRecord(c)
      const position = outcome === 'selected' ? r.merit_position : outcome === 'waiting' ? r.waiting_position : null
      return { roll: r.roll, name: r.name, outcome, programme: r.program_code.toLowerCase() || null, position }
    })
  /** A published result; no applicant at all is no result (null), like a 404. */
  const admissionResult = z
    .object({ intake: text, published_on: text, admission_deadline: text, results: listOf(resultApplicant).nullish() })
    .transform((r): D.AdmissionResult | null =>
      r.results?.length ? { intake: r.intake, publishedOn: r.published_on, admissionDeadline: r.admission_deadline, applicants: r.results } : null,
    )

  return {
    banners: listOf(banner),
    marquee: listOf(marquee),
    notices: listOf(notice),
    notice: firstOf(notice),
    news: listOf(news),
    newsItem: firstOf(news),
    videos,
    events: listOf(event),
    careers: listOf(career),
    career: firstOf(career),
    teacherCards: listOf(teacherCard),
    teacherProfile: firstOf(teacherProfile),
    calendar: listOf(calendarEntry),
    syllabus,
    advertisements,
    admissionResult,
    documentAnswer,
    /** Any object: the contact form's answer is read for its message only. */
    message: messageSchema,
    /** Wire shapes of single records, for the demo upstream's types. */
    records: { banner, marquee, notice, video, event, career, teacherCard, teacherProfile, calendarEntry, courseRow, advertisement, resultApplicant },
  }
}

/** The upstream's status words (case and spacing aside) and the outcome each means. */
const RESULT_OUTCOMES: Partial<Record<string, D.ResultOutcome>> = {
  selected: 'selected',
  waiting: 'waiting',
  waiting_list: 'waiting',
  waitlisted: 'waiting',
  not_selected: 'not-selected',
}

/** Fails the record being parsed (inside a list: it is dropped and counted). */
function rejectRecord(c: z.core.$RefinementCtx): never {
  c.addIssue({ code: 'custom', message: 'record lacks a required field' })
  return z.NEVER
}

export type Schemas = ReturnType<typeof createSchemas>
export type AnswerKind = Exclude<keyof Schemas, 'records'>
export type Answer<K extends AnswerKind> = z.output<Schemas[K]>

type Records = Schemas['records']
/** Wire shapes as the university API sends them (every field optional and loosely typed). */
export type RawBanner = z.input<Records['banner']>
export type RawMarquee = z.input<Records['marquee']>
export type RawNotice = z.input<Records['notice']>
export type RawNews = RawNotice
export type RawVideo = z.input<Records['video']>
export type RawEvent = z.input<Records['event']>
export type RawCareer = z.input<Records['career']>
export type RawTeacher = z.input<Records['teacherProfile']>
export type RawCalendarEntry = z.input<Records['calendarEntry']>
export type RawCourseRow = z.input<Records['courseRow']>
export type RawSyllabus = Record<string, RawCourseRow[] | null | undefined>
export type RawAdvertisement = z.input<Records['advertisement']>
export interface RawAdvertisements {
  bachelor?: RawAdvertisement[] | null
  master?: RawAdvertisement[] | null
}
export type RawDocumentAnswer = z.input<typeof documentAnswer>
export type RawResultApplicant = z.input<Records['resultApplicant']>
export interface RawAdmissionResult {
  intake?: string | null
  published_on?: string | null
  admission_deadline?: string | null
  results?: RawResultApplicant[] | null
}
