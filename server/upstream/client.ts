// The upstream boundary: POSTs one call with the service credential, a timeout and a cap on the bytes
// read, behind a per-endpoint breaker and bulkhead, and checks a 2xx answer against its endpoint's
// schema once. A wrong-shaped, oversized or unreadable answer is a failure like a 500.
import { LRUCache } from 'lru-cache'
import { DataFailure } from '../../src/domain/site-data'
import type { CallOutcome } from './outcome'
import { ENDPOINT_NAMES, ENDPOINTS, type AnswerKindOf, type EndpointName, type ParamsOf } from './endpoints'
import { CircuitState, DEFAULT_GUARD, EndpointGuard, RejectedCall, type GuardSettings, type Rejection } from './guard'
import { abortedForTime, FileTransfer, FileTransferError } from './file-transfer'
import { createSchemas, messageOf, type Answer, type Schemas, type Tally } from './schemas'

export interface UpstreamCredential {
  userId: string
  password: string
}

/** How one upstream request ended. */
export type { CallOutcome }
/** Why an UpstreamError was raised: a request's outcome, or a call not made (breaker open, endpoint saturated). */
export type FailureOutcome = Exclude<CallOutcome, 'ok'> | Rejection

/** Answers larger than this are cut off (UPSTREAM_MAX_RESPONSE_BYTES). */
export const DEFAULT_MAX_RESPONSE_BYTES = 4 * 1024 * 1024
/** Files larger than this are refused (DOCUMENT_MAX_BYTES). */
const DEFAULT_MAX_FILE_BYTES = 20 * 1024 * 1024
/** How long the file host may take for its headers, and for each read of a file's body. */
export const DEFAULT_FILE_TIMEOUT_MS = 20_000
/** fileSize(): how long the file host may take to answer a HEAD (a page render waits for it). */
const FILE_SIZE_TIMEOUT_MS = 1500
/** fileSize(): sizes kept, and for how long (a known size, an unknown one). */
const FILE_SIZE_ENTRIES = 1000
const KNOWN_SIZE_TTL_MS = 60 * 60 * 1000
const UNKNOWN_SIZE_TTL_MS = 60 * 1000
/** The metrics' endpoint label of file transfers and size asks (openFile, fileSize). */
const FILE_CALL = 'file'
/** What a request is counted under: an API endpoint, or the file host. */
type CallName = EndpointName | typeof FILE_CALL

export interface UpstreamClientOptions {
  apiBaseUrl: string
  admissionBaseUrl: string
  credential: UpstreamCredential
  timeoutMs: number
  /** Bytes read of one answer at most; beyond, the read is aborted and the call fails ('too_large'). */
  maxResponseBytes?: number
  /** Prefix of the file URLs the browser loads (images, PDFs). */
  publicFileBaseUrl?: string
  /** The file host: openFile() and fileSize() ask only below this URL. */
  fileBaseUrl?: string
  /** Bytes of one file at most (openFile); beyond, the transfer fails ('too_large'). */
  maxFileBytes?: number
  /** openFile(): time for the headers and for each read of the body. */
  fileTimeoutMs?: number
  guard?: Partial<GuardSettings>
  /** Called once per request made, with its outcome, for metrics. */
  onCall?: (endpoint: CallName, outcome: CallOutcome, durationMs: number) => void
  /** Called for a call not made. */
  onRejected?: (endpoint: EndpointName, reason: Rejection) => void
  /** Records or links dropped from a valid answer. */
  onDropped?: (endpoint: EndpointName, dropped: Tally) => void
  onBreakerState?: (endpoint: EndpointName, state: CircuitState) => void
  fetchImpl?: typeof fetch
}

/** An upstream call that failed: HTTP status (0 when no answer) and the server's message, if any. */
export class UpstreamError extends DataFailure {
  constructor(
    message: string,
    readonly endpoint: EndpointName,
    readonly status: number,
    serverMessage: string | null = null,
    readonly outcome: FailureOutcome = 'error',
  ) {
    super(message, serverMessage)
    this.name = 'UpstreamError'
  }
}

