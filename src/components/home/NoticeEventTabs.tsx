import type { ReactNode } from 'react'
import type { NavLink } from '../../content/navigation'
import type { EventSummary, NoticeSummary } from '../../data/summaries'
import { useLocale } from '../../hooks/usePageContext'
import { m } from '../../i18n/messages'
import { DateText } from '../DateText'
import { SmartLink } from '../SmartLink'
import { Tabs } from '../Tabs'
import { EventCard } from './EventCard'
import './home.css'
import { localeHref, noticePath } from '../../routes/paths'
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
  const locale = useLocale()
  return (
    <section className="home-tabs card h-100" aria-labelledby="home-tabs-title">
      <h2 id="home-tabs-title" className="visually-hidden">
        {m.home_noticesAndEvents({}, { locale })}
      </h2>
      <div className="card-body pt-3">
        <Tabs
          id="home"
          label={m.home_noticesAndEvents({}, { locale })}
          listClassName="nav-tabs mb-3"
          titleLevel={3}
          titleClassName="h5"
          tabs={[
            {
              key: 'notices',
              label: m.notice_recent({}, { locale }),
              panel: (
                <TabPanel emptyText={notices.length === 0 ? m.notices_empty({}, { locale }) : null} more={{ label: m.notice_viewAll({}, { locale }), href: '/all-notice' }}>
                  <ul className="list-unstyled home-notices mb-3">
                    {notices.map((n) => (
                      <li key={n.id} className="home-notices__item">
                        <DateText date={n.date} className="home-notices__date" />
                        <a href={localeHref(locale, noticePath(n.id))}>
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
              label: m.events_title({}, { locale }),
              panel: (
                <TabPanel emptyText={events.length === 0 ? m.events_empty({}, { locale }) : null} more={{ label: m.events_viewAll({}, { locale }), href: '/all-events' }}>
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
