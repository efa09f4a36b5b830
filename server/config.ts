// Configuration, read and validated once from the environment.
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
  UPSTREAM_API_BASE_URL: optionalUrl,
  UPSTREAM_ADMISSION_BASE_URL: optionalUrl,
  UPSTREAM_FILE_BASE_URL: optionalUrl,
  PUBLIC_FILE_BASE_URL: z.string().trim().optional(),
  UPSTREAM_USER_ID: z.string().optional(),
  UPSTREAM_PASSWORD: z.string().optional(),
  UPSTREAM_TIMEOUT_MS: intFrom(4000, 1),
  TRUST_PROXY_HOPS: intFrom(0),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional().default('info'),
  SHUTDOWN_TIMEOUT_MS: intFrom(20000),
  KEEP_ALIVE_TIMEOUT_MS: intFrom(75000),
  CACHE_MAX_ENTRIES: intFrom(2000, 1),
  STALE_MAX_AGE_MS: intFrom(6 * 60 * 60 * 1000),
  FAILURE_BACKOFF_MS: intFrom(10000),
  DOCUMENT_RATE_LIMIT: intFrom(10, 1),
  DOCUMENT_RATE_WINDOW_MS: intFrom(15 * 60 * 1000, 1),
  DOCUMENT_ADDRESS_RATE_LIMIT: intFrom(300, 1),
  DOCUMENT_CONCURRENCY: intFrom(16, 1),
  DOCUMENT_QUEUE: intFrom(64, 0),
  DOCUMENT_QUEUE_WAIT_MS: intFrom(10_000, 1),
  PAGE_CACHE_SECONDS: intFrom(5),
  PAGE_CACHE_MAX_ENTRIES: intFrom(1000, 1),
  CONTACT_RATE_LIMIT: intFrom(10, 1),
  CONTACT_RATE_WINDOW_MS: intFrom(10 * 60 * 1000, 1),
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
  /** Null: no upstream configured, the server starts the demo upstream. */
  upstream: Omit<UpstreamConfig, 'timeoutMs'> | null
  timeoutMs: number
  demoCredential: { userId: string; password: string }
  trustProxyHops: number
  logLevel: string
  shutdownTimeoutMs: number
  keepAliveTimeoutMs: number
  cache: { maxEntries: number; staleMaxAgeMs: number; failureBackoffMs: number }
  /** Rendered pages reused for at most min(route's edge seconds, maxSeconds); 0 turns it off. */
  pageCache: { maxSeconds: number; maxEntries: number }
  /** Failed document attempts per window: `max` per mobile number, `perAddress` per client address. */
  documentRateLimit: { max: number; perAddress: number; windowMs: number }
  /** Document requests (admission API call and file transfer) per process: running, waiting, longest wait. */
  documentBulkhead: { concurrency: number; queue: number; waitMs: number }
  /** Forwarded contact messages per client and window. */
  contactRateLimit: { max: number; windowMs: number }
}

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = EnvSchema.safeParse(env)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')
    throw new ConfigError(`Invalid configuration: ${problems}`)
  }
  const e = parsed.data
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
  return {
    production: e.NODE_ENV === 'production',
    port: e.PORT,
    host: e.HOST,
    upstream,
    timeoutMs: e.UPSTREAM_TIMEOUT_MS,
    demoCredential: { userId: e.UPSTREAM_USER_ID || 'demo-user', password: e.UPSTREAM_PASSWORD || 'demo-password' },
    trustProxyHops: e.TRUST_PROXY_HOPS,
    logLevel: e.LOG_LEVEL,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    keepAliveTimeoutMs: e.KEEP_ALIVE_TIMEOUT_MS,
    cache: { maxEntries: e.CACHE_MAX_ENTRIES, staleMaxAgeMs: e.STALE_MAX_AGE_MS, failureBackoffMs: e.FAILURE_BACKOFF_MS },
    pageCache: { maxSeconds: e.PAGE_CACHE_SECONDS, maxEntries: e.PAGE_CACHE_MAX_ENTRIES },
    documentRateLimit: { max: e.DOCUMENT_RATE_LIMIT, perAddress: e.DOCUMENT_ADDRESS_RATE_LIMIT, windowMs: e.DOCUMENT_RATE_WINDOW_MS },
    documentBulkhead: { concurrency: e.DOCUMENT_CONCURRENCY, queue: e.DOCUMENT_QUEUE, waitMs: e.DOCUMENT_QUEUE_WAIT_MS },
    contactRateLimit: { max: e.CONTACT_RATE_LIMIT, windowMs: e.CONTACT_RATE_WINDOW_MS },
  }
}
