// The image endpoint: GET /img/<width>/<format>/<path> fetches <path> from the configured file host
// (nothing else: no other host, nothing above its base, no redirect followed), and answers it
// resized to one of a fixed list of widths and re-encoded as AVIF, WebP, JPEG or PNG, cacheable for
// a year (the URL names the variant, so the edge keys on it alone). sharp (libvips) does the work.
//
// Bounded cost: the file is read up to IMAGE_MAX_INPUT_BYTES, within IMAGE_TIMEOUT_MS, and decoded
// only up to IMAGE_MAX_INPUT_PIXELS; at most IMAGE_CONCURRENCY pictures are fetched and encoded at
// once (one libvips thread each), IMAGE_QUEUE wait up to IMAGE_QUEUE_WAIT_MS, the rest get 503 with
// Retry-After. Of those, at most IMAGE_AVIF_CONCURRENCY encode AVIF at once: libaom holds about 45
// bytes per output pixel (120 MiB for a 1920-wide picture), several times what WebP or JPEG need.
// Concurrent requests for one variant share its job, and recent variants are kept in memory up to
// IMAGE_CACHE_MAX_BYTES (one lru-cache with a fetchMethod does both). Every refusal is a short text with a 4xx/5xx status, never a stack trace.
import type { RequestHandler, Response } from 'express'
import type { Logger } from 'pino'
import { LRUCache } from 'lru-cache'
import sharp, { type Metadata, type SharpOptions } from 'sharp'
import { IMAGE_CONTENT_TYPES, IMAGE_FORMATS, IMAGE_ROUTE, IMAGE_WIDTHS, isSafeSegment, type ImageFormat, type ImageWidth } from '../src/logic/images'
import type { AppConfig } from './config'
import { Busy, DocumentBulkhead } from './forms/bulkhead'
import type { Metrics } from './metrics'
import type { UpstreamClient } from './upstream/client'
import { FileTransferError } from './upstream/file-transfer'

// One libvips thread per picture: the bulkhead decides how many run at once. No operation cache:
// every input is a new buffer, and the cache would only hold memory.
sharp.concurrency(1)
sharp.cache(false)

/** A resized picture never changes under its URL (the file host's path, width and format). */
export const IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable'

/** Outcomes counted in `image_requests_total`. */
export type ImageOutcome = 'ok' | 'bad_request' | 'not_found' | 'not_image' | 'too_large' | 'file_host_error' | 'timeout' | 'busy' | 'error'

/** A refusal: status, what the metric counts, and the text the client reads. */
class Refusal extends Error {
  constructor(
    readonly status: number,
    readonly outcome: ImageOutcome,
    message: string,
  ) {
    super(message)
    this.name = 'Refusal'
  }
}

export interface ImageRequest {
  width: ImageWidth
  format: ImageFormat
  /** Decoded path segments below the file host's base. */
  segments: string[]
  /** The same URL in its one spelling (each segment encoded with encodeURIComponent). */
  canonicalPath: string
}

const WIDTH_LIST = IMAGE_WIDTHS.join(', ')
const FORMAT_LIST = IMAGE_FORMATS.join(', ')
/** Longest request path accepted (the edge's key and the file host's URL stay short). */
const MAX_PATH_LENGTH = 1024

/**
 * Reads `/<width>/<format>/<path>` (the URL below /img, query ignored). Throws Refusal(400) for an
 * unknown width or format, a missing path, an encoded slash or backslash, malformed escapes, and an
 * empty, `.` or `..` segment: the path can only name a file below the file host's base.
 */