/** What send() hands back: any HTTP answer, with its JSON body (null when none) and its `message`. */
export interface SentAnswer {
  answer: Response
  status: number
  body: unknown
  message: string | null
}

/** The typed value of an endpoint's answer. */
export type AnswerOf<N extends EndpointName> = Answer<AnswerKindOf<N>>

/** Failures that count against an endpoint's breaker: no answer, a 5xx, or an unusable 2xx. */
function isUpstreamFault(err: unknown): boolean {
  if (err instanceof ServerErrorAnswer) return true
  if (!(err instanceof UpstreamError)) return false
  return err.outcome === 'timeout' || err.outcome === 'invalid' || err.outcome === 'too_large' || err.status === 0 || err.status >= 500
}

/** A 5xx answer to send(): returned to the caller, but a failure for the breaker. */
class ServerErrorAnswer extends Error {
  constructor(readonly sent: SentAnswer) {
    super(`answered ${sent.status}`)
  }
}

const NOT_JSON = Symbol('not JSON')

/** What went wrong, with the cause fetch hides behind "fetch failed" (ECONNRESET, ECONNREFUSED, …). */
function failureOf(err: unknown): string {
  if (!(err instanceof Error)) return String(err)
  const cause = err.cause as { code?: unknown; message?: unknown } | undefined
  const detail = [cause?.code, cause?.message].filter((v) => typeof v === 'string' && v).join(': ')
  return detail ? `${err.message} (${detail})` : err.message
}

/** True for fetch's failure on a connection the other side closed before it answered (a stale kept-alive socket). */
function closedBeforeAnswer(err: unknown): boolean {
  const code = ((err as { cause?: { code?: unknown } } | null)?.cause)?.code
  return code === 'UND_ERR_SOCKET' || code === 'ECONNRESET'
}

/** The body of a 304: nothing. */
const emptyReader = () => new ReadableStream<Uint8Array>({ start: (c) => c.close() }).getReader()

/** Per call of openFile(): the client's signal and a cap of its own (pictures have theirs). */
export interface OpenFileOptions {
  signal?: AbortSignal
  /** Bytes of this file at most (default: maxFileBytes). */
  maxBytes?: number
  /** Extra request headers: a conditional request's If-None-Match / If-Modified-Since (a 304 is then an answer, with no body). */
  headers?: Record<string, string>
}

export class UpstreamClient {
  private readonly fetchImpl: typeof fetch
  private readonly maxBytes: number
  private readonly tally: Tally = { records: 0, links: 0 }
  private readonly schemas: Schemas
  private readonly guards = new Map<EndpointName, EndpointGuard>()
  private readonly fileBase: URL | null
  /** File sizes by URL, -1 for unknown; a fetch in flight is shared by everyone asking for its URL. */
  private readonly sizes: LRUCache<string, number>

  constructor(private readonly options: UpstreamClientOptions) {
    this.fetchImpl = options.fetchImpl ?? fetch
    this.maxBytes = options.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES
    this.schemas = createSchemas({ publicFileBaseUrl: options.publicFileBaseUrl ?? '', fileBaseUrl: options.fileBaseUrl, tally: this.tally })
    const settings = { ...DEFAULT_GUARD, ...options.guard }
    for (const name of ENDPOINT_NAMES) {
      this.guards.set(name, new EndpointGuard(settings, isUpstreamFault, (state) => options.onBreakerState?.(name, state)))
    }
    this.fileBase = options.fileBaseUrl ? new URL(`${options.fileBaseUrl.replace(/\/+$/, '')}/`) : null
    this.sizes = new LRUCache<string, number>({
      max: FILE_SIZE_ENTRIES,
      ttl: KNOWN_SIZE_TTL_MS,
      fetchMethod: async (href, _stale, { options: entry }) => {
        const size = await this.headSize(new URL(href))
        if (size < 0) entry.ttl = UNKNOWN_SIZE_TTL_MS
        return size
      },
    })
  }

