// One handler per upstream endpoint of server/upstream/endpoints.ts. Handlers are pure:
// request body and data set in, status and JSON body out. The HTTP concerns (credential,
// modes, parsing) live in server.ts.

import { ENDPOINTS, type EndpointName } from '../upstream/endpoints'
import type { RawTeacher } from '../upstream/schemas'
import type { DemoData } from './data'
import { documentAnswer, type DocumentKind } from './documents'
import { teacherCard } from './people'
import { admissionResultOf } from './results'
import { findProgramme, rawSyllabus } from './syllabus'

/** How many items the recent-* endpoints answer. */
export const RECENT_LIMITS = { notices: 15, news: 10, videos: 10, events: 4 } as const

export const CONTACT_MESSAGES = {
  ok: 'Thank you, your message has been received.',
  missing: 'Please provide your name, email, subject and message.',
  badEmail: 'Please provide a valid email address.',
} as const

export interface Reply {
  status: number
  body: unknown
}

export type RequestBody = Readonly<Record<string, unknown>>
type Handler = (body: RequestBody, data: DemoData) => Reply

const ok = (body: unknown): Reply => ({ status: 200, body })

/** A body field as text: the API takes ids as strings or numbers alike. */
export function field(body: RequestBody, name: string): string {
  const value = body[name]
  return typeof value === 'string' || typeof value === 'number' ? String(value).trim() : ''
}

/** The record with that id, as a one-element list; [] when unknown (like the real API). */
function byId<T extends { id?: unknown }>(items: readonly T[], id: string): T[] {
  if (!id) return []
  return items.filter((item) => item.id !== undefined && item.id !== null && String(item.id) === id).slice(0, 1)
}

function contactForm(body: RequestBody): Reply {
  const values = ['name', 'email', 'subject', 'message'].map((name) => field(body, name))
  if (values.some((value) => value === '')) return { status: 422, body: { message: CONTACT_MESSAGES.missing } }
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(field(body, 'email'))) return { status: 422, body: { message: CONTACT_MESSAGES.badEmail } }
  return ok({ message: CONTACT_MESSAGES.ok })
}

function teacherList(body: RequestBody, data: DemoData): RawTeacher[] {
  const department = field(body, 'department_id')
  const designation = field(body, 'designation_id') || '0'
  return data.teachers
    .filter((t) => t.departmentId === department && (designation === '0' || t.designationId === designation))
    .map((t) => teacherCard(t.raw))
}

function document(kind: DocumentKind): Handler {
  return (body) => ok(documentAnswer(kind, field(body, 'mobile_number'), field(body, 'verification_code')))
}

const HANDLERS: Record<EndpointName, Handler> = {
  banner: (_, d) => ok(d.banners),
  marquee: (_, d) => ok(d.marquee),
  // department_id is accepted and ignored: the demo has one university-wide feed.
  recentNotices: (_, d) => ok(d.notices.slice(0, RECENT_LIMITS.notices)),
  recentNews: (_, d) => ok(d.news.slice(0, RECENT_LIMITS.news)),
  recentVideos: (_, d) => ok(d.videos.slice(0, RECENT_LIMITS.videos)),
  recentEvents: (_, d) => ok(d.events.slice(0, RECENT_LIMITS.events)),
  noticeDetails: (b, d) => ok(byId(d.notices, field(b, 'id'))),
  newsDetails: (b, d) => ok(byId(d.news, field(b, 'id'))),
  allNotices: (_, d) => ok(d.notices),
  allNews: (_, d) => ok(d.news),
  allVideos: (_, d) => ok({ data: d.videos }),
  careers: (_, d) => ok(d.careers),
  careerDetails: (b, d) => ok(byId(d.careers, field(b, 'id'))),
  allTeachers: (_, d) => ok(d.teachers.map((t) => teacherCard(t.raw))),
  teacherInfo: (b, d) => {
    const id = field(b, 'teacher_id')
    return ok(id ? d.teachers.filter((t) => String(t.raw.teacher_id) === id).map((t) => t.raw) : [])
  },
  academicCalendar: (_, d) => ok(d.calendar),
  contactForm: (b) => contactForm(b),
  advertisements: (_, d) => ok(d.advertisements),
  teacherList: (b, d) => ok(teacherList(b, d)),
  programSyllabus: (b, d) => {
    const programme = d.syllabi ? findProgramme(field(b, 'department_id'), field(b, 'programme_id')) : undefined
    return ok(programme ? rawSyllabus(programme) : {})
  },
  admissionForm: document('admission-form'),
  admitCard: document('admit-card'),
  offerLetter: document('offer-letter'),
  // Every intake has a result in the demo (so the page shows one on any day); empty mode: none published.
  admissionResult: (b, d) => {
    const result = d.results ? admissionResultOf(field(b, 'intake')) : null
    return result ? ok(result) : { status: 404, body: { message: 'No result published for this intake' } }
  },
}

export const BASE_PREFIX = { api: '/api', admission: '/mbapi' } as const

/** The demo's URL path of an endpoint: '/api/all-notice', '/mbapi/admit-card'. */
export function endpointPath(name: EndpointName): string {
  const endpoint = ENDPOINTS[name]
  return `${BASE_PREFIX[endpoint.base]}${endpoint.path}`
}

export const ROUTES: ReadonlyMap<string, Handler> = new Map(
  (Object.keys(HANDLERS) as EndpointName[]).map((name) => [endpointPath(name), HANDLERS[name]]),
)
