// The admission-test roll number as an applicant types it: digits (Bengali digits read as such), spaces
// and dashes between them ignored. 4 to 12 digits; anything else is malformed (400 with the page).

export const ROLL_DIGITS = { min: 4, max: 12 } as const

export type RollInput = { kind: 'none' } | { kind: 'malformed' } | { kind: 'roll'; roll: string }

/** '২৬১০০০১' → '2610001'. */
export const asciiDigits = (text: string) => text.replace(/[\u09E6-\u09EF]/g, (d) => String(d.charCodeAt(0) - 0x09e6))

export function parseRoll(raw: string | undefined): RollInput {
  const typed = (raw ?? '').trim()
  if (typed === '') return { kind: 'none' }
  // Nothing a request sends grows without bound: a long value is malformed without being read further.
  if (typed.length > 40) return { kind: 'malformed' }
  const roll = asciiDigits(typed).replace(/[\s-]+/g, '')
  return new RegExp(`^\\d{${ROLL_DIGITS.min},${ROLL_DIGITS.max}}$`).test(roll) ? { kind: 'roll', roll } : { kind: 'malformed' }
}
