import type { PageContextServer } from 'vike/types'
import type { FormResult } from '../../src/domain/forms'

export interface Data {
  /** The outcome of a plain (no-JavaScript) form post, rendered by POST /api/contact; null on a GET. */
  formResult: FormResult | null
}

export function data(pageContext: PageContextServer): Data {
  return { formResult: pageContext.formResult ?? null }
}
