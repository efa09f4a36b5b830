// Sends an applicant's PDF from the file host: whole or refused, never cut in the middle for size.
// The transfer goes through the upstream client (UpstreamClient.openFile: file host only, no
// redirects, its timeout, byte cap, metrics and logging). A Content-Length over the cap is refused
// before any byte is sent. Without one, the file is first read into a temporary file (counted as it
// arrives, so memory holds a chunk, not a file) for at most SPOOL_WINDOW_MS: a file that ends by then
// is sent with its length (and one over the cap is refused before any byte); a slower one is streamed
// on from there without a length (chunked), each read within the stall timeout, so a slow file host
// delivers instead of failing every download at once at the deadline (issue 37), and the first bytes
// reach the applicant (and nginx, whose read timeout is 15 s) early. A streamed file that fails or
// passes the cap later ends the connection without the last chunk: the client sees an incomplete
// download, never a silently cut PDF.
import { randomUUID } from 'node:crypto'
import { open as openTempFile, unlink, type FileHandle } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Response } from 'express'
import { DEFAULT_FILE_TIMEOUT_MS, type UpstreamClient } from '../upstream/client'
import { FileTransferError } from '../upstream/file-transfer'

/** The file cannot be sent; nothing has been written to the response yet. */
export class Refused extends Error {
  constructor(
    message: string,
    /** True when the refusal is the size limit (the applicant is told so). */
    readonly tooLarge = false,
  ) {
    super(message)
    this.name = 'Refused'
  }
}

/**
 * Sends the file at `url` as an attachment. The body must start like a PDF. Throws Refused before
 * any header is sent when the file is unusable or too large. Until the first byte is sent the file
 * host has `deadlineMs` for everything (headers, and what is read of a file without a length within
 * `spoolMs` of the start); then the client's stall timeout applies to each read. With a Content-Length
 * the body is streamed and must match it; a file host that fails mid-way can then still end the
 * transfer (the client sees a short body against the announced length, or a chunked body without
 * its last chunk, never a silently truncated file).
 */
export async function sendPdf(
  client: UpstreamClient,
  url: URL,
  fileName: string,
  res: Response,
  {
    deadlineMs = DEFAULT_FILE_TIMEOUT_MS,
    writeStallMs = DEFAULT_WRITE_STALL_MS,
    spoolMs = SPOOL_WINDOW_MS,
  }: { deadlineMs?: number; writeStallMs?: number; spoolMs?: number } = {},
): Promise<void> {
  const spoolEnds = performance.now() + spoolMs
  const controller = new AbortController()
  const onClose = () => controller.abort(new Error('client went away'))
  res.on('close', onClose)
  let deadline: NodeJS.Timeout | undefined = setTimeout(() => controller.abort(new DOMException('file host timed out', 'TimeoutError')), deadlineMs)
  let spool: Spool | undefined
  try {
    const file = await open(client, url, controller.signal)
    // Enough to check the signature.
    const chunks: Uint8Array[] = []
    let ended = false
    while (!ended && file.bytesRead < 5) {
      const chunk = await readOrRefuse(file.read())
      if (chunk === null) ended = true
      else chunks.push(chunk)
    }
    const first = Buffer.concat(chunks)
    if (first.subarray(0, 5).toString('latin1') !== '%PDF-') {
      await file.cancel('invalid')
      throw new Refused('not a PDF')
    }
    // Without a usable length: to a temporary file first, up to the cap, for at most the spool window.
    // `pending` is the read under way when the window closed (the file is then streamed on).
    let pending: Promise<Uint8Array | null> | null = null
    if (file.length === null) {
      spool = await Spool.create()
      await spool.write(first)
      pending = ended ? null : readOrRefuse(file.read())
      while (pending) {
        const chunk = await within(pending, spoolEnds - performance.now())
        if (chunk === WINDOW_CLOSED) break
        if (chunk === null) pending = null
        else {
          await spool.write(chunk)
          pending = readOrRefuse(file.read())
        }
      }
      // A read left under way fails later, where it is awaited; until then it must not count as unhandled.
      pending?.catch(() => undefined)
    }

    clearTimeout(deadline)
    deadline = undefined
    res.status(200)
    res.setHeader('Content-Type', 'application/pdf')
    res.setHeader('Content-Disposition', `attachment; filename="${fileName}"`)
    res.setHeader('Cache-Control', 'no-store')
    res.setHeader('X-Content-Type-Options', 'nosniff')
    // A file without a length still arriving after the spool window goes without one (chunked).
    if (!pending) res.setHeader('Content-Length', String(file.length ?? file.bytesRead))

    if (spool) {
      for await (const chunk of spool.chunks()) await writeChunk(res, chunk, false, writeStallMs)
      const sent = spool
      spool = undefined
      await sent.close()
      if (pending) {
        // Streamed on from the file host, chunk by chunk: a failure or the cap now only ends the connection.
        for (let chunk = await pending; chunk !== null; chunk = await file.read()) await writeChunk(res, chunk, false, writeStallMs)
      }
      await writeChunk(res, Buffer.alloc(0), true, writeStallMs)
      return
    }
    // With a length, streamed; the read that sees the file's end (and ends the transfer) comes
    // before the last write, so a file host that sends more than it announced never gets through.
    let chunk: Uint8Array | null = first
    while (chunk !== null) {
      const last = file.bytesRead === file.length
      if (last && !ended) ended = (await file.read()) === null
      await writeChunk(res, chunk, last, writeStallMs)
      chunk = last ? null : await file.read()
    }
  } catch (err) {
    // After the headers, a failure can only end the connection (the length shows it short).
    if (res.headersSent) res.destroy()
    throw err
  } finally {
    clearTimeout(deadline)
    res.off('close', onClose)
    await spool?.close()
  }
}

