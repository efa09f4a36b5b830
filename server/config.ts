// Configuration, read and validated once from the environment.
import { isIP } from 'node:net'
import { z } from 'zod'
import { FILE_ROUTE } from '../src/logic/files'

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

/** An integer that, unset, takes its value from the memory plan. */
const optionalInt = (min: number) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v === undefined || v === '' ? undefined : Number(v)))
    .pipe(z.number().int().min(min).optional())

/** A day as YYYY-MM-DD; anything else counts as unset. */
const isoDay = z
  .string()
  .optional()
  .transform((v) => (v !== undefined && /^\d{4}-\d{2}-\d{2}$/.test(v.trim()) ? v.trim() : undefined))

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
  EMPTY_LIST_CONFIRM_MS: intFrom(5 * 60 * 1000),
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
  RESULT_LOOKUP_RATE_LIMIT: intFrom(600, 1),
  RESULT_LOOKUP_RATE_WINDOW_MS: intFrom(60 * 1000, 1),
  IMAGE_MAX_INPUT_BYTES: intFrom(8 * 1024 * 1024, 1024),
  IMAGE_MAX_INPUT_PIXELS: intFrom(24_000_000, 1),
  IMAGE_TIMEOUT_MS: intFrom(5000, 1),
  IMAGE_CONCURRENCY: optionalInt(1),
  IMAGE_AVIF_CONCURRENCY: intFrom(1, 1),
  IMAGE_QUEUE: intFrom(64, 0),
  IMAGE_QUEUE_WAIT_MS: intFrom(5000, 1),
  IMAGE_CACHE_MAX_BYTES: optionalInt(0),
  FILE_CONCURRENCY: intFrom(32, 1),
  FILE_QUEUE: intFrom(256, 0),
  FILE_QUEUE_WAIT_MS: intFrom(10_000, 1),
  FILE_CACHE_SECONDS: intFrom(86_400, 0),
  MEMORY_LIMIT_MIB: intFrom(512, 256),
  SITE_TODAY: isoDay,
  DEMO_TODAY: isoDay,
  SEARCH_REFRESH_SECONDS: intFrom(30, 1).pipe(z.number().max(3600)),
  // Notice alerts (server/alerts/, docs/alerts.md).
  DATABASE_URL: z.string().trim().optional(),
  ALERTS_DATA_DIR: z.string().trim().optional(),
  SMTP_URL: z.string().trim().optional(),
  ALERTS_FROM: z.string().trim().optional(),
  ALERTS_SECRET: z.string().optional(),
  ALERTS_SEND_RATE: intFrom(10, 1),
  ALERTS_POLL_SECONDS: intFrom(30, 1),
  ALERTS_SUBSCRIBE_RATE_LIMIT: intFrom(5, 1),
  ALERTS_SUBSCRIBE_RATE_WINDOW_MS: intFrom(60_000, 1),
  ALERTS_MAX_PENDING: intFrom(10_000, 1),
  ALERTS_LEASE_SECONDS: intFrom(60, 1),
  VAPID_PUBLIC_KEY: z.string().trim().optional(),
  VAPID_PRIVATE_KEY: z.string().trim().optional(),
  VAPID_SUBJECT: z.string().trim().optional(),
})

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

const MiB = 1024 * 1024

/**
 * How the container's memory (MEMORY_LIMIT_MIB; the chart sets it from the pod's limit) is shared out,
 * so that every budget full at once stays under 70 % of it (tests/deploy/memory-budgets.test.ts fills
 * them all and reads the peak resident memory):
 * - the process itself (code, libraries, threads, the allocator's slack): about PROCESS_MIB whatever the limit;
 * - Node's heap (`--max-old-space-size`, set by the chart from the same limit: a fifth of it): the page cache's
 *   HTML, the upstream answers and the search index live in it, each with a budget, and the renders under way
 *   with an allowance; all of them full at once (the search index twice, while a new one is built beside the one
 *   in use) take 69 % of the heap (heapBudgets; tests/unit/memory-plan.test.ts, tests/deploy/search-memory.test.ts);
 * - the page cache (HTML and compressed copies) and the upstream caches (answers by their JSON length), by bytes;
 * - the image cache, and the pictures resized at once: what is left of the 70 %. One AVIF at a time,
 *   whose encoder holds about AVIF_BYTES_PER_PIXEL a pixel made, gets up to what the largest picture
 *   needs (a larger one than its share allows is made narrower); each further picture at once takes
 *   PICTURE_SLOT_MIB (a WebP, JPEG or PNG of the largest width).
 */
