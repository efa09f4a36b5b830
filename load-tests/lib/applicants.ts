// Applicants on result day: who asks for which document, with which code, from which address.
// The demo upstream knows two applicants (server/demo-upstream/documents.ts); every other number
// is unknown to it, like a mistyped number.

export const DOCUMENT_KINDS = ['admission-form', 'admit-card', 'offer-letter'] as const

/** The demo's known pairs. */
export const KNOWN_APPLICANTS = [
  { mobile_number: '01700000001', verification_code: '123456' },
  { mobile_number: '01800000002', verification_code: '654321' },
]

export interface Attempt {
  kind: (typeof DOCUMENT_KINDS)[number]
  fields: { mobile_number: string; verification_code: string }
  /** What the applicant did: a right pair, a wrong code for a known number, or an unknown number. */
  variant: 'valid' | 'wrong-code' | 'unknown-number'
  /** The address the edge saw (sent as X-Forwarded-For; trusted only from the edge). */
  address: string
}

/**
 * Carrier NAT addresses: on result day most applicants are on mobile data, and a carrier puts
 * thousands of phones behind a handful of addresses. The rest come from home or campus lines.
 */
const CARRIER_NAT = ['100.64.1.10', '100.64.1.11', '100.64.7.20', '100.70.3.5', '100.71.9.9', '100.80.0.1', '100.96.4.4', '100.100.2.2']
const NAT_SHARE = 0.7

const randomInt = (n: number) => Math.floor(Math.random() * n)

/** An address from the spread: mostly a few NAT addresses, otherwise one of many individual ones. */
export function applicantAddress(): string {
  if (Math.random() < NAT_SHARE) return CARRIER_NAT[randomInt(CARRIER_NAT.length)]!
  return `203.0.${randomInt(256)}.${1 + randomInt(254)}`
}

/** A Bangladeshi mobile number the demo does not know. */
function unknownNumber(): string {
  let digits = ''
  for (let i = 0; i < 8; i++) digits += String(randomInt(10))
  return `01${3 + randomInt(7)}${digits}`
}

/** One attempt: `validShare` right pairs, a few wrong codes for known numbers (typos), the rest unknown numbers. */
export function nextAttempt(validShare: number): Attempt {
  const kind = DOCUMENT_KINDS[randomInt(DOCUMENT_KINDS.length)]!
  const address = applicantAddress()
  const x = Math.random()
  const known = KNOWN_APPLICANTS[randomInt(KNOWN_APPLICANTS.length)]!
  if (x < validShare) return { kind, address, variant: 'valid', fields: { ...known } }
  if (x < validShare + (1 - validShare) * 0.1) return { kind, address, variant: 'wrong-code', fields: { mobile_number: known.mobile_number, verification_code: String(100000 + randomInt(900000)) } }
  return { kind, address, variant: 'unknown-number', fields: { mobile_number: unknownNumber(), verification_code: String(100000 + randomInt(900000)) } }
}
