// The +data hook the three document-download pages share: only a plain form post's outcome
// (shown once after its 303, from the outcome cookie: server/forms/outcome.ts).
import type { PageContextServer } from 'vike/types'
import type { FormResult } from '../domain/forms'

export interface DocumentPageData {
  /** Outcome of a plain (no-JavaScript) post that came back as this page; null on a GET. */
  formResult: FormResult | null
}

export function documentPageData(pageContext: PageContextServer): DocumentPageData {
  const result = pageContext.formResult
  if (!result) return { formResult: null }
  // Only the mobile number is shown again, never the verification code.
  return { formResult: { ok: result.ok, message: result.message, values: { mobile_number: result.values?.mobile_number ?? '' } } }
}
