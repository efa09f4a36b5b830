import type { NewsSummary } from '../../data/summaries'
import { useLocale } from '../../hooks/usePageContext'
import { m } from '../../i18n/messages'
import { IMAGE_SIZES } from '../../logic/images'
import { DateText } from '../DateText'
import { LangText } from '../LangText'
import { ResponsiveImage } from '../ResponsiveImage'
import './home.css'
import { localeHref, newsPath } from '../../routes/paths'

/** Shown for news without a picture. */
export const NEWS_PLACEHOLDER_IMAGE = '/images/news-placeholder.svg'

/**
 * A news card: picture (or the placeholder), date, headline and a Read More link to /news/{id}.
 * `sizes`: the picture's width in the grid the card is in (the home carousel's by default).
 */
export function NewsCard({
  item,
  eager = false,
  headingLevel = 3,
  sizes = IMAGE_SIZES.newsCarousel,
}: {
  item: NewsSummary
  eager?: boolean
  headingLevel?: 2 | 3
  sizes?: string
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const locale = useLocale()
  return (
    <article className="card h-100 news-card">
      <ResponsiveImage
        src={item.imageUrl ?? NEWS_PLACEHOLDER_IMAGE}
        sizes={sizes}
        maxWidth={1280}
        alt=""
        className="card-img-top news-card__image"
        loading={eager ? 'eager' : 'lazy'}
        decoding={eager ? undefined : 'async'}
        width={640}
        height={360}
      />
      <div className="card-body d-flex flex-column">
        <DateText date={item.date} className="small text-muted mb-1" />
        <Heading className="h6 card-title flex-grow-1">
          <LangText text={item.headline} />
        </Heading>
        <a href={localeHref(locale, newsPath(item.id))} className="btn btn-sm btn-outline-success align-self-start">
          {m.common_readMore({}, { locale })}
          <span className="visually-hidden">
            : <LangText text={item.headline} />
          </span>
        </a>
      </div>
    </article>
  )
}