/**
 * A file without a length, kept on disk (os.tmpdir(), TMPDIR) while it is read whole: no memory
 * beyond a chunk, and at most DOCUMENT_CONCURRENCY files of at most DOCUMENT_MAX_BYTES on disk.
 * The name is removed at once, so the space is freed when the handle closes, even after a crash.
 */
class Spool {
  private constructor(private readonly handle: FileHandle) {}

  static async create(): Promise<Spool> {
    const path = join(tmpdir(), `document-${randomUUID()}.pdf`)
    const handle = await openTempFile(path, 'wx+', 0o600)
    await unlink(path).catch(async (err: unknown) => {
      await handle.close()
      throw err
    })
    return new Spool(handle)
  }

  async write(chunk: Uint8Array): Promise<void> {
    for (let at = 0; at < chunk.byteLength; ) at += (await this.handle.write(chunk, at)).bytesWritten
  }

  /** The file from its start, in chunks. */
  chunks(): AsyncIterable<Buffer> {
    return this.handle.createReadStream({ start: 0, autoClose: false })
  }

  close(): Promise<void> {
    return this.handle.close()
  }
}

/** How long a file without a length is read into the spool before it is streamed on without one (sendPdf's `spoolMs`). */
const SPOOL_WINDOW_MS = 3_000

const WINDOW_CLOSED = Symbol('spool window closed')

/** The read's result, or WINDOW_CLOSED when it is still under way after `ms` (the read goes on). */
async function within<T>(read: Promise<T>, ms: number): Promise<T | typeof WINDOW_CLOSED> {
  let timer: NodeJS.Timeout | undefined
  const closed = new Promise<typeof WINDOW_CLOSED>((resolve) => (timer = setTimeout(() => resolve(WINDOW_CLOSED), Math.max(0, ms))))
  try {
    return await Promise.race([read, closed])
  } finally {
    clearTimeout(timer)
  }
}

/** Opens the file; the file host's refusals before any byte is sent become Refused. */
async function open(client: UpstreamClient, url: URL, signal: AbortSignal) {
  try {
    return await client.openFile(url, 'application/pdf', { signal })
  } catch (err) {
    if (err instanceof FileTransferError) throw new Refused(err.message, err.outcome === 'too_large')
    throw err
  }
}

/** A read before any byte is sent: a file over the cap is refused as too large. */
async function readOrRefuse(read: Promise<Uint8Array | null>): Promise<Uint8Array | null> {
  try {
    return await read
  } catch (err) {
    if (err instanceof FileTransferError) throw new Refused(err.message, err.outcome === 'too_large')
    throw err
  }
}

/** How long a client may read nothing while a file waits to be written to it (DOCUMENT_WRITE_TIMEOUT_MS). */
const DEFAULT_WRITE_STALL_MS = 20_000

/**
 * Writes a chunk (ending the response with the last one), honouring backpressure. A client that
 * reads nothing for `stallMs` while the chunk waits is cut off (the response destroyed), so a
 * stalled reader frees what it holds (a document slot) instead of keeping it until the socket dies.
 */
export function writeChunk(res: Response, chunk: Uint8Array, last: boolean, stallMs = DEFAULT_WRITE_STALL_MS): Promise<void> {
  return new Promise((resolve, reject) => {
    const onClose = () => done(new Error('client went away'))
    let stalled: NodeJS.Timeout | undefined
    const done = (err?: Error) => {
      clearTimeout(stalled)
      res.off('close', onClose)
      res.off('drain', onDrain)
      if (err) reject(err)
      else resolve()
    }
    const onDrain = () => done()
    if (res.destroyed) return onClose()
    res.once('close', onClose)
    const waitForClient = () => {
      stalled = setTimeout(() => {
        done(new Error('client stopped reading'))
        res.destroy()
      }, stallMs)
    }
    if (last) {
      waitForClient()
      res.end(chunk, () => done())
      return
    }
    if (res.write(chunk)) return done()
    waitForClient()
    res.once('drain', onDrain)
  })
}
