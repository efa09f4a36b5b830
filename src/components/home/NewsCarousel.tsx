import { useState } from 'react'
import { NEWS_INTERVAL_MS, NEWS_PER_PAGE, canMove, moveIndex, pageIndices } from '../../logic/carousel'
import { Icon, iconChevron } from '../Icon'
import { HomeSection } from './HomeSection'
import { useAutoAdvance, usePauseOnInteraction } from './motion'
import type { NewsSummary } from '../../data/summaries'
import { NewsCard } from './NewsCard'
import './home.css'

/** Three news cards at a time: advances by three every 5 s, previous and next move by one, wrapping around. */
export function NewsCarousel({ news }: { news: NewsSummary[] }) {
  const [start, setStart] = useState(0)
  const { paused, handlers } = usePauseOnInteraction()
  const count = news.length
  const movable = canMove(count, NEWS_PER_PAGE)
  const shown = pageIndices(start, count, NEWS_PER_PAGE).map((i) => news[i]!)

  useAutoAdvance(() => setStart((s) => moveIndex(s, count, NEWS_PER_PAGE)), NEWS_INTERVAL_MS, movable && !paused, start)

  return (
    <HomeSection id="news-carousel-title" title="Latest News" link={{ label: 'All news', href: '/all-news' }}>
      {count === 0 ? (
        <p className="text-muted">No news found.</p>
      ) : (
        <div className="news-carousel" role="group" aria-roledescription="carousel" aria-label="Latest news" {...handlers}>
          {movable ? (
            <div className="news-carousel__controls">
              <button type="button" className="btn btn-outline-success btn-sm news-carousel__prev" aria-label="Previous news" onClick={() => setStart(moveIndex(start, count, -1))}>
                <Icon glyph={iconChevron} />
              </button>
              <button type="button" className="btn btn-outline-success btn-sm news-carousel__next" aria-label="Next news" onClick={() => setStart(moveIndex(start, count, 1))}>
                <Icon glyph={iconChevron} />
              </button>
            </div>
          ) : null}
          <ul className="row g-4 list-unstyled mb-0" aria-live={paused || !movable ? 'polite' : 'off'}>
            {shown.map((item) => (
              <li key={item.id} className="col-12 col-md-4" data-news-id={item.id}>
                <NewsCard item={item} />
              </li>
            ))}
          </ul>
        </div>
      )}
    </HomeSection>
  )
}
