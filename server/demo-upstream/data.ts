// The whole demo data set, built once per process (it is deterministic) together with the
// registry of files its records reference.

import type {
  RawAdvertisements, RawBanner, RawCalendarEntry, RawCareer, RawEvent, RawMarquee, RawNews, RawNotice, RawVideo,
} from '../upstream/schemas'
import { buildAdvertisements } from './advertisements'
import { buildCalendar } from './calendar'
import { buildCareers } from './careers'
import { registerDocuments } from './documents'
import { buildEvents } from './events'
import { FileStore } from './files'
import { buildBanners, buildMarquee } from './home'
import { buildNews } from './news'
import { buildNotices } from './notices'
import { buildTeachers, type DemoTeacher } from './people'
import { buildVideos } from './videos'

export interface DemoData {
  banners: RawBanner[]
  marquee: RawMarquee[]
  /** Newest first, malformed records included. */
  notices: RawNotice[]
  news: RawNews[]
  videos: RawVideo[]
  events: RawEvent[]
  careers: RawCareer[]
  teachers: DemoTeacher[]
  calendar: RawCalendarEntry[]
  advertisements: RawAdvertisements
  /** False in empty mode: /program-syllabus then answers {} for every pair. */
  syllabi: boolean
  /** False in empty mode: /admission-result then answers 404 (not published) for every intake. */
  results: boolean
  files: FileStore
}

export function buildDemoData(): DemoData {
  const files = new FileStore()
  const notices = buildNotices(files)
  registerDocuments(files)
  registerResultPdf(files)
  return {
    banners: buildBanners(files),
    marquee: buildMarquee(notices),
    notices,
    news: buildNews(files),
    videos: buildVideos(files),
    events: buildEvents(files),
    careers: buildCareers(files),
    teachers: buildTeachers(files),
    calendar: buildCalendar(),
    advertisements: buildAdvertisements(files),
    syllabi: true,
    results: true,
    files,
  }
}

let shared: DemoData | undefined

export function getDemoData(): DemoData {
  shared ??= buildDemoData()
  return shared
}

/** What every list endpoint sees in empty mode (files and documents stay available). */
export function emptyView(data: DemoData): DemoData {
  return {
    ...data,
    banners: [], marquee: [], notices: [], news: [], videos: [], events: [], careers: [], teachers: [], calendar: [],
    advertisements: { bachelor: [], master: [] },
    syllabi: false,
    results: false,
  }
}

/** The admission test's result list, about 2 MB: the file a result-day crowd downloads (load-tests/result-pdf.ts). */
export const RESULT_PDF_PATH = 'uploads/results/admission-test-result-2026.pdf'

function registerResultPdf(files: FileStore): void {
  files.pdf(RESULT_PDF_PATH, () => {
    const rows: string[] = []
    // Roll, merit position and status of every candidate, in lines of about 80 characters.
    for (let roll = 0; roll < 29_000; roll++) {
      const merit = roll % 7 === 0 ? `merit ${String(roll / 7 + 1).padStart(5, '0')}` : 'waiting list'
      rows.push(`Roll ${String(260_000 + roll)}  Unit ${'ABCD'[roll % 4]}  Score ${String(40 + ((roll * 37) % 60)).padStart(2, '0')}.${roll % 10}  ${merit}`)
    }
    return { title: 'Admission Test Result, Spring 2026', subtitle: 'Hill Tracts University', letterhead: 'Admission and Information Division', paragraphs: rows }
  })
}

