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
import { programmesIn } from '../content/programmes'
import { SITE, SITE_FACTS, SITE_NAME } from '../content/site'
import { m } from '../i18n/messages'
import { localePath, type Locale } from '../routes/locale'
import type { CareerOpening, EventItem, NewsItem, Notice, TeacherCard } from '../domain/types'
import { JOB_TYPE_LABELS } from './careers'
import { formatDate, isoDate } from './dates'
import { BENGALI_TWIN_ID, type SearchDoc } from './search-types'
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

/** The offices' documents: English records under their paths, Bengali ones (their twins) under /bn. */
export const officeDocs = (offices: readonly OfficeRecord[], locale: Locale = 'en'): SearchDoc[] =>
  offices.map((o) => {
    const { title, ...rest } = o
    return { id: `${idPrefix(locale)}office:${o.key}`, type: 'office', title, body: textOf(rest), href: localePath(locale, `/${o.key}`), date: null }
  })

/** A Bengali twin's document id: its English twin's, prefixed (both are in the index). */
const idPrefix = (locale: Locale) => (locale === 'en' ? '' : BENGALI_TWIN_ID)

/** The content modules that the search reads (src/content), in one language. */
interface ContentModules {
  locale: Locale
  /** The static pages' path, title and content module. */
  pages: readonly { path: string; title: string; content: unknown }[]
  programmes: readonly { slug: string; title: string }[]
  departments: readonly { key: string; name: string; title?: string }[]
}

/** The static content pages: path, title and their content module (the circular of `intake`). */
const englishContent = (intake: Intake): ContentModules => ({
  locale: 'en',
  pages: [
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
    ] as const).map(([path, page]) => pageDoc(path, page.in('en'))),
    { path: '/faq', title: 'FAQ', content: FAQ.in('en') },
    { path: '/admission-requirements', title: 'Admission Requirements', content: ADMISSION_REQUIREMENTS.in('en') },
    { path: '/admission-instruction', title: circularOf(intake, 'en').title, content: circularOf(intake, 'en') },
    { path: '/fees', title: 'Fees', content: ['Tuition and other fees of every programme, with the total cost of each degree.', FEE_TABLE.map((r) => r.programme)] },
    { path: '/contact', title: 'Contact Us', content: ['Phone numbers, e-mail and address of the university, and a form to send us a message.', SITE_FACTS.phones, SITE_FACTS.email, SITE.in('en').address] },
    ...Object.values(DOCUMENTS.in('en')).map((d) => ({ path: `/${d.kind}`, title: d.heading, content: d.intro })),
  ],
  programmes: programmesIn('en'),
  departments: Object.values(DEPARTMENTS.in('en')),
})

const pageDoc = (path: string, page: StaticPageContent) => ({ path, title: page.title, content: page })

/** The same pages in Bengali: their twins' titles and text; the pages' own titles from the messages. */
const bengaliContent = (intake: Intake): ContentModules => {
  const locale = 'bn'
  const circular = circularOf(intake, locale)
  return {
    locale,
    pages: [
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
      ] as const).map(([path, page]) => pageDoc(path, page.in(locale))),
      { path: '/faq', title: m.faq_title({}, { locale }), content: FAQ.in(locale) },
      { path: '/admission-requirements', title: m.admissionRequirements_title({}, { locale }), content: ADMISSION_REQUIREMENTS.in(locale) },
      { path: '/admission-instruction', title: circular.title, content: circular },
      { path: '/fees', title: m.fees_title({}, { locale }), content: [m.fees_description({}, { locale }), FEE_TABLE.map((r) => r.programme)] },
      {
        path: '/contact',
        title: m.contact_title({}, { locale }),
        content: [m.contact_description({ site: SITE_NAME.bn }, { locale }), SITE_FACTS.phones, SITE_FACTS.email, SITE.in(locale).address],
      },
      ...Object.values(DOCUMENTS.in(locale)).map((d) => ({ path: `/${d.kind}`, title: d.heading, content: d.intro })),
    ],
    programmes: programmesIn(locale),
    departments: Object.values(DEPARTMENTS.in(locale)),
  }
}

/** Programmes, departments and static pages of one language's content modules. */
function docsOf({ locale, pages, programmes, departments }: ContentModules): SearchDoc[] {
  const id = (type: string, key: string) => `${idPrefix(locale)}${type}:${key}`
  const programmeDocs: SearchDoc[] = programmes.map((p) => {
    const { title, ...rest } = p
    return { id: id('programme', p.slug), type: 'programme', title, body: textOf(rest), href: localePath(locale, programmePath(p.slug)), date: null }
  })
  const departmentDocs: SearchDoc[] = departments.map((d) => {
    const { name, title: _title, ...rest } = d
    return { id: id('department', d.key), type: 'department', title: name, body: textOf(rest), href: localePath(locale, `/${d.key}`), date: null }
  })
  const pageDocs: SearchDoc[] = pages.map(({ path, title, content }) => ({
    id: id('page', path),
    type: 'page',
    title,
    body: textOf(content).replace(new RegExp(`^${escapeRegExp(title)}\\n?`), ''),
    href: localePath(locale, path),
    date: null,
  }))
  return [...programmeDocs, ...departmentDocs, ...pageDocs]
}

/** Programmes, departments and static pages: content modules compiled into the site; the circular is `intake`'s. */
export const contentDocs = (intake: Intake): SearchDoc[] => docsOf(englishContent(intake))

/**
 * Their Bengali twins, under /bn: a Bengali word finds the Bengali pages from either interface, as an
 * English word finds the English ones (upstream records are one document each, in the language they came).
 */
export const bengaliContentDocs = (intake: Intake): SearchDoc[] => docsOf(bengaliContent(intake))

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
