import { AlertPage } from '../AlertPage'

/** /alerts/confirm?token=…: the confirmation e-mail's link (server/alerts/routes.ts confirms, then this page says so). */
export default function Page() {
  return <AlertPage page="confirm" />
}
