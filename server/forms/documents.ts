// POST /api/admission-documents/:kind: an applicant's admission form, admit card or offer letter.
// Validates the mobile number and verification code, asks the admission API (with the service
// credential), and streams the PDF from the configured file host only. A fetch() from the page
// gets JSON errors; a plain form post gets the page back with the error box.
// The verification code and the request body are never logged; every answer is no-store.
import { Readable } from 'node:stream'
import { Router, type ErrorRequestHandler, type NextFunction, type Request, type Response } from 'express'
import { rateLimit } from 'express-rate-limit'
import { DOCUMENTS } from '../../src/content/documents'
import type { FormResult } from '../../src/domain/forms'
import type { DocumentKind } from '../../src/domain/types'
import { DOCUMENT_TEXTS, isDocumentKind, safeFileUrl, validateDocumentRequest } from '../../src/logic/documents'
import { UpstreamError } from '../upstream/client'
import type { DocumentAnswer } from '../upstream/service'
import { bodyErrorStatus, formBodyParsers, isBodyError, UNREADABLE_FORM, wantsJson } from './http'
import type { FormDeps } from './index'

/** Two short fields: anything bigger is not a form post. */
export const DOCUMENT_BODY_LIMIT = '2kb'
/** Whole transfer of one file from the file host (headers and body). */
export const FILE_TIMEOUT_MS = 20_000
/** Largest applicant document streamed. */
export const MAX_FILE_BYTES = 20 * 1024 * 1024

class Refused extends Error {}

export function documentRoutes(deps: FormDeps): Router {
  const router = Router()
  const path = '/admission-documents/:kind'

  /** Answers an error: JSON `{ message }` to fetch clients, else the document's page with the red box. */
  async function fail(req: Request, res: Response, next: NextFunction, status: number, message: string) {
    if (res.headersSent) return void res.destroy()
    if (wantsJson(req)) return void res.status(status).json({ message })
    const kind = req.params.kind as DocumentKind
    const mobile = typeof req.body?.mobile_number === 'string' ? req.body.mobile_number.slice(0, 32) : ''
    const formResult: FormResult = { ok: false, message, values: { mobile_number: mobile } }
    await deps.render(req, res, next, { urlOriginal: `/${kind}`, formResult, status })
  }

  const knownKind = (req: Request, res: Response, next: NextFunction) => {
    if (isDocumentKind(req.params.kind)) return next()
    res.status(404).json({ message: 'Not found' })
  }

  // Guessing protection: only failed attempts count (a wrong code or a malformed post), per
  // client address (req.ip, which honours TRUST_PROXY_HOPS). Upstream outages (5xx) do not count.
  const limiter = rateLimit({
    windowMs: deps.config.documentRateLimit.windowMs,
    limit: deps.config.documentRateLimit.max,
    skipSuccessfulRequests: true,
    requestWasSuccessful: (_req, res) => res.statusCode < 400 || res.statusCode >= 500,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    handler: (req, res, next) => {
      req.log?.warn({ form: 'documents', kind: req.params.kind, outcome: 'rate-limited' }, 'document download rate limited')
      return fail(req, res, next, 429, DOCUMENT_TEXTS.tooMany)
    },
  })

  const parsers = formBodyParsers(DOCUMENT_BODY_LIMIT, 10)

  router.post(path, knownKind, limiter, parsers, async (req: Request, res: Response, next: NextFunction) => {
    const kind = req.params.kind as DocumentKind
    const checked = validateDocumentRequest(req.body)
    if (!checked.ok) return fail(req, res, next, 400, checked.message)

    let answer: DocumentAnswer
    try {
      answer = await deps.upstream.service.requestDocument(kind, checked.mobile, checked.code)
    } catch (err) {
      const status = err instanceof UpstreamError && err.status > 0 ? 502 : 503
      const message = (err instanceof UpstreamError && err.serverMessage?.trim()) || DOCUMENT_TEXTS.serverError
      req.log?.warn({ form: 'documents', kind, outcome: 'upstream-failed', upstreamStatus: err instanceof UpstreamError ? err.status : 0 }, 'document request failed')
      return fail(req, res, next, status, message)
    }
    if (!answer.ok) {
      req.log?.info({ form: 'documents', kind, outcome: 'rejected' }, 'document request rejected by the admission API')
      return fail(req, res, next, 422, answer.message ?? DOCUMENT_TEXTS.failed)
    }

    const url = safeFileUrl(answer.filePath, deps.upstream.fileBaseUrl)
    if (!url) {
      req.log?.warn({ form: 'documents', kind, outcome: 'refused-path', path: JSON.stringify(answer.filePath.slice(0, 200)) }, 'refused a document path outside the file host')
      return fail(req, res, next, 502, DOCUMENT_TEXTS.failed)
    }

    try {
      await streamPdf(url, DOCUMENTS[kind].fileName, res)
      req.log?.info({ form: 'documents', kind, outcome: 'downloaded' }, 'document downloaded')
    } catch (err) {
      const reason = err instanceof Refused ? err.message : err instanceof Error ? err.name : 'error'
      req.log?.warn({ form: 'documents', kind, outcome: 'file-failed', reason }, 'document file could not be streamed')
      return fail(req, res, next, 502, DOCUMENT_TEXTS.failed)
    }
  })

  // Body parser failures (too large, malformed): answered here, so the raw body never reaches the error log.
  const bodyErrors: ErrorRequestHandler = (err, req, res, next) => {
    if (!isBodyError(err)) return next(err)
    req.resume()
    req.body = undefined
    return fail(req, res, next, bodyErrorStatus(err), UNREADABLE_FORM)
  }
  router.use(path, bodyErrors)

  return router
}

