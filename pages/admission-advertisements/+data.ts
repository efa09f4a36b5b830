import type { PageContextServer } from 'vike/types'
import type { AdvertView } from '../../src/data/summaries'
import { circularOf } from '../../src/content/admission'
import type { Intake } from '../../src/content/intakes'
import { intakeToday } from '../../src/data/intake'
import { today } from '../../src/data/today'
import { intakeStage, type IntakeStage } from '../../src/logic/expiry'
import { markNotFound, settle, upstreamOf } from '../../src/data/load'
import { queryOf } from '../../src/data/query'
import config from './+config'
import type { Advertisement } from '../../src/domain/types'
import { paginate, parsePage } from '../../src/logic/pagination'

export interface Data {
  /** Each level's latest advertisement, then one page of its archive (the rest). */
  bachelor: AdvertView[]
  master: AdvertView[]
  page: number
  /** Pages of the longer archive: ?page=N pages both archives. */
  pageCount: number
  notFound: boolean
  /** The site's current intake. */
  intake: Intake
  /** The stage of the intake whose circular is the latest advertisement ('open' when it is another one). */
  stage: IntakeStage
  /** Kept, not shown (spec §8): a failure shows the empty state. */
  error: string | null
}

const view = ({ title, kind, file }: Advertisement): AdvertView => ({ title, kind, url: file.url })

export async function data(pageContext: PageContextServer): Promise<Data> {
  const { value, error } = await settle(pageContext, () => upstreamOf(pageContext).advertisements(), { bachelor: [], master: [] })
  const page = parsePage(queryOf(pageContext, config.query).page)
  const intake = intakeToday(pageContext)
  const [bachelor, master] = [value.bachelor.map(view), value.master.map(view)].map(([latest, ...archive]) => ({ latest, archive }))
  const pageCount = Math.max(1, ...[bachelor!, master!].map((l) => paginate(l.archive, 1)!.pageCount))
  if (page === null || page > pageCount) {
    markNotFound(pageContext)
    return { bachelor: [], master: [], page: 1, pageCount: 1, notFound: true, intake, stage: 'open', error }
  }
  // A page past the end of the shorter archive shows that level's latest only.
  const slice = (l: { latest: AdvertView | undefined; archive: AdvertView[] }) =>
    l.latest ? [l.latest, ...(paginate(l.archive, page)?.items ?? [])] : []
  // The latest advertisement is the circular of the site's intake: past its deadline it says so.
  const latestIsCircular = [bachelor!, master!].some((l) => l.latest?.title.startsWith(circularOf(intake, 'en').title))
  const stage = latestIsCircular ? intakeStage(intake, today(pageContext)) : 'open'
  return { bachelor: slice(bachelor!), master: slice(master!), page, pageCount, notFound: false, intake, stage, error }
}
