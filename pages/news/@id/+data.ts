import type { PageContextServer } from 'vike/types'
import { idParam, settle, settleRecord, upstreamOf } from '../../../src/data/load'
import type { NewsItem } from '../../../src/domain/types'

/** The side list shows this many recent news items (as many as the notice side list). */
const RECENT_NEWS_SHOWN = 15

export interface Data {
  news: (Omit<NewsItem, 'image'> & { imageUrl: string | null }) | null
  recent: Pick<NewsItem, 'id' | 'date' | 'headline'>[]
  error: string | null
}

export async function data(pageContext: PageContextServer): Promise<Data> {
  const upstream = upstreamOf(pageContext)
  const id = idParam(pageContext.routeParams.id)
  const [item, recent] = await Promise.all([
    settleRecord(pageContext, id, upstream.newsItem),
    settle(pageContext, () => upstream.recentNews(), []),
  ])
  const news = item.value
  return {
    news: news && { id: news.id, date: news.date, headline: news.headline, description: news.description, imageUrl: news.image?.url ?? null },
    recent: recent.value.slice(0, RECENT_NEWS_SHOWN).map(({ id, date, headline }) => ({ id, date, headline })),
    error: item.error ?? recent.error,
  }
}
