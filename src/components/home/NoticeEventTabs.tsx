import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import type { NavLink } from '../../content/navigation'
import type { EventSummary, NoticeSummary } from '../../data/summaries'
import { wrapIndex } from '../../logic/carousel'
import { DateText } from '../DateText'
import { SmartLink } from '../SmartLink'
import { EventCard } from './EventCard'
import './home.css'
import { noticePath } from '../../routes/paths'
import { LangText } from '../LangText'

const TABS = [
  { key: 'notices', label: 'Recent Notices' },
  { key: 'events', label: 'Events' },
] as const

type TabKey = (typeof TABS)[number]['key']

/** One tab's panel: its list, or its empty text, and a link to the full list. */
function TabPanel({ tab, active, emptyText, more, children }: { tab: TabKey; active: TabKey; emptyText: string | null; more: NavLink; children: ReactNode }) {
  return (
    <div id={`home-panel-${tab}`} role="tabpanel" aria-labelledby={`home-tab-${tab}`} hidden={active !== tab} tabIndex={0}>
      <h3 className="no-script-title h5">{TABS.find((t) => t.key === tab)!.label}</h3>
      {emptyText ? <p className="text-muted">{emptyText}</p> : children}
      <SmartLink link={more} className="btn btn-sm btn-outline-success" />
    </div>
  )
}

/** Tabs 'Recent Notices' (the default) and 'Events', keyboard-operable as the ARIA tabs pattern describes. */
export function NoticeEventTabs({ notices, events }: { notices: NoticeSummary[]; events: EventSummary[] }) {
  const [active, setActive] = useState<TabKey>('notices')
  const tabRefs = useRef<Partial<Record<TabKey, HTMLButtonElement | null>>>({})

  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: TABS.length - 1 }
    const target = moves[e.key]
    if (target === undefined) return
    e.preventDefault()
    const key = TABS[wrapIndex(target, TABS.length)]!.key
    setActive(key)
    tabRefs.current[key]?.focus()
  }

  return (
    <section className="home-tabs card h-100" aria-labelledby="home-tabs-title">
      <h2 id="home-tabs-title" className="visually-hidden">
        Notices and events
      </h2>
      <div className="card-header bg-white border-bottom-0 pt-3">
        <div role="tablist" aria-label="Notices and events" className="nav nav-tabs card-header-tabs">
          {TABS.map((tab, index) => (
            <button
              key={tab.key}
              ref={(el) => {
                tabRefs.current[tab.key] = el
              }}
              id={`home-tab-${tab.key}`}
              type="button"
              role="tab"
              className={`nav-link${active === tab.key ? ' active' : ''}`}
              aria-selected={active === tab.key}
              aria-controls={`home-panel-${tab.key}`}
              tabIndex={active === tab.key ? 0 : -1}
              onClick={() => setActive(tab.key)}
              onKeyDown={(e) => onKeyDown(e, index)}
            >
              {tab.label}
            </button>
          ))}
        </div>
      </div>
      <div className="card-body">
        <TabPanel tab="notices" active={active} emptyText={notices.length === 0 ? 'No notices found.' : null} more={{ label: 'View all notices', href: '/all-notice' }}>
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
        <TabPanel tab="events" active={active} emptyText={events.length === 0 ? 'No events found.' : null} more={{ label: 'View all events', href: '/all-events' }}>
          <div className="row g-3 mb-3">
            {events.map((event) => (
              <div key={event.id} className="col-12 col-sm-6">
                <EventCard event={event} />
              </div>
            ))}
          </div>
        </TabPanel>
      </div>
    </section>
  )
}
