// The alerts' HTTP side. API (under /api): subscribe, manage, unsubscribe (also RFC 8058's one-click POST), a
// browser's push subscription. Pages: /alerts/confirm and /alerts/manage (and /bn/…), rendered by Vike in the site's
// frame with what this file decided (pageContext.alertPage); never cached. A GET never deletes anything (mail
// scanners open links). Like the contact form: JSON to the enhanced form, 303 back to the form's page otherwise.
import { Router, type ErrorRequestHandler, type Request, type Response } from 'express'
import { rateLimit } from 'express-rate-limit'
import { z } from 'zod'
import { ALERT_FIELDS, ALERT_PATHS, type AlertLinkProblem, type AlertPageState } from '../../src/domain/alerts'
import type { FormResult } from '../../src/domain/forms'
import { m } from '../../src/i18n/messages'
import { aboutDuration } from '../../src/logic/waiting'
import { localePath, splitLocale, type Locale } from '../../src/routes/locale'
import { formBodyParsers, isBodyError, wantsJson } from '../forms/http'
import { alertBack, redirectWithAlertOutcome } from '../forms/outcome'
import type { Metrics } from '../metrics'
import type { RenderPage } from '../render'
import type { AlertsService } from './service'
import { checkLocale, checkSubscribe, checkTopics, MAX_PUSH_ENDPOINT_CHARS, type LinkResult } from './subscriptions'
import { MAX_TOKEN_CHARS } from './tokens'

export interface AlertRouteDeps {
  /** Null: alerts are off (production without SMTP_URL); every route says so. Else the service once its store is open. */
  alerts: { get(): Promise<AlertsService | null> } | null
  render: RenderPage
  metrics?: Metrics
  subscribeRateLimit: { max: number; windowMs: number }
}

const PROBLEM_STATUS: Record<AlertLinkProblem, number> = { malformed: 400, forged: 400, expired: 410, gone: 410, disabled: 503 }

export function problemText(problem: AlertLinkProblem, locale: Locale): string {
  const texts = { malformed: m.alerts_linkMalformed, forged: m.alerts_linkForged, expired: m.alerts_linkExpired, gone: m.alerts_linkGone, disabled: m.alerts_disabled }
  return texts[problem]({}, { locale })
}

