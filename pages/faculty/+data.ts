import type { PageContextServer } from 'vike/types'
import { filterValue, listState, type ListState } from '../../src/data/list'
import { settle, upstreamOf } from '../../src/data/load'
import { queryOf } from '../../src/data/query'
import config from './+config'
import type { TeacherCard } from '../../src/domain/types'
import { filterFaculty, optionsOf } from '../../src/logic/filters'

export type FacultyFilters = { q: string; department: string; designation: string }

export interface Data {
  list: ListState<TeacherCard, FacultyFilters>
  /** The department and designation selects' options. */
  departments: string[]
  designations: string[]
  /** Stored, not shown (spec §8): the page shows its empty state. */
  error: string | null
}

export async function data(pageContext: PageContextServer): Promise<Data> {
  const { value, error } = await settle(pageContext, () => upstreamOf(pageContext).allTeachers(), [])
  const search = queryOf(pageContext, config.query)
  const filters: FacultyFilters = { q: filterValue(search.q), department: filterValue(search.department), designation: filterValue(search.designation) }
  return {
    list: listState(pageContext, filterFaculty(value, filters), search, filters),
    departments: optionsOf(value, (t) => t.department),
    designations: optionsOf(value, (t) => t.designation),
    error,
  }
}
