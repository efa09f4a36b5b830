import type { VideoSummary } from '../../data/summaries'
import { usePageContext } from '../../hooks/usePageContext'
import { m } from '../../i18n/messages'
import { watchUrl } from '../../logic/videos'
import { DateText } from '../DateText'
import { LangText } from '../LangText'
import { hookAttrs, moduleRoot } from '../module'
import { VIDEO_LIST, VIDEO_PLAYER as VP } from './contract'
import './VideoPlayer.css'

/**
 * The player of the current video, rendered on the server only. Until the visitor plays or selects a video it
 * shows the thumbnail and a play button, a link to the video on YouTube (the embed is heavy on a slow network);
 * its script (./enhance.ts) plays it here instead, in the embed with autoplay, and a video chosen
 * in the list likewise, its title and date then in the caption. 'Loading video...' shows behind the embed while it
 * loads.
 */
export function VideoPlayer({ video }: { video: VideoSummary | null }) {
  const { saveData, locale = 'en' } = usePageContext()
  // Save-Data (server only): no thumbnail and no embed, a link to the video on YouTube.
  if (saveData && video)
    return (
      <div className="video-player__caption">
        <p className="h5 mb-1">
          <a href={watchUrl(video.videoId)} data-current-video={video.videoId}>
            {`${m.lists_watchOnYouTube({}, { locale })} `}
            <LangText text={video.title} />
          </a>
        </p>
        <DateText date={video.date} className="small text-muted" />
      </div>
    )
  return (
    <div {...(video ? moduleRoot(VP) : {})} className="video-player">
      <div {...hookAttrs(VP, 'frame')} className="video-player__frame">
        <p className="video-player__loading">{m.loading_video({}, { locale })}</p>
        {video ? (
          // A link to the video on YouTube, which plays it without JavaScript; the page's script plays it here.
          <a {...hookAttrs(VP, 'facade')} href={watchUrl(video.videoId)} className="video-player__facade" aria-label={m.videos_play({ title: video.title }, { locale })}>
            <img src={video.thumbnailUrl} alt="" width={480} height={360} fetchPriority="high" className="video-thumb" />
            <span className="video-player__play" aria-hidden="true" />
          </a>
        ) : null}
      </div>
      {video ? (
        <div className="video-player__caption">
          <p className="h5 mb-1" {...hookAttrs(VP, 'title', video.videoId)}>
            <LangText text={video.title} />
          </p>
          <span {...hookAttrs(VP, 'date')}>
            <DateText date={video.date} className="small text-muted" />
          </span>
        </div>
      ) : null}
    </div>
  )
}

/** Thumbnails that select a video (./enhance.ts): a column beside the player, or a grid. */
export function VideoList({ videos, currentId, layout }: { videos: VideoSummary[]; currentId: number | null; layout: 'column' | 'grid' }) {
  const { saveData } = usePageContext()
  return (
    <ul {...moduleRoot(VIDEO_LIST)} className={`list-unstyled video-list video-list--${layout}${layout === 'grid' ? ' row row-cols-1 row-cols-sm-2 row-cols-lg-4 g-3' : ''}`}>
      {videos.map((v) => (
        <li key={v.id} className={layout === 'grid' ? 'col' : undefined}>
          {/* A link to the video on YouTube, which plays it from the first paint and without JavaScript; the page's script plays it in the player. */}
          <a href={watchUrl(v.videoId)} className={`video-list__item${v.id === currentId ? ' is-current' : ''}`} aria-current={v.id === currentId ? 'true' : undefined} {...hookAttrs(VIDEO_LIST, 'item', v.videoId)}>
            {saveData ? null : <img src={v.thumbnailUrl} alt="" loading="lazy" width={480} height={360} className="video-thumb video-list__thumb" />}
            <span className="video-list__text">
              <span {...hookAttrs(VIDEO_LIST, 'title')} className="video-list__title">
                <LangText text={v.title} />
              </span>
              <span {...hookAttrs(VIDEO_LIST, 'date')}>
                <DateText date={v.date} className="small text-muted" />
              </span>
            </span>
          </a>
        </li>
      ))}
    </ul>
  )
}