export function memoryPlan(limitMiB: number) {
  const share = (fraction: number) => Math.floor(limitMiB * fraction)
  const heapMiB = share(0.2)
  const pageCacheMiB = share(0.04)
  const imageCacheMiB = share(0.02)
  const pictureMiB = Math.max(PICTURE_SLOT_MIB, share(0.7) - PROCESS_MIB - heapMiB - pageCacheMiB - imageCacheMiB)
  // One AVIF of the largest size first, then more pictures at once with what is left.
  const avifMiB = Math.min(pictureMiB, (LARGEST_PICTURE_PIXELS * AVIF_BYTES_PER_PIXEL) / MiB)
  const imageConcurrency = Math.min(MAX_PICTURES_AT_ONCE, 1 + Math.floor((pictureMiB - avifMiB) / PICTURE_SLOT_MIB))
  return {
    limitMiB,
    heapMiB,
    /** Node's heap options: the chart's NODE_OPTIONS (tests/deploy/helm.test.ts compares them). */
    nodeOptions: `--max-old-space-size=${heapMiB} --max-semi-space-size=${SEMI_SPACE_MIB}`,
    pageCacheBytes: pageCacheMiB * MiB,
    listCacheBytes: share(0.03) * MiB,
    detailCacheBytes: share(0.01) * MiB,
    /** The site search's index (estimated by src/logic/search-index.ts): a larger set is indexed partly, newest first. */
    searchIndexBytes: share(0.02) * MiB,
    /** Room in the heap for the renders under way (their data and HTML): not a cache, what the flood test measures. */
    renderBytes: share(0.02) * MiB,
    imageCacheBytes: imageCacheMiB * MiB,
    imageConcurrency,
    avifMaxPixels: Math.floor((avifMiB * MiB) / AVIF_BYTES_PER_PIXEL),
  }
}

/** Resident memory of the process besides its budgets (code, libraries, threads, the allocator's slack), measured under load. */
const PROCESS_MIB = 130
/** One WebP, JPEG or PNG of the largest width being made (1920×1920: about 40 MiB), its input (IMAGE_MAX_INPUT_BYTES) included. */
const PICTURE_SLOT_MIB = 50
/** What an AVIF encode holds per pixel made (libaom; 160–180 MiB for 1920×1920 in the server under load). */
const AVIF_BYTES_PER_PIXEL = 45
/** The most pixels a picture is made with: 1920×1920 (the widest variant of a square picture). */
const LARGEST_PICTURE_PIXELS = 1920 * 1920
/** One libvips thread each: more than this buys no speed on the pod's CPU. */
const MAX_PICTURES_AT_ONCE = 4
/** V8's young generation: two semi-spaces of this size (V8 sizes it from the machine's memory otherwise). */
const SEMI_SPACE_MIB = 4

