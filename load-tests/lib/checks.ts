// Requests and checks shared by every script.
import { check, fail } from 'k6'
import http, { type RefinedResponse, type ResponseType } from 'k6/http'
import { Rate } from 'k6/metrics'
import { BASE_URL, CONTENT_CHECK_SHARE, DEFAULT_HEADERS, REQUEST_TIMEOUT } from './config.ts'
import { circularTitleOf, findNoticeIds, type Route, type SiteFacts } from './routes.ts'

/** Share of page answers the edge served from its cache (HIT, STALE, UPDATING). */
export const edgeCacheServed = new Rate('edge_cache_served')

const EDGE_SERVED = ['HIT', 'STALE', 'UPDATING', 'REVALIDATED']

/**
 * GETs a route, tagged with its name, and checks its status and content type. The body is read and
 * its content checked on `readBody` requests only (by default a CONTENT_CHECK_SHARE sample): k6
 * gunzipping every page was most of its CPU per request; unread bodies are still received whole.
 */
export function visit(route: Route, extraTags: Record<string, string> = {}, readBody = Math.random() < CONTENT_CHECK_SHARE): boolean {
  const res = http.get(`${BASE_URL}${route.path}`, {
    headers: DEFAULT_HEADERS,
    timeout: REQUEST_TIMEOUT,
    responseType: readBody ? 'text' : 'none',
    tags: { route: route.name, ...extraTags },
  })
  const cache = res.headers['X-Cache-Status']
  if (cache !== undefined) edgeCacheServed.add(EDGE_SERVED.includes(cache), { route: route.name })
  return readBody ? checkPage(res, route) : checkAnswer(res, route)
}

/** Titles of the error pages (the app's, the edge's "busy" page): a 200 with one of these still fails. */
const ERROR_TITLE = /something went wrong|service temporarily unavailable|please try again shortly/i

/**
 * The text of the page's <title>, found with indexOf (React puts it in <head>, in the first few KB);
 * '' when there is none (JSON).
 */
export function titleOf(body: string): string {
  const open = body.indexOf('<title')
  if (open < 0) return ''
  const start = body.indexOf('>', open) + 1
  const end = body.indexOf('</title>', start)
  return start > 0 && end > start ? body.slice(start, end) : ''
}

/** Status and content type: the checks every page request gets, body read or not. */
function answerChecks(route: Route) {
  const type = route.path.endsWith('.json') ? 'application/json' : 'text/html'
  return {
    'status is 200': (r: RefinedResponse<ResponseType | undefined>) => r.status === 200,
    'has the expected content type': (r: RefinedResponse<ResponseType | undefined>) => (r.headers['Content-Type'] || '').startsWith(type),
  }
}

/** The checks of a request whose body was not read. */
function checkAnswer(res: RefinedResponse<ResponseType | undefined>, route: Route): boolean {
  return check(res, answerChecks(route), { route: route.name })
}

/**
 * Status, content type, the route's marker and the error titles. Cheap on purpose: plain substring
 * searches, no lowercasing of the page, no regex over it.
 */
export function checkPage(res: RefinedResponse<ResponseType | undefined>, route: Route): boolean {
  const body = typeof res.body === 'string' ? res.body : ''
  const title = titleOf(body)
  return check(
    res,
    {
      ...answerChecks(route),
      'has the expected content': () => route.mustContain === '' || title.includes(route.mustContain) || body.includes(route.mustContain),
      'is not an error page': () => !ERROR_TITLE.test(title),
    },
    { route: route.name },
  )
}

/** What setup() hands every virtual user: the site's facts of the day (lib/routes.ts). */
export type SetupData = SiteFacts

/**
 * setup(): fail fast when the site is down (no point in a 20-minute run
 * against a 502), collect notice ids for the detail pages, and read the
 * circular's title the site shows on its day (the current intake's: the
 * pages are then checked for that one throughout the run).
 */
export function setupSite(): SetupData {
  const res = http.get(`${BASE_URL}/all-notice`, { headers: DEFAULT_HEADERS, timeout: '10s', tags: { route: 'setup' } })
  if (res.status !== 200) {
    fail(`${BASE_URL}/all-notice answered ${res.status}: start the stack first (see load-tests/README.md) or set BASE_URL`)
  }
  const noticeIds = findNoticeIds(typeof res.body === 'string' ? res.body : '')
  if (noticeIds.length === 0) console.warn('no /notice/{id} links found on /all-notice: notice details are not exercised')
  const circular = http.get(`${BASE_URL}/admission-instruction`, { headers: DEFAULT_HEADERS, timeout: '10s', tags: { route: 'setup' } })
  const title = titleOf(typeof circular.body === 'string' ? circular.body : '')
  const circularTitle = circular.status === 200 ? circularTitleOf(title) : null
  if (circularTitle === null) {
    fail(`${BASE_URL}/admission-instruction answered ${circular.status} titled "${title}", not "Admission Circular, <Spring|Fall> <year> | …"`)
  }
  return { noticeIds, circularTitle }
}
