import type { ReactNode } from 'react'
import { useLocale } from '../../hooks/usePageContext'
import { m } from '../../i18n/messages'
import { localeHref } from '../../routes/paths'
import { FailureAlert } from '../FailureAlert'
import { PageBanner } from '../PageBanner'
import { PageTitle } from '../PageTitle'
import { hookAttrs, moduleRoot } from '../module'
import { LIVE_FILTER } from './contract'

/**
 * A list page with search controls: title and banner, a search form that filters as the visitor
 * types (`live`) and submits as a GET without JavaScript, then the error, the empty state or the list, and
 * its page links. Used by every list page: notices, news, videos, careers, faculty.
 */
export function SearchListPage({
  title,
  subtitle,
  description,
  controls,
  error = null,
  emptyText,
  isEmpty,
  pager,
  notFound = false,
  firstPageHref,
  live = false,
  intro,
  after,
  lead,
  children,
}: {
  title: string
  subtitle?: string
  description: string
  /** The form's fields, each in a Bootstrap column. */
  controls: ReactNode
  /** Shown instead of the list when the data could not load (pages that show the failure). */
  error?: string | null
  emptyText: string
  isEmpty: boolean
  /** The page links (ListPager). */
  pager?: ReactNode
  /** The URL named a page past the end. */
  notFound?: boolean
  /** Where a visitor on a page past the end finds the list. */
  firstPageHref?: string
  /**
   * The list follows the form as the visitor types (./enhance.ts swaps in the results region of the
   * form's URL); its button is then shown only without JavaScript. Without it, the form is a plain GET with its button.
   */
  live?: boolean
  /** What the page shows above the search form (the admission result's lookup). */
  intro?: ReactNode
  /** What the page shows after the list (the notice-alert form). */
  after?: ReactNode
  /** What shows above the list and stays as it is while the list filters (the /videos player), when there is a list. */
  lead?: ReactNode
  children: ReactNode
}) {
  const locale = useLocale()
  // Lists that filter as the visitor types show the button only without JavaScript; the others always.
  const submit = (
    <div className="col-12 col-md-2">
      <button type="submit" className="btn btn-success w-100">
        {m.common_search({}, { locale })}
      </button>
    </div>
  )
  let body: ReactNode = children
  if (notFound) {
    body = (
      <p className="text-body-secondary" role="status">
        {m.common_noDataFound({}, { locale })} {firstPageHref ? <a href={localeHref(locale, firstPageHref)}>{m.common_backToFirstPage({}, { locale })}</a> : null}
      </p>
    )
  } else if (error) {
    body = <FailureAlert error={error} />
  } else if (isEmpty) {
    body = (
      <p className="text-body-secondary" role="status">
        {emptyText}
      </p>
    )
  }
  return (
    <>
      <PageTitle title={title} description={description} />
      <PageBanner title={title} subtitle={subtitle} />
      <div {...(live ? moduleRoot(LIVE_FILTER) : {})} className="container">
        {intro}
        <form {...hookAttrs(LIVE_FILTER, 'form')} className="row g-3 align-items-end mb-4" role="search" method="get">
          {controls}
          {live ? <noscript>{submit}</noscript> : submit}
        </form>
        {notFound || error || isEmpty ? null : lead}
        <div id="list-results" {...hookAttrs(LIVE_FILTER, 'results')}>
          {body}
          {error || notFound ? null : pager}
        </div>
        {after}
      </div>
    </>
  )
}
