import { useRef, useState } from 'react'
import { useData } from '../../renderer/usePageContext'
import { SearchListPage } from '../../src/components/SearchListPage'
import { SearchField } from '../../src/components/SearchField'
import { useShowMore } from '../../src/components/ShowMore'
import { VideoList, VideoPlayer, useVideoSelection } from '../../src/components/VideoPlayer'
import { filterVideos } from '../../src/logic/filters'
import type { Data } from './+data'

const NO_VIDEOS = 'No videos found.'

export default function Page() {
  const { videos, error, initialQuery } = useData<Data>()
  const [query, setQuery] = useState(initialQuery)
  // The first video is selected on load; searching narrows the list, never the player.
  const { current, autoplay, select } = useVideoSelection(videos)
  const { visible, control } = useShowMore(filterVideos(videos, query))
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
          <SearchField id="video-search" label="Search videos by title" value={query} onChange={setQuery} placeholder="e.g. convocation" />
        </div>
      }
      error={error}
      emptyText={NO_VIDEOS}
      isEmpty={videos.length === 0}
      more={control}
    >
      <div className="row justify-content-center mb-4">
        <div className="col-12 col-lg-9" ref={player} style={{ scrollMarginTop: 'calc(var(--nav-height) + 1rem)' }}>
          <VideoPlayer video={current} autoplay={autoplay} onPlay={select} />
        </div>
      </div>
      {/* A search without a match empties the list but keeps the player (and what it plays). */}
      {visible.length === 0 ? <p className="text-body-secondary">{NO_VIDEOS}</p> : <VideoList videos={visible} currentId={current?.id ?? null} onSelect={choose} layout="grid" />}
    </SearchListPage>
  )
}
