// The programme registry: one line per programme. A new programme is a new content module,
// one line here and one row in the fee table (src/content/fees.ts); no page code changes.
import { bba } from './bba'
import { cse } from './cse'
import { english } from './english'
import { gds } from './gds'
import { htm } from './htm'
import { mba } from './mba'
import type { Programme } from './types'
import { programmePath } from '../../routes/paths'

export type { Programme } from './types'

/** In the site's order (CSE, BBA, GDS, English, HTM, MBA). */
export const PROGRAMMES: readonly Programme[] = [cse, bba, gds, english, htm, mba]

const BY_SLUG = new Map(PROGRAMMES.map((p) => [p.slug, p]))

/** The programme at /program/{slug}, or null. */
export function programmeBySlug(slug: string): Programme | null {
  return BY_SLUG.get(slug) ?? null
}

/**
 * Where a route segment leads: the programme, a redirect to its canonical lower-case slug
 * ('Mba' → 'mba'), or nothing.
 */
export function resolveProgrammeSlug(segment: string): { programme: Programme } | { redirectTo: string } | null {
  const exact = programmeBySlug(segment)
  if (exact) return { programme: exact }
  const canonical = programmeBySlug(segment.toLowerCase())
  return canonical ? { redirectTo: programmePath(canonical.slug) } : null
}
