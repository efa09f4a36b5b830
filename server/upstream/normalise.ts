// Raw upstream shapes -> domain types, once, at the boundary. A record without the
// fields a page needs (an id, a name, a headline) is dropped and reported, never rendered.
import type * as D from '../../src/domain/types'
import { parseJobType } from '../../src/logic/careers'
import type * as R from './raw'

export interface Normalised<T> {
  items: T[]
  dropped: number
}

/** Turns a relative file path into the URL the browser loads. */
export type FileResolver = (path: string) => D.FileRef

export function fileResolver(publicBaseUrl: string): FileResolver {
  const base = publicBaseUrl.replace(/\/+$/, '')
  return (path) => {
    const clean = path.trim().replace(/^\/+/, '')
    return { path: clean, url: /^https?:\/\//i.test(clean) ? clean : `${base}/${clean}` }
  }
}

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '')
const optionalText = (v: unknown): string | null => text(v) || null

function positiveInt(v: unknown): number | null {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN
  return Number.isInteger(n) && n >= 0 ? n : null
}

function file(v: unknown, files: FileResolver): D.FileRef | null {
  const path = text(v)
  return path ? files(path) : null
}

/** Reads a list answer, accepting `{ data: [...] }` as the video list does. */
export function listOf<T>(raw: unknown): T[] {
  if (Array.isArray(raw)) return raw as T[]
  if (raw && typeof raw === 'object' && Array.isArray((raw as { data?: unknown }).data)) {
    return (raw as { data: T[] }).data
  }
  return []
}

function normaliseList<Raw, T>(raw: unknown, one: (r: Raw) => T | null): Normalised<T> {
  const items: T[] = []
  let dropped = 0
  for (const record of listOf<Raw>(raw)) {
    const item = record && typeof record === 'object' ? one(record) : null
    if (item) items.push(item)
    else dropped++
  }
  return { items, dropped }
}

export const banners = (raw: unknown, files: FileResolver) =>
  normaliseList<R.RawBanner, D.Banner>(raw, (r) => {
    const id = positiveInt(r.id)
    const image = file(r.images_path, files)
    return id === null || !image ? null : { id, image }
  })

export const marquee = (raw: unknown) =>
  normaliseList<R.RawMarquee, D.MarqueeItem>(raw, (r) => {
    const id = positiveInt(r.id)
    const name = text(r.name)
    return id === null || !name ? null : { id, name, date: text(r.date), link: optionalText(r.link) }
  })

export const notices = (raw: unknown, files: FileResolver) =>
  normaliseList<R.RawNotice, D.Notice>(raw, (r) => {
    const id = positiveInt(r.id)
    const headline = text(r.head_line)
    if (id === null || !headline) return null
    return { id, headline, date: text(r.date), description: text(r.description), attachment: file(r.images_path, files) }
  })

export const news = (raw: unknown, files: FileResolver) =>
  normaliseList<R.RawNews, D.NewsItem>(raw, (r) => {
    const id = positiveInt(r.id)
    const headline = text(r.head_line)
    if (id === null || !headline) return null
    return { id, headline, date: text(r.date), description: text(r.description), image: file(r.images_path, files) }
  })

/** Thumbnail the external video platform serves for a video id. */
export const derivedThumbnail = (videoId: string) => `https://img.youtube.com/vi/${encodeURIComponent(videoId)}/hqdefault.jpg`

export const videos = (raw: unknown, files: FileResolver) =>
  normaliseList<R.RawVideo, D.Video>(raw, (r) => {
    const id = positiveInt(r.id)
    const videoId = text(r.video_id)
    if (id === null || !videoId) return null
    const thumbnail = file(r.thumbnail, files)
    return {
      id,
      videoId,
      title: text(r.title) || 'Untitled video',
      date: text(r.date),
      thumbnailUrl: thumbnail?.url ?? derivedThumbnail(videoId),
    }
  })

export const events = (raw: unknown, files: FileResolver) =>
  normaliseList<R.RawEvent, D.EventItem>(raw, (r) => {
    const id = positiveInt(r.id)
    const name = text(r.name)
    if (id === null || !name) return null
    return { id, name, image: file(r.images, files), startDate: text(r.start_date), endDate: text(r.end_date) }
  })

