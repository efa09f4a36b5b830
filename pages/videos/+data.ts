import type { PageContextServer } from 'vike/types'
import type { VideoSummary } from '../../src/components/VideoPlayer'
import { settle, upstreamOf } from '../../src/data/load'
import { queryOf } from '../../src/data/query'

export interface Data {
  videos: VideoSummary[]
  /** Shown on this page (site spec §8): the failure's message or 'Something went wrong'. */
  error: string | null
  /** Search from the query string, so the list also filters without JavaScript. */
  initialQuery: string
}

export async function data(pageContext: PageContextServer): Promise<Data> {
  const { value, error } = await settle(pageContext, () => upstreamOf(pageContext).allVideos(), [])
  return { videos: value, error, initialQuery: (queryOf(pageContext, '/videos').q ?? '').slice(0, 100) }
}
