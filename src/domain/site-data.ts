// What pages read from the university's data: the port the server's upstream service implements
// (server/upstream/service.ts `implements SiteData`). Pages and src/data see this, never the server.
import type * as D from './types'

export interface SiteData {
  banners(): Promise<D.Banner[]>
  marquee(): Promise<D.MarqueeItem[]>
  recentNotices(): Promise<D.Notice[]>
  recentNews(): Promise<D.NewsItem[]>
  recentVideos(): Promise<D.Video[]>
  recentEvents(): Promise<D.EventItem[]>
  allNotices(): Promise<D.Notice[]>
  allNews(): Promise<D.NewsItem[]>
  allVideos(): Promise<D.Video[]>
  careers(): Promise<D.CareerOpening[]>
  allTeachers(): Promise<D.TeacherCard[]>
  academicCalendar(): Promise<D.CalendarEntry[]>
  /** Null: no such record. */
  notice(id: number): Promise<D.Notice | null>
  newsItem(id: number): Promise<D.NewsItem | null>
  career(id: number): Promise<D.CareerOpening | null>
  teacher(teacherId: string): Promise<D.TeacherProfile | null>
  teacherList(departmentId: string, designationId?: string): Promise<D.TeacherCard[]>
  programSyllabus(departmentId: string, programmeId: string): Promise<D.Syllabus>
  advertisements(): Promise<D.Advertisements>
  /** The published admission test result of an intake ("Spring 2026"); null: not published yet. */
  admissionResult(intake: string): Promise<D.AdmissionResult | null>
  /** A file's size in bytes, asked of the configured file host only; null when it cannot say. */
  fileSize(file: D.FileRef): Promise<number | null>
  /** A picture's width and height, read from its header on the file host; null when unknown. */
  pictureSize(file: D.FileRef): Promise<D.PictureSize | null>
}

/** A failed data call; `serverMessage` is the `message` field of the upstream's error answer, when it sent one. */
export class DataFailure extends Error {
  constructor(
    message: string,
    readonly serverMessage: string | null = null,
  ) {
    super(message)
  }
}

/** The spec's message for a failed data call that brought none of its own (pages show it in their language). */
export const FAILURE_FALLBACK = 'Something went wrong'

/** What a page shows for a failed data call: the upstream's message, or the spec's fallback. */
export function failureMessage(err: unknown): string {
  return (err instanceof DataFailure && err.serverMessage) || FAILURE_FALLBACK
}
