// Where the site's feeds and calendars live: one place for the server's routes and the pages'
// <link rel="alternate"> and "Add to calendar" links.

export interface FeedInfo {
  /** Channel title, e.g. "Notices | Hill Tracts University". */
  title: string
  description: string
  /** The list page the feed mirrors. */
  page: string
  rss: string
  atom: string
}

export const FEEDS = {
  notices: {
    title: 'Notices',
    description: 'Official notices of the university: admission, examinations, results and events.',
    page: '/all-notice',
    rss: '/notices.rss',
    atom: '/notices.atom',
  },
  news: {
    title: 'News',
    description: 'News of the university: seminars, achievements, agreements and campus life.',
    page: '/all-news',
    rss: '/news.rss',
    atom: '/news.atom',
  },
} as const satisfies Record<string, FeedInfo>

export type FeedName = keyof typeof FEEDS

/** Whole calendars to subscribe to. */
export const CALENDARS = {
  academic: '/academic-calendar.ics',
  events: '/events.ics',
} as const

/** One event as a calendar file ("Add to calendar"). */
export const eventIcsPath = (id: number) => `/events/${id}.ics`

/** One academic calendar row as a calendar file; `key` from calendarEntryKeys(). */
export const calendarEntryIcsPath = (key: string) => `/academic-calendar/${key}.ics`
