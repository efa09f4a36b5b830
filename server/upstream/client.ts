// POSTs one upstream call with the service credential and a timeout.
import { ENDPOINTS, type EndpointName } from './endpoints'

export interface UpstreamCredential {
  userId: string
  password: string
}

export interface UpstreamClientOptions {
  apiBaseUrl: string
  admissionBaseUrl: string
  credential: UpstreamCredential
  timeoutMs: number
  /** Called once per call with its outcome, for metrics. */
  onCall?: (endpoint: EndpointName, outcome: 'ok' | 'error' | 'timeout', durationMs: number) => void
  fetchImpl?: typeof fetch
}

/** An upstream call that failed: HTTP status (0 when no answer) and the server's message, if any. */
export class UpstreamError extends Error {
  constructor(
    message: string,
    readonly endpoint: EndpointName,
    readonly status: number,
    /** The `message` field of the upstream's error answer, when it sent one. */
    readonly serverMessage: string | null = null,
  ) {
    super(message)
    this.name = 'UpstreamError'
  }
}

export class UpstreamClient {
  private readonly fetchImpl: typeof fetch

  constructor(private readonly options: UpstreamClientOptions) {
    this.fetchImpl = options.fetchImpl ?? fetch
  }

  /** The parsed JSON answer of a 2xx reply; anything else throws UpstreamError. */
  async call(endpoint: EndpointName, params: Record<string, string | number>, signal?: AbortSignal): Promise<unknown> {
    const { answer, status, body } = await this.send(endpoint, params, signal)
    if (!answer.ok) {
      throw new UpstreamError(`${ENDPOINTS[endpoint].path} answered ${status}`, endpoint, status, messageOf(body))
    }
    return body
  }

  /** Like call(), but hands back non-2xx answers too (forms show the upstream's message). */
  async send(endpoint: EndpointName, params: Record<string, string | number>, signal?: AbortSignal) {
    const def = ENDPOINTS[endpoint]
    const base = def.base === 'admission' ? this.options.admissionBaseUrl : this.options.apiBaseUrl
    const timeout = AbortSignal.timeout(this.options.timeoutMs)
    const started = performance.now()
    const body: Record<string, string | number> = { ...this.options.credential }
    for (const field of def.fields) {
      const value = params[field]
      if (value !== undefined) body[field] = value
    }
    try {
      const answer = await this.fetchImpl(`${base}${def.path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      })
      const text = await answer.text()
      let parsed: unknown = null
      try {
        parsed = text ? JSON.parse(text) : null
      } catch {
        if (answer.ok) throw new UpstreamError(`${def.path} answered invalid JSON`, endpoint, answer.status)
      }
      this.options.onCall?.(endpoint, answer.ok ? 'ok' : 'error', performance.now() - started)
      return { answer, status: answer.status, body: parsed }
    } catch (err) {
      const timedOut = timeout.aborted
      this.options.onCall?.(endpoint, timedOut ? 'timeout' : 'error', performance.now() - started)
      if (err instanceof UpstreamError) throw err
      const reason = timedOut ? `timed out after ${this.options.timeoutMs} ms` : err instanceof Error ? err.message : String(err)
      throw new UpstreamError(`${def.path} ${reason}`, endpoint, 0)
    }
  }
}

function messageOf(body: unknown): string | null {
  if (body && typeof body === 'object' && typeof (body as { message?: unknown }).message === 'string') {
    return (body as { message: string }).message || null
  }
  return null
}
