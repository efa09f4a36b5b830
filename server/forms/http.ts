// What the form endpoints share: body parsing, body-error recognition, and who wants JSON.
import express, { type Request, type RequestHandler } from 'express'
import type { Locale } from '../../src/routes/locale'

/** JSON (the enhanced form's fetch) and urlencoded (a plain form post) bodies, both size-limited. */
export function formBodyParsers(limit: string, parameterLimit: number): RequestHandler[] {
  return [express.json({ limit, type: 'application/json' }), express.urlencoded({ extended: false, limit, parameterLimit })]
}

/** Errors of Express's body parsers (too large, malformed, aborted) carry a 4xx status and a type. */
export function isBodyError(err: unknown): err is { status: number; type: string } {
  if (!err || typeof err !== 'object') return false
  const { status, type } = err as { status?: unknown; type?: unknown }
  return typeof type === 'string' && typeof status === 'number' && status >= 400 && status < 500
}

/** A body error's status: 413 when too large, else 400. */
export function bodyErrorStatus(err: { status: number; type: string }): 400 | 413 {
  return err.status === 413 || err.type === 'parameters.too.many' ? 413 : 400
}

export const UNREADABLE_FORM = 'The form could not be read. Please try again.'

/** fetch() from the page asks for JSON; a plain HTML form post gets the page back. */
export function wantsJson(req: Request): boolean {
  return !!req.is('application/json') || req.accepts(['html', 'json']) === 'json'
}

/**
 * The language of the page a form was posted from: its hidden field `lang=bn` (a plain post and the page's script
 * send it) on a Bengali page. Outcomes are answered in it: a plain post's page, a script's JSON message.
 */
export function formLocale(req: Request): Locale {
  const body = req.body as Record<string, unknown> | undefined
  return body?.lang === 'bn' ? 'bn' : 'en'
}
