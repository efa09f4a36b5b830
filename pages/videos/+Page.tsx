import { useData, useLocale } from '../../src/hooks/usePageContext'
import { m } from '../../src/i18n/messages'
import { ListPager } from '../../src/components/ListPager'
import { SearchListPage } from '../../src/components/search-list/SearchListPage'
import { SearchField } from '../../src/components/SearchField'
import { VideoList, VideoPlayer } from '../../src/components/video/VideoPlayer'
import type { Data } from './+data'
import { PAGE } from '../../src/routes/paths'

const PATH = PAGE.videos

export default function Page() {
  const { list, first, error } = useData<Data>()
  const locale = useLocale()
  const noVideos = m.videos_empty({}, { locale })
  // The first video is current on load; searching and paging narrow the list, never the player. A video chosen in
  // the list plays in the player, scrolled into view, and keeps playing while the search narrows the list (the
  // player is the page's lead, outside the results region the live filter replaces).
  const current = first ?? list.items[0] ?? null

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
      lead={
        <div className="row justify-content-center mb-4">
          <div className="col-12 col-lg-9" id="videos-player">
            <VideoPlayer video={current} />
          </div>
        </div>
      }
    >
      {/* A search without a match empties the list but keeps the player (and what it plays). */}
      {list.items.length === 0 ? <p className="text-body-secondary">{noVideos}</p> : <VideoList videos={list.items} currentId={current?.id ?? null} layout="grid" />}
    </SearchListPage>
  )
}
