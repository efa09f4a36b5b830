import { listHref } from '../routes/paths'

/** Page numbers shown around the current page (and always the first and the last). */
const AROUND = 2

/**
 * The page links of a list: real `?page=N` links (Vike navigates them in place with JavaScript),
 * `rel="prev"`/`"next"` on the neighbours, and the same two as `<link>`s in the head.
 */
export function ListPager({
  path,
  filters,
  page,
  pageCount,
  label,
}: {
  path: string
  filters: Readonly<Record<string, string>>
  page: number
  pageCount: number
  /** What is paged, e.g. "Notices". */
  label: string
}) {
  if (pageCount <= 1) return null
  const href = (n: number) => listHref(path, filters, n)
  const numbers = [...new Set([1, ...range(page - AROUND, page + AROUND), pageCount])].filter((n) => n >= 1 && n <= pageCount)
  return (
    <>
      {/* React 19 hoists these into the head. */}
      {page > 1 ? <link rel="prev" href={href(page - 1)} /> : null}
      {page < pageCount ? <link rel="next" href={href(page + 1)} /> : null}
      <nav aria-label={`${label}: pages`} className="my-4">
        <p className="text-center small text-body-secondary mb-2">{`Page ${page} of ${pageCount}`}</p>
        <ul className="pagination justify-content-center flex-wrap">
          <li className={`page-item${page > 1 ? '' : ' disabled'}`}>
            {page > 1 ? (
              <a className="page-link" href={href(page - 1)} rel="prev">
                Previous
              </a>
            ) : (
              <span className="page-link">Previous</span>
            )}
          </li>
          {numbers.map((n, i) => (
            <li key={n} className={`page-item${n === page ? ' active' : ''}`}>
              {i > 0 && n - numbers[i - 1]! > 1 ? <span className="visually-hidden">…</span> : null}
              {n === page ? (
                <span className="page-link" aria-current="page">
                  {n}
                </span>
              ) : (
                <a className="page-link" href={href(n)} aria-label={`Page ${n}`}>
                  {n}
                </a>
              )}
            </li>
          ))}
          <li className={`page-item${page < pageCount ? '' : ' disabled'}`}>
            {page < pageCount ? (
              <a className="page-link" href={href(page + 1)} rel="next">
                Next
              </a>
            ) : (
              <span className="page-link">Next</span>
            )}
          </li>
        </ul>
      </nav>
    </>
  )
}

const range = (from: number, to: number) => Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i)
