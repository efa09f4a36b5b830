import { AlertPage } from '../AlertPage'

/** /alerts/manage?token=…: change topics or language, or leave (every alert e-mail links here). */
export default function Page() {
  return <AlertPage page="manage" />
}
