import type { PageContextServer } from 'vike/types'
import { toEventSummary, type EventSummary } from '../../src/components/home/EventCard'
import { toNewsSummary, type NewsSummary } from '../../src/components/home/NewsCard'
import type { NoticeSummary } from '../../src/components/home/NoticeEventTabs'
import type { VideoSummary } from '../../src/components/VideoPlayer'
import { FEE_TABLE } from '../../src/content/fees'
import { HOME_LIMITS, type ProgrammeCard } from '../../src/content/home'
import { PROGRAMMES } from '../../src/content/programmes'
import { settle, upstreamOf } from '../../src/data/load'
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
}

/**
 * The six programme cards (CSE, BBA, GDS, English, HTM, MBA) from the programme registry and the fee
 * table. Built here, on the server, so the programme pages' texts stay out of the home page's bundle.
 */
export function programmeCards(): ProgrammeCard[] {
  return PROGRAMMES.map((p) => {
    const fees = FEE_TABLE.find((r) => r.slug === p.slug)
    return {
      code: p.code,
      name: p.title,
      level: p.level,
      duration: fees ? `${fees.durationYears} years, ${fees.semesters} semesters` : '',
      summary: p.tagline,
      href: `/program/${p.slug}`,
    }
  })
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
    events: events.value.slice(0, HOME_LIMITS.events).map(toEventSummary),
    news: news.value.map(toNewsSummary),
    videos: videos.value.slice(0, HOME_LIMITS.videos),
    programmes: programmeCards(),
    error: [banners, marquee, notices, events, news, videos].find((r) => r.error)?.error ?? null,
  }
}