  /**
   * The file host's URL of a file an upstream record names: a relative path below fileBaseUrl, or an
   * absolute URL that is already below it. Null for anything else (another host, a path leaving the base).
   */
  fileUrl(path: string): URL | null {
    if (!this.fileBase) return null
    let url: URL
    try {
      url = /^[a-z][a-z0-9+.-]*:/i.test(path) ? new URL(path) : new URL(path.replace(/^[/\\]+/, ''), this.fileBase)
    } catch {
      return null
    }
    return this.onFileHost(url) ? url : null
  }

  /** True for a URL below the file host's base (the URL parser has already resolved dot segments). */
  private onFileHost(url: URL): boolean {
    const base = this.fileBase
    return !!base && url.origin === base.origin && url.pathname.startsWith(base.pathname) && !url.username && !url.password
  }

  /**
   * Bytes of a file an upstream record names (see fileUrl), asked of the file host with HEAD within
   * 1.5 s; null when unknown, when it fails, or when the path is not on the file host (never asked).
   * Cached (an hour; unknown a minute; at most 1,000 files); concurrent asks share one HEAD.
   */
  async fileSize(path: string): Promise<number | null> {
    const url = this.fileUrl(path)
    if (!url) return null
    const size = await this.sizes.fetch(url.href)
    return size === undefined || size < 0 ? null : size
  }

  /** One HEAD: the Content-Length of a 2xx answer, else -1. Counted as endpoint 'file'. */
  private async headSize(url: URL): Promise<number> {
    const started = performance.now()
    const timeout = AbortSignal.timeout(FILE_SIZE_TIMEOUT_MS)
    let outcome: CallOutcome = 'error'
    try {
      const answer = await this.fetchImpl(url, { method: 'HEAD', redirect: 'manual', signal: timeout })
      await answer.body?.cancel().catch(() => undefined)
      const length = declaredLength(answer.headers.get('content-length'))
      if (!answer.ok || length === null) return -1
      outcome = 'ok'
      return length
    } catch {
      outcome = timeout.aborted ? 'timeout' : 'error'
      return -1
    } finally {
      this.options.onCall?.(FILE_CALL, outcome, performance.now() - started)
    }
  }

  /** The breaker state of one endpoint. */
  breakerState(endpoint: EndpointName): CircuitState {
    return this.guards.get(endpoint)!.state
  }

  /** The typed answer of a 2xx reply that matches the endpoint's schema; anything else throws UpstreamError. */
  async call<N extends EndpointName>(endpoint: N, params: ParamsOf<N>, signal?: AbortSignal): Promise<AnswerOf<N>> {
    return this.guarded(endpoint, params, signal, (answer, status, body) => {
      const path = ENDPOINTS[endpoint].path
      if (!answer.ok) {
        throw new UpstreamError(`${path} answered ${status}`, endpoint, status, body === NOT_JSON ? null : messageOf(body), 'error')
      }
      if (body === NOT_JSON) throw new UpstreamError(`${path} answered invalid JSON`, endpoint, status, null, 'invalid')
      return this.parse(endpoint, body)
    })
  }

  /** Like call(), but hands back non-2xx answers too (forms show the upstream's message). */
  async send<N extends EndpointName>(endpoint: N, params: ParamsOf<N>, signal?: AbortSignal): Promise<SentAnswer> {
    try {
      return await this.guarded(endpoint, params, signal, (answer, status, body) => {
        if (answer.ok && body === NOT_JSON) {
          throw new UpstreamError(`${ENDPOINTS[endpoint].path} answered invalid JSON`, endpoint, status, null, 'invalid')
        }
        const json = body === NOT_JSON ? null : body
        const sent = { answer, status, body: json, message: messageOf(json) }
        if (status >= 500) throw new ServerErrorAnswer(sent)
        return sent
      })
    } catch (err) {
      if (err instanceof ServerErrorAnswer) return err.sent
      throw err
    }
  }

