import { useState } from 'react'
import type { TeacherCard as Teacher } from '../../domain/types'
import { filterTeachers } from '../../logic/filters'
import { SearchListPage } from '../SearchListPage'
import { SearchField } from '../SearchField'
import { useShowMore } from '../ShowMore'
import { TeacherCard } from '../TeacherCard'
import './faculty.css'

/** /faculty: teacher cards with a name search, 50 first (spec §2, §5). Failures show the empty state (§8). */
export function FacultyList({ teachers, initialQuery }: { teachers: Teacher[]; initialQuery: string }) {
  const [query, setQuery] = useState(initialQuery)
  const { visible, control } = useShowMore(filterTeachers(teachers, query))
  return (
    <SearchListPage
      title="Faculty Members"
      subtitle="Meet our teachers"
      description="The teachers of the university: designations, departments, contacts and profiles."
      controls={
        <div className="col-12 col-md-8 col-lg-6">
          <SearchField id="faculty-search" label="Search by name" value={query} onChange={setQuery} placeholder="e.g. Rahman" />
        </div>
      }
      emptyText="No faculty members found."
      isEmpty={visible.length === 0}
      more={control}
    >
      <h2 className="visually-hidden">Teachers</h2>
      <ul className="row g-4 list-unstyled faculty-list">
        {visible.map((teacher) => (
          <li key={teacher.teacherId} className="col-12 col-sm-6 col-lg-4 col-xl-3">
            <TeacherCard teacher={teacher} />
          </li>
        ))}
      </ul>
    </SearchListPage>
  )
}