export const careers = (raw: unknown, files: FileResolver) =>
  normaliseList<R.RawCareer, D.CareerOpening>(raw, (r) => {
    const id = positiveInt(r.id)
    const designation = text(r.designation_name)
    if (id === null || !designation) return null
    return {
      id,
      designation,
      department: text(r.department_name),
      subject: text(r.subject),
      startDate: text(r.start_date),
      endDate: text(r.end_date),
      positionNumber: text(r.position_number),
      gender: text(r.gender),
      jobType: parseJobType(r.job_type),
      qualification: text(r.qualification),
      responsibilities: text(r.responsibilites),
      additionalRequirement: text(r.additional_requirement),
      title: text(r.title),
      location: text(r.location),
      advertisement: file(r.advertisement, files),
    }
  })

function teacherCard(r: R.RawTeacher, files: FileResolver): D.TeacherCard | null {
  const id = positiveInt(r.id)
  const teacherId = text(r.teacher_id)
  const name = text(r.name)
  if (id === null || !teacherId || !name) return null
  return {
    id,
    teacherId,
    name,
    designation: text(r.designation_name),
    department: text(r.department_name),
    mobileNumber: text(r.mobile_number),
    email: text(r.email),
    picture: file(r.picture, files),
  }
}

export const teacherCards = (raw: unknown, files: FileResolver) =>
  normaliseList<R.RawTeacher, D.TeacherCard>(raw, (r) => teacherCard(r, files))

export const teacherProfiles = (raw: unknown, files: FileResolver) =>
  normaliseList<R.RawTeacher, D.TeacherProfile>(raw, (r) => {
    const card = teacherCard(r, files)
    if (!card) return null
    return {
      ...card,
      about: text(r.about),
      research: {
        googleScholar: optionalText(r.google_scholar),
        researchGate: optionalText(r.researchgate),
        orcid: optionalText(r.orcid),
        scopus: optionalText(r.scopus),
        webOfScience: optionalText(r.web_science),
      },
      teachingExpertise: text(r.teaching_expertise),
      researchInterest: text(r.research_interest),
      journalPublication: text(r.journal_publication),
      conferencePublication: text(r.conference_publication),
      book: text(r.book),
      projectAward: text(r.project_award),
      others: text(r.others),
    }
  })

export const calendar = (raw: unknown) =>
  normaliseList<R.RawCalendarEntry, D.CalendarEntry>(raw, (r) => {
    const title = text(r.title)
    if (!title) return null
    return { id: positiveInt(r.id), title, semester: text(r.semester), startDate: text(r.start_date), endDate: text(r.end_date) }
  })

export function syllabus(raw: unknown): Normalised<D.SyllabusSemester> {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return { items: [], dropped: 0 }
  let dropped = 0
  const items = Object.entries(raw as R.RawSyllabus).map(([name, rows]) => {
    const courses = normaliseList<R.RawCourseRow, D.CourseRow>(rows ?? [], (r) => {
      const code = text(r.actual_code)
      const title = text(r.course_title)
      if (!code || !title) return null
      return { sl: positiveInt(r.sl) ?? 0, code, title, creditHours: text(r.credit_hours), prerequisite: text(r.pre_requisite) }
    })
    dropped += courses.dropped
    return { name, courses: courses.items.map((c, i) => ({ ...c, sl: c.sl || i + 1 })) }
  })
  return { items: items.filter((s) => s.courses.length > 0), dropped }
}

export function advertisements(raw: unknown, files: FileResolver): { value: D.Advertisements; dropped: number } {
  const source = raw && typeof raw === 'object' ? (raw as R.RawAdvertisements) : {}
  const one = (r: R.RawAdvertisement): D.Advertisement | null => {
    const advertFile = file(r.file_1, files)
    if (!advertFile) return null
    return { title: text(r.title) || 'Admission advertisement', kind: text(r.type).toLowerCase() === 'pdf' ? 'pdf' : 'image', file: advertFile }
  }
  const bachelor = normaliseList(source.bachelor ?? [], one)
  const master = normaliseList(source.master ?? [], one)
  return { value: { bachelor: bachelor.items, master: master.items }, dropped: bachelor.dropped + master.dropped }
}
