// Every office and leadership path of the registry (/acfd, /vc, ...) renders this one page.
import type { RouteSync } from 'vike/types'
import { officeKeyOf } from '../../src/content/offices/keys'

const route: RouteSync = (pageContext) => {
  const office = officeKeyOf(pageContext.urlPathname)
  return office ? { routeParams: { office } } : false
}
export default route
