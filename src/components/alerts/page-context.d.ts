// What the alert form reads from the page context, declared as server/alerts (issue 34, another branch) declares it in
// renderer/+config.ts: the same names and types, so the two declarations merge.
declare global {
  namespace Vike {
    interface PageContext {
      /** Server only: the outcome of the alert subscription form posted without JavaScript, shown once on the page it came from. */
      alertFormResult?: import('../../domain/forms').FormResult
      /** Server only: notice alerts take subscriptions (off in production without SMTP_URL): the form is shown only then. */
      alertsEnabled?: boolean
    }
  }
}
export {}
