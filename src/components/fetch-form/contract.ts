// The hooks of a form the site's script posts with fetch (contact/ContactForm.tsx, documents/DocumentDownloadForm.tsx,
// alerts/AlertSignup.tsx; ./enhance.ts), and its outcome alert's look, the same whether the server or the script
// writes it (FormOutcome.tsx).
import { defineContract } from '../module'

export const FETCH_FORM = defineContract('fetch-form', {
  submit: 'data-form-submit',
  /** The outcome's box; its value is the classes the alert adds to Bootstrap's. */
  result: 'data-form-result',
  /** A field emptied after success. */
  clear: 'data-clear',
  /** The alert the script fills (FormOutcome.tsx renders it in a <template>): its message, then its detail part. */
  alert: 'data-form-alert',
  detail: 'data-form-alert-detail',
  detailText: 'data-form-alert-detail-text',
})

/** The outcome alert's classes and role: a success is a status, a failure an alert. */
export const alertAttrs = (ok: boolean, alertClass = '') => ({
  className: `alert alert-${ok ? 'success' : 'danger'} ${alertClass}`.trim(),
  role: ok ? 'status' : 'alert',
})
