// Server side of the site search: one index per upstream service, built from the same cached
// upstream lists the pages show plus the content modules, and refreshed as they refresh.
import { createHash } from 'node:crypto'
import type { SiteData } from '../domain/site-data'
import { currentIntake, type Intake } from '../content/intakes'
import { loadOffice, OFFICES, type OfficeKey } from '../content/offices'
import type { CareerOpening, EventItem, NewsItem, Notice, TeacherCard } from '../domain/types'
import { bengaliContentDocs, careerDocs, contentDocs, eventDocs, newsDocs, noticeDocs, officeDocs, pageDocs, teacherDocs, type SearchablePage } from '../logic/search-documents'
import { SiteSearchIndex, type IndexStats, type SearchDoc } from '../logic/search-index'

/** The upstream lists the index is built from; null: the call failed with nothing cached to stand in. */
export interface SearchSources {
  notices: readonly Notice[] | null
  news: readonly NewsItem[] | null
  events: readonly EventItem[] | null
  careers: readonly CareerOpening[] | null
  teachers: readonly TeacherCard[] | null
}

export interface BuiltSearch {
  index: SiteSearchIndex
  sources: SearchSources
  /** Hash of the sources' content: a refetched list with the same records does not rebuild. */
  fingerprint: string
  /** Every upstream list failed: the index holds the content modules only. */
  upstreamMissing: boolean
}

export interface SearchIndexHolderOptions {
  loadSources: () => Promise<SearchSources>
  /** Documents of the content modules: loaded again, and the index rebuilt, when `contentKey` changes. */
  loadContent: () => Promise<SearchDoc[]>
  /** What the content documents depend on (the current intake's name); unset: they never change. */
  contentKey?: () => string
  /** After a build from complete data, the sources are looked at again no sooner than this. */
  refreshMs: number
  /** After a build with a failed source, sooner: the upstream may be back. */
  retryMs: number
  /** The index's heap budget (memoryPlan's searchIndexBytes): a larger set is indexed partly, newest first. */
  budgetBytes?: number
  /** Told after every build what the index holds (metrics, a log line when documents were left out). */
  onBuilt?: (stats: IndexStats) => void
  now?: () => number
}

/** Builds the search documents of `sources` (the content ones come separately). */
export function upstreamDocs(sources: SearchSources): SearchDoc[] {
  return [
    ...noticeDocs(sources.notices ?? []),
    ...newsDocs(sources.news ?? []),
    ...eventDocs(sources.events ?? []),
    ...careerDocs(sources.careers ?? []),
    ...teacherDocs(sources.teachers ?? []),
  ]
}

const SOURCE_NAMES = ['notices', 'news', 'events', 'careers', 'teachers'] as const satisfies readonly (keyof SearchSources)[]

/**
 * Keeps the index. A request gets the current index at once; at most once per `refreshMs` (or
 * `retryMs` after a failed source) one of them also starts a refresh, which reads the sources
 * (cached upstream answers: the same objects while unchanged) and rebuilds only when one changed,
 * in the background, a chunk at a time, within the budget. One refresh at a time; only the very
 * first request waits for a build (before it there is no index to answer from).
 */
export class SearchIndexHolder {
  private current: BuiltSearch | null = null
  private checkedAt = -Infinity
  private running: Promise<BuiltSearch> | null = null
  private content: Promise<SearchDoc[]> | null = null
  private contentKey: string | undefined
  /** The content documents the current index holds. */
  private indexedContent: SearchDoc[] | null = null
  private readonly now: () => number
  /** Index builds so far (for tests and logs). */
  builds = 0

  constructor(private readonly options: SearchIndexHolderOptions) {
    this.now = options.now ?? Date.now
  }

  get(): Promise<BuiltSearch> {
    const current = this.current
    const wait = current && SOURCE_NAMES.some((name) => current.sources[name] === null) ? this.options.retryMs : this.options.refreshMs
    if (!this.running && (!current || this.now() - this.checkedAt >= wait)) {
      const run = this.refresh().finally(() => {
        this.running = null
      })
      this.running = run
      // A failed refresh in the background keeps the current index.
      if (current) run.catch(() => {})
    }
    return current ? Promise.resolve(current) : this.running!
  }

  /** Resolves when no refresh is running (tests). */
  async idle(): Promise<void> {
    await this.running?.catch(() => {})
  }

