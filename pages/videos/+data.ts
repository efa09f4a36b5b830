import type { PageContextServer } from 'vike/types'
import type { VideoSummary } from '../../src/data/summaries'
import { filterValue, listState, type ListState } from '../../src/data/list'
import { settle, upstreamOf } from '../../src/data/load'
import { queryOf } from '../../src/data/query'
import config from './+config'
import { filterVideos } from '../../src/logic/filters'

export interface Data {
  list: ListState<VideoSummary, { q: string }>
  /** The first video of the whole gallery: the player's video until one is selected. */
  first: VideoSummary | null
  /** Shown on this page (site spec §8): the failure's message or 'Something went wrong'. */
  error: string | null
}

export async function data(pageContext: PageContextServer): Promise<Data> {
  const { value, error } = await settle(pageContext, () => upstreamOf(pageContext).allVideos(), [])
  const search = queryOf(pageContext, config.query)
  const filters = { q: filterValue(search.q) }
  return { list: listState(pageContext, filterVideos(value, filters.q), search, filters), first: value[0] ?? null, error }
}