export function parseImagePath(url: string): ImageRequest {
  const path = url.split('?')[0] ?? ''
  if (path.length > MAX_PATH_LENGTH) throw new Refusal(400, 'bad_request', `Picture path too long (at most ${MAX_PATH_LENGTH} characters).`)
  const [empty, width, format, ...raw] = path.split('/')
  if (empty !== '' || width === undefined || format === undefined) throw new Refusal(400, 'bad_request', usage())
  const w = IMAGE_WIDTHS.find((candidate) => String(candidate) === width)
  if (w === undefined) throw new Refusal(400, 'bad_request', `Unknown width "${clip(width)}": use one of ${WIDTH_LIST}.`)
  const f = IMAGE_FORMATS.find((candidate) => candidate === format)
  if (f === undefined) throw new Refusal(400, 'bad_request', `Unknown format "${clip(format)}": use one of ${FORMAT_LIST}.`)
  if (raw.length === 0 || (raw.length === 1 && raw[0] === '')) throw new Refusal(400, 'bad_request', usage())
  const segments = raw.map((segment) => {
    if (/%(2f|5c)/i.test(segment)) throw new Refusal(400, 'bad_request', 'Encoded slashes are not allowed in a picture path.')
    let decoded: string
    try {
      decoded = decodeURIComponent(segment)
    } catch {
      throw new Refusal(400, 'bad_request', 'Malformed percent-encoding in the picture path.')
    }
    if (!isSafeSegment(decoded)) {
      throw new Refusal(400, 'bad_request', 'A picture path names a file below the file host: no empty, "." or ".." parts, backslashes or full URLs.')
    }
    return decoded
  })
  return { width: w, format: f, segments, canonicalPath: `/${w}/${f}/${segments.map(encodeURIComponent).join('/')}` }
}

const usage = () => `Use ${IMAGE_ROUTE}/<width>/<format>/<path on the file host>, width one of ${WIDTH_LIST}, format one of ${FORMAT_LIST}.`
const clip = (text: string) => (text.length > 20 ? `${text.slice(0, 20)}…` : text)

