// POST /api/contact: validates the contact form again, forwards it to the upstream with the
// service credential, and answers JSON to the enhanced (fetch) form or re-renders /contact for
// a plain form post. The message body is never logged.
import express, { Router, type ErrorRequestHandler, type NextFunction, type Request, type RequestHandler, type Response } from 'express'
import { rateLimit } from 'express-rate-limit'
import type { FormResult } from '../../src/domain/forms'
import type { ContactMessage } from '../../src/domain/types'
import { CONTACT_TEXTS, validateContact } from '../../src/logic/contact'
import type { ContactAnswer } from '../upstream/service'
import type { FormDeps } from './index'

/** Largest accepted body: a long message is a few kB. */
export const CONTACT_BODY_LIMIT = '16kb'

export interface ContactRouteOptions {
  /** Forwarded messages per client and window (only valid messages count). */
  rateLimit?: { max: number; windowMs: number }
}

const DEFAULT_RATE_LIMIT = { max: 10, windowMs: 10 * 60 * 1000 }

/** Error types of Express's body parsers: the request body could not be read. */
const BODY_ERROR_TYPES = new Set([
  'entity.too.large',
  'parameters.too.many',
  'entity.parse.failed',
  'entity.verify.failed',
  'request.aborted',
  'request.size.invalid',
  'charset.unsupported',
  'encoding.unsupported',
])

/** The form's page, which shows a plain post's outcome. */
const CONTACT_PAGE = '/contact'

/** fetch() from the page asks for JSON; a plain HTML form post gets the page back. */
function wantsJson(req: Request): boolean {
  return !!req.is('application/json') || req.accepts(['html', 'json']) === 'json'
}

export function contactRoutes(deps: FormDeps, options: ContactRouteOptions = {}): Router {
  const router = Router()
  const limits = options.rateLimit ?? DEFAULT_RATE_LIMIT

  /** Answers one outcome: JSON `{ message }` to fetch clients, else the contact page showing it. */
  async function answer(req: Request, res: Response, next: NextFunction, status: number, result: FormResult) {
    if (wantsJson(req)) {
      res.status(status).json({ message: result.message })
      return
    }
    await deps.render(req, res, next, { urlOriginal: CONTACT_PAGE, formResult: result, status })
  }

  const limiter = rateLimit({
    windowMs: limits.windowMs,
    limit: limits.max,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    handler: (req, res, next) => {
      req.log?.warn({ form: 'contact', outcome: 'rate-limited' }, 'contact form rate limited')
      return answer(req, res, next, 429, { ok: false, message: CONTACT_TEXTS.tooMany, values: { ...(res.locals.contact as ContactMessage) } })
    },
  })

  const parsers = [
    express.json({ limit: CONTACT_BODY_LIMIT, type: 'application/json' }),
    express.urlencoded({ extended: false, limit: CONTACT_BODY_LIMIT, parameterLimit: 20 }),
  ]

  // Validate first: invalid posts are answered at once and never reach the upstream or the limit.
  const validate: RequestHandler = async (req, res, next) => {
    const checked = validateContact(req.body)
    if (!checked.ok) {
      // The typed values come back to the page, so the visitor corrects rather than retypes.
      return answer(req, res, next, 400, { ok: false, message: checked.message, values: checked.values })
    }
    res.locals.contact = checked.value
    next()
  }

  const forward: RequestHandler = async (req, res, next) => {
    const message = res.locals.contact as ContactMessage
    let outcome: ContactAnswer
    try {
      outcome = await deps.upstream.service.sendContact(message)
    } catch (err) {
      req.log?.warn({ form: 'contact', outcome: 'unreachable', err: err instanceof Error ? err.message : String(err) }, 'contact upstream unreachable')
      return answer(req, res, next, 503, { ok: false, message: CONTACT_TEXTS.requestFailure, values: { ...message } })
    }
    if (outcome.ok) {
      req.log?.info({ form: 'contact', outcome: 'sent' }, 'contact message forwarded')
      return answer(req, res, next, 200, { ok: true, message: outcome.message ?? CONTACT_TEXTS.success })
    }
    req.log?.warn({ form: 'contact', outcome: 'rejected', upstreamStatus: outcome.status }, 'contact upstream answered non-200')
    return answer(req, res, next, 502, { ok: false, message: CONTACT_TEXTS.non200, values: { ...message } })
  }

  router.post('/contact', ...parsers, validate, limiter, forward)

  // Body parser failures (too large, malformed): answered here, so the raw body never reaches the error log.
  const bodyErrors: ErrorRequestHandler = (err, req, res, next) => {
    const type = err && typeof err === 'object' ? (err as { type?: unknown }).type : undefined
    if (typeof type !== 'string' || !BODY_ERROR_TYPES.has(type)) return next(err)
    const tooLarge = type === 'entity.too.large' || type === 'parameters.too.many'
    const status = tooLarge ? 413 : 400
    req.log?.warn({ form: 'contact', outcome: 'unreadable-body', type }, 'contact form body rejected')
    // Drain what is left of the request so the connection can answer cleanly.
    req.resume()
    return answer(req, res, next, status, {
      ok: false,
      message: tooLarge ? CONTACT_TEXTS.tooLarge : 'The form could not be read. Please try again.',
    })
  }
  router.use('/contact', bodyErrors)

  return router
}
