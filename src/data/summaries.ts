// What list and home pages carry of each record: the +data hooks trim upstream records to these,
// and the components render them. Data, not UI: +data files import this, never a component.
import type { ProgrammeFees } from '../content/fees'
import type { Programme } from '../content/programmes/types'
import type { CareerOpening, EventItem, NewsItem, Notice, Syllabus, Video } from '../domain/types'

export type NoticeSummary = Pick<Notice, 'id' | 'date' | 'headline'>

export type EventSummary = Pick<EventItem, 'id' | 'name' | 'startDate' | 'endDate'> & { imageUrl: string | null }

export const toEventSummary = ({ id, name, startDate, endDate, image }: EventItem): EventSummary => ({
  id,
  name,
  startDate,
  endDate,
  imageUrl: image?.url ?? null,
})

export type NewsSummary = Pick<NewsItem, 'id' | 'date' | 'headline'> & { imageUrl: string | null }

export const toNewsSummary = ({ id, date, headline, image }: NewsItem): NewsSummary => ({ id, date, headline, imageUrl: image?.url ?? null })

export type VideoSummary = Pick<Video, 'id' | 'title' | 'videoId' | 'date' | 'thumbnailUrl'>

/** What the career list shows and searches of an opening. */
export type CareerSummary = Pick<CareerOpening, 'id' | 'designation' | 'department' | 'startDate' | 'endDate' | 'jobType' | 'title' | 'location'> & {
  /** Past its closing date (marked "Closed", listed after the open ones). */
  closed: boolean
}

/** One advertisement the admission advertisements page shows: a PDF or a picture. */
export interface AdvertView {
  title: string
  kind: 'pdf' | 'image'
  url: string
}

/** A programme the admission circular offers, linked to its page. */
export interface OfferedProgramme {
  slug: string
  title: string
}

/** A programme's page: its content module, fee table, entry rules and the upstream syllabus. */
export interface ProgrammeData {
  programme: Programme
  fees: ProgrammeFees | null
  entryRules: readonly string[]
  syllabus: Syllabus
  syllabusFailed: boolean
}
