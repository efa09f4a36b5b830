import { useRef, useState } from 'react'
import { useLocale } from '../../hooks/usePageContext'
import { m } from '../../i18n/messages'
import { NEWS_INTERVAL_MS, stripTarget } from '../../logic/carousel'
import { Icon, iconChevron, iconPause, iconPlay } from '../Icon'
import { HomeSection } from './HomeSection'
import { useAutoAdvance, usePauseOnInteraction } from './motion'
import type { NewsSummary } from '../../data/summaries'
import { NewsCard } from './NewsCard'
import './home.css'

/** Which card the strip starts at, how many are in view, and the distance from one card to the next. */
function stripView(track: HTMLElement) {
  const cards = track.children
  const first = cards[0] as HTMLElement
  const step = cards.length > 1 ? (cards[1] as HTMLElement).offsetLeft - first.offsetLeft : track.clientWidth
  const gap = step - first.offsetWidth
  return { first: Math.round(track.scrollLeft / step), perView: Math.max(1, Math.round((track.clientWidth + gap) / step)), step }
}

/**
 * Every news card in a strip that scrolls sideways and snaps to a card: one in view on a phone, three from
 * 768 px. Without JavaScript the strip is scrolled by hand. Hydrated, it advances by a view every 5 s (from
 * the last view back to the first) unless paused: by its button, or while the visitor's pointer, finger or
 * focus is on it. Previous and next move by one card.
 */
export function NewsCarousel({ news }: { news: NewsSummary[] }) {
  const locale = useLocale()
  const track = useRef<HTMLUListElement>(null)
  const [stopped, setStopped] = useState(false)
  // Counts moves, the visitor's scrolling included: the next advance is due 5 s after the last one.
  const [moves, setMoves] = useState(0)
  const { paused, handlers } = usePauseOnInteraction()
  const count = news.length

  const move = (direction: 1 | -1, byView: boolean) => {
    const el = track.current
    if (!el || count === 0) return
    const { first, perView, step } = stripView(el)
    el.scrollTo({ left: stripTarget(first, count, perView, direction * (byView ? perView : 1)) * step })
    setMoves((m) => m + 1)
  }

  useAutoAdvance(() => move(1, true), NEWS_INTERVAL_MS, count > 1 && !paused && !stopped, moves)

  return (
    <HomeSection id="news-carousel-title" title={m.news_title({}, { locale })} link={{ label: m.news_all({}, { locale }), href: '/all-news' }}>
      {count === 0 ? (
        <p className="text-muted">{m.news_empty({}, { locale })}</p>
      ) : (
        <div className="news-carousel" role="group" aria-roledescription="carousel" aria-label={m.news_carouselLabel({}, { locale })} {...handlers}>
          {count > 1 ? (
            <div className="news-carousel__controls js-control">
              <button type="button" className="btn btn-outline-success btn-sm news-carousel__toggle" onClick={() => setStopped(!stopped)}>
                <Icon glyph={stopped ? iconPlay : iconPause} />
                {` ${stopped ? m.news_play({}, { locale }) : m.news_pause({}, { locale })}`}
                <span className="visually-hidden">{` ${m.news_hiddenLatestNews({}, { locale })}`}</span>
              </button>
              <button type="button" className="btn btn-outline-success btn-sm news-carousel__prev" aria-label={m.news_previous({}, { locale })} onClick={() => move(-1, false)}>
                <Icon glyph={iconChevron} />
              </button>
              <button type="button" className="btn btn-outline-success btn-sm news-carousel__next" aria-label={m.news_next({}, { locale })} onClick={() => move(1, false)}>
                <Icon glyph={iconChevron} />
              </button>
            </div>
          ) : null}
          <ul ref={track} className="news-carousel__track list-unstyled mb-0" onScrollEnd={() => setMoves((m) => m + 1)}>
            {news.map((item) => (
              <li key={item.id} className="news-carousel__card" data-news-id={item.id}>
                <NewsCard item={item} />
              </li>
            ))}
          </ul>
        </div>
      )}
    </HomeSection>
  )
}
