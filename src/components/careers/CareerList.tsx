import type { ListState } from '../../data/list'
import type { CareerSummary } from '../../data/summaries'
import type { JobType } from '../../domain/types'
import { JOB_TYPE_LABELS } from '../../logic/careers'
import { ListPager } from '../ListPager'
import { SearchField } from '../SearchField'
import { SearchListPage } from '../SearchListPage'
import { useUrlFilters } from '../useUrlFilters'
import './careers.css'
import { DateText } from '../DateText'
import { careerPath } from '../../routes/paths'

const PATH = '/career'

const JOB_TYPES = Object.entries(JOB_TYPE_LABELS).map(([value, label]) => ({ value: Number(value) as JobType, label }))

/** /career: a search on title, department or location and a job-type filter (spec §2, §5), in the URL. */
export function CareerList({ list, error }: { list: ListState<CareerSummary, { q: string; type: string }>; error: string | null }) {
  const { values, set, submit } = useUrlFilters(PATH, list.filters)
  const visible = list.items

  const controls = (
    <>
      <div className="col-12 col-md-7">
        <SearchField id="career-search" label="Search by title, department or location" value={values.q} onChange={(q) => set({ q })} placeholder="e.g. Lecturer" />
      </div>
      <div className="col-12 col-md-3">
        <label htmlFor="career-type" className="form-label">
          Job type
        </label>
        <select id="career-type" name="type" className="form-select" value={values.type} onChange={(e) => set({ type: e.target.value })}>
          {JOB_TYPES.map((t) => (
            <option key={t.value} value={t.value === 0 ? '' : t.value}>
              {t.label}
            </option>
          ))}
        </select>
      </div>
    </>
  )

  return (
    <SearchListPage
      title="Career"
      subtitle="Join our teachers and staff"
      description="Job openings at the university: academic and non-academic posts."
      controls={controls}
      error={error}
      emptyText="No careers found."
      isEmpty={visible.length === 0}
      notFound={list.notFound}
      firstPageHref={PATH}
      onSubmit={submit}
      pager={<ListPager path={PATH} filters={list.filters} page={list.page} pageCount={list.pageCount} label="Careers" />}
    >
      <ul className="list-unstyled career-list">
        {visible.map((c) => (
          <li key={c.id} className="card card-list-item mb-3">
            <div className="card-body d-flex flex-column flex-md-row gap-3 align-items-md-center">
              <div className="flex-grow-1">
                <h2 className="h5 mb-1">
                  {c.designation}
                  {c.closed ? <span className="badge text-bg-secondary ms-2 align-middle career-list__closed">Closed</span> : null}
                </h2>
                <p className="mb-1">{c.department}</p>
                <p className="mb-0 small text-body-secondary">
                  <span className="badge career-list__type me-2">{JOB_TYPE_LABELS[c.jobType]}</span>
                  <DateText date={c.startDate} /> to <DateText date={c.endDate} />
                  {c.location ? <span className="d-block d-sm-inline ms-sm-2">{c.location}</span> : null}
                </p>
              </div>
              <a href={careerPath(c.id)} className="btn btn-sm btn-outline-success flex-shrink-0">
                View Details<span className="visually-hidden">: {c.designation}, {c.department}</span>
              </a>
            </div>
          </li>
        ))}
      </ul>
    </SearchListPage>
  )
}
