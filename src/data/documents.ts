// The +data hook the three document-download pages share: only a plain form post's outcome
// (shown once after its 303, from the outcome cookie: server/forms/outcome.ts).
import type { PageContextServer } from 'vike/types'
import type { FormResult } from '../domain/forms'
import { intakeOf } from '../content/intakes'
import { intakeToday } from './intake'

export interface DocumentPageData {
  /** The name of the current intake ("Spring 2026"), the documents' admission. */
  intake: string
  /** Outcome of a plain (no-JavaScript) post that came back as this page; null on a GET. */
  formResult: FormResult | null
}

export function documentPageData(pageContext: PageContextServer): DocumentPageData {
  const result = pageContext.formResult
  const today = intakeToday(pageContext)
  // The intake named in the page's language.
  const intake = intakeOf(today.season, today.year, pageContext.locale ?? 'en').name
  if (!result) return { intake, formResult: null }
  // Only the mobile number is shown again, never the verification code.
  return { intake, formResult: { ok: result.ok, message: result.message, values: { mobile_number: result.values?.mobile_number ?? '' } } }
}
