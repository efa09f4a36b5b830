import { Fragment } from 'react'
import { useData, useLocale } from '../../src/hooks/usePageContext'
import { DateText } from '../../src/components/DateText'
import { ListPager } from '../../src/components/ListPager'
import { PageBanner } from '../../src/components/PageBanner'
import { PageTitle } from '../../src/components/PageTitle'
import { m } from '../../src/i18n/messages'
import { formatNumber } from '../../src/i18n/numbers'
import type { Locale } from '../../src/routes/locale'
import { listHref, localeHref, PAGE } from '../../src/routes/paths'
import { MAX_QUERY_CHARS, SEARCH_PAGE_SIZE, SEARCH_TYPES, type SearchType, type Segment } from '../../src/logic/search-types'
import type { Data } from './+data'
import './search.css'
import { LangText } from '../../src/components/LangText'

const PATH = PAGE.search

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

/** A kind of result, named in the page's language ("Notice", "নোটিশ"). */
const TYPE_LABELS: Record<SearchType, (locale: Locale) => string> = {
  notice: (locale) => m.search_typeNotice({}, { locale }),
  news: (locale) => m.search_typeNews({}, { locale }),
  event: (locale) => m.search_typeEvent({}, { locale }),
  career: (locale) => m.search_typeCareer({}, { locale }),
  faculty: (locale) => m.search_typeFaculty({}, { locale }),
  programme: (locale) => m.search_typeProgramme({}, { locale }),
  office: (locale) => m.search_typeOffice({}, { locale }),
  department: (locale) => m.search_typeDepartment({}, { locale }),
  page: (locale) => m.search_typePage({}, { locale }),
}

export default function Page() {
  const { q, shortened, type, hits, counts, total, page, pageCount, notFound } = useData<Data>()
  const locale = useLocale()
  const number = (n: number) => formatNumber(n, locale)
  const typeLabel = (t: SearchType) => TYPE_LABELS[t](locale)
  const all = SEARCH_TYPES.reduce((sum, t) => sum + counts[t], 0)
  const filters = { q, type }

  let body
  if (notFound) {
    body = (
      <p className="text-body-secondary" role="status">
        {`${m.common_noDataFound({}, { locale })} `}
        <a href={localeHref(locale, listHref(PATH, { q }))}>{m.search_backToFirstResults({}, { locale })}</a>
      </p>
    )
  } else if (q === '') {
    body = (
      <p className="text-body-secondary">{m.search_hint({}, { locale })}</p>
    )
  } else {
    body = (
      <>
        <nav aria-label={m.search_filterByType({}, { locale })} className="search-types mb-3">
          <ul className="nav nav-pills flex-wrap gap-1">
            {[['', m.search_allTypes({}, { locale }), all] as const, ...SEARCH_TYPES.map((t) => [t, typeLabel(t), counts[t]] as const)]
              .filter(([t, , count]) => t === '' || count > 0 || t === type)
              .map(([t, label, count]) => (
                <li key={t || 'all'} className="nav-item">
                  <a className={`nav-link${t === type ? ' active' : ''}`} href={localeHref(locale, listHref(PATH, { q, type: t }))} aria-current={t === type ? 'page' : undefined}>
                    {label} <span className="search-types__count">({number(count)})</span>
                  </a>
                </li>
              ))}
          </ul>
        </nav>
        <p role="status" className="text-body-secondary">
          {total === 0
            ? type
              ? m.search_noResultsOfType({ query: q, type: typeLabel(type).toLowerCase() }, { locale })
              : m.search_noResults({ query: q }, { locale })
            : m.search_resultCount({ count: number(total), query: q }, { locale }) +
              (pageCount > 1 ? m.list_titlePageSuffix({ page: number(page), pageCount: number(pageCount) }, { locale }) : '')}
        </p>
        {hits.length > 0 ? (
          <ol className="list-unstyled search-results" start={(page - 1) * SEARCH_PAGE_SIZE + 1}>
            {hits.map((hit) => (
              <li key={hit.id} className="search-result">
                <p className="search-result__meta mb-1">
                  <span className="badge text-bg-success">{typeLabel(hit.type)}</span>
                  {hit.date ? <DateText date={hit.date} className="ms-2" /> : null}
                </p>
                <h2 className="h5 mb-1">
                  <a href={localeHref(locale, hit.href)}>
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
        <ListPager path={PATH} filters={filters} page={page} pageCount={pageCount} label={m.search_resultsLabel({}, { locale })} />
      </>
    )
  }

  return (
    <>
      <PageTitle
        title={q ? m.search_resultsTitle({ query: q }, { locale }) : m.search_title({}, { locale })}
        description={m.search_description({}, { locale })}
      />
      <PageBanner title={m.search_title({}, { locale })} subtitle={q ? m.search_resultsHeading({ query: q }, { locale }) : undefined} />
      <div className="container">
        <form className="row g-3 align-items-end mb-4" role="search" aria-label={m.search_formLabel({}, { locale })} method="get" action={localeHref(locale, PATH)}>
          <div className="col-12 col-md-6">
            <label htmlFor="search-q" className="form-label">
              {m.search_formLabel({}, { locale })}
            </label>
            <input id="search-q" name="q" type="search" className="form-control" defaultValue={q} maxLength={MAX_QUERY_CHARS} />
          </div>
          <div className="col-8 col-md-3">
            <label htmlFor="search-type" className="form-label">
              {m.search_type({}, { locale })}
            </label>
            <select id="search-type" name="type" className="form-select" defaultValue={type}>
              <option value="">{m.search_allTypes({}, { locale })}</option>
              {SEARCH_TYPES.map((t) => (
                <option key={t} value={t}>
                  {typeLabel(t)}
                </option>
              ))}
            </select>
          </div>
          <div className="col-4 col-md-2">
            <button type="submit" className="btn btn-success w-100">
              {m.common_search({}, { locale })}
            </button>
          </div>
        </form>
        {shortened ? (
          <p className="alert alert-warning" role="alert">
            {m.search_shortened({ count: number(MAX_QUERY_CHARS) }, { locale })}
          </p>
        ) : null}
        {body}
      </div>
    </>
  )
}
