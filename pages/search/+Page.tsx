import { Fragment } from 'react'
import { useData } from '../../src/hooks/usePageContext'
import { DateText } from '../../src/components/DateText'
import { ListPager } from '../../src/components/ListPager'
import { PageBanner } from '../../src/components/PageBanner'
import { PageTitle } from '../../src/components/PageTitle'
import { listHref } from '../../src/routes/paths'
import { MAX_QUERY_CHARS, SEARCH_PAGE_SIZE, SEARCH_TYPE_LABELS, SEARCH_TYPES, type Segment } from '../../src/logic/search-types'
import type { Data } from './+data'
import './search.css'
import { LangText } from '../../src/components/LangText'

const PATH = '/search'

function Marked({ segments }: { segments: readonly Segment[] }) {
  return segments.map((s, i) =>
    s.mark ? (
      <mark key={i}>
        <LangText text={s.text} />
      </mark>
    ) : (
      <Fragment key={i}>
        <LangText text={s.text} />
      </Fragment>
    ),
  )
}

export default function Page() {
  const { q, shortened, type, hits, counts, total, page, pageCount, notFound } = useData<Data>()
  const all = SEARCH_TYPES.reduce((sum, t) => sum + counts[t], 0)
  const filters = { q, type }

  let body
  if (notFound) {
    body = (
      <p className="text-body-secondary" role="status">
        No data found. <a href={listHref(PATH, { q })}>Back to the first page of results</a>
      </p>
    )
  } else if (q === '') {
    body = (
      <p className="text-body-secondary">
        Type a word or two to search notices, news, events, careers, faculty, programmes, offices, departments and pages. Bengali
        words are found as typed.
      </p>
    )
  } else {
    body = (
      <>
        <nav aria-label="Filter results by type" className="search-types mb-3">
          <ul className="nav nav-pills flex-wrap gap-1">
            {[['', 'All types', all] as const, ...SEARCH_TYPES.map((t) => [t, SEARCH_TYPE_LABELS[t], counts[t]] as const)]
              .filter(([t, , count]) => t === '' || count > 0 || t === type)
              .map(([t, label, count]) => (
                <li key={t || 'all'} className="nav-item">
                  <a className={`nav-link${t === type ? ' active' : ''}`} href={listHref(PATH, { q, type: t })} aria-current={t === type ? 'page' : undefined}>
                    {label} <span className="search-types__count">({count})</span>
                  </a>
                </li>
              ))}
          </ul>
        </nav>
        <p role="status" className="text-body-secondary">
          {total === 0
            ? `No results for “${q}”${type ? ` among ${SEARCH_TYPE_LABELS[type].toLowerCase()} items` : ''}. Check the spelling or try other words${type ? ', or search all types' : ''}.`
            : `${total} ${total === 1 ? 'result' : 'results'} for “${q}”${pageCount > 1 ? `, page ${page} of ${pageCount}` : ''}`}
        </p>
        {hits.length > 0 ? (
          <ol className="list-unstyled search-results" start={(page - 1) * SEARCH_PAGE_SIZE + 1}>
            {hits.map((hit) => (
              <li key={hit.id} className="search-result">
                <p className="search-result__meta mb-1">
                  <span className="badge text-bg-success">{SEARCH_TYPE_LABELS[hit.type]}</span>
                  {hit.date ? <DateText date={hit.date} className="ms-2" /> : null}
                </p>
                <h2 className="h5 mb-1">
                  <a href={hit.href}>
                    <Marked segments={hit.title} />
                  </a>
                </h2>
                {hit.snippet.length > 0 ? (
                  <p className="search-result__snippet mb-0">
                    <Marked segments={hit.snippet} />
                  </p>
                ) : null}
              </li>
            ))}
          </ol>
        ) : null}
        <ListPager path={PATH} filters={filters} page={page} pageCount={pageCount} label="Search results" />
      </>
    )
  }

  return (
    <>
      <PageTitle
        title={q ? `Search results for “${q}”` : 'Search'}
        description="Search the notices, news, events, careers, faculty, programmes, offices and pages of the university."
      />
      <PageBanner title="Search" subtitle={q ? `Results for “${q}”` : undefined} />
      <div className="container">
        <form key={`${q}|${type}`} className="row g-3 align-items-end mb-4" role="search" aria-label="Search the site" method="get" action={PATH}>
          <div className="col-12 col-md-6">
            <label htmlFor="search-q" className="form-label">
              Search the site
            </label>
            <input id="search-q" name="q" type="search" className="form-control" defaultValue={q} maxLength={MAX_QUERY_CHARS} />
          </div>
          <div className="col-8 col-md-3">
            <label htmlFor="search-type" className="form-label">
              Type
            </label>
            <select id="search-type" name="type" className="form-select" defaultValue={type}>
              <option value="">All types</option>
              {SEARCH_TYPES.map((t) => (
                <option key={t} value={t}>
                  {SEARCH_TYPE_LABELS[t]}
                </option>
              ))}
            </select>
          </div>
          <div className="col-4 col-md-2">
            <button type="submit" className="btn btn-success w-100">
              Search
            </button>
          </div>
        </form>
        {shortened ? (
          <p className="alert alert-warning" role="alert">
            Your search was long, so only its first {MAX_QUERY_CHARS} characters were used.
          </p>
        ) : null}
        {body}
      </div>
    </>
  )
}
