// Search and filter rules of the site spec §5, as pure functions.
import type { CareerOpening, JobType, NewsItem, Notice, TeacherCard, Video } from '../domain/types'

/** Lists show this many items before 'Show more'. */
export const INITIAL_LIST_LIMIT = 50

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

/** News search: a substring of the date (the spec's rule) or of the headline (what visitors type). */
export function filterNews<T extends Pick<NewsItem, 'date' | 'headline'>>(items: T[], query: string): T[] {
  const q = query.trim()
  return q ? items.filter((n) => n.date.includes(q) || contains(n.headline, q)) : items
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
