import type { PageContextServer } from 'vike/types'
import type { CareerSummary } from '../../src/data/summaries'
import { filterValue, listState, type ListState } from '../../src/data/list'
import { settle, upstreamOf } from '../../src/data/load'
import { queryOf } from '../../src/data/query'
import config from './+config'
import { today } from '../../src/data/today'
import { parseJobType } from '../../src/logic/careers'
import { isPast, openFirst } from '../../src/logic/expiry'
import { filterCareers } from '../../src/logic/filters'

export type CareerFilters = { q: string; type: string }

export interface Data {
  list: ListState<CareerSummary, CareerFilters>
  /** Shown on the page (spec §8: the career page shows the failure's message). */
  error: string | null
}

export async function data(pageContext: PageContextServer): Promise<Data> {
  const { value, error } = await settle(pageContext, () => upstreamOf(pageContext).careers(), [])
  const search = queryOf(pageContext, config.query)
  const jobType = parseJobType(search.type)
  const filters: CareerFilters = { q: filterValue(search.q), type: jobType === 0 ? '' : String(jobType) }
  const now = today(pageContext)
  // Closed openings stay listed, marked, after the open ones.
  const careers = openFirst(
    filterCareers(value, filters.q, jobType).map(({ id, designation, department, startDate, endDate, jobType, title, location }) => ({
      id,
      designation,
      department,
      startDate,
      endDate,
      jobType,
      title,
      location,
      closed: isPast(endDate, now),
    })),
    (c) => c.closed,
  )
  return { list: listState(pageContext, careers, search, filters), error }
}
