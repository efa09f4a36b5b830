import { usePageContext } from '../hooks/usePageContext'
import { formatNumber } from '../i18n/numbers'
import { m } from '../i18n/messages'
import { listHref, localeHref } from '../routes/paths'

/** Page numbers shown around the current page (and always the first and the last). */
const AROUND = 2

/**
 * The page links of a list: real `?page=N` links,
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
  /** What is paged, e.g. "Notices" (in the page's language). */
  label: string
}) {
  const locale = usePageContext().locale ?? 'en'
  if (pageCount <= 1) return null
  const number = (n: number) => formatNumber(n, locale)
  const href = (n: number) => localeHref(locale, listHref(path, filters, n))
  const numbers = [...new Set([1, ...range(page - AROUND, page + AROUND), pageCount])].filter((n) => n >= 1 && n <= pageCount)
  return (
    <>
      {/* React 19 hoists these into the head. */}
      {page > 1 ? <link rel="prev" href={href(page - 1)} /> : null}
      {page < pageCount ? <link rel="next" href={href(page + 1)} /> : null}
      <nav aria-label={m.pager_pages({ label }, { locale })} className="my-4">
        <p className="text-center small text-body-secondary mb-2">{m.pager_pageOf({ page: number(page), pageCount: number(pageCount) }, { locale })}</p>
        <ul className="pagination justify-content-center flex-wrap">
          <li className={`page-item${page > 1 ? '' : ' disabled'}`}>
            {page > 1 ? (
              <a className="page-link" href={href(page - 1)} rel="prev">
                {m.pager_previous({}, { locale })}
              </a>
            ) : (
              <span className="page-link">{m.pager_previous({}, { locale })}</span>
            )}
          </li>
          {numbers.map((n, i) => (
            <li key={n} className={`page-item${n === page ? ' active' : ''}`}>
              {i > 0 && n - numbers[i - 1]! > 1 ? <span className="visually-hidden">…</span> : null}
              {n === page ? (
                <span className="page-link" aria-current="page">
                  {number(n)}
                </span>
              ) : (
                <a className="page-link" href={href(n)} aria-label={m.pager_page({ page: number(n) }, { locale })}>
                  {number(n)}
                </a>
              )}
            </li>
          ))}
          <li className={`page-item${page < pageCount ? '' : ' disabled'}`}>
            {page < pageCount ? (
              <a className="page-link" href={href(page + 1)} rel="next">
                {m.pager_next({}, { locale })}
              </a>
            ) : (
              <span className="page-link">{m.pager_next({}, { locale })}</span>
            )}
          </li>
        </ul>
      </nav>
    </>
  )
}

const range = (from: number, to: number) => Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i)
