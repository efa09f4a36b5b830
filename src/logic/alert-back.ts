// Where a plain (no JavaScript) post of a subscription form comes back to, and which form on that page shows its
// outcome: the form's `back` field is the page's path (with its /bn prefix) and the form's id as the fragment,
// `/bn/admission-result#alert-signup-result`. The server answers 303 to it (the browser scrolls to the form) and puts
// the id in the outcome (FormResult.form), so the footer's form and the page's own never both show it.
import { ALERT_PLACEMENTS, type AlertPlacement } from '../domain/alert-placement'

/** The id of a subscription form's root on its page. */
export const alertFormId = (placement: AlertPlacement): `alert-signup-${AlertPlacement}` => `alert-signup-${placement}`

/** The `back` value of the form `placement` on the page at `pathname` (with its language prefix). */
export function alertBack(pathname: string, placement: AlertPlacement): string {
  return `${pathname}#${alertFormId(placement)}`
}

/** Longest `back` accepted: a site path is short; nothing a request sends is kept longer. */
const MAX_BACK = 300
/** One slash, then unreserved path characters and `%` only: no `//`, backslash, `@`, query or scheme. */
const SITE_PATH = /^\/(?!\/)[A-Za-z0-9\-._~/%]*$/

/** Whether `path` is a site page's path (with its /bn prefix), short and without `..`: where a post may return. */
export const isSitePath = (path: string): boolean => path.length <= MAX_BACK && SITE_PATH.test(path) && !path.includes('..')

/** Where a plain post's outcome is shown: the page and the form on it. */
export interface AlertBack {
  path: string
  form: ReturnType<typeof alertFormId>
}

/** A posted `back`, checked: the page path to answer 303 to and the form that shows the outcome; null if malformed. */
export function parseAlertBack(back: unknown): AlertBack | null {
  if (typeof back !== 'string' || back.length > MAX_BACK) return null
  const hash = back.indexOf('#')
  if (hash < 0) return null
  const path = back.slice(0, hash)
  const form = back.slice(hash + 1)
  if (!isSitePath(path)) return null
  const placement = ALERT_PLACEMENTS.find((p) => alertFormId(p) === form)
  return placement ? { path, form: alertFormId(placement) } : null
}
