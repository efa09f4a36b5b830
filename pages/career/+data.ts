import type { PageContextServer } from 'vike/types'
import type { CareerSummary } from '../../src/components/careers/CareerList'
import { settle, upstreamOf } from '../../src/data/load'
import { queryOf } from '../../src/data/query'
import type { JobType } from '../../src/domain/types'
import { parseJobType } from '../../src/logic/careers'

export interface Data {
  careers: CareerSummary[]
  /** Shown on the page (spec §8: the career page shows the failure's message). */
  error: string | null
  /** Filters from the query string, so the list also filters without JavaScript. */
  initialQuery: string
  initialJobType: JobType
}

export async function data(pageContext: PageContextServer): Promise<Data> {
  const { value, error } = await settle(pageContext, () => upstreamOf(pageContext).careers(), [])
  const search = queryOf(pageContext, '/career')
  return {
    // Only what the list shows and searches goes to the browser.
    careers: value.map(({ id, designation, department, startDate, endDate, jobType, title, location }) => ({
      id,
      designation,
      department,
      startDate,
      endDate,
      jobType,
      title,
      location,
    })),
    error,
    initialQuery: (search.q ?? '').slice(0, 100),
    initialJobType: parseJobType(search.type),
  }
}
