import type { NewsItem } from '../../domain/types'
import { LocalDate } from '../LocalDate'
import './home.css'

/** Shown for news without a picture. */
export const NEWS_PLACEHOLDER_IMAGE = '/images/news-placeholder.svg'

export type NewsSummary = Pick<NewsItem, 'id' | 'date' | 'headline'> & { imageUrl: string | null }

export const toNewsSummary = ({ id, date, headline, image }: NewsItem): NewsSummary => ({ id, date, headline, imageUrl: image?.url ?? null })

/** A news card: picture (or the placeholder), date, headline and a Read More link to /news/{id}. */
export function NewsCard({ item, eager = false }: { item: NewsSummary; eager?: boolean }) {
  return (
    <article className="card h-100 news-card">
      <img
        src={item.imageUrl ?? NEWS_PLACEHOLDER_IMAGE}
        alt=""
        className="card-img-top news-card__image"
        loading={eager ? 'eager' : 'lazy'}
        width={640}
        height={360}
      />
      <div className="card-body d-flex flex-column">
        <LocalDate date={item.date} className="small text-muted mb-1" dateStyle="medium" />
        <h3 className="h6 card-title flex-grow-1">{item.headline}</h3>
        <a href={`/news/${item.id}`} className="btn btn-sm btn-outline-success align-self-start" aria-label={`Read More: ${item.headline}`}>
          Read More
        </a>
      </div>
    </article>
  )
}
