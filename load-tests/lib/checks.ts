// Requests and checks shared by every script.
import { check, fail } from 'k6'
import http, { type RefinedResponse, type ResponseType } from 'k6/http'
import { Rate } from 'k6/metrics'
import { BASE_URL, DEFAULT_HEADERS, REQUEST_TIMEOUT } from './config.ts'
import { findNoticeIds, type Route } from './routes.ts'

/** Share of page answers the edge served from its cache (HIT, STALE, UPDATING). */
export const edgeCacheServed = new Rate('edge_cache_served')

/** GETs a route, tagged with its name, and checks status and content. */
export function visit(route: Route, extraTags: Record<string, string> = {}): boolean {
  const res = http.get(`${BASE_URL}${route.path}`, {
    headers: DEFAULT_HEADERS,
    timeout: REQUEST_TIMEOUT,
    tags: { route: route.name, ...extraTags },
  })
  const cache = res.headers['X-Cache-Status']
  if (cache !== undefined) edgeCacheServed.add(['HIT', 'STALE', 'UPDATING', 'REVALIDATED'].includes(cache), { route: route.name })
  return checkPage(res, route)
}

export function checkPage(res: RefinedResponse<ResponseType | undefined>, route: Route): boolean {
  const body = typeof res.body === 'string' ? res.body : ''
  return check(
    res,
    {
      'status is 200': (r) => r.status === 200,
      'has the expected content': () => route.mustContain === '' || body.toLowerCase().includes(route.mustContain.toLowerCase()),
      'is not an error page': () => !/something went wrong|service temporarily unavailable|the site is busy/i.test(body),
    },
    { route: route.name },
  )
}

export interface SetupData {
  noticeIds: string[]
}

/**
 * setup(): fail fast when the site is down (no point in a 20-minute run
 * against a 502), and collect notice ids for the detail pages.
 */
export function setupSite(): SetupData {
  const res = http.get(`${BASE_URL}/all-notice`, { headers: DEFAULT_HEADERS, timeout: '10s', tags: { route: 'setup' } })
  if (res.status !== 200) {
    fail(`${BASE_URL}/all-notice answered ${res.status}: start the stack first (see load-tests/README.md) or set BASE_URL`)
  }
  const noticeIds = findNoticeIds(typeof res.body === 'string' ? res.body : '')
  if (noticeIds.length === 0) console.warn('no /notice/{id} links found on /all-notice: notice details are not exercised')
  return { noticeIds }
}
