import { useData } from '../../src/hooks/usePageContext'
import { ListPager } from '../../src/components/ListPager'
import { NoticeDateSelects } from '../../src/components/NoticeDateSelects'
import { SearchField } from '../../src/components/SearchField'
import { SearchListPage } from '../../src/components/SearchListPage'
import { useUrlFilters } from '../../src/components/useUrlFilters'
import type { Data } from './+data'
import { DateText } from '../../src/components/DateText'
import { FeedLinks } from '../../src/components/FeedLinks'
import { noticePath } from '../../src/routes/paths'
import { LangText } from '../../src/components/LangText'

const PATH = '/all-notice'

export default function Page() {
  const { list, years } = useData<Data>()
  const { values, set, submit } = useUrlFilters(PATH, list.filters)

  return (
    <SearchListPage
      title="All Notices"
      subtitle="Official notices of the university"
      description="Notices of the university: admission, examinations, results and events."
      controls={
        <>
          <div className="col-12 col-md-6">
            {/* A free date substring from a link (?date=2026-01) stays in the form. */}
            {values.date ? <input type="hidden" name="date" value={values.date} /> : null}
            <NoticeDateSelects years={years} year={values.year} month={values.month} day={values.day} onChange={(name, value) => set({ [name]: value, date: '' })} />
          </div>
          <div className="col-12 col-md-4">
            <SearchField id="notice-title" name="title" label="Search by title" value={values.title} onChange={(title) => set({ title })} placeholder="e.g. admission" />
          </div>
        </>
      }
      emptyText="No notices found."
      isEmpty={list.items.length === 0}
      notFound={list.notFound}
      firstPageHref={PATH}
      onSubmit={submit}
      pager={
        <>
          <FeedLinks feed="notices" />
          <ListPager path={PATH} filters={list.filters} page={list.page} pageCount={list.pageCount} label="Notices" />
        </>
      }
    >
      <ul className="list-unstyled notice-list">
        {list.items.map((n) => (
          <li key={n.id} className="card card-list-item mb-2">
            <div className="card-body d-flex flex-column flex-md-row gap-2 align-items-md-center">
              <DateText date={n.date} className="text-muted small flex-shrink-0 notice-date" />
              <span className="flex-grow-1 notice-list__headline">
                <LangText text={n.headline} />
              </span>
              <a href={noticePath(n.id)} className="btn btn-sm btn-outline-success">
                Details<span className="visually-hidden">: {n.headline}</span>
              </a>
            </div>
          </li>
        ))}
      </ul>
    </SearchListPage>
  )
}
