// Shared machinery of the two dated-article areas (notices and news): publication dates,
// ids with gaps, template selection and the placeholder values templates draw on.

import { DEPARTMENTS, HOLIDAYS, OFFICES, PARTNERS, PLACES, VENUES } from './content'
import { addDays, dateSeries, DEMO_SHIFT, longDate, nextSemester, semesterOf, weekday, yearOf } from './dates'
import type { NameGenerator } from './names'
import type { Rng } from './prng'
import { fill } from './text'

export type AttachmentKind = 'pdf' | 'svg' | 'png' | 'docx'

export interface ArticleTemplate {
  headline: string
  paragraphs: readonly string[]
  /** Kinds the attachment may take; repeat a kind to make it likelier. */
  attachments: readonly AttachmentKind[]
  /** The office that issues it (default: the Registrar's). */
  office?: (typeof OFFICES)[number]['office']
}

export interface Article {
  id: number
  date: string
  headline: string
  paragraphs: string[]
  attachment: AttachmentKind | null
  vars: Readonly<Record<string, string>>
}

export interface ArticleSeries {
  count: number
  firstId: number
  latest: string
  /** Largest gap in days between two consecutive publications. */
  maxGap: number
  templates: readonly ArticleTemplate[]
  /** Share of articles published without an attachment. */
  withoutAttachment: number
}

/**
 * Holidays recur yearly: when the demo's today has moved from the programme's day, the list is
 * repeated around the moved year (the year before and after too), so every date finds its neighbours.
 */
const holidays: readonly { name: string; date: string; days: number }[] =
  DEMO_SHIFT.days === 0
    ? HOLIDAYS
    : [-1, 0, 1]
        .flatMap((k) => HOLIDAYS.map((h) => ({ ...h, date: `${Number(h.date.slice(0, 4)) + DEMO_SHIFT.years + k}${h.date.slice(4)}` })))
        .sort((a, b) => a.date.localeCompare(b.date))

/** Values every template may use. */
export function articleVars(rng: Rng, names: NameGenerator, date: string): Record<string, string> {
  const department = rng.pick(DEPARTMENTS)
  const event = addDays(date, rng.int(3, 12))
  const deadline = addDays(event, rng.int(3, 10))
  const upcoming = holidays.find((h) => h.date >= date) ?? holidays[holidays.length - 1]!
  const past = [...holidays].reverse().find((h) => h.date <= date) ?? holidays[0]!
  const semester = semesterOf(date)
  return {
    date: longDate(date),
    semester,
    nextSemester: nextSemester(semester),
    year: String(yearOf(date)),
    deptName: department.name,
    deptCode: department.code,
    school: department.school,
    theme: rng.pick(department.themes),
    eventDate: longDate(event),
    eventDay: weekday(event),
    deadline: longDate(deadline),
    holiday: upcoming?.name ?? '',
    holidayPeriod: !upcoming
      ? ''
      : upcoming.days === 1
        ? `on ${longDate(upcoming.date)}`
        : `from ${longDate(upcoming.date)} to ${longDate(addDays(upcoming.date, upcoming.days - 1))}`,
    reopen: upcoming ? longDate(addDays(upcoming.date, upcoming.days)) : '',
    pastHoliday: past?.name ?? '',
    place: rng.pick(PLACES),
    venue: rng.pick(VENUES),
    partner: rng.pick(PARTNERS),
    person: names.person().name,
    student: names.person().name,
    number: String(rng.int(12, 48)),
    teams: String(rng.int(18, 64)),
    room: String(rng.int(101, 412)),
  }
}

/** Draws templates from a reshuffled deck, so every template appears about equally often. */
function templateDeck<T>(rng: Rng, templates: readonly T[]): () => T {
  let deck: T[] = []
  return () => {
    if (deck.length === 0) deck = rng.shuffle(templates)
    return deck.pop() as T
  }
}

/** Newest first; ids grow with publication order and have gaps, like a real table. */
export function buildArticles(rng: Rng, names: NameGenerator, series: ArticleSeries): Article[] {
  const dates = dateSeries(rng, series.latest, series.count, series.maxGap)
  const ids: number[] = []
  let id = series.firstId
  for (let i = 0; i < series.count; i++) {
    ids.unshift(id)
    id += rng.chance(0.2) ? rng.int(2, 4) : 1
  }
  const draw = templateDeck(rng, series.templates)
  return dates.map((date, i) => {
    const template = draw()
    const vars = articleVars(rng, names, date)
    const office = OFFICES.find((o) => o.office === (template.office ?? 'Office of the Registrar')) ?? OFFICES[0]
    Object.assign(vars, { office: office.office, signatory: office.signatory })
    return {
      id: ids[i] as number,
      date,
      headline: fill(template.headline, vars),
      paragraphs: template.paragraphs.map((p) => fill(p, vars)),
      attachment: rng.chance(series.withoutAttachment) ? null : rng.pick(template.attachments),
      vars,
    }
  })
}
