import { useData, usePageContext } from '../../src/hooks/usePageContext'
import { m } from '../../src/i18n/messages'
import { localeHref, PAGE } from '../../src/routes/paths'
import { LangText } from '../../src/components/LangText'
import { EventCard } from '../../src/components/home/EventCard'
import { ListPager } from '../../src/components/ListPager'
import { PageBanner } from '../../src/components/PageBanner'
import { PageTitle } from '../../src/components/PageTitle'
import { CALENDARS } from '../../src/content/feeds'
import { eventData } from '../../src/seo/structured-data'
import type { Data } from './+data'

const PATH = PAGE.allEvents

export default function Page() {
  const { list } = useData<Data>()
  const pageContext = usePageContext()
  const url = pageContext.canonicalUrl
  const locale = pageContext.locale ?? 'en'
  return (
    <>
      <PageTitle
        title={m.events_title({}, { locale })}
        description={m.events_description({}, { locale })}
        structuredData={list.items.map((e) => eventData(pageContext.siteOrigin ?? '', { ...e, image: e.imageUrl, url: `${url}#event-${e.id}` }))}
      />
      <PageBanner title={m.events_title({}, { locale })} subtitle={m.events_subtitle({}, { locale })} />
      <div className="container">
        {list.notFound || list.items.length === 0 ? null : (
          <p>
            <a href={CALENDARS.events} type="text/calendar" hrefLang="en">
              {m.events_subscribe({}, { locale })}
            </a>{' '}
            <span className="text-muted small">
              <LangText text={m.common_calendarApps({}, { locale })} />
            </span>
          </p>
        )}
        {list.notFound ? (
          <p className="text-muted" role="status">
            {`${m.common_noDataFound({}, { locale })} `}
            <a href={localeHref(locale, PATH)}>{m.common_backToFirstPage({}, { locale })}</a>
          </p>
        ) : list.items.length === 0 ? (
          <p className="text-muted">{m.events_empty({}, { locale })}</p>
        ) : (
          <ul className="row row-cols-1 row-cols-sm-2 row-cols-lg-3 g-4 list-unstyled">
            {list.items.map((event, i) => (
              <li key={event.id} className="col position-relative">
                {event.past ? <span className="badge text-bg-secondary position-absolute top-0 end-0 m-3 z-1 list-past-badge">{m.common_past({}, { locale })}</span> : null}
                <EventCard event={event} headingLevel={2} eager={i < 3} />
              </li>
            ))}
          </ul>
        )}
        {list.notFound ? null : <ListPager path={PATH} filters={list.filters} page={list.page} pageCount={list.pageCount} label={m.events_title({}, { locale })} />}
      </div>
    </>
  )
}
