// A file read from the file host through the upstream client (UpstreamClient.openFile): the body is
// read chunk by chunk by the caller, each read within the stall timeout and all of them within the
// byte cap, and the transfer's outcome is reported once, when it ends.
import type { ReadableStreamReadResult } from 'node:stream/web'
import type { CallOutcome } from './outcome'

/** A file transfer that failed or was refused, with its outcome for the metrics. */
export class FileTransferError extends Error {
  constructor(
    message: string,
    readonly outcome: Exclude<CallOutcome, 'ok'>,
    /** The file host's HTTP status (0 when it did not answer). */
    readonly status = 0,
  ) {
    super(message)
    this.name = 'FileTransferError'
  }
}

/** True when a signal was aborted for time (AbortSignal.timeout, or a caller's deadline). */
export const abortedForTime = (signal: AbortSignal) => signal.aborted && (signal.reason as Error | undefined)?.name === 'TimeoutError'

export class FileTransfer {
  private received = 0
  private done = false

  constructor(
    private readonly reader: ReadableStreamDefaultReader<Uint8Array>,
    /** Content-Length when declared and the body is not content-encoded; else null. */
    readonly length: number | null,
    private readonly limits: { maxBytes: number; stallMs: number },
    /** Aborts the request (its signal also carries the caller's). */
    private readonly abort: (reason: Error) => void,
    private readonly signal: AbortSignal,
    private readonly onEnd: (outcome: CallOutcome) => void,
    /** The file host's answer headers (type, validators, caching). */
    readonly headers: Headers,
    /** 200, or 304 for a conditional request the file host found unchanged (no body). */
    readonly status: 200 | 304 = 200,
  ) {}

  /** Bytes read so far. */
  get bytesRead(): number {
    return this.received
  }

  /** The next chunk, or null at the end of a whole file; a failure ends the transfer and throws FileTransferError. */
  async read(): Promise<Uint8Array | null> {
    if (this.done) throw new FileTransferError('file transfer already ended', 'error')
    const stall = setTimeout(() => this.abort(new DOMException('file host stalled', 'TimeoutError')), this.limits.stallMs)
    let chunk: ReadableStreamReadResult<Uint8Array>
    try {
      chunk = await this.reader.read()
    } catch (err) {
      const timedOut = abortedForTime(this.signal)
      throw this.fail(timedOut ? 'timeout' : 'error', timedOut ? 'file host timed out' : `file host failed: ${err instanceof Error ? err.message : String(err)}`)
    } finally {
      clearTimeout(stall)
    }
    if (chunk.done) {
      if (this.length !== null && this.received !== this.length) throw this.fail('error', 'file host ended before its Content-Length')
      this.end('ok')
      return null
    }
    this.received += chunk.value.byteLength
    if (this.received > this.limits.maxBytes) throw this.fail('too_large', `file larger than ${this.limits.maxBytes} bytes`)
    if (this.length !== null && this.received > this.length) throw this.fail('error', 'file host sent more than its Content-Length')
    return chunk.value
  }

  /** Stops the transfer: the caller needed only the headers ('ok', a HEAD), refused the file ('invalid') or gave up ('error'). */
  async cancel(outcome: 'ok' | 'invalid' | 'error' = 'error'): Promise<void> {
    if (this.done) return
    this.end(outcome)
    await this.reader.cancel().catch(() => undefined)
  }

  private fail(outcome: Exclude<CallOutcome, 'ok'>, message: string): FileTransferError {
    this.end(outcome)
    this.abort(new Error(message))
    void this.reader.cancel().catch(() => undefined)
    return new FileTransferError(message, outcome)
  }

  private end(outcome: CallOutcome) {
    if (this.done) return
    this.done = true
    this.onEnd(outcome)
  }
}
