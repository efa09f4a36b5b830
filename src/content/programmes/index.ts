// The programme registry: one line per programme. A new programme is a new content module,
// one line here and one row in the fee table (src/content/fees.ts); no page code changes.
import { bba } from './bba'
import { cse } from './cse'
import { english } from './english'
import { gds } from './gds'
import { htm } from './htm'
import { mba } from './mba'
import type { Programme } from './types'
import type { Bilingual } from '../bilingual'
import type { Locale } from '../../routes/locale'
import { programmePath } from '../../routes/paths'

export type { Programme } from './types'

/** In the site's order (CSE, BBA, GDS, English, HTM, MBA). */
const REGISTRY: readonly Bilingual<Programme>[] = [cse, bba, gds, english, htm, mba]

/** The programmes in `locale`, in the site's order. */
export const programmesIn = (locale: Locale): readonly Programme[] => REGISTRY.map((programme) => programme.in(locale))

/** The programmes' slugs, in the site's order. */
export const PROGRAMME_SLUGS: readonly string[] = REGISTRY.map((programme) => programme.in('en').slug)

const BY_SLUG = new Map(REGISTRY.map((p) => [p.in('en').slug, p]))

/** The programme at /program/{slug} in `locale`, or null. */
export function programmeBySlug(slug: string, locale: Locale): Programme | null {
  return BY_SLUG.get(slug)?.in(locale) ?? null
}

/**
 * Where a route segment leads: the programme, a redirect to its canonical lower-case slug
 * ('Mba' → 'mba'), or nothing.
 */
export function resolveProgrammeSlug(segment: string, locale: Locale): { programme: Programme } | { redirectTo: string } | null {
  const exact = programmeBySlug(segment, locale)
  if (exact) return { programme: exact }
  const canonical = programmeBySlug(segment.toLowerCase(), locale)
  return canonical ? { redirectTo: programmePath(canonical.slug) } : null
}
