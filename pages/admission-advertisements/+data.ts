import type { PageContextServer } from 'vike/types'
import type { AdvertView } from '../../src/components/admission/AdvertisementTabs'
import { settle, upstreamOf } from '../../src/data/load'
import type { Advertisement } from '../../src/domain/types'

export interface Data {
  bachelor: AdvertView[]
  master: AdvertView[]
  /** Kept, not shown (spec §8): a failure shows the empty state. */
  error: string | null
}

const view = ({ title, kind, file }: Advertisement): AdvertView => ({ title, kind, url: file.url })

export async function data(pageContext: PageContextServer): Promise<Data> {
  const { value, error } = await settle(pageContext, () => upstreamOf(pageContext).advertisements(), { bachelor: [], master: [] })
  return { bachelor: value.bachelor.map(view), master: value.master.map(view), error }
}
