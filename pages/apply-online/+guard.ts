// /apply-online is linked from the Admission menu but has no screen: it sends the visitor to the
// external online-application page (302, so the target can change with each admission).
import { redirect } from 'vike/abort'
import { SITE_FACTS } from '../../src/content/site'

export function guard(): never {
  throw redirect(SITE_FACTS.external.applyOnline, 302)
}
