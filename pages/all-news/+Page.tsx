import { useState } from 'react'
import { useData } from '../../renderer/usePageContext'
import { SearchListPage } from '../../src/components/SearchListPage'
import { NewsCard } from '../../src/components/home/NewsCard'
import { SearchField } from '../../src/components/SearchField'
import { useShowMore } from '../../src/components/ShowMore'
import { filterNews } from '../../src/logic/filters'
import type { Data } from './+data'

export default function Page() {
  const { news, initialQuery } = useData<Data>()
  const [query, setQuery] = useState(initialQuery)
  const { visible, control } = useShowMore(filterNews(news, query))

  return (
    <SearchListPage
      title="Latest News"
      subtitle="What is happening at the university"
      description="News of the university: seminars, achievements, agreements and campus life."
      controls={
        <div className="col-12 col-md-6">
          <SearchField id="news-search" label="Search news by date or headline" value={query} onChange={setQuery} placeholder="e.g. 2026-01 or seminar" />
        </div>
      }
      emptyText="No news found."
      isEmpty={visible.length === 0}
      more={control}
    >
      <ul className="row row-cols-1 row-cols-sm-2 row-cols-lg-3 g-4 list-unstyled">
        {visible.map((item, i) => (
          <li key={item.id} className="col">
            <NewsCard item={item} eager={i < 3} headingLevel={2} />
          </li>
        ))}
      </ul>
    </SearchListPage>
  )
}
