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
