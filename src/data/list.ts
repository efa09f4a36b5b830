// Server side of the paged lists: one page of the filtered items, or "not found" for a page past the end.
import type { PageContextServer } from 'vike/types'
import { m } from '../i18n/messages'
import { formatNumber } from '../i18n/numbers'
import { paginate, parsePage } from '../logic/pagination'
import { localePath } from '../routes/locale'
import { canonicalUrl } from '../seo/canonical'
import { markNotFound } from './load'

/** What a list page gets: one page of items, where it is, and the filters that chose them. */
export interface ListState<T, F extends Record<string, string> = Record<string, string>> {
  items: T[]
  page: number
  pageCount: number
  /** Items matching the filters, on all pages. */
  total: number
  filters: F
  /** The URL named a page past the end (or no page at all): 404 with the spec's text. */
  notFound: boolean
}

/**
 * The page `search.page` of `items` (already filtered and sorted by `filters`, the values the page used
 * of `search`, its query); a page past the end marks the render 404.
 */
export function listState<T, F extends Record<string, string>>(
  pageContext: PageContextServer,
  items: readonly T[],
  search: Readonly<Partial<Record<string, string>>>,
  filters: F,
): ListState<T, F> {
  const paged = paginate(items, parsePage(search.page))
  if (!paged) {
    markNotFound(pageContext)
    return { items: [], page: 1, pageCount: 1, total: items.length, filters, notFound: true }
  }
  // A view asked for with a filter, valid or not, is a view of the list, not a page of its own (the sitemap lists none).
  const filtered = Object.entries(search).some(([name, value]) => name !== 'page' && value !== undefined && isSet(value))
  markView(pageContext, { ...filters, page: String(paged.page) }, { noindex: filtered, page: paged.page, pageCount: paged.pageCount })
  return { ...paged, filters, notFound: false }
}

const isSet = (value: string) => value.trim() !== ''

/**
 * What the page used of its query, and whether search engines should index the view: the canonical URL
 * (and og:url, the print URL) carries only `used` (a value the page dropped as invalid is not there, a
 * cut one is cut), and a view chosen by a query gets `noindex, follow` (SiteHead). Page 2 and on of a
 * list take their number into the title (PageTitle), in the page's language.
 */
export function markView(
  pageContext: PageContextServer,
  used: Readonly<Record<string, string>>,
  view: { noindex: boolean; page: number; pageCount: number },
): void {
  const query = new URLSearchParams(Object.entries(used).filter(([, value]) => isSet(value))).toString()
  pageContext.canonicalUrl = canonicalUrl(pageContext.siteOrigin ?? '', localePath(pageContext.locale ?? 'en', pageContext.urlPathname), query, pageContext.config.query ?? [])
  const locale = pageContext.locale ?? 'en'
  const number = (n: number) => formatNumber(n, locale)
  const titleSuffix = view.page > 1 ? m.list_titlePageSuffix({ page: number(view.page), pageCount: number(view.pageCount) }, { locale }) : ''
  pageContext.view = { noindex: view.noindex, titleSuffix }
}

/** A query value as a filter: at most `max` characters (nothing a request sends grows without bound). */
export const filterValue = (raw: string | undefined, max = 100) => (raw ?? '').slice(0, max)
