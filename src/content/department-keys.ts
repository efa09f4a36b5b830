// The department paths apart from their records (departments.ts): the client router runs
// pages/department/+route.ts on every page, so the route imports this list, not the departments' content.
export const DEPARTMENT_KEYS = ['cse', 'dba', 'eng', 'gds', 'htm', 'law'] as const

export type DepartmentKey = (typeof DEPARTMENT_KEYS)[number]

/** The department key of a URL path ('/cse' → 'cse'), or null. */
export function departmentKeyOf(pathname: string): DepartmentKey | null {
  const key = pathname.startsWith('/') ? pathname.slice(1) : ''
  return (DEPARTMENT_KEYS as readonly string[]).includes(key) ? (key as DepartmentKey) : null
}
