// Hard-coded content of the home page: about teaser, admission panel, limits; the programme cards'
// shape (their content is the programme registry's, src/content/programmes).
import type { NavLink } from './navigation'
import type { Programme } from './programmes'
import { INTAKES } from './programmes/types'
import { SITE } from './site'

/**
 * How many items of each upstream list the home page shows (site spec §9). The news carousel's strip holds
 * every card in the HTML (it scrolls without JavaScript), so its length is bounded here; the rest is on /all-news.
 */
export const HOME_LIMITS = { notices: 7, events: 2, videos: 5, news: 12 } as const

/** A programme card of the home page (built from the programme registry by the home page's +data). */
export interface ProgrammeCard {
  code: string
  name: string
  level: Programme['level']
  /** "4 years, 8 semesters", from the fee table. */
  duration: string
  summary: string
  href: string
}

export const ABOUT_TEASER = {
  heading: `About ${SITE.name}`,
  paragraphs: [
    `${SITE.name} was established on 7 February 2019 as the first public-private-partnership university of the hill district.`,
    'Its three schools teach bachelor programmes in science, business, the arts and social sciences, and a master programme in business administration, to students from the hills and from all over Bangladesh.',
  ],
  link: { label: `More about ${SITE.name}`, href: '/about' } satisfies NavLink,
}

export const ADMISSION_PANEL = {
  heading: 'Admission',
  intro: `Admission is open twice a year, for the ${INTAKES.join(' and ')} semesters.`,
  links: [
    { label: 'Admission Advertisements', href: '/admission-advertisements' },
    { label: 'Admission Requirements', href: '/admission-requirements' },
    { label: 'Admission Circular', href: '/admission-instruction' },
    { label: 'Admission Form', href: '/admission-form' },
    { label: 'Admit Card', href: '/admit-card' },
    { label: 'Offer Letter', href: '/offer-letter' },
  ] satisfies NavLink[],
  applyOnline: { label: 'Apply Online', href: SITE.external.applyOnline, external: true } satisfies NavLink,
}
