// POST-redirect-GET for forms posted without JavaScript. The post is answered with 303 to the
// form's own page; the outcome travels in a short-lived cookie scoped to that page's path
// (HttpOnly, SameSite=Lax). The GET that shows it is no-store and clears the cookie, so a reload
// or Back shows the plain form and never posts again. The cookie holds the outcome and the
// fields to show again, never a verification code. The edge and the page cache never reuse an
// answer to a request that carries it (nginx: proxy_cache_bypass / proxy_no_cache on it).
import { parse, serialize } from 'cookie'
import type { NextFunction, Request, RequestHandler, Response } from 'express'
import { z } from 'zod'
import type { FormResult } from '../../src/domain/forms'
import { localePath, splitLocale } from '../../src/routes/locale'
import type { RenderPage } from '../render'
import { formLocale } from './http'
import { PAGE } from '../../src/routes/paths'
import { ALERT_PLACEMENTS } from '../../src/domain/alert-placement'
import { ALERT_FIELDS } from '../../src/domain/alerts'
import { alertFormId, isSitePath, parseAlertBack, type AlertBack } from '../../src/logic/alert-back'

/** Cookie name; the edge's nginx.conf bypasses its caches on `$cookie_form_outcome`. */
export const OUTCOME_COOKIE = 'form_outcome'
/** Long enough to follow the redirect on a slow mobile network; short enough to be gone afterwards. */
const OUTCOME_MAX_AGE_SECONDS = 120
/** Browsers keep about 4 kB per cookie; a longer outcome drops its longest field first. */
const MAX_COOKIE_CHARS = 3800

/** The pages that show a form's outcome (the forms' own pages). */
export const FORM_PAGES = [PAGE.contact, PAGE.admissionForm, PAGE.admitCard, PAGE.offerLetter] as const
export type FormPage = (typeof FORM_PAGES)[number]

/** Where a plain alert-form post returns to: its `back` (src/logic/alert-back.ts), else the home page's footer form. */
export function alertBack(back: unknown): AlertBack {
  return parseAlertBack(back) ?? { path: '/', form: alertFormId('footer') }
}

/** Fields that may be shown again; the verification code is never among them. */
const KEPT_FIELDS = ['mobile_number', 'name', 'email', 'subject', 'message'] as const

/** The alert form's fields the server can refuse (a plain post's outcome names one; the page marks it aria-invalid). */
const REFUSABLE_ALERT_FIELDS = [ALERT_FIELDS.email, ALERT_FIELDS.topics, ALERT_FIELDS.locale] as const
const isRefusableAlertField = (field: string | undefined): field is (typeof REFUSABLE_ALERT_FIELDS)[number] =>
  (REFUSABLE_ALERT_FIELDS as readonly (string | undefined)[]).includes(field)

const OutcomeSchema = z
  .object({
    /** The page the outcome belongs to: a form page, or (f: 'alerts') the path the alert form was posted from. */
    p: z.union([z.enum(FORM_PAGES), z.string().refine(isSitePath)]),
    /** 'alerts': the alert subscription form's outcome (on any page: the form is in the footer). */
    f: z.literal('alerts').optional(),
    /** The id of the alert form on that page that shows it. */
    fm: z.enum(ALERT_PLACEMENTS.map(alertFormId) as [string, ...string[]]).optional(),
    /** The alert form's field the server refused (marked aria-invalid on the page; not on a 429 or a failure). */
    fd: z.enum(REFUSABLE_ALERT_FIELDS).optional(),
    /** HTTP status of the outcome (shown on the page that displays it). */
    s: z.number().int().min(200).max(599),
    ok: z.boolean(),
    m: z.string().min(1).max(500),
    /** Retry-After seconds, for 429 and 503. */
    r: z.number().int().min(1).max(86_400).optional(),
    v: z.partialRecord(z.enum(KEPT_FIELDS), z.string().max(MAX_COOKIE_CHARS)).optional(),
  })
  .strict()
type Outcome = z.infer<typeof OutcomeSchema>

/** Whether the poster is a plain HTML form (no JavaScript): it gets a redirect, not JSON. */
export interface PostedOutcome {
  page: FormPage
  status: number
  result: FormResult
  retryAfterSeconds?: number
}

/** The page, in the poster's language, that shows the outcome: /contact, or /bn/contact for a form posted from there. */
function outcomePath(req: Request, page: FormPage): string {
  return localePath(formLocale(req), page)
}

/** Answers a plain form post with 303 to its page (in the form's language), the outcome in the page-scoped cookie. */
export function redirectWithOutcome(req: Request, res: Response, outcome: PostedOutcome): void {
  setOutcome(req, res, outcome)
  res.setHeader('Cache-Control', 'no-store')
  res.redirect(303, outcomePath(req, outcome.page))
}