/** Input formats the endpoint decodes, by their first bytes (sharp would also read SVG, PDF, TIFF…: not here). */
export function sniffImage(bytes: Uint8Array): 'jpeg' | 'png' | 'gif' | 'webp' | 'avif' | null {
  const ascii = (from: number, to: number) => Buffer.from(bytes.subarray(from, to)).toString('latin1')
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg'
  if (ascii(0, 8) === '\x89PNG\r\n\x1a\n') return 'png'
  if (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a') return 'gif'
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp'
  if (ascii(4, 8) === 'ftyp') {
    // The ftyp box: major brand, minor version, then compatible brands.
    const boxSize = Math.min(Buffer.from(bytes.subarray(0, 4)).readUInt32BE(0), bytes.length, 64)
    for (let at = 8; at + 4 <= boxSize; at += 4) {
      if (at === 12) continue
      const brand = ascii(at, at + 4)
      if (brand === 'avif' || brand === 'avis') return 'avif'
    }
  }
  return null
}

/** The decoders sharp may use on an input that passed sniffImage. */
const DECODED_FORMATS = new Set(['jpeg', 'png', 'gif', 'webp', 'heif'])

export interface ImageEndpointOptions {
  /** The upstream client: pictures are fetched below its file host only (openFile). */
  client: UpstreamClient
  limits: AppConfig['images']
  metrics: Metrics
  logger: Logger
}

/** The /img handler (mounted at IMAGE_ROUTE). */
export function imageEndpoint({ client, limits, metrics, logger }: ImageEndpointOptions): RequestHandler {
  const bulkhead = new DocumentBulkhead({
    concurrency: limits.concurrency,
    queue: limits.queue,
    waitMs: limits.queueWaitMs,
    onChange: ({ inFlight, queued }) => {
      metrics.imagesInFlight.set(inFlight)
      metrics.imagesQueued.set(queued)
    },
  })
  // Waiting here happens inside a bulkhead slot, so at most `concurrency` jobs ever wait.
  const avifEncodes = new DocumentBulkhead({ concurrency: limits.avifConcurrency, queue: limits.concurrency, waitMs: limits.queueWaitMs })
  const retryAfter = String(Math.max(1, Math.ceil(limits.queueWaitMs / 1000)))
  // Variants made lately, for a pod reached without the edge (and browsers without its cache),
  // bounded in bytes (0: none kept; a variant is then larger than the cache and never stored). A
  // variant being made is an entry too, so concurrent requests for it share its job; a job is not
  // tied to the client that started it (others may wait for it), and eviction does not stop it.
  const made = new LRUCache<string, Picture, MakeContext>({
    maxSize: Math.max(1, limits.cacheMaxBytes),
    sizeCalculation: (p) => p.body.length + 256,
    ignoreFetchAbort: true,
    fetchMethod: (_key, _stale, { context }) =>
      bulkhead.run(async () => {
        const input = await fetchPicture(client, context.source, limits)
        const encode = () => transform(input, context.wanted, limits)
        return context.wanted.format === 'avif' ? avifEncodes.run(encode) : encode()
      }),
  })

  const refuse = (res: Response, refusal: Refusal) => {
    metrics.imageRequests.inc({ outcome: refusal.outcome })
    if (res.headersSent) return void res.destroy()
    res.status(refusal.status).set('Cache-Control', 'no-store')
    if (refusal.status === 503) res.set('Retry-After', retryAfter)
    res.type('text/plain').send(refusal.message)
  }

  return async (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.status(405).set('Allow', 'GET, HEAD').set('Cache-Control', 'no-store').type('text/plain').send('Method not allowed')
      return
    }
    // Express mounts are case-insensitive; the edge caches /img/ only: one spelling.
    if (req.baseUrl !== IMAGE_ROUTE) {
      res.status(404).set('Cache-Control', 'no-store').type('text/plain').send('Not found')
      return
    }
    let wanted: ImageRequest
    try {
      wanted = parseImagePath(req.url)
      if (wanted.canonicalPath !== (req.url.split('?')[0] ?? '')) {
        // One URL per variant: another spelling of the same path (%41 for A) costs no second encode.
        res.status(301).set('Cache-Control', 'public, max-age=86400').redirect(301, `${IMAGE_ROUTE}${wanted.canonicalPath}`)
        return
      }
    } catch (err) {
      return refuse(res, asRefusal(err))
    }

    try {
      const source = client.fileUrl(wanted.segments.map(encodeURIComponent).join('/'))
      if (!source) throw new Refusal(400, 'bad_request', 'A picture path names a file below the file host.')
      const picture = await made.fetch(wanted.canonicalPath, { context: { wanted, source } })
      if (!picture) throw new Refusal(500, 'error', 'The picture could not be made.')
      metrics.imageRequests.inc({ outcome: 'ok' })
      res.status(200)
      res.set({ 'Content-Type': IMAGE_CONTENT_TYPES[wanted.format], 'Cache-Control': IMAGE_CACHE_CONTROL, 'X-Image-Width': String(picture.width) })
      res.send(picture.body)
    } catch (err) {
      const refusal = asRefusal(err)
      if (refusal.status >= 500 || refusal.outcome === 'not_image' || refusal.outcome === 'too_large') {
        req.log?.warn({ image: req.originalUrl, outcome: refusal.outcome, reason: refusal.message }, 'image refused')
      }
      refuse(res, refusal)
    }
  }

  function asRefusal(err: unknown): Refusal {
    if (err instanceof Refusal) return err
    if (err instanceof Busy) return new Refusal(503, 'busy', 'The server is resizing many pictures right now. Please try again in a few seconds.')
    logger.error({ err }, 'image endpoint failed')
    return new Refusal(500, 'error', 'The picture could not be made.')
  }
}

/**
 * The picture's bytes from the file host through the upstream client (openFile: below its base only,
 * no redirect followed, counted as endpoint 'file'): 2xx only, at most `maxInputBytes` (by
 * Content-Length, or cut off while reading), all within `timeoutMs`.
 */
async function fetchPicture(client: UpstreamClient, url: URL, limits: AppConfig['images']): Promise<Buffer> {
  const signal = AbortSignal.timeout(limits.timeoutMs)
  try {
    const file = await client.openFile(url, 'image/*', { signal, maxBytes: limits.maxInputBytes })
    const chunks: Uint8Array[] = []
    for (let chunk = await file.read(); chunk !== null; chunk = await file.read()) chunks.push(chunk)
    return Buffer.concat(chunks, file.bytesRead)
  } catch (err) {
    if (!(err instanceof FileTransferError)) throw err
    throw fileHostRefusal(err, limits)
  }
}

