// Every upstream call of both spec documents: path, base, body fields, cache policy.
// All calls are POST with a JSON body; the credential (userId, password) is added by the client.

const SECOND = 1000
const MINUTE = 60 * SECOND
const HOUR = 60 * MINUTE

export type ApiBase = 'api' | 'admission'

export interface EndpointDef {
  path: string
  base: ApiBase
  /** Body fields added to the credential, in the order the spec lists them. */
  fields: readonly string[]
  /** Fresh lifetime in the cache; 0 means never cached (forms and downloads). */
  ttlMs: number
}

export const ENDPOINTS = {
  banner: { path: '/banner', base: 'api', fields: [], ttlMs: 5 * MINUTE },
  marquee: { path: '/marque', base: 'api', fields: ['department_id'], ttlMs: 60 * SECOND },
  recentNotices: { path: '/recent-notice', base: 'api', fields: ['department_id'], ttlMs: 30 * SECOND },
  recentNews: { path: '/recent-news', base: 'api', fields: ['department_id'], ttlMs: 60 * SECOND },
  recentVideos: { path: '/recent-videos', base: 'api', fields: ['department_id'], ttlMs: 5 * MINUTE },
  recentEvents: { path: '/recent-events', base: 'api', fields: ['department_id'], ttlMs: 5 * MINUTE },
  noticeDetails: { path: '/notice-details', base: 'api', fields: ['id'], ttlMs: 60 * SECOND },
  newsDetails: { path: '/news-details', base: 'api', fields: ['id'], ttlMs: 60 * SECOND },
  allNotices: { path: '/all-notice', base: 'api', fields: [], ttlMs: 30 * SECOND },
  allNews: { path: '/all-news', base: 'api', fields: [], ttlMs: 60 * SECOND },
  allVideos: { path: '/all-videos', base: 'api', fields: [], ttlMs: 5 * MINUTE },
  careers: { path: '/career', base: 'api', fields: [], ttlMs: 3 * HOUR },
  careerDetails: { path: '/career-details', base: 'api', fields: ['id'], ttlMs: 3 * HOUR },
  allTeachers: { path: '/all-teacher', base: 'api', fields: [], ttlMs: 30 * MINUTE },
  teacherInfo: { path: '/teacher-info', base: 'api', fields: ['teacher_id'], ttlMs: 30 * MINUTE },
  academicCalendar: { path: '/academic-calendar', base: 'api', fields: [], ttlMs: 6 * HOUR },
  contactForm: { path: '/contact-form', base: 'api', fields: ['name', 'email', 'message', 'subject'], ttlMs: 0 },
  advertisements: { path: '/advertisement', base: 'api', fields: [], ttlMs: 60 * SECOND },
  teacherList: { path: '/teacher-list', base: 'api', fields: ['department_id', 'designation_id'], ttlMs: 30 * MINUTE },
  programSyllabus: { path: '/program-syllabus', base: 'api', fields: ['department_id', 'programme_id'], ttlMs: 60 * MINUTE },
  admissionForm: { path: '/admission-form', base: 'admission', fields: ['mobile_number', 'verification_code'], ttlMs: 0 },
  admitCard: { path: '/admit-card', base: 'admission', fields: ['mobile_number', 'verification_code'], ttlMs: 0 },
  offerLetter: { path: '/offer-letter', base: 'admission', fields: ['mobile_number', 'verification_code'], ttlMs: 0 },
} as const satisfies Record<string, EndpointDef>

export type EndpointName = keyof typeof ENDPOINTS

/** Body fields of one endpoint, as strings (the API takes ids as text or numbers alike). */
export type EndpointParams<N extends EndpointName> = {
  [F in (typeof ENDPOINTS)[N]['fields'][number]]: string | number
}
