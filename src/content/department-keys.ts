// The department paths apart from their records (departments.ts): the client router runs
// pages/department/+route.ts on every page, so the route imports this list, not the departments' content.
import type { ProgrammeSlug } from './programmes/names'
export const DEPARTMENT_KEYS = ['cse', 'dba', 'eng', 'gds', 'htm', 'law'] as const

export type DepartmentKey = (typeof DEPARTMENT_KEYS)[number]

/** The department key of a URL path ('/cse' → 'cse'), or null. */
export function departmentKeyOf(pathname: string): DepartmentKey | null {
  const key = pathname.startsWith('/') ? pathname.slice(1) : ''
  return (DEPARTMENT_KEYS as readonly string[]).includes(key) ? (key as DepartmentKey) : null
}

/** Each department's full name and programmes: what other pages need of it (a programme's breadcrumb). */
export const DEPARTMENT_SUMMARIES = {
  cse: { name: 'Department of Computer Science and Engineering', programmes: ['cse'] },
  dba: { name: 'Department of Business Administration', programmes: ['bba', 'mba'] },
  eng: { name: 'Department of English', programmes: ['english'] },
  gds: { name: 'Department of Governance and Development Studies', programmes: ['gds'] },
  htm: { name: 'Department of Hospitality and Tourism Management', programmes: ['htm'] },
  law: { name: 'Department of Law', programmes: [] },
} as const satisfies Record<DepartmentKey, { name: string; programmes: readonly ProgrammeSlug[] }>
