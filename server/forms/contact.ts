// POST /api/contact: validates the contact form again, forwards it to the upstream with the
// service credential, and answers JSON to the enhanced (fetch) form, or redirects a plain form
// post to /contact (303), which shows the outcome once. The message body is never logged.
import { Router, type ErrorRequestHandler, type Request, type RequestHandler, type Response } from 'express'
import { rateLimit } from 'express-rate-limit'
import type { FormResult } from '../../src/domain/forms'
import type { ContactMessage } from '../../src/domain/types'
import { CONTACT_TEXTS, contactReply, shownContactOutcome, validateContact } from '../../src/logic/contact'
import { tooManyMessagesText } from '../../src/logic/waiting'
import type { ContactAnswer } from '../upstream/service'
import { bodyErrorStatus, formBodyParsers, formLocale, isBodyError, UNREADABLE_FORM, wantsJson } from './http'
import type { FormDeps } from './deps'
import { redirectWithOutcome } from './outcome'
import { PAGE, SERVER_PATH } from '../../src/routes/paths'

/** Largest accepted body: a long message is a few kB. */
export const CONTACT_BODY_LIMIT = '16kb'

/** The form's page, which shows a plain post's outcome. */
const CONTACT_PAGE = PAGE.contact

export function contactRoutes(deps: FormDeps): Router {
  const router = Router()
  const limits = deps.config.contactRateLimit

  /** Answers one outcome: JSON `{ message }` (in the form's language) to the page's script, else 303 to the contact page showing it. */
  function answer(req: Request, res: Response, status: number, result: FormResult, retryAfterSeconds?: number) {
    if (retryAfterSeconds !== undefined) res.setHeader('Retry-After', String(retryAfterSeconds))
    if (wantsJson(req)) {
      const { message, detail } = shownContactOutcome(result, formLocale(req))
      res.status(status).json({ message, detail, field: result.field })
      return
    }
    redirectWithOutcome(req, res, { page: CONTACT_PAGE, status, result, retryAfterSeconds })
  }

  const limiter = rateLimit({
    windowMs: limits.windowMs,
    limit: limits.max,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    handler: (req, res) => {
      req.log?.warn({ form: 'contact', outcome: 'rate-limited' }, 'contact form rate limited')
      // The waiting time in words is the Retry-After the limiter has just set.
      const retryAfter = Number(res.getHeader('Retry-After')) || Math.ceil(limits.windowMs / 1000)
      return answer(req, res, 429, { ok: false, message: tooManyMessagesText(retryAfter, formLocale(req)), values: { ...(res.locals.contact as ContactMessage) } }, retryAfter)
    },
  })

  const parsers = formBodyParsers(CONTACT_BODY_LIMIT, 20)

  // Validate first: invalid posts are answered at once and never reach the upstream or the limit.
  const validate: RequestHandler = (req, res, next) => {
    const checked = validateContact(req.body)
    if (!checked.ok) {
      // The typed values come back to the page, so the visitor corrects rather than retypes.
      return answer(req, res, 400, { ok: false, message: checked.message, values: checked.values, field: checked.field })
    }
    res.locals.contact = checked.value
    next()
  }

  const forward: RequestHandler = async (req, res) => {
    const message = res.locals.contact as ContactMessage
    let upstream: ContactAnswer | null = null
    try {
      upstream = await deps.upstream.service.sendContact(message)
    } catch (err) {
      req.log?.warn({ form: 'contact', outcome: 'unreachable', err: err instanceof Error ? err.message : String(err) }, 'contact upstream unreachable')
    }
    // A 5xx's own text ("Internal Server Error") means nothing to a visitor: the spec's text instead.
    const reply = contactReply(upstream && upstream.status >= 500 ? { status: upstream.status, message: null } : upstream)
    if (reply.ok) req.log?.info({ form: 'contact', outcome: 'sent' }, 'contact message forwarded')
    else if (upstream) req.log?.warn({ form: 'contact', outcome: 'rejected', upstreamStatus: upstream.status }, 'contact upstream answered non-200')
    const values = reply.ok ? undefined : { ...message }
    return answer(req, res, reply.status, { ok: reply.ok, message: reply.message, ...(values && { values }) })
  }

  router.post(SERVER_PATH.contactForm, ...parsers, validate, limiter, forward)

  // Body parser failures (too large, malformed): answered here, so the raw body never reaches the error log.
  const bodyErrors: ErrorRequestHandler = (err, req, res, next) => {
    if (!isBodyError(err)) return next(err)
    const status = bodyErrorStatus(err)
    req.log?.warn({ form: 'contact', outcome: 'unreadable-body', type: err.type }, 'contact form body rejected')
    // Drain what is left of the request so the connection can answer cleanly.
    req.resume()
    return answer(req, res, status, { ok: false, message: status === 413 ? CONTACT_TEXTS.tooLarge : UNREADABLE_FORM })
  }
  router.use(SERVER_PATH.contactForm, bodyErrors)

  return router
}
