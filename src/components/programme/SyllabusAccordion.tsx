import type { CourseRow, Syllabus } from '../../domain/types'
import { Accordion } from '../Accordion'
import { ScrollTable } from './ScrollTable'

export const SYLLABUS_FAILURE_MESSAGE = 'The syllabus could not be loaded right now. Please try again later.'

function CourseTable({ semester, courses }: { semester: string; courses: CourseRow[] }) {
  return (
    <ScrollTable label={`Courses of ${semester}`}>
      <table className="table table-striped table-sm align-middle mb-0 course-table table-stack">
        <caption className="visually-hidden">Courses of {semester}</caption>
        <thead>
          <tr>
            <th scope="col">SL</th>
            <th scope="col">Course Code</th>
            <th scope="col">Course Title</th>
            <th scope="col">Credit Hours</th>
            <th scope="col">Pre-requisite</th>
          </tr>
        </thead>
        <tbody>
          {courses.map((c) => (
            <tr key={`${c.sl}-${c.code}`}>
              <td data-label="SL">{c.sl}</td>
              <td data-label="Course Code" className="text-nowrap">
                {c.code}
              </td>
              <td data-label="Course Title">{c.title}</td>
              <td data-label="Credit Hours">{c.creditHours || '-'}</td>
              <td data-label="Pre-requisite" className="text-nowrap">
                {c.prerequisite || '-'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollTable>
  )
}

/** Semester-wise course tables: one semester open at a time; clicking the open one closes it. */
export function SyllabusAccordion({ syllabus, failed }: { syllabus: Syllabus; failed: boolean }) {
  if (failed) {
    return (
      <div className="alert alert-warning" role="status">
        {SYLLABUS_FAILURE_MESSAGE}
      </div>
    )
  }
  if (syllabus.length === 0) return <p>The semester-wise syllabus will be published soon.</p>
  return (
    <Accordion
      className="syllabus-accordion"
      initialOpen={syllabus[0]!.name}
      items={syllabus.map((s) => ({
        key: s.name,
        title: `${s.name} (${s.courses.length} ${s.courses.length === 1 ? 'course' : 'courses'})`,
        body: <CourseTable semester={s.name} courses={s.courses} />,
      }))}
    />
  )
}
