// Structured data (schema.org JSON-LD) of the site's pages, typed with schema-dts so a misspelt
// property or a wrong shape is a compile error. Builders are pure: origin in, object out.
import type {
  BreadcrumbList,
  CollegeOrUniversity,
  EducationalOccupationalProgram,
  Event,
  JobPosting,
  NewsArticle,
  Place,
  PostalAddress,
  Thing,
  WithContext,
} from 'schema-dts'
import type { Programme } from '../content/programmes'
import type { ProgrammeFees } from '../content/fees'
import { SITE as BILINGUAL_SITE, SITE_FACTS } from '../content/site'
import type { CareerOpening } from '../domain/types'
import { textLanguage } from '../i18n/text-language'
import type { Crumb } from './breadcrumbs'
import { absoluteUrl } from './urls'
import { plainText } from './summary'
import { PAGE } from '../routes/paths'

/** A JSON-LD object of the page, any schema.org type. */
export type StructuredData = WithContext<Exclude<Thing, string>>

/** The university's logo (a square PNG, as search engines want it). */
export const LOGO_PATH = '/icon-512.png'
/** Bangladesh time, in which the university's dates are given. */
const BD_OFFSET = '+06:00'

/** The university as the structured data names it: in English, on every page. */
const SITE = BILINGUAL_SITE.in('en')

const address = (): PostalAddress => ({ '@type': 'PostalAddress', ...SITE.postalAddress })

const campus = (): Place => ({ '@type': 'Place', name: SITE.name, address: address() })

/** The university as publisher, provider or employer (a reference to the full object of the home page). */
function university(origin: string): Exclude<CollegeOrUniversity, string> {
  return { '@type': 'CollegeOrUniversity', '@id': `${origin}/#university`, name: SITE.name, url: `${origin}/`, logo: absoluteUrl(origin, LOGO_PATH) }
}

/** The home and contact pages: the university with its address and contact points. */
export function universityData(origin: string): WithContext<Exclude<CollegeOrUniversity, string>> {
  return {
    '@context': 'https://schema.org',
    ...university(origin),
    alternateName: SITE_FACTS.shortName,
    description: `${SITE.tagline}.`,
    address: address(),
    telephone: SITE_FACTS.phones[0],
    email: SITE_FACTS.email,
    contactPoint: SITE_FACTS.phones.map((telephone) => ({ '@type': 'ContactPoint', telephone, email: SITE_FACTS.email, contactType: 'admissions and information' })),
    sameAs: SITE.social.map((s) => s.href).filter((href) => new URL(href).pathname.length > 1),
  }
}

/** A notice or a news item, in the language it is written in (either page shows it as published). */
export function newsArticleData(
  origin: string,
  item: { headline: string; date: string; description: string; url: string; image: string | null },
): WithContext<NewsArticle> {
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: item.headline.slice(0, 110),
    inLanguage: textLanguage(`${item.headline} ${item.description}`),
    datePublished: `${item.date}T00:00:00${BD_OFFSET}`,
    ...(item.description ? { description: plainText(item.description).slice(0, 300) } : {}),
    image: [item.image ? absoluteUrl(origin, item.image) : absoluteUrl(origin, DEFAULT_CARD.path)],
    mainEntityOfPage: item.url,
    url: item.url,
    author: university(origin),
    publisher: university(origin),
  }
}

/** An event on the campus (the events API gives no place or mode: the campus, in person), in its name's language. */
export function eventData(origin: string, event: { name: string; startDate: string; endDate: string; image: string | null; url: string }): WithContext<Event> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.name,
    inLanguage: textLanguage(event.name),
    startDate: event.startDate,
    endDate: event.endDate || event.startDate,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: campus(),
    image: [absoluteUrl(origin, event.image ?? DEFAULT_CARD.path)],
    url: event.url,
    organizer: university(origin),
  }
}

/** A career opening; `validThrough` is the end of its closing day, so a closed post drops out of job search. */
export function jobPostingData(origin: string, career: CareerOpening, title: string, url: string): WithContext<JobPosting> {
  const sections: [string, string][] = [
    ['Qualification', career.qualification],
    ['Responsibilities', career.responsibilities],
    ['Additional requirement', career.additionalRequirement],
  ]
  const description = sections
    .filter(([, text]) => text.trim())
    .map(([heading, text]) => `<p><strong>${heading}</strong></p><p>${escapeHtml(plainText(text))}</p>`)
    .join('')
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title,
    description: description || `<p>${escapeHtml(title)} at ${escapeHtml(SITE.name)}.</p>`,
    datePosted: career.startDate,
    validThrough: `${career.endDate}T23:59:59${BD_OFFSET}`,
    hiringOrganization: university(origin),
    jobLocation: campus(),
    ...(Number(career.positionNumber) > 0 ? { totalJobOpenings: Number(career.positionNumber) } : {}),
    ...(career.department ? { occupationalCategory: career.department } : {}),
    url,
  }
}

/** A programme page: the degree, its length, credits and total fee. */
export function programmeData(origin: string, programme: Programme, fees: ProgrammeFees | null, url: string): WithContext<EducationalOccupationalProgram> {
  return {
    '@context': 'https://schema.org',
    '@type': 'EducationalOccupationalProgram',
    name: programme.title,
    description: programme.overview[0] ?? programme.tagline,
    url,
    provider: university(origin),
    educationalCredentialAwarded: programme.title,
    educationalProgramMode: 'in-person',
    ...(fees
      ? {
          timeToComplete: `P${fees.durationYears}Y`,
          numberOfCredits: fees.credits,
          offers: {
            '@type': 'Offer',
            category: 'Total tuition and fees',
            price: fees.total,
            priceCurrency: 'BDT',
            url: absoluteUrl(origin, PAGE.fees),
          },
        }
      : {}),
  }
}

/** The trail as a BreadcrumbList (every item with its absolute URL). */
export function breadcrumbData(origin: string, trail: readonly Crumb[]): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, i) => ({ '@type': 'ListItem', position: i + 1, name: crumb.name, item: absoluteUrl(origin, crumb.path) })),
  }
}

/** The designed default link-preview card (scripts/og-card.mjs makes it). */
export const DEFAULT_CARD = { path: '/og-card.png', width: 1200, height: 630, alt: `${SITE.name}: ${SITE.tagline}` } as const

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!)
}

/**
 * JSON for a <script type="application/ld+json"> body: '<', '>' and '&' as \u escapes, so no text
 * ("</script>", "<!--") can end the script, and the line separators JavaScript once refused.
 */
export function jsonLdText(data: StructuredData | readonly StructuredData[]): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}
