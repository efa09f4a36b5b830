import type { VideoSummary } from '../../data/summaries'
import { VideoList, VideoPlayer, useVideoSelection } from '../VideoPlayer'
import { HomeSection } from './HomeSection'

/** The player with the recent videos beside it: the first is current on load, selecting one plays it. */
export function RecentVideos({ videos }: { videos: VideoSummary[] }) {
  const { current, autoplay, select } = useVideoSelection(videos)
  return (
    <HomeSection id="recent-videos-title" title="Recent Videos" link={{ label: 'All videos', href: '/videos' }}>
      {videos.length === 0 ? (
        <p className="text-muted">No videos found.</p>
      ) : (
        <div className="row g-4">
          <div className="col-12 col-lg-8">
            <VideoPlayer video={current} autoplay={autoplay} onPlay={select} />
          </div>
          <div className="col-12 col-lg-4">
            <VideoList videos={videos} currentId={current?.id ?? null} onSelect={select} layout="column" />
          </div>
        </div>
      )}
    </HomeSection>
  )
}
