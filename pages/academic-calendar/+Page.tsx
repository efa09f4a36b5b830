import { useData } from '../../src/hooks/usePageContext'
import { DateText } from '../../src/components/DateText'
import { PageBanner } from '../../src/components/PageBanner'
import { PageTitle } from '../../src/components/PageTitle'
import { CALENDARS, calendarEntryIcsPath } from '../../src/content/feeds'
import { isoDate } from '../../src/logic/dates'
import type { Data } from './+data'

export default function Page() {
  const { entries } = useData<Data>()
  return (
    <>
      <PageTitle title="Academic Calendar" description="Semester start and end dates, examinations and holidays of the academic year." />
      <PageBanner title="Academic Calendar" subtitle="Stay updated with important academic schedules and events" />
      <div className="container">
        <h2 id="academic-schedule" className="h3 mb-3">
          Academic Schedule
        </h2>
        {entries.length === 0 ? (
          <p className="text-muted">No academic calendar data available</p>
        ) : (
          <>
            <p>
              <a href={CALENDARS.academic} type="text/calendar">
                Subscribe to the academic calendar
              </a>{' '}
              <span className="text-muted small">(iCalendar, for Google Calendar, Outlook or Apple Calendar)</span>
            </p>
            <div className="table-responsive" role="region" aria-labelledby="academic-schedule" tabIndex={0}>
              <table className="table table-striped table-hover align-middle table-stack academic-calendar">
                <thead className="table-success">
                  <tr>
                    <th scope="col">SL</th>
                    <th scope="col">Title</th>
                    <th scope="col">Semester</th>
                    <th scope="col">Start Date</th>
                    <th scope="col">End Date</th>
                  </tr>
                </thead>
                <tbody>
                  {entries.map((entry, index) => (
                    <tr key={entry.key}>
                      <td data-label="SL">{index + 1}</td>
                      <td data-label="Title">
                        <span>
                          {entry.title}
                          {isoDate(entry.startDate) ? (
                            <a href={calendarEntryIcsPath(entry.key)} type="text/calendar" className="d-block small">
                              Add to calendar<span className="visually-hidden">: {entry.title}, {entry.semester}</span>
                            </a>
                          ) : null}
                        </span>
                      </td>
                      <td data-label="Semester">{entry.semester}</td>
                      <td data-label="Start Date" className="text-nowrap">
                        <DateText date={entry.startDate} />
                      </td>
                      <td data-label="End Date" className="text-nowrap">
                        <DateText date={entry.endDate} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
      </div>
    </>
  )
}