/**
 * Streams the file at `url` as an attachment. Redirects are refused (they could leave the file
 * host), and the body must start like a PDF. Throws before any header is sent when the file is
 * unusable; a failure mid-stream destroys the response.
 */
async function streamPdf(url: URL, fileName: string, res: Response): Promise<void> {
  const controller = new AbortController()
  const onClose = () => controller.abort()
  res.on('close', onClose)
  try {
    const upstream = await fetch(url, {
      redirect: 'error',
      signal: AbortSignal.any([controller.signal, AbortSignal.timeout(FILE_TIMEOUT_MS)]),
      headers: { accept: 'application/pdf' },
    })
    if (!upstream.ok || !upstream.body) throw new Refused(`file host answered ${upstream.status}`)
    const length = Number(upstream.headers.get('content-length') ?? NaN)
    if (length > MAX_FILE_BYTES) throw new Refused('file too large')

    const reader = upstream.body.getReader()
    // Read until the PDF signature can be checked.
    const head: Uint8Array[] = []
    let headBytes = 0
    while (headBytes < 5) {
      const { done, value } = await reader.read()
      if (done) break
      head.push(value)
      headBytes += value.byteLength
    }
    const first = Buffer.concat(head)
    if (first.subarray(0, 5).toString('latin1') !== '%PDF-') {
      await reader.cancel().catch(() => {})
      throw new Refused('not a PDF')
    }

    res.status(200)
    res.setHeader('Content-Type', 'application/pdf')
    res.setHeader('Content-Disposition', `attachment; filename="${fileName}"`)
    res.setHeader('Cache-Control', 'no-store')
    res.setHeader('X-Content-Type-Options', 'nosniff')
    if (Number.isFinite(length) && length > 0) res.setHeader('Content-Length', String(length))

    let sent = first.byteLength
    const rest = Readable.from(
      (async function* () {
        yield first
        for (;;) {
          const { done, value } = await reader.read()
          if (done) return
          sent += value.byteLength
          if (sent > MAX_FILE_BYTES) throw new Refused('file too large')
          yield value
        }
      })(),
    )
    await new Promise<void>((resolve, reject) => {
      rest.on('error', (err) => {
        res.destroy()
        reject(err)
      })
      res.on('finish', resolve)
      res.on('close', () => (res.writableFinished ? resolve() : reject(new Refused('client went away'))))
      rest.pipe(res)
    })
  } finally {
    res.off('close', onClose)
  }
}
