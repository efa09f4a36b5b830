// POST /api/admission-documents/:kind: an applicant's admission form, admit card or offer letter.
// Validates the mobile number and verification code, limits failed attempts (server/forms/attempts.ts:
// per number strictly, an address only slowed down), asks the admission API (with the service
// credential), and sends the PDF from the configured file host only, whole or not at all.
// At most DOCUMENT_CONCURRENCY such requests run per process (the document bulkhead); beyond its
// bounded queue the applicant is told at once that the site is busy (503, Retry-After).
// A fetch() from the page gets JSON errors; a plain form post is redirected to its page (303),
// which shows the outcome. The verification code and the request body are never logged; every
// answer is no-store.
import { Router, type ErrorRequestHandler, type NextFunction, type Request, type Response } from 'express'
import { DOCUMENTS } from '../../src/content/documents'
import type { DocumentKind } from '../../src/domain/types'
import { DOCUMENT_TEXTS, isDocumentKind, safeFileUrl, shownDocumentOutcome, validateDocumentRequest } from '../../src/logic/documents'
import { busyText, tooManyAttemptsText } from '../../src/logic/waiting'
import { UpstreamError } from '../upstream/client'
import type { DocumentAnswer } from '../upstream/service'
import { AttemptLimiter } from './attempts'
import { Busy, DocumentBulkhead } from './bulkhead'
import { Refused, sendPdf } from './download'
import { bodyErrorStatus, formBodyParsers, formLocale, isBodyError, UNREADABLE_FORM, wantsJson } from './http'
import type { FormDeps } from './deps'
import { redirectWithOutcome, setOutcome } from './outcome'
import { SERVER_PATH } from '../../src/routes/paths'

/** Two short fields: anything bigger is not a form post. */
export const DOCUMENT_BODY_LIMIT = '2kb'

