import { useData } from '../../renderer/usePageContext'
import { EventCard } from '../../src/components/home/EventCard'
import { PageBanner } from '../../src/components/PageBanner'
import { PageTitle } from '../../src/components/PageTitle'
import { useShowMore } from '../../src/components/ShowMore'
import type { Data } from './+data'

export default function Page() {
  const { events } = useData<Data>()
  const { visible, control } = useShowMore(events)
  return (
    <>
      <PageTitle title="Events" description="Events of the university: seminars, workshops, festivals and ceremonies." />
      <PageBanner title="Events" subtitle="Seminars, workshops, festivals and ceremonies at the university" />
      <div className="container">
        {visible.length === 0 ? (
          <p className="text-muted">No events found.</p>
        ) : (
          <ul className="row row-cols-1 row-cols-sm-2 row-cols-lg-3 g-4 list-unstyled">
            {visible.map((event, i) => (
              <li key={event.id} className="col">
                <EventCard event={event} headingLevel={2} eager={i < 3} />
              </li>
            ))}
          </ul>
        )}
        {control}
      </div>
    </>
  )
}
