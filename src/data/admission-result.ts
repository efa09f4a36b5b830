// Lookups in a published admission test result, answered from memory: an index by roll (and the names in
// lower case, for the list's search) built once per fetched list (the cached answer object; a refreshed
// list gets its own, the old one goes with it), so a crowd of lookups costs one upstream call per list.
import type { AdmissionResult, ResultApplicant } from '../domain/types'
import { asciiDigits } from '../logic/result-roll'

interface ResultIndex {
  byRoll: Map<string, ResultApplicant>
  /** The applicants' names in lower case, in list order. */
  names: string[]
}

/** Weakly held: an index lives as long as the list it was built from, no longer. */
const indexes = new WeakMap<AdmissionResult, ResultIndex>()

function indexOf(result: AdmissionResult): ResultIndex {
  let index = indexes.get(result)
  if (!index) {
    index = { byRoll: new Map(result.applicants.map((a) => [a.roll, a])), names: result.applicants.map((a) => a.name.toLowerCase()) }
    indexes.set(result, index)
  }
  return index
}

/** The applicant with that roll (digits as parseRoll gives them), or null. */
export function applicantByRoll(result: AdmissionResult, roll: string): ResultApplicant | null {
  return indexOf(result).byRoll.get(roll) ?? null
}

/** The applicants whose roll starts with the digits of `query`, or whose name contains its words (any case), in list order. */
export function searchApplicants(result: AdmissionResult, query: string): readonly ResultApplicant[] {
  const text = asciiDigits(query.trim().toLowerCase())
  if (!text) return result.applicants
  const { names } = indexOf(result)
  const digits = /^\d+$/.test(text) ? text : null
  const words = text.split(/\s+/)
  return result.applicants.filter((a, i) => (digits ? a.roll.startsWith(digits) : words.every((w) => names[i]!.includes(w))))
}
