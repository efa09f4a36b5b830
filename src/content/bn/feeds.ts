// The feeds' titles and descriptions in Bengali; their paths and the calendars are the English module's.
import type { FEEDS as EN_FEEDS } from '../feeds'
import type { Widen } from './format'

export { CALENDARS, eventIcsPath, calendarEntryIcsPath, type FeedInfo, type FeedName } from '../feeds'

export const FEEDS: Widen<typeof EN_FEEDS> = {
  notices: {
    title: 'নোটিশ',
    description: 'বিশ্ববিদ্যালয়ের দাপ্তরিক নোটিশ: ভর্তি, পরীক্ষা, ফলাফল ও অনুষ্ঠান।',
    page: '/all-notice',
    rss: '/notices.rss',
    atom: '/notices.atom',
  },
  news: {
    title: 'সংবাদ',
    description: 'বিশ্ববিদ্যালয়ের সংবাদ: সেমিনার, অর্জন, চুক্তি ও ক্যাম্পাস জীবন।',
    page: '/all-news',
    rss: '/news.rss',
    atom: '/news.atom',
  },
}
