import { eventIcsPath } from '../../content/feeds'
import type { EventSummary } from '../../data/summaries'
import { useLocale } from '../../hooks/usePageContext'
import { m } from '../../i18n/messages'
import { isoDate } from '../../logic/dates'
import { IMAGE_SIZES } from '../../logic/images'
import { DateText } from '../DateText'
import { LangText } from '../LangText'
import { ResponsiveImage } from '../ResponsiveImage'
import './home.css'

/** An event: image (when there is one), name, and its start and end dates; `eager` for the cards in the first screen. */
export function EventCard({ event, headingLevel = 3, eager = false }: { event: EventSummary; headingLevel?: 2 | 3; eager?: boolean }) {
  const Heading = `h${headingLevel}` as const
  const locale = useLocale()
  return (
    <article className="card h-100 event-card">
      {event.imageUrl ? (
        <ResponsiveImage
          src={event.imageUrl}
          sizes={IMAGE_SIZES.cardList}
          maxWidth={1280}
          alt=""
          className="card-img-top event-card__image"
          loading={eager ? 'eager' : 'lazy'}
          decoding={eager ? undefined : 'async'}
          width={640}
          height={360}
        />
      ) : null}
      <div className="card-body">
        <Heading className="h6 card-title">
          <LangText text={event.name} />
        </Heading>
        <p className="card-text small mb-0">
          {event.startDate ? (
            <>
              <span className="text-muted">{m.events_starts({}, { locale })}</span> <DateText date={event.startDate} />
            </>
          ) : null}
          {event.startDate && event.endDate ? <br /> : null}
          {event.endDate ? (
            <>
              <span className="text-muted">{m.events_ends({}, { locale })}</span> <DateText date={event.endDate} />
            </>
          ) : null}
        </p>
        {isoDate(event.startDate) ? (
          <a href={eventIcsPath(event.id)} type="text/calendar" hrefLang="en" className="small d-inline-block mt-2">
            {m.common_addToCalendar({}, { locale })}
            <span className="visually-hidden">
              : <LangText text={event.name} />
            </span>
          </a>
        ) : null}
      </div>
    </article>
  )
}
