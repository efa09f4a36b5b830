import { useLocale } from '../../../hooks/usePageContext'
import { m } from '../../../i18n/messages'
import { Icon, iconChevron, iconPause, iconPlay } from '../../Icon'
import { HomeSection } from '../HomeSection'
import type { NewsSummary } from '../../../data/summaries'
import { NewsCard } from '../NewsCard'
import { hookAttrs, moduleRoot } from '../../module'
import { NEWS_CAROUSEL as NC } from './contract'
import '../home.css'

/**
 * Every news card in a strip that scrolls sideways and snaps to a card: one in view on a phone, three from
 * 768 px. Without JavaScript the strip is scrolled by hand. Rendered on the server only; the page's script
 * (./enhance.ts) advances it by a view every 5 s (from the last view back to the first) unless paused: by
 * its button (which holds both its states' words, one hidden), or while the visitor's pointer, finger or focus is
 * on it. Previous and next move by one card.
 */
export function NewsCarousel({ news }: { news: NewsSummary[] }) {
  const locale = useLocale()
  const count = news.length

  return (
    <HomeSection id="news-carousel-title" title={m.news_title({}, { locale })} link={{ label: m.news_all({}, { locale }), href: '/all-news' }}>
      {count === 0 ? (
        <p className="text-muted">{m.news_empty({}, { locale })}</p>
      ) : (
        <div {...moduleRoot(NC)} className="news-carousel" role="group" aria-roledescription="carousel" aria-label={m.news_carouselLabel({}, { locale })}>
          {count > 1 ? (
            <div className="news-carousel__controls js-control">
              <button type="button" {...hookAttrs(NC, 'toggle')} className="btn btn-outline-success btn-sm news-carousel__toggle">
                <span {...hookAttrs(NC, 'toggleState', 'pause')} className="news-carousel__pause">
                  <Icon glyph={iconPause} />
                  {` ${m.news_pause({}, { locale })}`}
                </span>
                <span {...hookAttrs(NC, 'toggleState', 'play')} className="news-carousel__play" hidden>
                  <Icon glyph={iconPlay} />
                  {` ${m.news_play({}, { locale })}`}
                </span>
                <span className="visually-hidden">{` ${m.news_hiddenLatestNews({}, { locale })}`}</span>
              </button>
              <button type="button" {...hookAttrs(NC, 'prev')} className="btn btn-outline-success btn-sm news-carousel__prev" aria-label={m.news_previous({}, { locale })}>
                <Icon glyph={iconChevron} />
              </button>
              <button type="button" {...hookAttrs(NC, 'next')} className="btn btn-outline-success btn-sm news-carousel__next" aria-label={m.news_next({}, { locale })}>
                <Icon glyph={iconChevron} />
              </button>
            </div>
          ) : null}
          <ul {...hookAttrs(NC, 'track')} className="news-carousel__track list-unstyled mb-0">
            {news.map((item) => (
              <li key={item.id} {...hookAttrs(NC, 'card')} className="news-carousel__card" data-news-id={item.id}>
                <NewsCard item={item} />
              </li>
            ))}
          </ul>
        </div>
      )}
    </HomeSection>
  )
}
