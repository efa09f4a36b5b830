// Whether a page answer is degraded, in a way that holds before and after issue 9's fix:
// after it, a degraded render says so (status 503 and/or `X-Degraded: 1`); before it, the page
// is a 200 whose data is missing (home without notices, a list without items, an error alert).
import type { Answer } from './load'

/** What a filled page of each kind contains: its records (home: every upstream section). */
const FILLED: Record<string, RegExp[]> = {
  '/': [/href="\/notice\/\d+/, /href="\/news\/\d+/, /class="banner__slide/, /class="ticker__item/, /class="[^"]*event-card"/, /class="video-list__item/],
  '/all-notice': [/href="\/notice\/\d+/],
  '/career': [/href="\/career-details\/\d+/],
}

/** The spec's error text shown in place of a page's data (see tests/http/careers-faculty-contact-degraded.test.ts). */
const ERROR_ALERT = /role="alert">(Internal Server Error|Something went wrong)</

export function pathOf(urlPath: string): string {
  return urlPath.split('?')[0]!.replace(/(.)\/+$/, '$1')
}

/**
 * True when the page shows its records (whatever the status or flags say): the question for
 * "does the good data survive", where an answer served from a stale copy counts as filled.
 */
export function hasData(urlPath: string, a: Pick<Answer, 'status' | 'body' | 'error'>): boolean {
  if (a.error || !a.body || ERROR_ALERT.test(a.body)) return false
  const filled = FILLED[pathOf(urlPath)] ?? []
  return filled.length > 0 ? filled.every((marker) => marker.test(a.body)) : a.status === 200
}

/** True when the page answer is degraded: flagged, an error status, an error alert, or its data missing. */
export function isDegraded(urlPath: string, a: Pick<Answer, 'status' | 'headers' | 'body' | 'error'>): boolean {
  if (a.error) return true
  if (a.status >= 500) return true
  if (String(a.headers['x-degraded'] ?? '') === '1') return true
  if (a.status !== 200) return true
  if (ERROR_ALERT.test(a.body)) return true
  const filled = FILLED[pathOf(urlPath)] ?? []
  return !filled.every((marker) => marker.test(a.body))
}
