/** What a form post led to, as the page shows it (success box or error box). */
export interface FormResult {
  ok: boolean
  message: string
  /** Field values to show again after an error (never the password / verification code). */
  values?: Record<string, string>
  /** The field refused, by its name: the page's script marks it aria-invalid. */
  field?: string
  /** The id of the form on the page the outcome belongs to, where a page has several (src/logic/alert-back.ts). */
  form?: string
}
