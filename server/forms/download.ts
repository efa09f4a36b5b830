// Sends an applicant's PDF from the file host: whole or refused, never cut in the middle for size.
// A Content-Length over the limit is refused before any byte is sent; without one, the file is
// read into memory up to the limit first (memory bounded by the document bulkhead: at most
// DOCUMENT_CONCURRENCY files of at most MAX_FILE_BYTES) and sent with its length.
import type { Response } from 'express'

/**
 * How long the file host may take: for its headers and every file read into memory before
 * sending, and for each chunk of a streamed file (time spent waiting for a slow client does not count).
 */
export const FILE_TIMEOUT_MS = 20_000
/** Largest applicant document sent. */
export const MAX_FILE_BYTES = 20 * 1024 * 1024

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
 * Sends the file at `url` as an attachment. Redirects are refused (they could leave the file
 * host) and the body must start like a PDF. Throws Refused before any header is sent when the
 * file is unusable or too large. With a Content-Length the body is streamed and must match it;
 * a file host that fails mid-way can then still end the transfer (the client sees a short body
 * against the announced length, never a silently truncated file).
 */
export async function sendPdf(url: URL, fileName: string, res: Response, maxBytes = MAX_FILE_BYTES): Promise<void> {
  const controller = new AbortController()
  const onClose = () => controller.abort()
  res.on('close', onClose)
  // Until the first byte is sent: the file host has FILE_TIMEOUT_MS for everything.
  let deadline: NodeJS.Timeout | undefined = setTimeout(() => controller.abort(new Error('file host timed out')), FILE_TIMEOUT_MS)
  try {
    const upstream = await fetch(url, { redirect: 'error', signal: controller.signal, headers: { accept: 'application/pdf' } })
    if (!upstream.ok || !upstream.body) {
      await upstream.body?.cancel().catch(() => {})
      throw new Refused(`file host answered ${upstream.status}`)
    }
    const declared = declaredLength(upstream.headers.get('content-length'))
    if (declared !== null && declared > maxBytes) {
      await upstream.body.cancel().catch(() => {})
      throw new Refused('file too large (Content-Length)', true)
    }
    // Compressed transfers: the announced length is not the file's.
    const length = upstream.headers.get('content-encoding') ? null : declared
    const reader = upstream.body.getReader()

    // Without a usable length: the whole file first, up to the limit. With one: enough to check the signature.
    const chunks: Uint8Array[] = []
    let read = 0
    const needed = length === null ? Infinity : 5
    while (read < needed) {
      const { done, value } = await reader.read()
      if (done) break
      chunks.push(value)
      read += value.byteLength
      if (read > maxBytes) {
        await reader.cancel().catch(() => {})
        throw new Refused('file too large (body)', true)
      }
    }
    const first = Buffer.concat(chunks)
    if (first.subarray(0, 5).toString('latin1') !== '%PDF-') {
      await reader.cancel().catch(() => {})
      throw new Refused('not a PDF')
    }

    clearTimeout(deadline)
    deadline = undefined
    res.status(200)
    res.setHeader('Content-Type', 'application/pdf')
    res.setHeader('Content-Disposition', `attachment; filename="${fileName}"`)
    res.setHeader('Cache-Control', 'no-store')
    res.setHeader('X-Content-Type-Options', 'nosniff')
    res.setHeader('Content-Length', String(length ?? first.byteLength))

    if (length === null) {
      await write(res, first, true)
      return
    }
    let sent = first.byteLength
    if (sent > length) throw new Error('file host sent more than its Content-Length')
    await write(res, first, sent === length)
    while (sent < length) {
      const { done, value } = await readWithin(reader, FILE_TIMEOUT_MS, controller)
      if (done) throw new Error('file host ended before its Content-Length')
      sent += value.byteLength
      if (sent > length) throw new Error('file host sent more than its Content-Length')
      await write(res, value, sent === length)
    }
  } catch (err) {
    // After the headers, a failure can only end the connection (the length shows it short).
    if (res.headersSent) res.destroy()
    throw err
  } finally {
    clearTimeout(deadline)
    res.off('close', onClose)
  }
}

/** One read from the file host, aborting the transfer when it sends nothing for `ms`. */
async function readWithin(reader: ReadableStreamDefaultReader<Uint8Array>, ms: number, controller: AbortController) {
  const timer = setTimeout(() => controller.abort(new Error('file host stalled')), ms)
  try {
    return await reader.read()
  } finally {
    clearTimeout(timer)
  }
}

/** A Content-Length header as a number, or null when missing or not a plain integer. */
function declaredLength(header: string | null): number | null {
  if (header === null || !/^\d{1,15}$/.test(header.trim())) return null
  return Number(header.trim())
}

/** Writes a chunk (ending the response with the last one), honouring backpressure. */
function write(res: Response, chunk: Uint8Array, last: boolean): Promise<void> {
  return new Promise((resolve, reject) => {
    const onClose = () => reject(new Error('client went away'))
    if (res.destroyed) return onClose()
    res.once('close', onClose)
    const done = (err?: Error | null) => {
      res.off('close', onClose)
      if (err) reject(err)
      else resolve()
    }
    if (last) {
      res.end(chunk, () => done())
      return
    }
    if (res.write(chunk)) {
      res.off('close', onClose)
      resolve()
      return
    }
    res.once('drain', () => done())
  })
}
