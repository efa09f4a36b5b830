// Configuration, read and validated once from the environment.
import { isIP } from 'node:net'
import { z } from 'zod'

const optionalUrl = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v.replace(/\/+$/, '')))
  .pipe(z.string().url().optional())
  .optional()

const intFrom = (fallback: number, min = 0) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v === undefined || v === '' ? fallback : Number(v)))
    .pipe(z.number().int().min(min))

const EnvSchema = z.object({
  NODE_ENV: z.string().optional(),
  PORT: intFrom(3000),
  HOST: z.string().optional().default('0.0.0.0'),
  SITE_ORIGIN: optionalUrl,
  UPSTREAM_API_BASE_URL: optionalUrl,
  UPSTREAM_ADMISSION_BASE_URL: optionalUrl,
  UPSTREAM_FILE_BASE_URL: optionalUrl,
  PUBLIC_FILE_BASE_URL: z.string().trim().optional(),
  UPSTREAM_USER_ID: z.string().optional(),
  UPSTREAM_PASSWORD: z.string().optional(),
  UPSTREAM_TIMEOUT_MS: intFrom(4000, 1),
  TRUSTED_PROXIES: z.string().optional(),
  TRUST_PROXY_HOPS: z.string().optional(),
  DEMO_UPSTREAM: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional().default('info'),
  SHUTDOWN_TIMEOUT_MS: intFrom(20000),
  KEEP_ALIVE_TIMEOUT_MS: intFrom(75000),
  DRAIN_DELAY_MS: intFrom(5000),
  HEADERS_TIMEOUT_MS: intFrom(10000, 1),
  REQUEST_TIMEOUT_MS: intFrom(15000, 1),
  MAX_CONNECTIONS: intFrom(1024, 1),
  CACHE_MAX_ENTRIES: intFrom(2000, 1),
  STALE_MAX_AGE_MS: intFrom(6 * 60 * 60 * 1000),
  FAILURE_BACKOFF_MS: intFrom(10000),
  UPSTREAM_MAX_RESPONSE_BYTES: intFrom(4 * 1024 * 1024, 1024),
  DOCUMENT_MAX_BYTES: intFrom(20 * 1024 * 1024, 1024),
  DOCUMENT_RATE_LIMIT: intFrom(10, 1),
  DOCUMENT_RATE_WINDOW_MS: intFrom(15 * 60 * 1000, 1),
  DOCUMENT_ADDRESS_RATE_LIMIT: intFrom(300, 1),
  DOCUMENT_CONCURRENCY: intFrom(16, 1),
  DOCUMENT_QUEUE: intFrom(64, 0),
  DOCUMENT_QUEUE_WAIT_MS: intFrom(10_000, 1),
  DOCUMENT_WRITE_TIMEOUT_MS: intFrom(20_000, 1),
  PAGE_CACHE_SECONDS: intFrom(5),
  PAGE_CACHE_MAX_ENTRIES: intFrom(1000, 1),
  CONTACT_RATE_LIMIT: intFrom(10, 1),
  CONTACT_RATE_WINDOW_MS: intFrom(10 * 60 * 1000, 1),
  IMAGE_MAX_INPUT_BYTES: intFrom(8 * 1024 * 1024, 1024),
  IMAGE_MAX_INPUT_PIXELS: intFrom(24_000_000, 1),
  IMAGE_TIMEOUT_MS: intFrom(5000, 1),
  IMAGE_CONCURRENCY: intFrom(2, 1),
  IMAGE_AVIF_CONCURRENCY: intFrom(1, 1),
  IMAGE_QUEUE: intFrom(64, 0),
  IMAGE_QUEUE_WAIT_MS: intFrom(5000, 1),
  IMAGE_CACHE_MAX_BYTES: intFrom(32 * 1024 * 1024),
})

export interface UpstreamConfig {
  apiBaseUrl: string
  admissionBaseUrl: string
  /** Where the server fetches files from (document downloads). */
  fileBaseUrl: string
  /** Prefix of file URLs the browser loads (images, PDFs). */
  publicFileBaseUrl: string
  userId: string
  password: string
  timeoutMs: number
}

