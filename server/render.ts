import type { NextFunction, Request, Response } from 'express'
import type { AlertPageState } from '../src/domain/alerts'
import type { FormResult } from '../src/domain/forms'

export interface RenderExtra {
  /** Render this URL instead of the request's (a form post shows its page). */
  urlOriginal?: string
  /** The outcome of a plain (no-JavaScript) form post, shown by the page; never cached. */
  formResult?: FormResult
  /** The alerts' pages (/alerts/confirm, /alerts/manage): what the server decided they show; never cached. */
  alertPage?: AlertPageState
  /** The outcome of the alert subscription form posted without JavaScript, for the page it was posted from. */
  alertFormResult?: FormResult
  /** HTTP status to answer with instead of the page's. */
  status?: number
}

/** Renders a page with Vike and sends it with its Cache-Control. */
export type RenderPage = (req: Request, res: Response, next: NextFunction, extra?: RenderExtra) => Promise<void>
