// The Bengali programme registry: the same programmes, slugs and order as the English one.
import { bba } from './bba'
import { cse } from './cse'
import { english } from './english'
import { gds } from './gds'
import { htm } from './htm'
import { mba } from './mba'
import type { Programme } from './types'
import { resolveProgrammeSlug as resolveProgrammeSlugEn } from '../../programmes'

export type { Programme } from './types'

/** In the site's order (CSE, BBA, GDS, English, HTM, MBA). */
export const PROGRAMMES: readonly Programme[] = [cse, bba, gds, english, htm, mba]

const BY_SLUG = new Map(PROGRAMMES.map((p) => [p.slug, p]))

/** The programme at /program/{slug}, or null. */
export function programmeBySlug(slug: string): Programme | null {
  return BY_SLUG.get(slug) ?? null
}

/** Where a route segment leads (the English registry's rule): the Bengali programme, a redirect, or nothing. */
export function resolveProgrammeSlug(segment: string): { programme: Programme } | { redirectTo: string } | null {
  const found = resolveProgrammeSlugEn(segment)
  if (!found || 'redirectTo' in found) return found
  const programme = programmeBySlug(found.programme.slug)
  return programme && { programme }
}
