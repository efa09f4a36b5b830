// The live filter's hooks (SearchListPage.tsx writes them, ./enhance.ts drives them).
import { defineContract } from '../module'

export const LIVE_FILTER = defineContract('live-filter', {
  /** The search form, and the results region (list, empty or error text, pager) it replaces with the filtered page's. */
  form: 'data-live-form',
  results: 'data-live-results',
  /** A value the URL carried that the named fields replace (`year month day`: the notice list's free ?date=). */
  replacedBy: 'data-replaced-by',
})
