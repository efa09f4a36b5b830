// What the site search indexes (pure): one SearchDoc per notice, news story, event, career,
// teacher, programme, office, department and static page, from the same data the pages show.
import { ACCESSIBILITY } from '../content/accessibility'
import type { StaticPageContent } from '../content/types'
import { ABOUT } from '../content/about'
import { ACHIEVEMENTS } from '../content/achievements'
import { ADMISSION_REQUIREMENTS, circularOf } from '../content/admission'
import type { Intake } from '../content/intakes'
import { ALUMNI } from '../content/alumni'
import { AT_A_GLANCE } from '../content/at-a-glance'
import { DEPARTMENTS } from '../content/departments'
import { DOCUMENTS } from '../content/documents'
import { FAQ } from '../content/faq'
import { FEE_TABLE } from '../content/fees'
import { FORMS_DOWNLOADS } from '../content/forms-downloads'
import { LEGAL, PRIVACY_POLICY } from '../content/legal'
import { MISSION_VISION } from '../content/mission-vision'
import type { OfficeRecord } from '../content/offices/types'
import { PROGRAMMES } from '../content/programmes'
import { SITE } from '../content/site'
import type { CareerOpening, EventItem, NewsItem, Notice, TeacherCard } from '../domain/types'
import { JOB_TYPE_LABELS } from './careers'
import { formatDate, isoDate } from './dates'
import type { SearchDoc } from './search-index'
import { careerPath, newsPath, noticePath, profilePath, programmePath } from '../routes/paths'

/** Keys of content objects that hold addresses or settings, not text a visitor reads. */
const NOT_TEXT = new Set([
  'href', 'url', 'src', 'image', 'photo', 'action', 'fileName', 'icon', 'kind', 'key', 'slug', 'id', 'format',
  'hero', 'departmentId', 'syllabus', 'summaryCards', 'entry', 'fullCircularUrl', 'mapEmbedUrl', 'external', 'colours',
])

/** Every readable string in a content value (nested objects and arrays), joined as paragraphs. */
export function textOf(value: unknown): string {
  const out: string[] = []
  const walk = (v: unknown) => {
    if (typeof v === 'string') out.push(v)
    else if (typeof v === 'number') out.push(String(v))
    else if (Array.isArray(v)) v.forEach(walk)
    else if (v && typeof v === 'object') for (const [k, inner] of Object.entries(v)) if (!NOT_TEXT.has(k)) walk(inner)
  }
  walk(value)
  return out.filter((s) => s.trim() !== '').join('\n')
}

const dateOf = (text: string) => isoDate(text)

export const noticeDocs = (notices: readonly Notice[]): SearchDoc[] =>
  notices.map((n) => ({ id: `notice:${n.id}`, type: 'notice', title: n.headline, body: n.description, href: noticePath(n.id), date: dateOf(n.date) }))

export const newsDocs = (news: readonly NewsItem[]): SearchDoc[] =>
  news.map((n) => ({ id: `news:${n.id}`, type: 'news', title: n.headline, body: n.description, href: newsPath(n.id), date: dateOf(n.date) }))

/** Events have no page of their own: they link to the events list; their dates are their text. */
export const eventDocs = (events: readonly EventItem[]): SearchDoc[] =>
  events.map((e) => ({
    id: `event:${e.id}`,
    type: 'event',
    title: e.name,
    body: [e.startDate && `Starts ${formatDate(e.startDate)}`, e.endDate && `ends ${formatDate(e.endDate)}`].filter(Boolean).join(', '),
    href: '/all-events',
    date: dateOf(e.startDate),
  }))

export const careerDocs = (careers: readonly CareerOpening[]): SearchDoc[] =>
  careers.map((c) => ({
    id: `career:${c.id}`,
    type: 'career',
    title: [c.designation, c.department].filter(Boolean).join(', '),
    body: [c.title, c.subject, JOB_TYPE_LABELS[c.jobType], c.location, c.qualification, c.responsibilities, c.additionalRequirement]
      .filter(Boolean)
      .join('\n'),
    href: careerPath(c.id),
    date: dateOf(c.endDate),
  }))

export const teacherDocs = (teachers: readonly TeacherCard[]): SearchDoc[] =>
  teachers.map((t) => ({
    id: `faculty:${t.teacherId}`,
    type: 'faculty',
    title: t.name,
    body: [t.designation, t.department, t.email].filter(Boolean).join(', '),
    href: profilePath(t.teacherId),
    date: null,
  }))

export const officeDocs = (offices: readonly OfficeRecord[]): SearchDoc[] =>
  offices.map((o) => {
    const { title, ...rest } = o
    return { id: `office:${o.key}`, type: 'office', title, body: textOf(rest), href: `/${o.key}`, date: null }
  })

/** The static content pages: path, title and their content module (the circular of `intake`). */
const staticPages = (intake: Intake): readonly { path: string; title: string; content: unknown }[] => [
  ...([
    ['/about', ABOUT],
    ['/achievements', ACHIEVEMENTS],
    ['/alumni', ALUMNI],
    ['/at-a-glance', AT_A_GLANCE],
    ['/mission-vision', MISSION_VISION],
    ['/legal', LEGAL],
    ['/privacy-policy', PRIVACY_POLICY],
    ['/forms-downloads', FORMS_DOWNLOADS],
    ['/accessibility', ACCESSIBILITY],
  ] as const satisfies readonly (readonly [string, StaticPageContent])[]).map(([path, page]) => ({ path, title: page.title, content: page })),
  { path: '/faq', title: 'FAQ', content: FAQ },
  { path: '/admission-requirements', title: 'Admission Requirements', content: ADMISSION_REQUIREMENTS },
  { path: '/admission-instruction', title: circularOf(intake).title, content: circularOf(intake) },
  { path: '/fees', title: 'Fees', content: ['Tuition and other fees of every programme, with the total cost of each degree.', FEE_TABLE.map((r) => r.programme)] },
  { path: '/contact', title: 'Contact Us', content: ['Phone numbers, e-mail and address of the university, and a form to send us a message.', SITE.phones, SITE.email, SITE.address] },
  ...Object.values(DOCUMENTS).map((d) => ({ path: `/${d.kind}`, title: d.heading, content: d.intro })),
]

/** Programmes, departments and static pages: content modules compiled into the site; the circular is `intake`'s. */
export function contentDocs(intake: Intake): SearchDoc[] {
  const programmes: SearchDoc[] = PROGRAMMES.map((p) => {
    const { title, ...rest } = p
    return { id: `programme:${p.slug}`, type: 'programme', title, body: textOf(rest), href: programmePath(p.slug), date: null }
  })
  const departments: SearchDoc[] = Object.values(DEPARTMENTS).map((d) => {
    const { name, title: _title, ...rest } = d
    return { id: `department:${d.key}`, type: 'department', title: name, body: textOf(rest), href: `/${d.key}`, date: null }
  })
  const pages: SearchDoc[] = staticPages(intake).map(({ path, title, content }) => ({
    id: `page:${path}`,
    type: 'page',
    title,
    body: textOf(content).replace(new RegExp(`^${escapeRegExp(title)}\\n?`), ''),
    href: path,
    date: null,
  }))
  return [...programmes, ...departments, ...pages]
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
