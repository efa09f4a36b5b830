// Typed upstream calls for pages and forms: cached per endpoint TTL, normalised once.
import type * as D from '../../src/domain/types'
import type { ResilientCache } from './cache'
import { UpstreamClient, UpstreamError } from './client'
import { ENDPOINTS, type EndpointName } from './endpoints'
import * as N from './normalise'

/** Department id the site-wide lists send (the spec's client configuration value). */
const ALL_DEPARTMENTS = 0

export interface UpstreamServiceOptions {
  client: UpstreamClient
  cache: ResilientCache
  files: N.FileResolver
  /** Reports records dropped by normalisation. */
  onDropped?: (endpoint: EndpointName, count: number) => void
}

export type DocumentAnswer = { ok: true; filePath: string } | { ok: false; message: string | null }
/** What the upstream contact call answered: its HTTP status and its message field. */
export interface ContactAnswer { status: number; message: string | null }

export class UpstreamService {
  constructor(private readonly options: UpstreamServiceOptions) {}

  banners = () => this.list('banner', {}, N.banners)
  marquee = () => this.list('marquee', { department_id: ALL_DEPARTMENTS }, N.marquee)
  recentNotices = () => this.list('recentNotices', { department_id: ALL_DEPARTMENTS }, N.notices)
  recentNews = () => this.list('recentNews', { department_id: ALL_DEPARTMENTS }, N.news)
  recentVideos = () => this.list('recentVideos', { department_id: ALL_DEPARTMENTS }, N.videos)
  recentEvents = () => this.list('recentEvents', { department_id: ALL_DEPARTMENTS }, N.events)
  allNotices = () => this.list('allNotices', {}, N.notices)
  allNews = () => this.list('allNews', {}, N.news)
  allVideos = () => this.list('allVideos', {}, N.videos)
  careers = () => this.list('careers', {}, N.careers)
  allTeachers = () => this.list('allTeachers', {}, N.teacherCards)
  academicCalendar = () => this.list('academicCalendar', {}, N.calendar)

  notice = (id: number) => this.first('noticeDetails', { id }, N.notices)
  newsItem = (id: number) => this.first('newsDetails', { id }, N.news)
  career = (id: number) => this.first('careerDetails', { id }, N.careers)
  teacher = (teacherId: string) => this.first('teacherInfo', { teacher_id: teacherId }, N.teacherProfiles)

  teacherList = (departmentId: string, designationId = '0') =>
    this.list('teacherList', { department_id: departmentId, designation_id: designationId }, N.teacherCards)

  programSyllabus = (departmentId: string, programmeId: string): Promise<D.Syllabus> =>
    this.list('programSyllabus', { department_id: departmentId, programme_id: programmeId }, (raw) => N.syllabus(raw))

  advertisements = (): Promise<D.Advertisements> =>
    this.cached('advertisements', {}, (raw) => {
      const { value, dropped } = N.advertisements(raw, this.options.files)
      this.reportDropped('advertisements', dropped)
      return value
    })

  /** Forwards a contact message; never cached. */
  async sendContact(message: D.ContactMessage): Promise<ContactAnswer> {
    const { answer, body } = await this.options.client.send('contactForm', { ...message })
    return { status: answer.status, message: messageField(body) }
  }

  /** Asks the admission API for an applicant's document; never cached. */
  async requestDocument(kind: D.DocumentKind, mobileNumber: string, verificationCode: string): Promise<DocumentAnswer> {
    const endpoint: EndpointName = kind === 'admission-form' ? 'admissionForm' : kind === 'admit-card' ? 'admitCard' : 'offerLetter'
    const body = await this.options.client.call(endpoint, { mobile_number: mobileNumber, verification_code: verificationCode })
    const raw = (body && typeof body === 'object' ? body : {}) as { responseCode?: unknown; responseMsg?: unknown }
    const message = typeof raw.responseMsg === 'string' && raw.responseMsg.trim() ? raw.responseMsg.trim() : null
    if (raw.responseCode === '00' && message) return { ok: true, filePath: message }
    return { ok: false, message }
  }

  private list<T>(
    endpoint: EndpointName,
    params: Record<string, string | number>,
    normalise: (raw: unknown, files: N.FileResolver) => N.Normalised<T>,
  ): Promise<T[]> {
    return this.cached(endpoint, params, (raw) => {
      const { items, dropped } = normalise(raw, this.options.files)
      this.reportDropped(endpoint, dropped)
      return items
    })
  }

  private async first<T>(
    endpoint: EndpointName,
    params: Record<string, string | number>,
    normalise: (raw: unknown, files: N.FileResolver) => N.Normalised<T>,
  ): Promise<T | null> {
    return (await this.list(endpoint, params, normalise))[0] ?? null
  }

  private cached<T>(endpoint: EndpointName, params: Record<string, string | number>, convert: (raw: unknown) => T): Promise<T> {
    const { ttlMs } = ENDPOINTS[endpoint]
    const load = async (signal?: AbortSignal) => convert(await this.options.client.call(endpoint, params, signal))
    if (ttlMs <= 0) return load()
    return this.options.cache.get(cacheKey(endpoint, params), ttlMs, load)
  }

  private reportDropped(endpoint: EndpointName, dropped: number) {
    if (dropped > 0) this.options.onDropped?.(endpoint, dropped)
  }
}

export function cacheKey(endpoint: EndpointName, params: Record<string, string | number>): string {
  const fields = Object.keys(params).sort().map((k) => `${k}=${params[k]}`)
  return fields.length ? `${endpoint}?${fields.join('&')}` : endpoint
}

/** Message for a failed data call: the failure's message, or the spec's fallback. */
export function failureMessage(err: unknown): string {
  if (err instanceof UpstreamError) return err.serverMessage || 'Something went wrong'
  return 'Something went wrong'
}

function messageField(body: unknown): string | null {
  const m = body && typeof body === 'object' ? (body as { message?: unknown }).message : undefined
  return typeof m === 'string' && m.trim() ? m.trim() : null
}
