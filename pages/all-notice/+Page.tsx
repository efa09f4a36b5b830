import { useState } from 'react'
import { useData } from '../../renderer/usePageContext'
import { PageBanner } from '../../src/components/PageBanner'
import { PageTitle } from '../../src/components/PageTitle'
import { useShowMore } from '../../src/components/ShowMore'
import { filterNotices } from '../../src/logic/filters'
import type { Data } from './+data'

export default function Page() {
  const { notices, initialDate, initialTitle } = useData<Data>()
  const [date, setDate] = useState(initialDate)
  const [title, setTitle] = useState(initialTitle)
  const { visible, control } = useShowMore(filterNotices(notices, { date, title }))

  return (
    <>
      <PageTitle title="All Notices" description="Notices of the university: admission, examinations, results and events." />
      <PageBanner title="All Notices" subtitle="Official notices of the university" />
      <div className="container">
        <form className="row g-3 align-items-end mb-4" role="search" method="get" onSubmit={(e) => e.preventDefault()}>
          <div className="col-12 col-md-4">
            <label htmlFor="notice-date" className="form-label">
              Date
            </label>
            <input id="notice-date" name="date" type="date" className="form-control" value={date} onChange={(e) => setDate(e.target.value)} />
          </div>
          <div className="col-12 col-md-6">
            <label htmlFor="notice-title" className="form-label">
              Search by title
            </label>
            <input
              id="notice-title"
              name="title"
              type="search"
              className="form-control"
              placeholder="e.g. admission"
              value={title}
              onChange={(e) => setTitle(e.target.value)}
            />
          </div>
          <noscript>
            <div className="col-12 col-md-2">
              <button type="submit" className="btn btn-success w-100">
                Filter
              </button>
            </div>
          </noscript>
        </form>
        {visible.length === 0 ? (
          <p className="text-muted">No notices found.</p>
        ) : (
          <ul className="list-unstyled notice-list">
            {visible.map((n) => (
              <li key={n.id} className="card card-list-item mb-2">
                <div className="card-body d-flex flex-column flex-md-row gap-2 align-items-md-center">
                  <time dateTime={n.date} className="text-muted small flex-shrink-0" style={{ minWidth: '7rem' }}>
                    {n.date}
                  </time>
                  <span className="flex-grow-1">{n.headline}</span>
                  <a href={`/notice/${n.id}`} className="btn btn-sm btn-outline-success" aria-label={`Details: ${n.headline}`}>
                    Details
                  </a>
                </div>
              </li>
            ))}
          </ul>
        )}
        {control}
      </div>
    </>
  )
}