export interface AppConfig {
  production: boolean
  port: number
  host: string
  /** The public origin (scheme, host, port) of absolute links: canonical URLs, feeds, sitemap, link previews. */
  siteOrigin: string
  /** Null: no upstream configured, the server starts the demo upstream (see `demo`). */
  upstream: Omit<UpstreamConfig, 'timeoutMs'> | null
  /** The demo upstream is started: DEMO_UPSTREAM=1, or development without an upstream. */
  demo: boolean
  timeoutMs: number
  demoCredential: { userId: string; password: string }
  /** Peers whose X-Forwarded-For is believed: Express's `trust proxy` list (names, addresses, CIDRs); empty = nobody. */
  trustedProxies: string[]
  logLevel: string
  /** From SIGTERM to exit, drain delay included. */
  shutdownTimeoutMs: number
  /** After SIGTERM: readiness 503 and `Connection: close` while still listening, this long. */
  drainDelayMs: number
  keepAliveTimeoutMs: number
  /** Time a client has to send the request headers, and the whole request. */
  headersTimeoutMs: number
  requestTimeoutMs: number
  /** Open connections per process; more are refused. */
  maxConnections: number
  /** Upstream answers kept, the bytes read of one answer at most, and of one document file. */
  cache: { maxEntries: number; staleMaxAgeMs: number; failureBackoffMs: number; maxResponseBytes: number; maxFileBytes: number }
  /** Rendered pages reused for at most min(route's edge seconds, maxSeconds); 0 turns it off. */
  pageCache: { maxSeconds: number; maxEntries: number }
  /** Failed document attempts per window: `max` per mobile number, `perAddress` per client address. */
  documentRateLimit: { max: number; perAddress: number; windowMs: number }
  /** Document requests (admission API call and file transfer) per process: running, waiting, longest wait. */
  documentBulkhead: { concurrency: number; queue: number; waitMs: number }
  /** A client reading nothing of its document this long is cut off, freeing its slot. */
  documentWriteTimeoutMs: number
  /** Forwarded contact messages per client and window. */
  contactRateLimit: { max: number; windowMs: number }
  /** The image endpoint (/img): input limits, the file host's time, its bulkhead (running, waiting, longest wait), and AVIF encodes at once within it. */
  images: { maxInputBytes: number; maxInputPixels: number; timeoutMs: number; concurrency: number; avifConcurrency: number; queue: number; queueWaitMs: number; cacheMaxBytes: number }
}

export class ConfigError extends Error {}

/** proxy-addr's names for address ranges (Express's `trust proxy`). */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal'])

/** TRUSTED_PROXIES: comma-separated names, addresses and CIDRs, e.g. `loopback,10.0.0.0/8`. */
export function parseTrustedProxies(raw: string | undefined): string[] {
  const entries = (raw ?? '').split(',').map((v) => v.trim()).filter((v) => v !== '')
  for (const entry of entries) {
    if (PROXY_RANGE_NAMES.has(entry)) continue
    const [address = '', prefix, ...rest] = entry.split('/')
    const family = isIP(address)
    const bits = family === 4 ? 32 : 128
    const prefixOk = prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= bits)
    if (!family || !prefixOk || rest.length > 0) {
      throw new ConfigError(
        `Invalid configuration: TRUSTED_PROXIES: "${entry}" is not an IP address, a CIDR (10.0.0.0/8) or one of loopback, linklocal, uniquelocal`,
      )
    }
  }
  return entries
}

/** SITE_ORIGIN without path (`https://www.htu.edu.bd`); default `http://localhost:<PORT>` for local runs. */
function siteOriginFrom(raw: string | undefined, port: number): string {
  if (raw === undefined) return `http://localhost:${port}`
  const url = new URL(raw)
  if (url.pathname !== '/' || url.search || url.hash) {
    throw new ConfigError(`Invalid configuration: SITE_ORIGIN: "${raw}" must be an origin only (scheme, host and port), e.g. https://www.htu.edu.bd`)
  }
  return url.origin
}

