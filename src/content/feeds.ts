// Where the site's feeds and calendars live: one place for the server's routes and the pages'
// <link rel="alternate"> and "Add to calendar" links.
import { bilingual } from './bilingual'

export interface FeedInfo {
  /** Channel title, e.g. "Notices | Hill Tracts University". */
  title: string
  description: string
  /** The list page the feed mirrors. */
  page: string
  rss: string
  atom: string
}

export type FeedName = 'notices' | 'news'

export const FEEDS = bilingual<Record<FeedName, FeedInfo>>({
  notices: {
    title: { en: 'Notices', bn: 'নোটিশ' },
    description: {
      en: 'Official notices of the university: admission, examinations, results and events.',
      bn: 'বিশ্ববিদ্যালয়ের দাপ্তরিক নোটিশ: ভর্তি, পরীক্ষা, ফলাফল ও অনুষ্ঠান।',
    },
    page: '/all-notice',
    rss: '/notices.rss',
    atom: '/notices.atom',
  },
  news: {
    title: { en: 'News', bn: 'সংবাদ' },
    description: {
      en: 'News of the university: seminars, achievements, agreements and campus life.',
      bn: 'বিশ্ববিদ্যালয়ের সংবাদ: সেমিনার, অর্জন, চুক্তি ও ক্যাম্পাস জীবন।',
    },
    page: '/all-news',
    rss: '/news.rss',
    atom: '/news.atom',
  },
})

/** Whole calendars to subscribe to. */
export const CALENDARS = {
  academic: '/academic-calendar.ics',
  events: '/events.ics',
} as const

/** One event as a calendar file ("Add to calendar"). */
export const eventIcsPath = (id: number) => `/events/${id}.ics`

/** One academic calendar row as a calendar file; `key` from calendarEntryKeys(). */
export const calendarEntryIcsPath = (key: string) => `/academic-calendar/${key}.ics`
