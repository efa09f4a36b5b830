import { useState } from 'react'
import { useData } from '../../renderer/usePageContext'
import { SearchField } from '../../src/components/SearchField'
import { SearchListPage } from '../../src/components/SearchListPage'
import { useShowMore } from '../../src/components/ShowMore'
import { filterNotices } from '../../src/logic/filters'
import type { Data } from './+data'
import { DateText } from '../../src/components/DateText'

export default function Page() {
  const { notices, initialDate, initialTitle } = useData<Data>()
  const [date, setDate] = useState(initialDate)
  const [title, setTitle] = useState(initialTitle)
  const { visible, control } = useShowMore(filterNotices(notices, { date, title }))

  return (
    <SearchListPage
      title="All Notices"
      subtitle="Official notices of the university"
      description="Notices of the university: admission, examinations, results and events."
      controls={
        <>
          <div className="col-12 col-md-4">
            <SearchField id="notice-date" name="date" type="date" label="Date" value={date} onChange={setDate} />
          </div>
          <div className="col-12 col-md-6">
            <SearchField id="notice-title" name="title" label="Search by title" value={title} onChange={setTitle} placeholder="e.g. admission" />
          </div>
        </>
      }
      emptyText="No notices found."
      isEmpty={visible.length === 0}
      more={control}
    >
      <ul className="list-unstyled notice-list">
        {visible.map((n) => (
          <li key={n.id} className="card card-list-item mb-2">
            <div className="card-body d-flex flex-column flex-md-row gap-2 align-items-md-center">
              <DateText date={n.date} className="text-muted small flex-shrink-0 notice-date" />
              <span className="flex-grow-1">{n.headline}</span>
              <a href={`/notice/${n.id}`} className="btn btn-sm btn-outline-success">
                Details<span className="visually-hidden">: {n.headline}</span>
              </a>
            </div>
          </li>
        ))}
      </ul>
    </SearchListPage>
  )
}
