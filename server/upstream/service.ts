// Typed upstream calls for pages and forms, cached per endpoint TTL. Lists and home data live in one
// cache budget and lookups by id in another, so a flood of ids cannot evict the lists that stand in
// for a failing upstream.
import type { SiteData } from '../../src/domain/site-data'
import type * as D from '../../src/domain/types'
import type { ResilientCache } from './cache'
import { UpstreamError, type AnswerOf, type UpstreamClient } from './client'
import type { PictureSizes } from './picture-sizes'
import { ENDPOINTS, type EndpointName, type ParamsOf } from './endpoints'
import type { DocumentAnswer } from './schemas'

export type { DocumentAnswer }

/** Department id the site-wide lists send (the spec's client configuration value). */
const ALL_DEPARTMENTS = 0

/** How long a "no such id" answer is remembered (at most the endpoint's TTL). */
const NOT_FOUND_TTL_MS = 60_000

/** How long "no result published yet" is remembered: a published result shows within this. */
export const RESULT_NOT_PUBLISHED_TTL_MS = 5 * 60_000
const NOT_PUBLISHED_STATUSES = new Set([404, 405, 501])

export interface UpstreamServiceOptions {
  client: UpstreamClient
  /** Lists and home data (keys without an id). */
  lists: ResilientCache
  /** Lookups by id, and "no such id" answers. */
  details: ResilientCache
  /** Pictures' own sizes from the file host (without: unknown). */
  pictures?: PictureSizes
}

/** What the upstream contact call answered: its HTTP status and its message field. */
export interface ContactAnswer {
  status: number
  message: string | null
}

export class UpstreamService implements SiteData {
  constructor(private readonly options: UpstreamServiceOptions) {}

  banners = () => this.get('banner', {})
  marquee = () => this.get('marquee', { department_id: ALL_DEPARTMENTS })
  recentNotices = () => this.get('recentNotices', { department_id: ALL_DEPARTMENTS })
  recentNews = () => this.get('recentNews', { department_id: ALL_DEPARTMENTS })
  recentVideos = () => this.get('recentVideos', { department_id: ALL_DEPARTMENTS })
  recentEvents = () => this.get('recentEvents', { department_id: ALL_DEPARTMENTS })
  allNotices = () => this.get('allNotices', {})
  allNews = () => this.get('allNews', {})
  allVideos = () => this.get('allVideos', {})
  careers = () => this.get('careers', {})
  allTeachers = () => this.get('allTeachers', {})
  academicCalendar = () => this.get('academicCalendar', {})

  /** Null: no such notice. */
  notice = (id: number): Promise<D.Notice | null> => this.get('noticeDetails', { id })
  newsItem = (id: number): Promise<D.NewsItem | null> => this.get('newsDetails', { id })
  career = (id: number): Promise<D.CareerOpening | null> => this.get('careerDetails', { id })
  teacher = (teacherId: string): Promise<D.TeacherProfile | null> => this.get('teacherInfo', { teacher_id: teacherId })

  teacherList = (departmentId: string, designationId = '0') =>
    this.get('teacherList', { department_id: departmentId, designation_id: designationId })

  programSyllabus = (departmentId: string, programmeId: string): Promise<D.Syllabus> =>
    this.get('programSyllabus', { department_id: departmentId, programme_id: programmeId })

  advertisements = (): Promise<D.Advertisements> => this.get('advertisements', {})

  /**
   * The published admission test result of an intake ("Spring 2026"); null: not published (the upstream
   * answered 404, 405 or 501, or no applicant). Kept like the academic calendar (one key per intake in the list budget,
   * stale-if-error), "not published" for RESULT_NOT_PUBLISHED_TTL_MS, so lookups are answered from memory.
   */
  admissionResult = (intake: string): Promise<D.AdmissionResult | null> => {
    const { ttlMs } = ENDPOINTS.admissionResult
    const params = { intake }
    const load = async (signal?: AbortSignal) => {
      try {
        return await this.options.client.call('admissionResult', params, signal)
      } catch (err) {
        // 404: none published for the intake; 405 and 501: an API without the endpoint (yet), the same to a visitor.
        if (err instanceof UpstreamError && NOT_PUBLISHED_STATUSES.has(err.status)) return null
        throw err
      }
    }
    return this.options.lists.get(cacheKey('admissionResult', params), (value) => (value === null ? RESULT_NOT_PUBLISHED_TTL_MS : ttlMs), load)
  }

  /** Bytes of a file a record names, when the configured file host says (never another host); null when unknown. */
  fileSize = (file: D.FileRef): Promise<number | null> => this.options.client.fileSize(file.path)
  /** The width and height of a picture on the file host, from its header; null when unknown. */
  pictureSize = (file: D.FileRef): Promise<D.PictureSize | null> => this.options.pictures?.of(file.path) ?? Promise.resolve(null)

  /** Forwards a contact message; never cached. */
  async sendContact(message: D.ContactMessage): Promise<ContactAnswer> {
    const { status, message: answer } = await this.options.client.send('contactForm', { ...message })
    return { status, message: answer }
  }

  /** Asks the admission API for an applicant's document; never cached. */
  requestDocument(kind: D.DocumentKind, mobileNumber: string, verificationCode: string): Promise<DocumentAnswer> {
    const endpoint = kind === 'admission-form' ? 'admissionForm' : kind === 'admit-card' ? 'admitCard' : 'offerLetter'
    return this.options.client.call(endpoint, { mobile_number: mobileNumber, verification_code: verificationCode })
  }

  private get<N extends EndpointName>(endpoint: N, params: ParamsOf<N>): Promise<AnswerOf<N>> {
    const { ttlMs, budget } = ENDPOINTS[endpoint]
    const load = (signal?: AbortSignal) => this.options.client.call(endpoint, params, signal)
    if (ttlMs <= 0) return load()
    const key = cacheKey(endpoint, params)
    if (budget === 'list') return this.options.lists.get(key, ttlMs, load)
    return this.options.details.get(key, (value) => (value === null ? Math.min(ttlMs, NOT_FOUND_TTL_MS) : ttlMs), load)
  }
}

export function cacheKey(endpoint: EndpointName, params: Record<string, string | number>): string {
  const fields = Object.keys(params).sort().map((k) => `${k}=${params[k]}`)
  return fields.length ? `${endpoint}?${fields.join('&')}` : endpoint
}
