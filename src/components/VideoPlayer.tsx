import { useState } from 'react'
import type { VideoSummary } from '../data/summaries'
import { usePageContext } from '../hooks/usePageContext'
import { m } from '../i18n/messages'
import { DateText } from './DateText'
import { LangText } from './LangText'
import './VideoPlayer.css'

/** The privacy-friendly embed address of a video; `autoplay` starts it at once. */
export const embedUrl = (videoId: string, autoplay: boolean) =>
  `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}${autoplay ? '?autoplay=1' : ''}`

/** The video's page on YouTube: where the player's link leads before hydration or without JavaScript. */
export const watchUrl = (videoId: string) => `https://www.youtube.com/watch?v=${encodeURIComponent(videoId)}`

/**
 * The current video: the first of the list until the visitor selects one. Selecting a video
 * makes it current and turns autoplay on.
 */
export function useVideoSelection<T extends { id: number }>(videos: T[]) {
  const [selected, setSelected] = useState<{ id: number; autoplay: boolean } | null>(null)
  const current = (selected && videos.find((v) => v.id === selected.id)) || videos[0] || null
  return {
    current,
    autoplay: !!selected?.autoplay && selected.id === current?.id,
    select: (id: number) => setSelected({ id, autoplay: true }),
  }
}

/**
 * The player of the current video. Until the visitor plays or selects a video it shows the
 * thumbnail and a play button (the embed is heavy on a slow network); 'Loading video...' shows
 * while no video is chosen and behind the embed while it loads.
 */
export function VideoPlayer({ video, autoplay, onPlay }: { video: VideoSummary | null; autoplay: boolean; onPlay: (id: number) => void }) {
  const { saveData, locale = 'en' } = usePageContext()
  // Save-Data (server only): no thumbnail and no embed, a link to the video on YouTube.
  if (import.meta.env.SSR && saveData && video)
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
    <div className="video-player">
      <div className="video-player__frame">
        <p className="video-player__loading">{m.loading_video({}, { locale })}</p>
        {video && autoplay ? (
          <iframe
            key={video.videoId}
            src={embedUrl(video.videoId, true)}
            title={video.title}
            allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
          />
        ) : video ? (
          // A link to the video on YouTube, which plays it without JavaScript; once hydrated it plays here.
          <a
            href={watchUrl(video.videoId)}
            className="video-player__facade"
            onClick={(e) => {
              e.preventDefault()
              onPlay(video.id)
            }}
            aria-label={m.videos_play({ title: video.title }, { locale })}
          >
            <img src={video.thumbnailUrl} alt="" width={480} height={360} fetchPriority="high" className="video-thumb" />
            <span className="video-player__play" aria-hidden="true" />
          </a>
        ) : null}
      </div>
      {video ? (
        <div className="video-player__caption">
          <p className="h5 mb-1" data-current-video={video.videoId}>
            <LangText text={video.title} />
          </p>
          <DateText date={video.date} className="small text-muted" />
        </div>
      ) : null}
    </div>
  )
}

/** Thumbnails that select a video: a column beside the player, or a grid. */
export function VideoList({
  videos,
  currentId,
  onSelect,
  layout,
}: {
  videos: VideoSummary[]
  currentId: number | null
  onSelect: (id: number) => void
  layout: 'column' | 'grid'
}) {
  const { saveData } = usePageContext()
  return (
    <ul className={`list-unstyled video-list video-list--${layout}${layout === 'grid' ? ' row row-cols-1 row-cols-sm-2 row-cols-lg-4 g-3' : ''}`}>
      {videos.map((v) => (
        <li key={v.id} className={layout === 'grid' ? 'col' : undefined}>
          {/* A link to the video on YouTube, which plays it from the first paint and without JavaScript; hydrated, it plays here. */}
          <a
            href={watchUrl(v.videoId)}
            className={`video-list__item${v.id === currentId ? ' is-current' : ''}`}
            aria-current={v.id === currentId ? 'true' : undefined}
            onClick={(e) => {
              e.preventDefault()
              onSelect(v.id)
            }}
            data-video-id={v.videoId}
          >
            {import.meta.env.SSR && saveData ? null : <img src={v.thumbnailUrl} alt="" loading="lazy" width={480} height={360} className="video-thumb video-list__thumb" />}
            <span className="video-list__text">
              <span className="video-list__title">
                <LangText text={v.title} />
              </span>
              <DateText date={v.date} className="small text-muted" />
            </span>
          </a>
        </li>
      ))}
    </ul>
  )
}
