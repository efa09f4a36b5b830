import { useRef } from 'react'
import { useData, useLocale } from '../../src/hooks/usePageContext'
import { m } from '../../src/i18n/messages'
import { ListPager } from '../../src/components/ListPager'
import { SearchListPage } from '../../src/components/SearchListPage'
import { SearchField } from '../../src/components/SearchField'
import { VideoList, VideoPlayer, useVideoSelection } from '../../src/components/VideoPlayer'
import type { Data } from './+data'

const PATH = '/videos'

export default function Page() {
  const { list, first, error } = useData<Data>()
  const locale = useLocale()
  const noVideos = m.videos_empty({}, { locale })
  // The first video is selected on load; searching and paging narrow the list, never the player.
  const { current, autoplay, select } = useVideoSelection(first ? [first, ...list.items] : list.items)
  const player = useRef<HTMLDivElement>(null)
  const choose = (id: number) => {
    select(id)
    player.current?.scrollIntoView({ block: 'nearest' })
  }

  return (
    <SearchListPage
      title={m.videos_title({}, { locale })}
      subtitle={m.videos_subtitle({}, { locale })}
      description={m.videos_description({}, { locale })}
      controls={
        <div className="col-12 col-md-6">
          <SearchField id="video-search" label={m.videos_searchLabel({}, { locale })} value={list.filters.q} placeholder={m.videos_searchPlaceholder({}, { locale })} />
        </div>
      }
      error={error}
      emptyText={noVideos}
      isEmpty={first === null}
      notFound={list.notFound}
      firstPageHref={PATH}
      live
      pager={<ListPager path={PATH} filters={list.filters} page={list.page} pageCount={list.pageCount} label={m.videos_pagerLabel({}, { locale })} />}
    >
      <div className="row justify-content-center mb-4">
        <div className="col-12 col-lg-9" ref={player} style={{ scrollMarginTop: 'calc(var(--nav-height) + 1rem)' }}>
          <VideoPlayer video={current} autoplay={autoplay} onPlay={select} />
        </div>
      </div>
      {/* A search without a match empties the list but keeps the player (and what it plays). */}
      {list.items.length === 0 ? <p className="text-body-secondary">{noVideos}</p> : <VideoList videos={list.items} currentId={current?.id ?? null} onSelect={choose} layout="grid" />}
    </SearchListPage>
  )
}
