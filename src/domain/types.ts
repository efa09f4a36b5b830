// Domain types: what pages see. The upstream's raw shapes are the answer schemas of
// server/upstream/schemas.ts, whose transforms produce these once, at the boundary.

/** A file reference: relative path on the file host, resolved to a URL by the server. */
export interface FileRef {
  /** Relative path as the upstream returned it, e.g. "uploads/notice/12.pdf". */
  path: string
  /** URL the browser loads (public file base + path). */
  url: string
}

/** A picture's own width and height in pixels, as displayed. */
export interface PictureSize {
  width: number
  height: number
}

export type AttachmentKind = 'image' | 'pdf' | 'none'

export interface Banner {
  id: number
  image: FileRef
}

export interface MarqueeItem {
  id: number
  name: string
  /** Year-month-day text as published. */
  date: string
  link: string | null
}

export interface Notice {
  id: number
  /** Year-month-day text as published ("2026-01-15"). */
  date: string
  headline: string
  description: string
  attachment: FileRef | null
}

export interface NewsItem {
  id: number
  date: string
  headline: string
  description: string
  image: FileRef | null
}

export interface Video {
  id: number
  title: string
  /** Id on the external video platform. */
  videoId: string
  date: string
  /** Explicit thumbnail URL, or one derived from videoId. */
  thumbnailUrl: string
}

export interface EventItem {
  id: number
  name: string
  image: FileRef | null
  startDate: string
  endDate: string
}

/** Job type index as published: 0 Any, 1 Academic, 2 Non Academic. */
export type JobType = 0 | 1 | 2

export interface CareerOpening {
  id: number
  designation: string
  department: string
  /** Empty string when blank (shown as 'Relevant'). */
  subject: string
  startDate: string
  endDate: string
  positionNumber: string
  /** Empty string when blank (shown as 'For All'). */
  gender: string
  jobType: JobType
  qualification: string
  responsibilities: string
  additionalRequirement: string
  /** Extra searchable fields some records carry. */
  title: string
  location: string
  advertisement: FileRef | null
}

export interface ResearchLinks {
  googleScholar: string | null
  researchGate: string | null
  orcid: string | null
  scopus: string | null
  webOfScience: string | null
}

/** A teacher card (list and department pages). */
export interface TeacherCard {
  id: number
  teacherId: string
  name: string
  designation: string
  department: string
  mobileNumber: string
  email: string
  /** Null when the teacher has no picture: pages show the default image. */
  picture: FileRef | null
}

/** A teacher's full profile (/profile/{id}). */
export interface TeacherProfile extends TeacherCard {
  about: string
  research: ResearchLinks
  teachingExpertise: string
  researchInterest: string
  journalPublication: string
  conferencePublication: string
  book: string
  projectAward: string
  others: string
}

export interface CalendarEntry {
  id: number | null
  title: string
  semester: string
  /** ISO date text (yyyy-mm-dd). */
  startDate: string
  endDate: string
}

export interface CourseRow {
  sl: number
  code: string
  title: string
  creditHours: string
  /** Empty string when none (shown as a dash). */
  prerequisite: string
}

export interface SyllabusSemester {
  name: string
  courses: CourseRow[]
}

export type Syllabus = SyllabusSemester[]

export interface Advertisement {
  title: string
  kind: 'pdf' | 'image'
  file: FileRef
}

export interface Advertisements {
  bachelor: Advertisement[]
  master: Advertisement[]
}

export interface ContactMessage {
  name: string
  email: string
  subject: string
  message: string
}

export type DocumentKind = 'admission-form' | 'admit-card' | 'offer-letter'

/** An applicant's outcome in a published admission test result. */
export type ResultOutcome = 'selected' | 'waiting' | 'not-selected'

/** One line of a published admission test result (docs/upstream-admission-result.md). */
export interface ResultApplicant {
  /** The admission-test roll number: digits only. */
  roll: string
  name: string
  outcome: ResultOutcome
  /** Selected: the programme's slug (PROGRAMME_NAMES); else null (or the programme applied for, when sent). */
  programme: string | null
  /** Selected: merit position; waiting: position on the waiting list; else null. */
  position: number | null
}

/** The published result of one intake's admission test. */
export interface AdmissionResult {
  /** "Spring 2026". */
  intake: string
  /** ISO date of publication, '' when not sent. */
  publishedOn: string
  /** ISO date by which the selected confirm (offer letter, admission fee), '' when not sent. */
  admissionDeadline: string
  applicants: ResultApplicant[]
}