/** The configuration from the environment; throws ConfigError on a value that cannot work. */
function appConfigOf(e: z.output<typeof EnvSchema>) {
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
  const upstream = upstreamOf(e)
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
  const memory = memoryPlan(e.MEMORY_LIMIT_MIB)
  return {
    production,
    port: e.PORT,
    host: e.HOST,
    /** The public origin (scheme, host, port) of absolute links: canonical URLs, feeds, sitemap, link previews. */
    siteOrigin: siteOriginFrom(e.SITE_ORIGIN, e.PORT),
    /** Null: no upstream configured, the server starts the demo upstream (see `demo`). */
    upstream,
    /** The demo upstream is started: DEMO_UPSTREAM=1, or development without an upstream. */
    demo: !upstream,
    timeoutMs: e.UPSTREAM_TIMEOUT_MS,
    demoCredential: { userId: e.UPSTREAM_USER_ID || 'demo-user', password: e.UPSTREAM_PASSWORD || 'demo-password' },
    /** Peers whose X-Forwarded-For is believed: Express's `trust proxy` list (names, addresses, CIDRs); empty = nobody. */
    trustedProxies: parseTrustedProxies(e.TRUSTED_PROXIES),
    logLevel: e.LOG_LEVEL,
    /** From SIGTERM to exit, drain delay included. */
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    /** After SIGTERM: readiness 503 and `Connection: close` while still listening, this long. */
    drainDelayMs: e.DRAIN_DELAY_MS,
    keepAliveTimeoutMs: e.KEEP_ALIVE_TIMEOUT_MS,
    /** Time a client has to send the request headers, and the whole request. */
    headersTimeoutMs: e.HEADERS_TIMEOUT_MS,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    /** Open connections per process; more are refused. */
    maxConnections: e.MAX_CONNECTIONS,
    /** How the memory limit is shared out (memoryPlan). */
    memory,
    /** Upstream answers kept (entries and bytes of each budget), the bytes read of one answer at most, and of one document file. */
    cache: {
      maxEntries: e.CACHE_MAX_ENTRIES,
      listBytes: memory.listCacheBytes,
      detailBytes: memory.detailCacheBytes,
      staleMaxAgeMs: e.STALE_MAX_AGE_MS,
      failureBackoffMs: e.FAILURE_BACKOFF_MS,
      /** An empty list where the last had items is believed once empty answers have lasted this long. */
      emptyConfirmMs: e.EMPTY_LIST_CONFIRM_MS,
      maxResponseBytes: e.UPSTREAM_MAX_RESPONSE_BYTES,
      maxFileBytes: e.DOCUMENT_MAX_BYTES,
    },
    /** Rendered pages reused for at most min(route's edge seconds, maxSeconds); 0 turns it off. Bytes: HTML and compressed copies. */
    pageCache: { maxSeconds: e.PAGE_CACHE_SECONDS, maxEntries: e.PAGE_CACHE_MAX_ENTRIES, maxBytes: memory.pageCacheBytes },
    /** Failed document attempts per window: `max` per mobile number, `perAddress` per client address. */
    documentRateLimit: { max: e.DOCUMENT_RATE_LIMIT, perAddress: e.DOCUMENT_ADDRESS_RATE_LIMIT, windowMs: e.DOCUMENT_RATE_WINDOW_MS },
    /** Document requests (admission API call and file transfer) per process: running, waiting, longest wait. */
    documentBulkhead: { concurrency: e.DOCUMENT_CONCURRENCY, queue: e.DOCUMENT_QUEUE, waitMs: e.DOCUMENT_QUEUE_WAIT_MS },
    /** A client reading nothing of its document this long is cut off, freeing its slot. */
    documentWriteTimeoutMs: e.DOCUMENT_WRITE_TIMEOUT_MS,
    /** Forwarded contact messages per client and window. */
    contactRateLimit: { max: e.CONTACT_RATE_LIMIT, windowMs: e.CONTACT_RATE_WINDOW_MS },
    /** Admission result lookups (?roll=) per client address and window (server/result-lookups.ts). */
    resultLookupRateLimit: { max: e.RESULT_LOOKUP_RATE_LIMIT, windowMs: e.RESULT_LOOKUP_RATE_WINDOW_MS },
    /** The image endpoint (/img): input limits, the file host's time, its bulkhead (running, waiting, longest wait), and AVIF encodes at once within it. */
    images: {
      maxInputBytes: e.IMAGE_MAX_INPUT_BYTES,
      maxInputPixels: e.IMAGE_MAX_INPUT_PIXELS,
      timeoutMs: e.IMAGE_TIMEOUT_MS,
      concurrency: e.IMAGE_CONCURRENCY ?? memory.imageConcurrency,
      avifConcurrency: e.IMAGE_AVIF_CONCURRENCY,
      /** Largest AVIF made (width × height): a larger one is made narrower (libaom's buffers grow with it). */
      avifMaxPixels: memory.avifMaxPixels,
      queue: e.IMAGE_QUEUE,
      queueWaitMs: e.IMAGE_QUEUE_WAIT_MS,
      cacheMaxBytes: e.IMAGE_CACHE_MAX_BYTES ?? memory.imageCacheBytes,
    },
    /** /files/<path> (server/file-proxy.ts): transfers at once, waiting, the longest wait, and how long browsers and the edge keep a file. */
    files: {
      concurrency: e.FILE_CONCURRENCY,
      queue: e.FILE_QUEUE,
      queueWaitMs: e.FILE_QUEUE_WAIT_MS,
      cacheSeconds: e.FILE_CACHE_SECONDS,
    },
    /** The day against which what is past is judged, when pinned (SITE_TODAY, else DEMO_TODAY); else the date in Bangladesh. */
    pinnedToday: e.SITE_TODAY ?? e.DEMO_TODAY,
    /** The site search looks at its upstream lists again at most this often. */
    searchRefreshMs: e.SEARCH_REFRESH_SECONDS * 1000,
    alerts: alertsOf(e, production, !upstream),
  }
}

