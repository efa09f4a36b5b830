import { useRef } from 'react'
import { useData } from '../../src/hooks/usePageContext'
import { ListPager } from '../../src/components/ListPager'
import { SearchListPage } from '../../src/components/SearchListPage'
import { SearchField } from '../../src/components/SearchField'
import { useUrlFilters } from '../../src/components/useUrlFilters'
import { VideoList, VideoPlayer, useVideoSelection } from '../../src/components/VideoPlayer'
import type { Data } from './+data'

const NO_VIDEOS = 'No videos found.'
const PATH = '/videos'

export default function Page() {
  const { list, first, error } = useData<Data>()
  const { values, set, submit } = useUrlFilters(PATH, list.filters)
  // The first video is selected on load; searching and paging narrow the list, never the player.
  const { current, autoplay, select } = useVideoSelection(first ? [first, ...list.items] : list.items)
  const player = useRef<HTMLDivElement>(null)
  const choose = (id: number) => {
    select(id)
    player.current?.scrollIntoView({ block: 'nearest' })
  }

  return (
    <SearchListPage
      title="Video Gallery"
      subtitle="Events, lectures and campus life on video"
      description="Videos of the university: events, lectures, convocations and campus life."
      controls={
        <div className="col-12 col-md-6">
          <SearchField id="video-search" label="Search videos by title" value={values.q} onChange={(q) => set({ q })} placeholder="e.g. convocation" />
        </div>
      }
      error={error}
      emptyText={NO_VIDEOS}
      isEmpty={first === null}
      notFound={list.notFound}
      firstPageHref={PATH}
      onSubmit={submit}
      pager={<ListPager path={PATH} filters={list.filters} page={list.page} pageCount={list.pageCount} label="Videos" />}
    >
      <div className="row justify-content-center mb-4">
        <div className="col-12 col-lg-9" ref={player} style={{ scrollMarginTop: 'calc(var(--nav-height) + 1rem)' }}>
          <VideoPlayer video={current} autoplay={autoplay} onPlay={select} />
        </div>
      </div>
      {/* A search without a match empties the list but keeps the player (and what it plays). */}
      {list.items.length === 0 ? <p className="text-body-secondary">{NO_VIDEOS}</p> : <VideoList videos={list.items} currentId={current?.id ?? null} onSelect={choose} layout="grid" />}
    </SearchListPage>
  )
}
