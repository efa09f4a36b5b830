import type { PageContextServer } from 'vike/types'
import { idParam, settleRecord, upstreamOf } from '../../../src/data/load'
import { today } from '../../../src/data/today'
import type { CareerOpening } from '../../../src/domain/types'
import { isPast } from '../../../src/logic/expiry'

export interface Data {
  career: CareerOpening | null
  /** Past its closing date: the page says so. */
  closed: boolean
  /** Shown on the page (spec §8). */
  error: string | null
}

export async function data(pageContext: PageContextServer): Promise<Data> {
  const id = idParam(pageContext.routeParams.id)
  // A malformed id cannot name an opening: 'No data found.' (404) without asking the upstream.
  const { value, error } = await settleRecord(pageContext, id, upstreamOf(pageContext).career)
  return { career: value, closed: value ? isPast(value.endDate, today(pageContext)) : false, error }
}
