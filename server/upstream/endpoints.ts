// Every upstream call of both spec documents: path, base, parameters, answer schema, cache policy.
// All calls are POST with a JSON body; the credential (userId, password) is added by the client.
import { z } from 'zod'
import type { AnswerKind } from './schemas'

const SECOND = 1000
const MINUTE = 60 * SECOND
const HOUR = 60 * MINUTE

export type ApiBase = 'api' | 'admission'

/**
 * Which cache budget keeps an answer: `list` for lists and home data (a bounded set of keys), `detail`
 * for lookups by an id a URL chooses; details cannot evict lists.
 */
export type CacheBudget = 'list' | 'detail'

export interface EndpointDef {
  path: string
  base: ApiBase
  /** Body fields added to the credential, in the order the spec lists them. */
  params: z.ZodObject
  /** The schema (in schemas.ts) every 2xx answer must match. */
  answer: AnswerKind
  /** Fresh lifetime in the cache; 0 means never cached (forms and downloads). */
  ttlMs: number
  budget: CacheBudget
}

/** The API takes ids as text or numbers alike. */
const idValue = z.union([z.number().int().nonnegative(), z.string().regex(/^\d{1,10}$/)])
const departmentValue = z.union([z.number().int().nonnegative(), z.string().regex(/^\d{1,10}$/)])
const code = z.string().max(64)

const none = z.object({})
const department = z.object({ department_id: departmentValue })
const byId = z.object({ id: idValue })
const applicant = z.object({ mobile_number: code, verification_code: code })

export const ENDPOINTS = {
  banner: { path: '/banner', base: 'api', params: none, answer: 'banners', ttlMs: 5 * MINUTE, budget: 'list' },
  marquee: { path: '/marque', base: 'api', params: department, answer: 'marquee', ttlMs: 60 * SECOND, budget: 'list' },
  recentNotices: { path: '/recent-notice', base: 'api', params: department, answer: 'notices', ttlMs: 30 * SECOND, budget: 'list' },
  recentNews: { path: '/recent-news', base: 'api', params: department, answer: 'news', ttlMs: 60 * SECOND, budget: 'list' },
  recentVideos: { path: '/recent-videos', base: 'api', params: department, answer: 'videos', ttlMs: 5 * MINUTE, budget: 'list' },
  recentEvents: { path: '/recent-events', base: 'api', params: department, answer: 'events', ttlMs: 5 * MINUTE, budget: 'list' },
  noticeDetails: { path: '/notice-details', base: 'api', params: byId, answer: 'notice', ttlMs: 60 * SECOND, budget: 'detail' },
  newsDetails: { path: '/news-details', base: 'api', params: byId, answer: 'newsItem', ttlMs: 60 * SECOND, budget: 'detail' },
  allNotices: { path: '/all-notice', base: 'api', params: none, answer: 'notices', ttlMs: 30 * SECOND, budget: 'list' },
  allNews: { path: '/all-news', base: 'api', params: none, answer: 'news', ttlMs: 60 * SECOND, budget: 'list' },
  allVideos: { path: '/all-videos', base: 'api', params: none, answer: 'videos', ttlMs: 5 * MINUTE, budget: 'list' },
  careers: { path: '/career', base: 'api', params: none, answer: 'careers', ttlMs: 3 * HOUR, budget: 'list' },
  careerDetails: { path: '/career-details', base: 'api', params: byId, answer: 'career', ttlMs: 3 * HOUR, budget: 'detail' },
  allTeachers: { path: '/all-teacher', base: 'api', params: none, answer: 'teacherCards', ttlMs: 30 * MINUTE, budget: 'list' },
  teacherInfo: {
    path: '/teacher-info',
    base: 'api',
    params: z.object({ teacher_id: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,39}$/) }),
    answer: 'teacherProfile',
    ttlMs: 30 * MINUTE,
    budget: 'detail',
  },
  academicCalendar: { path: '/academic-calendar', base: 'api', params: none, answer: 'calendar', ttlMs: 6 * HOUR, budget: 'list' },
  contactForm: {
    path: '/contact-form',
    base: 'api',
    params: z.object({ name: z.string(), email: z.string(), message: z.string(), subject: z.string() }),
    answer: 'message',
    ttlMs: 0,
    budget: 'detail',
  },
  advertisements: { path: '/advertisement', base: 'api', params: none, answer: 'advertisements', ttlMs: 60 * SECOND, budget: 'list' },
  teacherList: {
    path: '/teacher-list',
    base: 'api',
    params: z.object({ department_id: departmentValue, designation_id: departmentValue }),
    answer: 'teacherCards',
    ttlMs: 30 * MINUTE,
    budget: 'list',
  },
  programSyllabus: {
    path: '/program-syllabus',
    base: 'api',
    params: z.object({ department_id: departmentValue, programme_id: departmentValue }),
    answer: 'syllabus',
    ttlMs: 60 * MINUTE,
    budget: 'list',
  },
  admissionForm: { path: '/admission-form', base: 'admission', params: applicant, answer: 'documentAnswer', ttlMs: 0, budget: 'detail' },
  admitCard: { path: '/admit-card', base: 'admission', params: applicant, answer: 'documentAnswer', ttlMs: 0, budget: 'detail' },
  offerLetter: { path: '/offer-letter', base: 'admission', params: applicant, answer: 'documentAnswer', ttlMs: 0, budget: 'detail' },
  // The project's own addition to the contract (docs/upstream-admission-result.md): the whole published list of
  // one intake, kept like the academic calendar; a 404 means "not published yet" (service.ts).
  admissionResult: {
    path: '/admission-result',
    base: 'admission',
    params: z.object({ intake: z.string().regex(/^(Spring|Fall) \d{4}$/) }),
    answer: 'admissionResult',
    ttlMs: 6 * HOUR,
    budget: 'list',
  },
} as const satisfies Record<string, EndpointDef>

export type EndpointName = keyof typeof ENDPOINTS
export const ENDPOINT_NAMES = Object.keys(ENDPOINTS) as EndpointName[]

/** The body fields one endpoint takes: a misspelt or missing field does not compile. */
export type ParamsOf<N extends EndpointName> = z.input<(typeof ENDPOINTS)[N]['params']>
/** The answer kind (schema) of one endpoint. */
export type AnswerKindOf<N extends EndpointName> = (typeof ENDPOINTS)[N]['answer']
