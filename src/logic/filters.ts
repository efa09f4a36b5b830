// Search and filter rules of the site spec §5, as pure functions.
import type { CareerOpening, JobType, NewsItem, Notice, TeacherCard, Video } from '../domain/types'
import { formatDate } from './dates'

const contains = (haystack: string, needle: string) => haystack.toLowerCase().includes(needle.trim().toLowerCase())

export interface NoticeFilter {
  /** Substring of the date text, e.g. "2026-01" or a full "2026-01-15" from a date input. */
  date: string
  /** Case-insensitive substring of the title. */
  title: string
}

export function filterNotices<T extends Pick<Notice, 'date' | 'headline'>>(items: T[], filter: NoticeFilter): T[] {
  const date = filter.date.trim()
  return items.filter((n) => (!date || n.date.includes(date)) && contains(n.headline, filter.title))
}

/**
 * News search: a substring of the date text (the spec's rule: "2026-10"), of the date as the page shows it
 * ("Oct 2026", "20 Oct 2026", any case), or of the headline (what visitors type).
 */
export function filterNews<T extends Pick<NewsItem, 'date' | 'headline'>>(items: T[], query: string): T[] {
  const q = query.trim()
  return q ? items.filter((n) => n.date.includes(q) || contains(formatDate(n.date), q) || contains(n.headline, q)) : items
}

/** Video search: case-insensitive substring of the title. */
export function filterVideos<T extends Pick<Video, 'title'>>(items: T[], query: string): T[] {
  return items.filter((v) => contains(v.title, query))
}

/** Career search: substring of title, department or location; job type 0 (Any) matches all. */
export function filterCareers<T extends Pick<CareerOpening, 'title' | 'designation' | 'department' | 'location' | 'jobType'>>(
  items: T[],
  query: string,
  jobType: JobType,
): T[] {
  return items.filter(
    (c) =>
      (jobType === 0 || c.jobType === jobType) &&
      [c.title || c.designation, c.department, c.location].some((field) => contains(field, query)),
  )
}

/** Faculty search: substring of the name. */
export function filterTeachers<T extends Pick<TeacherCard, 'name'>>(items: T[], query: string): T[] {
  return items.filter((t) => contains(t.name, query))
}

/** The notice date filter's fields: a free `date` substring, or year, month and day chosen apart. */
export interface NoticeDateFields {
  date: string
  year: string
  month: string
  day: string
}

/** A real day "YYYY-MM-DD" (not 2026-13-45 or 2026-02-30). */
function isRealDay(text: string): boolean {
  const time = Date.parse(`${text}T00:00:00Z`)
  return /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(time) && new Date(time).toISOString().startsWith(text)
}
const isDateFilter = (text: string) => /^\d{4}(-(0[1-9]|1[0-2]))?$/.test(text) || (text.length === 10 && isRealDay(text))

/**
 * The date fields as the filter uses them: a `date` that names a year, a month ("2026-01") or a real
 * day, a four-digit year, a month 01–12 and a day 01–31 with a month; anything else is '' (not a filter,
 * and not in the canonical URL).
 */
export function validNoticeDateFields({ date, year, month, day }: NoticeDateFields): NoticeDateFields {
  const m = /^(0[1-9]|1[0-2])$/.test(month) ? month : ''
  return {
    date: isDateFilter(date.trim()) ? date.trim() : '',
    year: /^\d{4}$/.test(year) ? year : '',
    month: m,
    day: m && /^(0[1-9]|[12]\d|3[01])$/.test(day) ? day : '',
  }
}

/**
 * The date text a notice must contain (spec §5: a substring of the date): `date` when given, else
 * what the year, month and day selects name: "2025", "2025-12", "2025-12-05", "-12-" (December of
 * any year), "-12-05". A day counts only with a month; a malformed part is ignored.
 */
export function noticeDateSubstring({ date, year, month, day }: NoticeDateFields): string {
  if (date.trim()) return date.trim()
  const y = /^\d{4}$/.test(year) ? year : ''
  const m = /^(0[1-9]|1[0-2])$/.test(month) ? month : ''
  const d = m && /^(0[1-9]|[12]\d|3[01])$/.test(day) ? day : ''
  if (!m) return y
  if (d) return `${y}-${m}-${d}`
  return y ? `${y}-${m}` : `-${m}-`
}

/** Faculty filters: the name search (spec) and, when chosen, one department and one designation. */
export function filterFaculty<T extends Pick<TeacherCard, 'name' | 'department' | 'designation'>>(
  items: T[],
  filter: { q: string; department: string; designation: string },
): T[] {
  const same = (a: string, b: string) => !b.trim() || a.trim().toLowerCase() === b.trim().toLowerCase()
  return filterTeachers(items, filter.q).filter((t) => same(t.department, filter.department) && same(t.designation, filter.designation))
}

/** The distinct non-empty values of a field, sorted: a filter select's options. */
export const optionsOf = <T>(items: readonly T[], field: (item: T) => string): string[] =>
  [...new Set(items.map(field).map((v) => v.trim()).filter(Boolean))].sort((a, b) => a.localeCompare(b))