  /**
   * GETs a file from the file host (an applicant's document, a picture) for the caller to stream:
   * only under `fileBaseUrl`, no redirects (they could leave the file host; a 3xx is a failure with
   * its status), `fileTimeoutMs` for the headers and each read, `maxFileBytes` (or the call's
   * `maxBytes`) at most (a larger Content-Length is refused before the body). A non-2xx answer or a
   * refused URL throws FileTransferError. Counted once as endpoint 'file'.
   */
  async openFile(url: URL, accept: string, { signal, maxBytes = this.options.maxFileBytes ?? DEFAULT_MAX_FILE_BYTES, headers: extra = {} }: OpenFileOptions = {}): Promise<FileTransfer> {
    if (!this.onFileHost(url)) throw new FileTransferError('file URL outside the file host', 'error')
    const stallMs = this.options.fileTimeoutMs ?? DEFAULT_FILE_TIMEOUT_MS
    const controller = new AbortController()
    const combined = signal ? AbortSignal.any([signal, controller.signal]) : controller.signal
    const started = performance.now()
    let ended = false
    const end = (outcome: CallOutcome) => {
      if (ended) return
      ended = true
      this.options.onCall?.(FILE_CALL, outcome, performance.now() - started)
    }
    const headers = setTimeout(() => controller.abort(new DOMException('file host timed out', 'TimeoutError')), stallMs)
    try {
      const ask = () => this.fetchImpl(url, { redirect: 'manual', signal: combined, headers: { ...extra, accept } })
      // A kept-alive connection the file host closed as it was reused fails before any answer: a GET
      // is asked again once, on a fresh connection (the pool drops the closed one).
      const answer = await ask().catch((err: unknown) => {
        if (combined.aborted || !closedBeforeAnswer(err)) throw err
        return ask()
      })
      const conditional = Object.keys(extra).some((name) => /^if-(none-match|modified-since)$/i.test(name))
      if (answer.status === 304 && conditional) {
        await answer.body?.cancel().catch(() => undefined)
        return new FileTransfer(emptyReader(), 0, { maxBytes, stallMs }, (reason) => controller.abort(reason), combined, end, answer.headers, 304)
      }
      if (!answer.ok || !answer.body) {
        await answer.body?.cancel().catch(() => undefined)
        throw new FileTransferError(`file host answered ${answer.status}`, answer.status === 404 || answer.status === 410 ? 'not_found' : 'error', answer.status)
      }
      const declared = declaredLength(answer.headers.get('content-length'))
      if (declared !== null && declared > maxBytes) {
        await answer.body.cancel().catch(() => undefined)
        throw new FileTransferError(`file larger than ${maxBytes} bytes (Content-Length)`, 'too_large', answer.status)
      }
      // Compressed transfers: the announced length is not the file's.
      const length = answer.headers.get('content-encoding') ? null : declared
      return new FileTransfer(answer.body.getReader(), length, { maxBytes, stallMs }, (reason) => controller.abort(reason), combined, end, answer.headers)
    } catch (err) {
      if (err instanceof FileTransferError) {
        end(err.outcome)
        throw err
      }
      const timedOut = abortedForTime(combined)
      end(timedOut ? 'timeout' : 'error')
      throw new FileTransferError(timedOut ? 'file host timed out' : `file host failed: ${failureOf(err)}`, timedOut ? 'timeout' : 'error')
    } finally {
      clearTimeout(headers)
    }
  }

  private parse<N extends EndpointName>(endpoint: N, body: unknown): AnswerOf<N> {
    const schema = this.schemas[ENDPOINTS[endpoint].answer]
    this.tally.records = 0
    this.tally.links = 0
    const parsed = schema.safeParse(body)
    if (!parsed.success) {
      const where = parsed.error.issues[0]?.path.join('.') || 'answer'
      throw new UpstreamError(`${ENDPOINTS[endpoint].path} answered an unexpected shape (${where})`, endpoint, 200, null, 'invalid')
    }
    if (this.tally.records || this.tally.links) this.options.onDropped?.(endpoint, { ...this.tally })
    return parsed.data as AnswerOf<N>
  }

