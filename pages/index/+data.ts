import type { PageContextServer } from 'vike/types'
import { toEventSummary, toNewsSummary, type EventSummary, type NewsSummary, type NoticeSummary, type VideoSummary } from '../../src/data/summaries'
import { FAQ, type Faq } from '../../src/content/faq'
import { ABOUT_TEASER, ADMISSION_PANEL, HOME_LIMITS, type AboutTeaser, type AdmissionPanel, type ProgrammeCard } from '../../src/content/home'
import { programmeCards } from '../../src/content/programme-cards'
import { settle, upstreamOf } from '../../src/data/load'
import { today } from '../../src/data/today'
import { soonestFirst } from '../../src/logic/expiry'
import type { Banner, MarqueeItem } from '../../src/domain/types'

export interface Data {
  banners: Banner[]
  marquee: MarqueeItem[]
  notices: NoticeSummary[]
  events: EventSummary[]
  news: NewsSummary[]
  videos: VideoSummary[]
  programmes: ProgrammeCard[]
  /** The first failure's message; stored, not shown (site spec §8): the section shows its empty state. */
  error: string | null
  /**
   * On /bn only: the written sections in Bengali. They come with the data, so the page's code holds the English
   * ones alone (both languages' texts in it were 2 KB more for every visitor) and the English page is as it was.
   */
  bengali?: { aboutTeaser: AboutTeaser; admissionPanel: AdmissionPanel; faq: Faq }
}

export async function data(pageContext: PageContextServer): Promise<Data> {
  const upstream = upstreamOf(pageContext)
  // In parallel, each settled on its own: one failing call leaves the rest of the page.
  const [banners, marquee, notices, events, news, videos] = await Promise.all([
    settle(pageContext, () => upstream.banners(), []),
    settle(pageContext, () => upstream.marquee(), []),
    settle(pageContext, () => upstream.recentNotices(), []),
    settle(pageContext, () => upstream.recentEvents(), []),
    settle(pageContext, () => upstream.recentNews(), []),
    settle(pageContext, () => upstream.recentVideos(), []),
  ])
  return {
    banners: banners.value,
    marquee: marquee.value,
    notices: notices.value.slice(0, HOME_LIMITS.notices).map(({ id, date, headline }) => ({ id, date, headline })),
    // What is coming first: the upstream lists the recent events in its own order.
    events: soonestFirst(events.value, today(pageContext)).slice(0, HOME_LIMITS.events).map(toEventSummary),
    news: news.value.slice(0, HOME_LIMITS.news).map(toNewsSummary),
    videos: videos.value.slice(0, HOME_LIMITS.videos),
    programmes: programmeCards(pageContext.locale ?? 'en'),
    error: [banners, marquee, notices, events, news, videos].find((r) => r.error)?.error ?? null,
    ...(pageContext.locale === 'bn' ? { bengali: { aboutTeaser: ABOUT_TEASER.in('bn'), admissionPanel: ADMISSION_PANEL.in('bn'), faq: FAQ.in('bn') } } : {}),
  }
}
