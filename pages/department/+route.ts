// The six department paths (/cse, /dba, /eng, /gds, /htm, /law) render this one page.
import type { RouteSync } from 'vike/types'
import { departmentKeyOf } from '../../src/content/department-keys'

const route: RouteSync = (pageContext) => {
  const department = departmentKeyOf(pageContext.urlPathname)
  return department ? { routeParams: { department } } : false
}
export default route
