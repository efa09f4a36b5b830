import type { ListState } from '../../data/list'
import type { TeacherCard as Teacher } from '../../domain/types'
import { IMAGE_SIZES } from '../../logic/images'
import { ListPager } from '../ListPager'
import { SearchListPage } from '../search-list/SearchListPage'
import { SearchField } from '../SearchField'
import { TeacherCard } from '../TeacherCard'
import { useLocale } from '../../hooks/usePageContext'
import { m } from '../../i18n/messages'
import './faculty.css'

const PATH = '/faculty'

type Filters = { q: string; department: string; designation: string }

/**
 * /faculty: teacher cards with a name search (spec §2, §5), a department and a designation select,
 * 50 a page. Failures show the empty state (§8).
 */
export function FacultyList({ list, departments, designations }: { list: ListState<Teacher, Filters>; departments: string[]; designations: string[] }) {
  const locale = useLocale()
  const values = list.filters
  const select = (name: 'department' | 'designation', label: string, options: string[], any: string) => (
    <div className="col-12 col-md-6 col-lg-3">
      <label htmlFor={`faculty-${name}`} className="form-label">
        {label}
      </label>
      <select id={`faculty-${name}`} name={name} className="form-select" defaultValue={values[name]}>
        <option value="">{any}</option>
        {/* A value from the URL that no teacher has still shows as chosen. */}
        {(values[name] && !options.includes(values[name]) ? [values[name], ...options] : options).map((o) => (
          // An option holds text only: a Latin name on /bn is marked on the option itself.
          <option key={o} value={o} lang={locale === 'bn' && /[A-Za-z]/.test(o) ? 'en' : undefined}>
            {o}
          </option>
        ))}
      </select>
    </div>
  )
  return (
    <SearchListPage
      title={m.faculty_title({}, { locale })}
      subtitle={m.faculty_subtitle({}, { locale })}
      description={m.faculty_description({}, { locale })}
      controls={
        <>
          <div className="col-12 col-lg-4">
            <SearchField
              id="faculty-search"
              label={m.faculty_searchLabel({}, { locale })}
              value={values.q}
              placeholder={m.faculty_searchPlaceholder({}, { locale })}
            />
          </div>
          {select('department', m.common_department({}, { locale }), departments, m.faculty_allDepartments({}, { locale }))}
          {select('designation', m.common_designation({}, { locale }), designations, m.faculty_allDesignations({}, { locale }))}
        </>
      }
      emptyText={m.faculty_empty({}, { locale })}
      isEmpty={list.items.length === 0}
      notFound={list.notFound}
      firstPageHref={PATH}
      live
      pager={<ListPager path={PATH} filters={list.filters} page={list.page} pageCount={list.pageCount} label={m.faculty_pagerLabel({}, { locale })} />}
    >
      <h2 className="visually-hidden">{m.faculty_teachers({}, { locale })}</h2>
      <ul className="row g-4 list-unstyled faculty-list">
        {list.items.map((teacher) => (
          <li key={teacher.teacherId} className="col-12 col-sm-6 col-lg-4 col-xl-3">
            <TeacherCard teacher={teacher} sizes={IMAGE_SIZES.facultyList} />
          </li>
        ))}
      </ul>
    </SearchListPage>
  )
}
