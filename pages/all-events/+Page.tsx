import { BUILT_ON_SERVER } from '../../src/components/JsonLd'
import { useData, usePageContext } from '../../src/hooks/usePageContext'
import { EventCard } from '../../src/components/home/EventCard'
import { ListPager } from '../../src/components/ListPager'
import { PageBanner } from '../../src/components/PageBanner'
import { PageTitle } from '../../src/components/PageTitle'
import { CALENDARS } from '../../src/content/feeds'
import { eventData } from '../../src/seo/structured-data'
import type { Data } from './+data'

const PATH = '/all-events'

export default function Page() {
  const { list } = useData<Data>()
  const pageContext = usePageContext()
  const url = pageContext.canonicalUrl
  return (
    <>
      <PageTitle
        title="Events"
        description="Events of the university: seminars, workshops, festivals and ceremonies."
        structuredData={
          list.items.length === 0
            ? []
            : import.meta.env.SSR
              ? list.items.map((e) => eventData(pageContext.siteOrigin ?? '', { ...e, image: e.imageUrl, url: `${url}#event-${e.id}` }))
              : BUILT_ON_SERVER
        }
      />
      <PageBanner title="Events" subtitle="Seminars, workshops, festivals and ceremonies at the university" />
      <div className="container">
        {list.notFound || list.items.length === 0 ? null : (
          <p>
            <a href={CALENDARS.events} type="text/calendar">
              Subscribe to the events calendar
            </a>{' '}
            <span className="text-muted small">(iCalendar, for Google Calendar, Outlook or Apple Calendar)</span>
          </p>
        )}
        {list.notFound ? (
          <p className="text-muted" role="status">
            No data found. <a href={PATH}>Back to the first page</a>
          </p>
        ) : list.items.length === 0 ? (
          <p className="text-muted">No events found.</p>
        ) : (
          <ul className="row row-cols-1 row-cols-sm-2 row-cols-lg-3 g-4 list-unstyled">
            {list.items.map((event, i) => (
              <li key={event.id} className="col position-relative">
                {event.past ? <span className="badge text-bg-secondary position-absolute top-0 end-0 m-3 z-1 list-past-badge">Past</span> : null}
                <EventCard event={event} headingLevel={2} eager={i < 3} />
              </li>
            ))}
          </ul>
        )}
        {list.notFound ? null : <ListPager path={PATH} filters={list.filters} page={list.page} pageCount={list.pageCount} label="Events" />}
      </div>
    </>
  )
}