/**
 * Notice alerts (docs/alerts.md): on with SMTP_URL, or in demo mode (a local SMTP catcher); off in production
 * without SMTP_URL (the form says so). Their links need a secret shared by every pod and kept across restarts.
 */
function alertsOf(e: z.output<typeof EnvSchema>, production: boolean, demo: boolean) {
  const smtpUrl = e.SMTP_URL || undefined
  const enabled = smtpUrl !== undefined || demo
  if (smtpUrl && !/^smtps?:\/\//.test(smtpUrl)) throw new ConfigError('Invalid configuration: SMTP_URL must be smtp://user:password@host:port or smtps://…')
  const secret = e.ALERTS_SECRET || undefined
  if (enabled && production && !demo && (secret === undefined || secret.length < 32)) {
    throw new ConfigError('Invalid configuration: ALERTS_SECRET (32 characters or more, the same in every pod) is required with SMTP_URL')
  }
  const vapid = [e.VAPID_PUBLIC_KEY, e.VAPID_PRIVATE_KEY, e.VAPID_SUBJECT]
  if (vapid.some(Boolean) && !vapid.every(Boolean)) {
    throw new ConfigError('Invalid configuration: VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT go together (set all three or none)')
  }
  return {
    enabled,
    /** PostgreSQL; unset: the embedded PGlite in ALERTS_DATA_DIR (in memory when that is unset too). */
    databaseUrl: e.DATABASE_URL || undefined,
    dataDir: e.ALERTS_DATA_DIR || undefined,
    /** Unset in demo mode: a local SMTP catcher is started (server/alerts/demo-smtp.ts). */
    smtpUrl,
    from: e.ALERTS_FROM || 'Hill Tracts University <alerts@htu.edu.bd>',
    /** Unset (demo, development only): a random one per process, said in a warning. */
    secret,
    /** E-mails a second, per pod. */
    sendRate: e.ALERTS_SEND_RATE,
    pollMs: e.ALERTS_POLL_SECONDS * 1000,
    /** How long a pod holds the batch of deliveries it claimed; a crashed pod's batch is resumed after it. */
    leaseMs: e.ALERTS_LEASE_SECONDS * 1000,
    /** Subscribe posts per client address and window. */
    subscribeRateLimit: { max: e.ALERTS_SUBSCRIBE_RATE_LIMIT, windowMs: e.ALERTS_SUBSCRIBE_RATE_WINDOW_MS },
    /** Unconfirmed addresses kept at most (a flood of posts cannot grow the table past it). */
    maxPending: e.ALERTS_MAX_PENDING,
    vapid: e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY && e.VAPID_SUBJECT ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY, subject: e.VAPID_SUBJECT } : null,
  }
}

/** The university API and its credential; null when none is configured. */
function upstreamOf(e: z.output<typeof EnvSchema>) {
  if (!e.UPSTREAM_API_BASE_URL) return null
  if (!e.UPSTREAM_USER_ID || !e.UPSTREAM_PASSWORD) {
    throw new ConfigError('Invalid configuration: UPSTREAM_USER_ID and UPSTREAM_PASSWORD are required with UPSTREAM_API_BASE_URL')
  }
  const origin = new URL(e.UPSTREAM_API_BASE_URL).origin
  const fileBaseUrl = e.UPSTREAM_FILE_BASE_URL ?? origin
  return {
    apiBaseUrl: e.UPSTREAM_API_BASE_URL,
    admissionBaseUrl: e.UPSTREAM_ADMISSION_BASE_URL ?? `${origin}/mbapi`,
    /** Where the server fetches files from (document downloads). */
    fileBaseUrl,
    /** Prefix of file URLs the browser loads (images, PDFs): the site's own /files (cached at the edge), unless an operator names a CDN of their own. */
    publicFileBaseUrl: (e.PUBLIC_FILE_BASE_URL || FILE_ROUTE).replace(/\/+$/, ''),
    userId: e.UPSTREAM_USER_ID,
    password: e.UPSTREAM_PASSWORD,
  }
}

/** The environment validated and turned into the configuration (a ConfigError escapes the transform as it is). */
const ConfigSchema = EnvSchema.transform(appConfigOf)

export type AppConfig = z.output<typeof ConfigSchema>
/** The upstream actually used (configured, or the demo upstream's), with the time every call has. */
export type UpstreamConfig = NonNullable<AppConfig['upstream']> & { timeoutMs: number }

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = ConfigSchema.safeParse(env)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')
    throw new ConfigError(`Invalid configuration: ${problems}`)
  }
  return parsed.data
}
