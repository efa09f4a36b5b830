import type { ReactNode } from 'react'
import { PageBanner } from './PageBanner'
import { PageTitle } from './PageTitle'

/**
 * A list page with search controls: title and banner, a search form that filters as the visitor
 * types and submits as a GET without JavaScript, then the error, the empty state or the list.
 * Used by every list page: notices, news, videos, careers, faculty.
 */
export function SearchListPage({
  title,
  subtitle,
  description,
  controls,
  error = null,
  emptyText,
  isEmpty,
  more,
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
  /** The 'Show more' control. */
  more?: ReactNode
  children: ReactNode
}) {
  let body: ReactNode = children
  if (error) {
    body = (
      <p className="alert alert-danger" role="alert">
        {error}
      </p>
    )
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
        <form className="row g-3 align-items-end mb-4" role="search" method="get" onSubmit={(e) => e.preventDefault()}>
          {controls}
          <noscript>
            <div className="col-12 col-md-2">
              <button type="submit" className="btn btn-success w-100">
                Search
              </button>
            </div>
          </noscript>
        </form>
        {body}
        {error ? null : more}
      </div>
    </>
  )
}
