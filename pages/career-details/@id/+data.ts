import type { PageContextServer } from 'vike/types'
import { idParam, settleRecord, upstreamOf } from '../../../src/data/load'
import type { CareerOpening } from '../../../src/domain/types'

export interface Data {
  career: CareerOpening | null
  /** Shown on the page (spec §8). */
  error: string | null
}

export async function data(pageContext: PageContextServer): Promise<Data> {
  const id = idParam(pageContext.routeParams.id)
  // A malformed id cannot name an opening: 'No data found.' (404) without asking the upstream.
  const { value, error } = await settleRecord(pageContext, id, upstreamOf(pageContext).career)
  return { career: value, error }
}