/** Answers a plain alert-form post with 303 to the page it came from (`back`), the outcome in a cookie scoped to it. */
export function redirectWithAlertOutcome(req: Request, res: Response, back: AlertBack, status: number, result: FormResult): void {
  const email = result.values?.email
  const cookie: Outcome = {
    p: back.path,
    f: 'alerts',
    fm: back.form,
    s: status,
    ok: result.ok,
    m: result.message.slice(0, 500),
    ...(typeof email === 'string' && email !== '' && { v: { email: email.slice(0, 254) } }),
    ...(isRefusableAlertField(result.field) && { fd: result.field }),
  }
  res.append('Set-Cookie', serialize(OUTCOME_COOKIE, encode(cookie), cookieOptions(req, back.path, OUTCOME_MAX_AGE_SECONDS)))
  res.setHeader('Cache-Control', 'no-store')
  // The fragment scrolls the browser to the form that shows the outcome.
  res.redirect(303, `${back.path}#${back.form}`)
}

/**
 * Sets the page-scoped outcome cookie on an answer that is not a redirect (a plain post answered
 * with a file: the form's page shows the outcome at its next view). Replaces an outcome set before.
 */
export function setOutcome(req: Request, res: Response, outcome: PostedOutcome): void {
  const values: Partial<Record<(typeof KEPT_FIELDS)[number], string>> = {}
  for (const field of KEPT_FIELDS) {
    const value = outcome.result.values?.[field]
    if (typeof value === 'string' && value !== '') values[field] = value
  }
  const cookie: Outcome = {
    p: outcome.page,
    s: outcome.status,
    ok: outcome.result.ok,
    m: outcome.result.message.slice(0, 500),
    ...(outcome.retryAfterSeconds !== undefined && { r: Math.min(86_400, Math.max(1, Math.ceil(outcome.retryAfterSeconds))) }),
  }
  let encoded = encode({ ...cookie, ...(Object.keys(values).length > 0 && { v: values }) })
  // Too long for a cookie: drop the longest field until it fits (the message first, in practice).
  while (encoded.length > MAX_COOKIE_CHARS && Object.keys(values).length > 0) {
    const longest = (Object.keys(values) as (keyof typeof values)[]).sort((a, b) => (values[b]?.length ?? 0) - (values[a]?.length ?? 0))[0]!
    delete values[longest]
    encoded = encode({ ...cookie, ...(Object.keys(values).length > 0 && { v: values }) })
  }
  const others = [res.getHeader('Set-Cookie') ?? []].flat().map(String).filter((c) => !c.startsWith(`${OUTCOME_COOKIE}=`))
  res.setHeader('Set-Cookie', [...others, serialize(OUTCOME_COOKIE, encoded, cookieOptions(req, outcomePath(req, outcome.page), OUTCOME_MAX_AGE_SECONDS))])
}

/**
 * Shows a posted outcome on its page: a GET (or HEAD) of a form page that carries the outcome cookie is rendered
 * with it (no-store, never from the page cache), with the outcome's status and Retry-After, and the cookie is cleared.
 * Mounted before page rendering.
 */
export function formOutcomePages(render: RenderPage): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next()
    const header = req.headers.cookie
    if (!header || !header.includes(OUTCOME_COOKIE)) return next()
    const raw = parse(header)[OUTCOME_COOKIE]
    if (raw === undefined) return next()
    const alert = decode(raw)
    if (alert?.f === 'alerts') {
      // The alert form's outcome, on the very page it was posted from.
      if (alert.p !== req.path) return next()
      res.append('Set-Cookie', serialize(OUTCOME_COOKIE, '', cookieOptions(req, alert.p, 0)))
      res.setHeader('Cache-Control', 'no-store')
      const alertFormResult: FormResult = { ok: alert.ok, message: alert.m, form: alert.fm, field: alert.fd, ...(alert.v?.email && { values: { email: alert.v.email } }) }
      return render(req, res, next, { alertFormResult, status: alert.s })
    }
    // The form's page in either language: /bn/contact shows the outcome of a post from /bn/contact.
    const { locale, path } = splitLocale(req.path)
    const page = pageOf(path)
    if (!page) return next()
    // Shown once: cleared whatever it holds.
    res.append('Set-Cookie', serialize(OUTCOME_COOKIE, '', cookieOptions(req, localePath(locale, page), 0)))
    res.setHeader('Cache-Control', 'no-store')
    const outcome = alert
    if (!outcome || outcome.p !== page) return next()
    if (outcome.r !== undefined) res.setHeader('Retry-After', String(outcome.r))
    const formResult: FormResult = { ok: outcome.ok, message: outcome.m, ...(outcome.v && { values: { ...outcome.v } as Record<string, string> }) }
    // The page shows the outcome's status.
    return render(req, res, next, { formResult, status: outcome.s })
  }
}

function pageOf(path: string): FormPage | null {
  for (const page of FORM_PAGES) {
    if (path === page || path === `${page}/`) return page
  }
  return null
}

function cookieOptions(req: Request, path: string, maxAge: number) {
  return { path, maxAge, httpOnly: true, sameSite: 'lax' as const, secure: req.secure }
}

function encode(outcome: Outcome): string {
  return Buffer.from(JSON.stringify(outcome), 'utf8').toString('base64url')
}

function decode(raw: string): Outcome | null {
  if (raw.length > MAX_COOKIE_CHARS * 2) return null
  try {
    const parsed = OutcomeSchema.safeParse(JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}