/** What a failed transfer from the file host tells the client. */
function fileHostRefusal(err: FileTransferError, limits: AppConfig['images']): Refusal {
  if (err.outcome === 'timeout') return new Refusal(504, 'timeout', `The file host did not send the picture within ${limits.timeoutMs / 1000} s.`)
  if (err.outcome === 'too_large') return new Refusal(422, 'too_large', `The picture is larger than ${formatBytes(limits.maxInputBytes)}.`)
  if (err.status === 404 || err.status === 410) return new Refusal(404, 'not_found', 'No such picture on the file host.')
  if (err.status >= 300 && err.status < 400) return new Refusal(502, 'file_host_error', `The file host answered with a redirect (${err.status}), which is not followed.`)
  if (err.status > 0) return new Refusal(502, 'file_host_error', `The file host answered ${err.status}.`)
  return new Refusal(502, 'file_host_error', 'The file host is not answering or broke off the transfer.')
}

const formatBytes = (bytes: number) => (bytes >= 1024 * 1024 ? `${Math.round((bytes / 1024 / 1024) * 10) / 10} MiB` : `${Math.round(bytes / 1024)} KiB`)

/** A resized picture: its bytes and its width (smaller than asked when the original is). */
interface Picture {
  body: Buffer
  width: number
}

/** What a job needs to make a variant. */
interface MakeContext {
  wanted: ImageRequest
  source: URL
}

/** Decodes, resizes (never enlarges) and encodes; a refusal for anything that is not a readable picture of allowed size. */
async function transform(input: Buffer, wanted: ImageRequest, { maxInputPixels, avifMaxPixels }: AppConfig['images']): Promise<Picture> {
  if (sniffImage(input) === null) throw new Refusal(422, 'not_image', 'Not a picture: the file is not a JPEG, PNG, WebP, GIF or AVIF image.')
  const unreadable = () => new Refusal(422, 'not_image', 'The picture cannot be read: the file is damaged or cut short.')
  const tooManyPixels = () => new Refusal(422, 'too_large', `The picture has more than ${maxInputPixels.toLocaleString('en')} pixels.`)
  const refusalFor = (err: unknown) => (/pixel limit/i.test((err as Error)?.message ?? '') ? tooManyPixels() : unreadable())
  const options: SharpOptions = { limitInputPixels: maxInputPixels, failOn: 'error', autoOrient: true }
  let meta: Metadata
  try {
    meta = await sharp(input, options).metadata()
  } catch (err) {
    throw refusalFor(err)
  }
  if (!DECODED_FORMATS.has(meta.format ?? '')) throw new Refusal(422, 'not_image', 'Not a picture: the file is not a JPEG, PNG, WebP, GIF or AVIF image.')
  if ((meta.width ?? 0) * (meta.height ?? 0) > maxInputPixels) throw tooManyPixels()
  // libaom holds about 45 bytes per output pixel: an AVIF larger than the memory plan allows is made narrower.
  const shown = meta.autoOrient
  const width = wanted.format === 'avif' ? Math.min(wanted.width, Math.floor(Math.sqrt((avifMaxPixels * shown.width) / Math.max(1, shown.height)))) : wanted.width
  let pipeline = sharp(input, options).resize({ width, withoutEnlargement: true })
  switch (wanted.format) {
    case 'avif':
      pipeline = pipeline.avif({ quality: 50, effort: 1 })
      break
    case 'webp':
      pipeline = pipeline.webp({ quality: 75 })
      break
    case 'jpeg':
      pipeline = pipeline.flatten({ background: '#ffffff' }).jpeg({ quality: 75, mozjpeg: true })
      break
    case 'png':
      pipeline = pipeline.png({ compressionLevel: 9 })
      break
  }
  try {
    const { data, info } = await pipeline.toBuffer({ resolveWithObject: true })
    return { body: data, width: info.width }
  } catch (err) {
    throw refusalFor(err)
  }
}