  /** One request under the endpoint's guard: `read` turns the answer into the result or throws. */
  private async guarded<N extends EndpointName, T>(
    endpoint: N,
    params: ParamsOf<N>,
    signal: AbortSignal | undefined,
    read: (answer: Response, status: number, body: unknown) => T,
  ): Promise<T> {
    const def = ENDPOINTS[endpoint]
    // Our own parameters: a mismatch is a bug here, never sent.
    const fields = def.params.parse(params) as Record<string, unknown>
    try {
      return await this.guards.get(endpoint)!.run(() => this.request(endpoint, fields, signal, read))
    } catch (err) {
      if (!(err instanceof RejectedCall)) throw err
      this.options.onRejected?.(endpoint, err.reason)
      const why = err.reason === 'circuit_open' ? 'not called: circuit open' : 'not called: too many calls waiting'
      throw new UpstreamError(`${def.path} ${why}`, endpoint, 0, null, err.reason)
    }
  }

  private async request<T>(
    endpoint: EndpointName,
    fields: Record<string, unknown>,
    signal: AbortSignal | undefined,
    read: (answer: Response, status: number, body: unknown) => T,
  ): Promise<T> {
    const def = ENDPOINTS[endpoint]
    const base = def.base === 'admission' ? this.options.admissionBaseUrl : this.options.apiBaseUrl
    const timeout = AbortSignal.timeout(this.options.timeoutMs)
    const cutOff = new AbortController()
    const started = performance.now()
    let outcome: CallOutcome = 'error'
    try {
      const answer = await this.fetchImpl(`${base}${def.path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ ...this.options.credential, ...fields }),
        signal: AbortSignal.any(signal ? [signal, timeout, cutOff.signal] : [timeout, cutOff.signal]),
      })
      const bytes = await readCapped(answer, this.maxBytes, cutOff)
      if (bytes === null) {
        outcome = 'too_large'
        throw new UpstreamError(`${def.path} answered more than ${this.maxBytes} bytes`, endpoint, answer.status, null, 'too_large')
      }
      const result = read(answer, answer.status, parseJson(bytes))
      outcome = answer.ok ? 'ok' : 'error'
      return result
    } catch (err) {
      if (err instanceof UpstreamError) {
        outcome = err.outcome === 'invalid' || err.outcome === 'too_large' ? err.outcome : 'error'
        throw err
      }
      if (err instanceof ServerErrorAnswer) throw err
      outcome = timeout.aborted ? 'timeout' : 'error'
      const reason = timeout.aborted ? `timed out after ${this.options.timeoutMs} ms` : err instanceof Error ? err.message : String(err)
      throw new UpstreamError(`${def.path} ${reason}`, endpoint, 0, null, outcome)
    } finally {
      this.options.onCall?.(endpoint, outcome, performance.now() - started)
    }
  }
}

/** The body's bytes, or null when it exceeds `max` (the read is then aborted, not drained). */
async function readCapped(answer: Response, max: number, cutOff: AbortController): Promise<Uint8Array | null> {
  const declared = Number(answer.headers.get('content-length'))
  if (Number.isFinite(declared) && declared > max) {
    cutOff.abort()
    return null
  }
  if (!answer.body) return new Uint8Array(0)
  const reader = answer.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > max) {
      cutOff.abort()
      await reader.cancel().catch(() => undefined)
      return null
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks, size)
}

/** A Content-Length header as a number, or null when missing or not a plain integer. */
function declaredLength(header: string | null): number | null {
  if (header === null || !/^\d{1,15}$/.test(header.trim())) return null
  return Number(header.trim())
}

function parseJson(bytes: Uint8Array): unknown {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8')
  if (!text.trim()) return NOT_JSON
  try {
    return JSON.parse(text)
  } catch {
    return NOT_JSON
  }
}
