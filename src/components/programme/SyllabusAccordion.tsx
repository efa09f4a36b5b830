import { digitsIn } from '../../i18n/format'
import type { CourseRow, Syllabus } from '../../domain/types'
import { useLocale } from '../../hooks/usePageContext'
import { m } from '../../i18n/messages'
import { formatNumber } from '../../i18n/numbers'
import type { Locale } from '../../routes/locale'
import { Accordion } from '../Accordion'
import { LangText } from '../LangText'
import { ScrollTable } from './scroll-table/ScrollTable'

function CourseTable({ semester, courses, locale }: { semester: string; courses: CourseRow[]; locale: Locale }) {
  // Column names (the header and each cell's label when the table stacks on a phone).
  const label = {
    sl: m.common_sl({}, { locale }),
    code: m.programme_courseCode({}, { locale }),
    title: m.programme_courseTitle({}, { locale }),
    credits: m.programme_creditHours({}, { locale }),
    prerequisite: m.programme_prerequisite({}, { locale }),
  }
  const caption = m.programme_coursesOf({ semester }, { locale })
  return (
    <ScrollTable label={caption}>
      <table className="table table-striped table-sm align-middle mb-0 course-table table-stack">
        <caption className="visually-hidden">
          <LangText text={caption} />
        </caption>
        <thead>
          <tr>
            <th scope="col">{label.sl}</th>
            <th scope="col">{label.code}</th>
            <th scope="col">{label.title}</th>
            <th scope="col">{label.credits}</th>
            <th scope="col">{label.prerequisite}</th>
          </tr>
        </thead>
        <tbody>
          {courses.map((c) => (
            <tr key={`${c.sl}-${c.code}`}>
              <td data-label={label.sl}>{formatNumber(c.sl, locale)}</td>
              <td data-label={label.code} className="text-nowrap">
                <LangText text={c.code} />
              </td>
              <td data-label={label.title}>
                <LangText text={c.title} />
              </td>
              <td data-label={label.credits}>{c.creditHours ? digitsIn(c.creditHours, locale) : '-'}</td>
              <td data-label={label.prerequisite} className="text-nowrap">
                {c.prerequisite ? <LangText text={c.prerequisite} /> : '-'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollTable>
  )
}

/** Semester-wise course tables: one semester open at a time; clicking the open one closes it. Codes and titles as published. */
export function SyllabusAccordion({ syllabus, failed }: { syllabus: Syllabus; failed: boolean }) {
  const locale = useLocale()
  if (failed) {
    return (
      <div className="alert alert-warning" role="status">
        {m.programme_syllabusFailed({}, { locale })}
      </div>
    )
  }
  if (syllabus.length === 0) return <p>{m.programme_syllabusSoon({}, { locale })}</p>
  return (
    <Accordion
      className="syllabus-accordion"
      initialOpen={syllabus[0]!.name}
      items={syllabus.map((s) => {
        const count = s.courses.length === 1 ? m.programme_courseCountOne({}, { locale }) : m.programme_courseCount({ count: formatNumber(s.courses.length, locale) }, { locale })
        return {
          key: s.name,
          // The semester's name as the upstream writes it (English: marked so on a Bengali page).
          title:
            locale === 'en' ? (
              `${s.name} (${count})`
            ) : (
              <>
                <LangText text={s.name} />
                {` (${count})`}
              </>
            ),
          body: <CourseTable semester={s.name} courses={s.courses} locale={locale} />,
        }
      })}
    />
  )
}
