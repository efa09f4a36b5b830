import type { VideoSummary } from '../../data/summaries'
import { useLocale } from '../../hooks/usePageContext'
import { m } from '../../i18n/messages'
import { VideoList, VideoPlayer } from '../video/VideoPlayer'
import { HomeSection } from './HomeSection'

/** The player with the recent videos beside it: the first is current on load; the page's script plays the one chosen (src/components/video/enhance.ts). */
export function RecentVideos({ videos }: { videos: VideoSummary[] }) {
  const locale = useLocale()
  const current = videos[0] ?? null
  return (
    <HomeSection id="recent-videos-title" title={m.videos_recent({}, { locale })} link={{ label: m.videos_all({}, { locale }), href: '/videos' }}>
      {videos.length === 0 ? (
        <p className="text-muted">{m.videos_empty({}, { locale })}</p>
      ) : (
        <div className="row g-4">
          <div className="col-12 col-lg-8">
            <VideoPlayer video={current} />
          </div>
          <div className="col-12 col-lg-4">
            <VideoList videos={videos} currentId={current?.id ?? null} layout="column" />
          </div>
        </div>
      )}
    </HomeSection>
  )
}
