import type { ReactNode } from 'react'
import { useLocale } from '../hooks/usePageContext'
import { m } from '../i18n/messages'
import { localeHref } from '../routes/paths'
import { FailureAlert } from './FailureAlert'
import { PageBanner } from './PageBanner'
import { PageTitle } from './PageTitle'

/** The region the live filter replaces with the same region of the filtered page. */
const RESULTS_ID = 'list-results'

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
   * The list follows the form as the visitor types (src/enhance/live-filter.ts swaps in the results region of the
   * form's URL); its button is then shown only without JavaScript. Without it, the form is a plain GET with its button.
   */
  live?: boolean
  /** What the page shows above the search form (the admission result's lookup). */
  intro?: ReactNode
  /** What the page shows after the list (the notice-alert form). */
  after?: ReactNode
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
      <div className="container">
        {intro}
        <form className="row g-3 align-items-end mb-4" role="search" method="get" data-live={live ? RESULTS_ID : undefined}>
          {controls}
          {live ? <noscript>{submit}</noscript> : submit}
        </form>
        <div id={RESULTS_ID}>
          {body}
          {error || notFound ? null : pager}
        </div>
        {after}
      </div>
    </>
  )
}