const isOn = (v: string | undefined) => v !== undefined && ['1', 'true', 'yes'].includes(v.trim().toLowerCase())

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = EnvSchema.safeParse(env)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')
    throw new ConfigError(`Invalid configuration: ${problems}`)
  }
  const e = parsed.data
  if (e.TRUST_PROXY_HOPS !== undefined) {
    throw new ConfigError('Invalid configuration: TRUST_PROXY_HOPS was replaced by TRUSTED_PROXIES (addresses of the proxies in front, e.g. loopback,10.0.0.0/8)')
  }
  if (e.HEADERS_TIMEOUT_MS > e.REQUEST_TIMEOUT_MS) {
    throw new ConfigError('Invalid configuration: HEADERS_TIMEOUT_MS must not exceed REQUEST_TIMEOUT_MS')
  }
  if (e.DRAIN_DELAY_MS >= e.SHUTDOWN_TIMEOUT_MS) {
    throw new ConfigError('Invalid configuration: DRAIN_DELAY_MS must be shorter than SHUTDOWN_TIMEOUT_MS (the drain delay is part of the shutdown)')
  }
  const production = e.NODE_ENV === 'production'
  let upstream: AppConfig['upstream'] = null
  if (e.UPSTREAM_API_BASE_URL) {
    if (!e.UPSTREAM_USER_ID || !e.UPSTREAM_PASSWORD) {
      throw new ConfigError('Invalid configuration: UPSTREAM_USER_ID and UPSTREAM_PASSWORD are required with UPSTREAM_API_BASE_URL')
    }
    const origin = new URL(e.UPSTREAM_API_BASE_URL).origin
    const fileBaseUrl = e.UPSTREAM_FILE_BASE_URL ?? origin
    upstream = {
      apiBaseUrl: e.UPSTREAM_API_BASE_URL,
      admissionBaseUrl: e.UPSTREAM_ADMISSION_BASE_URL ?? `${origin}/mbapi`,
      fileBaseUrl,
      publicFileBaseUrl: (e.PUBLIC_FILE_BASE_URL || fileBaseUrl).replace(/\/+$/, ''),
      userId: e.UPSTREAM_USER_ID,
      password: e.UPSTREAM_PASSWORD,
    }
  }
  const demoSwitch = isOn(e.DEMO_UPSTREAM)
  if (upstream && demoSwitch) {
    throw new ConfigError('Invalid configuration: DEMO_UPSTREAM=1 and UPSTREAM_API_BASE_URL are both set; choose one')
  }
  if (!upstream && production && !demoSwitch) {
    throw new ConfigError(
      'Invalid configuration: UPSTREAM_API_BASE_URL is not set. In production the site starts only with the university API ' +
        '(UPSTREAM_API_BASE_URL, UPSTREAM_USER_ID, UPSTREAM_PASSWORD) or, for a demonstration, with DEMO_UPSTREAM=1 (generated content)',
    )
  }
  return {
    production,
    port: e.PORT,
    host: e.HOST,
    siteOrigin: siteOriginFrom(e.SITE_ORIGIN, e.PORT),
    upstream,
    demo: !upstream,
    timeoutMs: e.UPSTREAM_TIMEOUT_MS,
    demoCredential: { userId: e.UPSTREAM_USER_ID || 'demo-user', password: e.UPSTREAM_PASSWORD || 'demo-password' },
    trustedProxies: parseTrustedProxies(e.TRUSTED_PROXIES),
    logLevel: e.LOG_LEVEL,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    drainDelayMs: e.DRAIN_DELAY_MS,
    keepAliveTimeoutMs: e.KEEP_ALIVE_TIMEOUT_MS,
    headersTimeoutMs: e.HEADERS_TIMEOUT_MS,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    maxConnections: e.MAX_CONNECTIONS,
    cache: {
      maxEntries: e.CACHE_MAX_ENTRIES,
      staleMaxAgeMs: e.STALE_MAX_AGE_MS,
      failureBackoffMs: e.FAILURE_BACKOFF_MS,
      maxResponseBytes: e.UPSTREAM_MAX_RESPONSE_BYTES,
      maxFileBytes: e.DOCUMENT_MAX_BYTES,
    },
    pageCache: { maxSeconds: e.PAGE_CACHE_SECONDS, maxEntries: e.PAGE_CACHE_MAX_ENTRIES },
    documentRateLimit: { max: e.DOCUMENT_RATE_LIMIT, perAddress: e.DOCUMENT_ADDRESS_RATE_LIMIT, windowMs: e.DOCUMENT_RATE_WINDOW_MS },
    documentBulkhead: { concurrency: e.DOCUMENT_CONCURRENCY, queue: e.DOCUMENT_QUEUE, waitMs: e.DOCUMENT_QUEUE_WAIT_MS },
    documentWriteTimeoutMs: e.DOCUMENT_WRITE_TIMEOUT_MS,
    contactRateLimit: { max: e.CONTACT_RATE_LIMIT, windowMs: e.CONTACT_RATE_WINDOW_MS },
    images: {
      maxInputBytes: e.IMAGE_MAX_INPUT_BYTES,
      maxInputPixels: e.IMAGE_MAX_INPUT_PIXELS,
      timeoutMs: e.IMAGE_TIMEOUT_MS,
      concurrency: e.IMAGE_CONCURRENCY,
      avifConcurrency: e.IMAGE_AVIF_CONCURRENCY,
      queue: e.IMAGE_QUEUE,
      queueWaitMs: e.IMAGE_QUEUE_WAIT_MS,
      cacheMaxBytes: e.IMAGE_CACHE_MAX_BYTES,
    },
  }
}
