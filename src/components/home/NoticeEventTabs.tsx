import type { ReactNode } from 'react'
import type { NavLink } from '../../content/navigation'
import type { EventSummary, NoticeSummary } from '../../data/summaries'
import { DateText } from '../DateText'
import { SmartLink } from '../SmartLink'
import { Tabs } from '../Tabs'
import { EventCard } from './EventCard'
import './home.css'
import { noticePath } from '../../routes/paths'
import { LangText } from '../LangText'

/** One tab's panel: its list, or its empty text, and a link to the full list. */
function TabPanel({ emptyText, more, children }: { emptyText: string | null; more: NavLink; children: ReactNode }) {
  return (
    <>
      {emptyText ? <p className="text-muted">{emptyText}</p> : children}
      <SmartLink link={more} className="btn btn-sm btn-outline-success" />
    </>
  )
}

/** Tabs 'Recent Notices' (the default) and 'Events', native from the first paint (Tabs.tsx). */
export function NoticeEventTabs({ notices, events }: { notices: NoticeSummary[]; events: EventSummary[] }) {
  return (
    <section className="home-tabs card h-100" aria-labelledby="home-tabs-title">
      <h2 id="home-tabs-title" className="visually-hidden">
        Notices and events
      </h2>
      <div className="card-body pt-3">
        <Tabs
          id="home"
          label="Notices and events"
          listClassName="nav-tabs mb-3"
          titleLevel={3}
          titleClassName="h5"
          tabs={[
            {
              key: 'notices',
              label: 'Recent Notices',
              panel: (
                <TabPanel emptyText={notices.length === 0 ? 'No notices found.' : null} more={{ label: 'View all notices', href: '/all-notice' }}>
                  <ul className="list-unstyled home-notices mb-3">
                    {notices.map((n) => (
                      <li key={n.id} className="home-notices__item">
                        <DateText date={n.date} className="home-notices__date" />
                        <a href={noticePath(n.id)}>
                          <LangText text={n.headline} />
                        </a>
                      </li>
                    ))}
                  </ul>
                </TabPanel>
              ),
            },
            {
              key: 'events',
              label: 'Events',
              panel: (
                <TabPanel emptyText={events.length === 0 ? 'No events found.' : null} more={{ label: 'View all events', href: '/all-events' }}>
                  <div className="row g-3 mb-3">
                    {events.map((event) => (
                      <div key={event.id} className="col-12 col-sm-6">
                        <EventCard event={event} />
                      </div>
                    ))}
                  </div>
                </TabPanel>
              ),
            },
          ]}
        />
      </div>
    </section>
  )
}
