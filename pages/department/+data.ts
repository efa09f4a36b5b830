import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { DEPARTMENTS, departmentKeyOf, type DepartmentRecord } from '../../src/content/departments'
import { settle, upstreamOf } from '../../src/data/load'
import type { TeacherCard } from '../../src/domain/types'

export interface Data {
  /** This department's content only (the registry stays on the server). */
  department: DepartmentRecord
  /** Empty when the department has no list (Law), the list is empty or the call failed. */
  teachers: TeacherCard[]
  /** The failure's message: kept, not displayed (the page shows its empty state). */
  error: string | null
}

export async function data(pageContext: PageContextServer): Promise<Data> {
  const key = departmentKeyOf(`/${pageContext.routeParams.department ?? ''}`)
  if (!key) throw render(404)
  const department = DEPARTMENTS.in(pageContext.locale ?? 'en')[key]
  const departmentId = department.departmentId
  if (departmentId === null) return { department, teachers: [], error: null }
  const { value, error } = await settle(pageContext, () => upstreamOf(pageContext).teacherList(departmentId, '0'), [])
  // Only the fields a card shows go to the browser.
  const teachers = value.map(({ id, teacherId, name, designation, department, mobileNumber, email, picture }) => ({
    id,
    teacherId,
    name,
    designation,
    department,
    mobileNumber,
    email,
    picture,
  }))
  return { department, teachers, error }
}
