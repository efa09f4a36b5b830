// What the site search indexes (pure): one SearchDoc per notice, news story, event, career,
// teacher, programme, office, department and static page, from the same data the pages show.
import type { Intake } from '../content/intakes'
import { DEPARTMENTS } from '../content/departments'
import type { OfficeRecord } from '../content/offices/types'
import { programmesIn } from '../content/programmes'
import { localePath, type Locale } from '../routes/locale'
import type { PageSettings } from '../routes/page-settings'
import type { CareerOpening, EventItem, NewsItem, Notice, TeacherCard } from '../domain/types'
import { JOB_TYPE_LABELS } from './careers'
import { textOf } from './content-text'
import { formatDate, isoDate } from './dates'
import { BENGALI_TWIN_ID, type SearchDoc } from './search-types'
import { careerPath, departmentPath, newsPath, noticePath, officePath, PAGE, profilePath, programmePath } from '../routes/paths'

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
    href: PAGE.allEvents,
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
    return { id: `${idPrefix(locale)}office:${o.key}`, type: 'office', title, body: textOf(rest), href: localePath(locale, officePath(o.key)), date: null }
  })

/** A Bengali twin's document id: its English twin's, prefixed (both are in the index). */
const idPrefix = (locale: Locale) => (locale === 'en' ? '' : BENGALI_TWIN_ID)

/** The content modules that the search reads (src/content), in one language. */
interface ContentModules {
  locale: Locale
  programmes: readonly { slug: string; title: string }[]
  departments: readonly { key: string; name: string; title?: string }[]
}

const contentIn = (locale: Locale): ContentModules => ({ locale, programmes: programmesIn(locale), departments: Object.values(DEPARTMENTS.in(locale)) })

/** Programmes and departments of one language's content modules. */
function docsOf({ locale, programmes, departments }: ContentModules): SearchDoc[] {
  const id = (type: string, key: string) => `${idPrefix(locale)}${type}:${key}`
  const programmeDocs: SearchDoc[] = programmes.map((p) => {
    const { title, ...rest } = p
    return { id: id('programme', p.slug), type: 'programme', title, body: textOf(rest), href: localePath(locale, programmePath(p.slug)), date: null }
  })
  const departmentDocs: SearchDoc[] = departments.map((d) => {
    const { name, title: _title, ...rest } = d
    return { id: id('department', d.key), type: 'department', title: name, body: textOf(rest), href: localePath(locale, departmentPath(d.key)), date: null }
  })
  return [...programmeDocs, ...departmentDocs]
}

/** Programmes and departments: content modules compiled into the site. */
export const contentDocs = (): SearchDoc[] => docsOf(contentIn('en'))

/**
 * Their Bengali twins, under /bn: a Bengali word finds the Bengali pages from either interface, as an
 * English word finds the English ones (upstream records are one document each, in the language they came).
 */
export const bengaliContentDocs = (): SearchDoc[] => docsOf(contentIn('bn'))

/** A page whose folder declares its search entry (src/routes/page-settings.ts), at its fixed path. */
export interface SearchablePage {
  path: string
  search: NonNullable<PageSettings['search']>
}

/** The written pages' documents in `locale`, from what their folders declare (a circular's, of `intake`). */
export function pageDocs(pages: readonly SearchablePage[], intake: Intake, locale: Locale): SearchDoc[] {
  return pages.map(({ path, search }) => {
    const { title, text } = (typeof search === 'function' ? search(intake) : search)[locale]
    return { id: `${idPrefix(locale)}page:${path}`, type: 'page', title, body: text, href: localePath(locale, path), date: null }
  })
}