  private async refresh(): Promise<BuiltSearch> {
    this.checkedAt = this.now()
    const key = this.options.contentKey?.()
    if (key !== this.contentKey) {
      this.contentKey = key
      this.content = null
    }
    this.content ??= this.options.loadContent().catch((err: unknown) => {
      this.content = null
      throw err
    })
    const [content, sources] = await Promise.all([this.content, this.options.loadSources()])
    const previous = this.indexedContent === content ? this.current : null
    if (previous && SOURCE_NAMES.every((name) => previous.sources[name] === sources[name])) return previous
    const fingerprint = fingerprintOf(sources)
    if (previous?.fingerprint === fingerprint) {
      this.current = { ...previous, sources }
      return this.current
    }
    const index = await SiteSearchIndex.build([...upstreamDocs(sources), ...content], this.options.budgetBytes ?? Infinity)
    this.options.onBuilt?.(index.stats)
    this.indexedContent = content
    this.builds++
    this.current = { index, sources, fingerprint, upstreamMissing: SOURCE_NAMES.every((name) => sources[name] === null) }
    return this.current
  }
}

/** A hash of the sources' records, one record at a time (one JSON text of 10 MB of lists would spike the heap). */
function fingerprintOf(sources: SearchSources): string {
  const hash = createHash('sha1')
  for (const name of SOURCE_NAMES) {
    hash.update(`|${name}:`)
    for (const record of sources[name] ?? []) hash.update(JSON.stringify(record))
  }
  return hash.digest('hex')
}

const SEARCH_RETRY_MS = 2000

const orNull = <T>(load: () => Promise<T>): Promise<T | null> => load().catch(() => null)

/** The search sources from the upstream service's cache. */
export function sourcesOf(upstream: SiteData): () => Promise<SearchSources> {
  return async () => {
    const [notices, news, events, careers, teachers] = await Promise.all([
      orNull(upstream.allNotices),
      orNull(upstream.allNews),
      orNull(upstream.recentEvents),
      orNull(upstream.careers),
      orNull(upstream.allTeachers),
    ])
    return { notices, news, events, careers, teachers }
  }
}

/**
 * The content modules' and the written pages' documents for `intake` (the circular and the admission
 * test office name it), in both languages; `pages`: those whose folder declares a search entry.
 */
async function contentDocsOf(intake: Intake, pages: readonly SearchablePage[]): Promise<SearchDoc[]> {
  const keys = Object.keys(OFFICES) as OfficeKey[]
  const [offices, bengaliOffices] = await Promise.all([
    Promise.all(keys.map((key) => loadOffice(key, intake, 'en'))),
    Promise.all(keys.map((key) => loadOffice(key, intake, 'bn'))),
  ])
  return [
    ...contentDocs(),
    ...pageDocs(pages, intake, 'en'),
    ...officeDocs(offices),
    ...bengaliContentDocs(),
    ...pageDocs(pages, intake, 'bn'),
    ...officeDocs(bengaliOffices, 'bn'),
  ]
}

/**
 * The site search over `upstream`'s data (one per server), looking at its lists again at most every
 * `refreshMs`; its content documents are made again when the intake of `today()` changes. `pages`:
 * the pages whose folder declares a search entry (server/page-table.ts).
 */
export function createSiteSearch(
  upstream: SiteData,
  refreshMs: number,
  today: () => string,
  pages: () => Promise<readonly SearchablePage[]>,
  budget: Pick<SearchIndexHolderOptions, 'budgetBytes' | 'onBuilt'> = {},
): SearchIndexHolder {
  return new SearchIndexHolder({
    ...budget,
    loadSources: sourcesOf(upstream),
    loadContent: async () => contentDocsOf(currentIntake(today(), 'en'), await pages()),
    contentKey: () => currentIntake(today(), 'en').name,
    refreshMs,
    retryMs: SEARCH_RETRY_MS,
  })
}

/** The render's search index (the server gives every page context its site search). */
export function siteSearchOf(pageContext: { siteSearch?: SearchIndexHolder }): Promise<BuiltSearch> {
  if (!pageContext.siteSearch) throw new Error('pageContext.siteSearch is missing: pages must be rendered by server/app.ts')
  return pageContext.siteSearch.get()
}