/** The language of the page a form was posted from: its `lang` field, or its `back` path's prefix. */
function pageLocale(req: Request): Locale {
  const body = (req.body ?? {}) as Record<string, unknown>
  if (body.lang === 'bn' || body.lang === 'en') return body.lang
  return typeof body.back === 'string' ? splitLocale(body.back.split(/[?#]/, 1)[0] ?? '/').locale : 'en'
}

const PushBody = z.object({
  token: z.string().max(MAX_TOKEN_CHARS),
  subscription: z.object({
    endpoint: z.string().url().max(MAX_PUSH_ENDPOINT_CHARS).startsWith('https://'),
    keys: z.object({ p256dh: z.string().regex(/^[A-Za-z0-9_-]{40,120}=*$/), auth: z.string().regex(/^[A-Za-z0-9_-]{8,64}=*$/) }),
  }),
})

export function alertApiRoutes(deps: AlertRouteDeps): Router {
  const router = Router()
  const { metrics } = deps
  const count = (outcome: string) => metrics?.alertSubscriptions.inc({ outcome })
  router.use(ALERT_PATHS.subscribe.replace('/api', ''), (_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store')
    next()
  })
  const parsers = formBodyParsers('4kb', 20)

  function answer(req: Request, res: Response, status: number, result: FormResult) {
    if (wantsJson(req)) return void res.status(status).json({ ok: result.ok, message: result.message, field: result.field })
    redirectWithAlertOutcome(req, res, alertBack((req.body as Record<string, unknown> | undefined)?.back), status, result)
  }

  const limiter = rateLimit({
    windowMs: deps.subscribeRateLimit.windowMs,
    limit: deps.subscribeRateLimit.max,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    handler: (req, res) => {
      count('rate_limited')
      req.log?.warn({ form: 'alerts', outcome: 'rate-limited' }, 'alert subscriptions rate limited')
      const retryAfter = Number(res.getHeader('Retry-After')) || Math.ceil(deps.subscribeRateLimit.windowMs / 1000)
      const locale = pageLocale(req)
      answer(req, res, 429, { ok: false, message: m.alerts_tooMany({ wait: aboutDuration(retryAfter, locale) }, { locale }) })
    },
  })

  router.post('/alerts', ...parsers, (req, res, next) => {
    const locale = pageLocale(req)
    if (!deps.alerts) {
      count('disabled')
      return answer(req, res, 503, { ok: false, message: m.alerts_disabled({}, { locale }) })
    }
    const checked = checkSubscribe((req.body ?? {}) as Record<string, unknown>)
    if (!checked.ok) {
      count('invalid')
      const texts = { email: m.alerts_invalidEmail, topics: m.alerts_noTopics, locale: m.alerts_unknownLocale }
      const email = typeof req.body?.email === 'string' ? req.body.email.slice(0, 254) : ''
      return answer(req, res, 400, { ok: false, message: texts[checked.problem]({}, { locale }), values: { email }, field: ALERT_FIELDS[checked.problem] })
    }
    res.locals.subscribe = checked.value
    next()
  }, limiter, async (req, res, next) => {
    const locale = pageLocale(req)
    try {
      const alerts = await deps.alerts!.get()
      const outcome = alerts ? await alerts.subscribe(res.locals.subscribe) : 'full'
      if (outcome === 'full') {
        count('full')
        return answer(req, res, 503, { ok: false, message: m.alerts_full({}, { locale }) })
      }
      count('accepted')
      // The same words whether the address was new, waiting or subscribed: nothing is revealed.
      answer(req, res, 200, { ok: true, message: m.alerts_checkInbox({}, { locale }) })
    } catch (err) {
      next(err)
    }
  })

  router.post('/alerts/manage', ...parsers, async (req, res, next) => {
    const locale = pageLocale(req)
    const body = (req.body ?? {}) as Record<string, unknown>
    const manage = (query: string) => `${localePath(locale, ALERT_PATHS.managePage)}?${query}`
    try {
      const alerts = await deps.alerts?.get()
      if (!alerts) return linkAnswer(req, res, locale, { ok: false, problem: 'disabled' })
      const topics = checkTopics(body.topics)
      const language = checkLocale(body.locale)
      if (!topics || !language) {
        if (wantsJson(req)) return void res.status(400).json({ ok: false, message: (topics ? m.alerts_unknownLocale : m.alerts_noTopics)({}, { locale }) })
        return void res.redirect(303, manage(`token=${encodeURIComponent(String(body.token ?? '').slice(0, MAX_TOKEN_CHARS))}&missing=topics`))
      }
      const result = await alerts.subscriptions.update(body.token, topics, language)
      if (result.ok) count('updated')
      if (!result.ok || wantsJson(req)) return linkAnswer(req, res, locale, result, m.alerts_saved({}, { locale }))
      res.redirect(303, manage(`token=${encodeURIComponent(String(body.token))}&saved=1`))
    } catch (err) {
      next(err)
    }
  })

  // RFC 8058: the mail client POSTs `List-Unsubscribe=One-Click` to the List-Unsubscribe URL (token in its query);
  // the manage page's form posts the token in its body.
  router.post('/alerts/unsubscribe', ...parsers, async (req, res, next) => {
    const body = (req.body ?? {}) as Record<string, unknown>
    const oneClick = body['List-Unsubscribe'] === 'One-Click'
    const locale = pageLocale(req)
    try {
      const token = body.token ?? req.query.token
      const alerts = await deps.alerts?.get()
      const result: LinkResult | { ok: false; problem: 'disabled' } = alerts ? await alerts.subscriptions.unsubscribe(token) : { ok: false, problem: 'disabled' }
      if (result.ok) {
        count('unsubscribed')
        req.log?.info({ form: 'alerts', outcome: 'unsubscribed', oneClick }, 'alert subscriber left')
      }
      if (oneClick) {
        const subscriberLocale = result.ok ? result.subscriber.locale : 'en'
        res.status(result.ok ? 200 : PROBLEM_STATUS[result.problem]).type('text/plain')
        return void res.send(result.ok ? m.alerts_oneClickDone({}, { locale: subscriberLocale }) : problemText(result.problem, subscriberLocale))
      }
      if (!result.ok || wantsJson(req)) return linkAnswer(req, res, locale, result, m.alerts_left({}, { locale }))
      res.redirect(303, `${localePath(locale, ALERT_PATHS.managePage)}?left=1`)
    } catch (err) {
      next(err)
    }
  })

  router.post('/alerts/push', ...parsers, async (req, res, next) => {
    const locale = pageLocale(req)
    try {
      const alerts = await deps.alerts?.get()
      if (!alerts?.push) return void res.status(404).json({ ok: false, message: m.alerts_disabled({}, { locale }) })
      const parsed = PushBody.safeParse(req.body)
      if (!parsed.success) return void res.status(400).json({ ok: false, message: m.alerts_unreadable({}, { locale }) })
      const { token, subscription } = parsed.data
      const result = await alerts.subscriptions.addPush(token, { endpoint: subscription.endpoint, ...subscription.keys })
      if (!result.ok) return linkAnswer(req, res, locale, result)
      res.status(201).json({ ok: true, message: m.alerts_pushSaved({}, { locale }) })
    } catch (err) {
      next(err)
    }
  })

  // A body too large or unreadable: a short answer, the body never logged.
  const bodyErrors: ErrorRequestHandler = (err, req, res, next) => {
    if (!isBodyError(err)) return next(err)
    req.resume()
    const locale = pageLocale(req)
    if (wantsJson(req)) return void res.status(err.status === 413 ? 413 : 400).json({ ok: false, message: m.alerts_unreadable({}, { locale }) })
    res.status(err.status === 413 ? 413 : 400).type('text/plain').send(m.alerts_unreadable({}, { locale }))
  }
  router.use('/alerts', bodyErrors)
  return router
}

/** A link-based post's answer: JSON, or the problem's page (400/410) for a plain post. */
function linkAnswer(req: Request, res: Response, locale: Locale, result: LinkResult | { ok: false; problem: 'disabled' }, okMessage = '') {
  const status = result.ok ? 200 : PROBLEM_STATUS[result.problem]
  const message = result.ok ? okMessage : problemText(result.problem, locale)
  if (wantsJson(req)) return void res.status(status).json({ ok: result.ok, message })
  res.status(status).type('text/plain').send(message)
}

/** GET /alerts/confirm and /alerts/manage (and /bn/…): the state decided here, the page rendered by Vike. */
export function alertPageRoutes(deps: AlertRouteDeps): Router {
  const router = Router()
  const show = (req: Request, res: Response, next: (err?: unknown) => void, alertPage: AlertPageState, status = 200) => {
    res.setHeader('Cache-Control', 'no-store')
    // The token is in the URL: no other site may see it in a Referer.
    res.setHeader('Referrer-Policy', 'no-referrer')
    res.setHeader('X-Robots-Tag', 'noindex')
    return deps.render(req, res, next, { alertPage, status })
  }
  const problem = (req: Request, res: Response, next: (err?: unknown) => void, which: AlertLinkProblem) =>
    show(req, res, next, { kind: 'problem', problem: which }, PROBLEM_STATUS[which])

  router.get([ALERT_PATHS.confirmPage, localePath('bn', ALERT_PATHS.confirmPage)], async (req, res, next) => {
    try {
      const alerts = await deps.alerts?.get()
      if (!alerts) return await problem(req, res, next, 'disabled')
      const { locale } = splitLocale(req.path)
      const result = await alerts.subscriptions.confirm(req.query.token)
      if (!result.ok) return await problem(req, res, next, result.problem)
      deps.metrics?.alertSubscriptions.inc({ outcome: 'confirmed' })
      const { subscriber } = result
      const token = alerts.subscriptions.manageToken(subscriber)
      await show(req, res, next, {
        kind: 'confirmed',
        email: subscriber.email,
        topics: subscriber.topics,
        language: subscriber.locale,
        manageHref: `${localePath(locale, ALERT_PATHS.managePage)}?token=${encodeURIComponent(token)}`,
        push: alerts.vapidPublicKey ? { token, vapidPublicKey: alerts.vapidPublicKey } : null,
      })
    } catch (err) {
      next(err)
    }
  })

  router.get([ALERT_PATHS.managePage, localePath('bn', ALERT_PATHS.managePage)], async (req, res, next) => {
    try {
      if (req.query.left === '1' && req.query.token === undefined) return await show(req, res, next, { kind: 'left' })
      const alerts = await deps.alerts?.get()
      if (!alerts) return await problem(req, res, next, 'disabled')
      const token = req.query.token
      const result = await alerts.subscriptions.byToken(token, 'manage')
      if (!result.ok) return await problem(req, res, next, result.problem)
      const { subscriber } = result
      await show(req, res, next, {
        kind: 'manage',
        email: subscriber.email,
        topics: subscriber.topics,
        language: subscriber.locale,
        token: String(token),
        saved: req.query.saved === '1',
        topicsMissing: req.query.missing === 'topics',
      })
    } catch (err) {
      next(err)
    }
  })
  return router
}