export function documentRoutes(deps: FormDeps): Router {
  const router = Router()
  const path = SERVER_PATH.admissionDocumentsForm
  const { metrics } = deps
  const limits = deps.config.documentRateLimit
  const busyRetrySeconds = Math.max(1, Math.ceil(deps.config.documentBulkhead.waitMs / 1000))

  const bulkhead = new DocumentBulkhead({
    ...deps.config.documentBulkhead,
    onChange: ({ inFlight, queued }) => {
      metrics?.documentsInFlight.set(inFlight)
      metrics?.documentsQueued.set(queued)
    },
    onReject: (reason) => metrics?.documentsRejected.inc({ reason }),
  })

  /** Answers an error: JSON `{ message }` (in the form's language) to the page's script, else 303 to the document's page showing it. */
  function fail(req: Request, res: Response, status: number, message: string, retryAfterSeconds?: number) {
    if (res.headersSent) return void res.destroy()
    if (retryAfterSeconds !== undefined) res.setHeader('Retry-After', String(retryAfterSeconds))
    if (wantsJson(req)) {
      const shown = shownDocumentOutcome({ ok: false, message }, formLocale(req))
      return void res.status(status).json({ message: shown.message, detail: shown.detail })
    }
    const kind = req.params.kind as DocumentKind
    const mobile = typeof req.body?.mobile_number === 'string' ? req.body.mobile_number.slice(0, 32) : ''
    redirectWithOutcome(req, res, { page: `/${kind}`, status, result: { ok: false, message, values: { mobile_number: mobile } }, retryAfterSeconds })
  }

  const knownKind = (req: Request, res: Response, next: NextFunction) => {
    if (isDocumentKind(req.params.kind)) return next()
    res.status(404).json({ message: 'Not found' })
  }

  // Guessing protection: failures the admission API saw, per number (refused at the limit) and per
  // address (slowed down). req.ip honours TRUSTED_PROXIES.
  const attempts = new AttemptLimiter({
    ...limits,
    waitMs: deps.config.documentBulkhead.waitMs,
    onDelay: () => metrics?.documentsDelayed.inc(),
  })

  const parsers = formBodyParsers(DOCUMENT_BODY_LIMIT, 10)

  const validate = (req: Request, res: Response, next: NextFunction) => {
    const checked = validateDocumentRequest(req.body)
    if (!checked.ok) return fail(req, res, 400, checked.message)
    res.locals.document = { mobile: checked.mobile, code: checked.code }
    next()
  }

  const download = async (req: Request, res: Response) => {
    const kind = req.params.kind as DocumentKind
    const { mobile, code } = res.locals.document as { mobile: string; code: string }
    const clientGone = new AbortController()
    const onClose = () => {
      if (!res.writableFinished) clientGone.abort()
    }
    res.on('close', onClose)
    const busy = (reason: string) => {
      req.log?.warn({ form: 'documents', kind, outcome: 'busy', reason }, 'document request refused: busy')
      fail(req, res, 503, busyText(busyRetrySeconds, formLocale(req)), busyRetrySeconds)
    }
    try {
      const entry = await attempts.enter(mobile, req.ip ?? '', clientGone.signal)
      if (entry.kind === 'gone') return
      if (entry.kind === 'busy') return busy('number-wait')
      if (entry.kind === 'limited') {
        req.log?.warn({ form: 'documents', kind, outcome: 'rate-limited' }, 'document download rate limited')
        return fail(req, res, 429, tooManyAttemptsText(entry.retryAfterSeconds, formLocale(req)), entry.retryAfterSeconds)
      }
      let rejected = false
      try {
        rejected = (await bulkhead.run(() => fetchDocument(req, res, kind, mobile, code), clientGone.signal)) === 'rejected'
      } finally {
        await entry.done(rejected)
      }
    } catch (err) {
      if (!(err instanceof Busy)) throw err
      if (err.reason !== 'client-gone') busy(err.reason)
    } finally {
      res.off('close', onClose)
    }
  }

  /** The admission API call and the file transfer: one bulkhead slot. 'rejected': the admission API refused the code. */
  async function fetchDocument(req: Request, res: Response, kind: DocumentKind, mobile: string, code: string): Promise<'rejected' | undefined> {
    let answer: DocumentAnswer
    try {
      answer = await deps.upstream.service.requestDocument(kind, mobile, code)
    } catch (err) {
      const status = err instanceof UpstreamError ? err.status : 0
      req.log?.warn({ form: 'documents', kind, outcome: 'upstream-failed', upstreamStatus: status }, 'document request failed')
      return fail(req, res, status > 0 ? 502 : 503, upstreamFailureText(err))
    }
    if (!answer.ok) {
      req.log?.info({ form: 'documents', kind, outcome: 'rejected' }, 'document request rejected by the admission API')
      fail(req, res, 422, answer.message ?? DOCUMENT_TEXTS.failed)
      return 'rejected'
    }

    const url = safeFileUrl(answer.filePath, deps.upstream.fileBaseUrl)
    if (!url) {
      req.log?.warn({ form: 'documents', kind, outcome: 'refused-path', path: JSON.stringify(answer.filePath.slice(0, 200)) }, 'refused a document path outside the file host')
      return fail(req, res, 502, DOCUMENT_TEXTS.failed)
    }

    // Without JavaScript the page stays as it is while the PDF downloads: its next view says it was sent.
    if (!wantsJson(req)) {
      const { downloadedMessage } = DOCUMENTS.in(formLocale(req))[kind]
      setOutcome(req, res, { page: `/${kind}`, status: 200, result: { ok: true, message: downloadedMessage, values: { mobile_number: mobile } } })
    }
    try {
      await sendPdf(deps.upstream.client, url, DOCUMENTS.in('en')[kind].fileName, res, { writeStallMs: deps.config.documentWriteTimeoutMs })
      req.log?.info({ form: 'documents', kind, outcome: 'downloaded' }, 'document downloaded')
    } catch (err) {
      const reason = err instanceof Error ? err.message : 'error'
      req.log?.warn({ form: 'documents', kind, outcome: 'file-failed', reason }, 'document file could not be sent')
      return fail(req, res, 502, err instanceof Refused && err.tooLarge ? DOCUMENT_TEXTS.tooLarge : DOCUMENT_TEXTS.failed)
    }
  }

  router.post(path, knownKind, parsers, validate, (req: Request, res: Response, next: NextFunction) => {
    download(req, res).catch(next)
  })

  // Body parser failures (too large, malformed): answered here, so the raw body never reaches the error log.
  const bodyErrors: ErrorRequestHandler = (err, req, res, next) => {
    if (!isBodyError(err)) return next(err)
    req.resume()
    req.body = undefined
    return fail(req, res, bodyErrorStatus(err), UNREADABLE_FORM)
  }
  router.use(path, bodyErrors)

  return router
}

/**
 * What an applicant reads when the admission API call failed: the upstream's own message for
 * its 4xx answers (spec: "the server's message field"), else the spec's text. A 5xx's text
 * ("Internal Server Error") means nothing to an applicant.
 */
export function upstreamFailureText(err: unknown): string {
  if (err instanceof UpstreamError && err.status >= 400 && err.status < 500) {
    const message = err.serverMessage?.trim()
    if (message && message.length <= 300) return message
  }
  return DOCUMENT_TEXTS.serverError
}
