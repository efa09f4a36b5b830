import type { PageContextServer } from 'vike/types'
import type { FormResult } from '../../../src/domain/forms'

export interface Data {
  /** The outcome of a plain (no-JavaScript) form post, shown once after its redirect; null otherwise. */
  formResult: FormResult | null
}

export function data(pageContext: PageContextServer): Data {
  return { formResult: pageContext.formResult ?? null }
}
