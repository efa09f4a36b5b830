import type { ListState } from '../../data/list'
import type { CareerSummary } from '../../data/summaries'
import type { JobType } from '../../domain/types'
import { useLocale } from '../../hooks/usePageContext'
import { m } from '../../i18n/messages'
import { ListPager } from '../ListPager'
import { SearchField } from '../SearchField'
import { SearchListPage } from '../search-list/SearchListPage'
import './careers.css'
import { DateText } from '../DateText'
import { LangText } from '../LangText'
import { careerPath, localeHref } from '../../routes/paths'
import { jobTypeLabel } from '../../logic/careers'

const PATH = '/career'

const JOB_TYPES: readonly JobType[] = [0, 1, 2]

/** /career: a search on title, department or location and a job-type filter (spec §2, §5), in the URL. */
export function CareerList({ list, error }: { list: ListState<CareerSummary, { q: string; type: string }>; error: string | null }) {
  const locale = useLocale()
  const values = list.filters
  const visible = list.items

  const controls = (
    <>
      <div className="col-12 col-md-7">
        <SearchField
          id="career-search"
          label={m.careers_searchLabel({}, { locale })}
          value={values.q}
          placeholder={m.careers_searchPlaceholder({}, { locale })}
        />
      </div>
      <div className="col-12 col-md-3">
        <label htmlFor="career-type" className="form-label">
          {m.careers_jobType({}, { locale })}
        </label>
        <select id="career-type" name="type" className="form-select" defaultValue={values.type}>
          {JOB_TYPES.map((t) => (
            <option key={t} value={t === 0 ? '' : t}>
              {jobTypeLabel(t, locale)}
            </option>
          ))}
        </select>
      </div>
    </>
  )

  return (
    <SearchListPage
      title={m.careers_title({}, { locale })}
      subtitle={m.careers_subtitle({}, { locale })}
      description={m.careers_description({}, { locale })}
      controls={controls}
      error={error}
      emptyText={m.careers_empty({}, { locale })}
      isEmpty={visible.length === 0}
      notFound={list.notFound}
      firstPageHref={PATH}
      live
      pager={<ListPager path={PATH} filters={list.filters} page={list.page} pageCount={list.pageCount} label={m.careers_pagerLabel({}, { locale })} />}
    >
      <ul className="list-unstyled career-list">
        {visible.map((c) => (
          <li key={c.id} className="card card-list-item mb-3">
            <div className="card-body d-flex flex-column flex-md-row gap-3 align-items-md-center">
              <div className="flex-grow-1">
                <h2 className="h5 mb-1">
                  <LangText text={c.designation} />
                  {c.closed ? <span className="badge text-bg-secondary ms-2 align-middle career-list__closed">{m.common_closed({}, { locale })}</span> : null}
                </h2>
                <p className="mb-1">
                  <LangText text={c.department} />
                </p>
                <p className="mb-0 small text-body-secondary">
                  <span className="badge career-list__type me-2">{jobTypeLabel(c.jobType, locale)}</span>
                  <DateText date={c.startDate} />{` ${m.common_dateRangeTo({}, { locale })} `}<DateText date={c.endDate} />
                  {c.location ? (
                    <span className="d-block d-sm-inline ms-sm-2">
                      <LangText text={c.location} />
                    </span>
                  ) : null}
                </p>
              </div>
              <a href={localeHref(locale, careerPath(c.id))} className="btn btn-sm btn-outline-success flex-shrink-0">
                {m.common_viewDetails({}, { locale })}
                <span className="visually-hidden">
                  : <LangText text={c.designation} />, <LangText text={c.department} />
                </span>
              </a>
            </div>
          </li>
        ))}
      </ul>
    </SearchListPage>
  )
}
