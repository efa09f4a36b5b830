// Settings read from the environment (`k6 run -e NAME=value` or exported vars).

/** Site under test: the nginx edge in front of the app (local stack or cluster). */
export const BASE_URL = (__ENV.BASE_URL || 'http://127.0.0.1:8080').replace(/\/+$/, '')

/** Multiplies every rate in the load profiles (e.g. 0.2 on a laptop, 3 on a big cluster). */
export const RATE_SCALE = Number(__ENV.RATE_SCALE || '1')

/** Requests per second on an ordinary day, before RATE_SCALE. */
export const BASELINE_RPS = Number(__ENV.BASELINE_RPS || '10')

/** How much the admission spike multiplies the admission routes' traffic. */
export const SPIKE_FACTOR = Number(__ENV.SPIKE_FACTOR || '20')

/**
 * The repository's root directory, from this module's own address (k6 resolves it to a file: URL);
 * null where there is none (a k6 archive run elsewhere, a module runner without import.meta.resolve).
 */
const REPO_ROOT = directoryOf(typeof import.meta.resolve === 'function' ? import.meta.resolve('../../') : '')

/**
 * Where handleSummary writes summary-<script>.json: the repository's `load-tests/` by default. A relative
 * SUMMARY_DIR is taken from the repository's root too, so the file lands in one place whatever directory
 * k6 was started in; an absolute one is kept as it is.
 */
export const SUMMARY_DIR = inRepository((__ENV.SUMMARY_DIR || 'load-tests').replace(/\/+$/, ''))

function directoryOf(url: string): string | null {
  return url.startsWith('file://') ? decodeURIComponent(url.slice('file://'.length)).replace(/\/+$/, '') : null
}

function inRepository(dir: string): string {
  return dir.startsWith('/') || REPO_ROOT === null ? dir : `${REPO_ROOT}/${dir}`
}

/**
 * Share of page requests whose body is read and checked for the page's content (1 = all; smoke reads
 * every one). The others are checked by status and content type only, which saves k6 the gunzip.
 */
export const CONTENT_CHECK_SHARE = Number(__ENV.CONTENT_CHECK_SHARE || '0.1')

/** Per-request timeout: well above the edge's own upstream timeouts. */
/** Share of page visits that read the Bengali twin (/bn/…) of the page. */
export const BENGALI_SHARE = Number(__ENV.BENGALI_SHARE || '0.5')

export const REQUEST_TIMEOUT = __ENV.REQUEST_TIMEOUT || '20s'

export const DEFAULT_HEADERS = {
  'User-Agent': 'k6-university-website-load-test',
  'Accept-Encoding': 'gzip',
}

/** Scales a rate, never below 1 per time unit. */
export function scaled(rate: number): number {
  return Math.max(1, Math.round(rate * RATE_SCALE))
}
