import type { PageContextServer } from 'vike/types'
import { idParam, settle, upstreamOf } from '../../../src/data/load'
import type { CareerOpening } from '../../../src/domain/types'

export interface Data {
  career: CareerOpening | null
  /** Shown on the page (spec §8). */
  error: string | null
}

export async function data(pageContext: PageContextServer): Promise<Data> {
  const id = idParam(pageContext.routeParams.id)
  // A malformed id cannot name an opening: 'No data found.' without asking the upstream.
  if (id === null) return { career: null, error: null }
  const { value, error } = await settle(() => upstreamOf(pageContext).career(id), null)
  return { career: value, error }
}
