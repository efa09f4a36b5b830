import { useData, useLocale } from '../../src/hooks/usePageContext'
import { DateText } from '../../src/components/DateText'
import { LangText } from '../../src/components/LangText'
import { m } from '../../src/i18n/messages'
import { formatNumber } from '../../src/i18n/numbers'
import { PageBanner } from '../../src/components/PageBanner'
import { PageTitle } from '../../src/components/PageTitle'
import { CALENDARS, calendarEntryIcsPath } from '../../src/content/feeds'
import { isoDate } from '../../src/logic/dates'
import type { Data } from './+data'

export default function Page() {
  const { entries } = useData<Data>()
  const locale = useLocale()
  const title = m.academicCalendar_title({}, { locale })
  const column = {
    sl: m.common_sl({}, { locale }),
    title: m.common_title({}, { locale }),
    semester: m.common_semester({}, { locale }),
    start: m.common_startDate({}, { locale }),
    end: m.common_endDate({}, { locale }),
  }
  return (
    <>
      <PageTitle title={title} description={m.academicCalendar_description({}, { locale })} />
      <PageBanner title={title} subtitle={m.academicCalendar_subtitle({}, { locale })} />
      <div className="container">
        <h2 id="academic-schedule" className="h3 mb-3">
          {m.academicCalendar_schedule({}, { locale })}
        </h2>
        {entries.length === 0 ? (
          <p className="text-muted">{m.academicCalendar_empty({}, { locale })}</p>
        ) : (
          <>
            <p>
              <a href={CALENDARS.academic} type="text/calendar" hrefLang="en">
                {m.academicCalendar_subscribe({}, { locale })}
              </a>{' '}
              <span className="text-muted small">{m.common_calendarApps({}, { locale })}</span>
            </p>
            <div className="table-responsive" role="region" aria-labelledby="academic-schedule" tabIndex={0}>
              <table className="table table-striped table-hover align-middle table-stack academic-calendar">
                <thead className="table-success">
                  <tr>
                    <th scope="col">{column.sl}</th>
                    <th scope="col">{column.title}</th>
                    <th scope="col">{column.semester}</th>
                    <th scope="col">{column.start}</th>
                    <th scope="col">{column.end}</th>
                  </tr>
                </thead>
                <tbody>
                  {entries.map((entry, index) => (
                    <tr key={entry.key}>
                      <td data-label={column.sl}>{formatNumber(index + 1, locale)}</td>
                      <td data-label={column.title}>
                        <span>
                          <LangText text={entry.title} />
                          {isoDate(entry.startDate) ? (
                            <a href={calendarEntryIcsPath(entry.key)} type="text/calendar" hrefLang="en" className="d-block small">
                              {m.common_addToCalendar({}, { locale })}
                              <span className="visually-hidden">
                                : <LangText text={entry.title} />, <LangText text={entry.semester} />
                              </span>
                            </a>
                          ) : null}
                        </span>
                      </td>
                      <td data-label={column.semester}>
                        <LangText text={entry.semester} />
                      </td>
                      <td data-label={column.start} className="text-nowrap">
                        <DateText date={entry.startDate} />
                      </td>
                      <td data-label={column.end} className="text-nowrap">
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
