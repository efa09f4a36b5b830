// Pure helpers of the faculty profile page: which sections and research links it shows.
import type { ResearchLinks, TeacherProfile } from '../../domain/types'
import { m } from '../../i18n/messages'
import type { Locale } from '../../routes/locale'

type SectionField = 'teachingExpertise' | 'researchInterest' | 'journalPublication' | 'conferencePublication' | 'book' | 'projectAward' | 'others'

/** The seven expandable sections of a profile, in the spec's order (About is shown above them), titled in the page's language. */
const PROFILE_SECTIONS: readonly { key: SectionField; title: (locale: Locale) => string }[] = [
  { key: 'teachingExpertise', title: (locale) => m.faculty_teachingExpertise({}, { locale }) },
  { key: 'researchInterest', title: (locale) => m.faculty_researchInterest({}, { locale }) },
  { key: 'journalPublication', title: (locale) => m.faculty_journalPublications({}, { locale }) },
  { key: 'conferencePublication', title: (locale) => m.faculty_conferencePublications({}, { locale }) },
  { key: 'book', title: (locale) => m.faculty_books({}, { locale }) },
  { key: 'projectAward', title: (locale) => m.faculty_projectsAwards({}, { locale }) },
  { key: 'others', title: (locale) => m.faculty_others({}, { locale }) },
]

/** All seven sections with their title and text ('' when the teacher has not filled one in). */
export function profileSections(profile: Pick<TeacherProfile, SectionField>, locale: Locale = 'en'): { key: SectionField; title: string; text: string }[] {
  return PROFILE_SECTIONS.map((s) => ({ key: s.key, title: s.title(locale), text: profile[s.key].trim() }))
}

const RESEARCH_LINK_LABELS: Record<keyof ResearchLinks, string> = {
  googleScholar: 'Google Scholar',
  researchGate: 'ResearchGate',
  orcid: 'ORCID',
  scopus: 'Scopus',
  webOfScience: 'Web of Science',
}

const WEB_ADDRESS = /^https?:\/\/[^\s]+$/i
/** A host name with an optional path, as typed without the scheme: 'scholar.google.com/citations?user=x'. */
const BARE_ADDRESS = /^[a-z0-9-]+(\.[a-z0-9-]+)+(\/[^\s]*)?$/i
/** An ORCID iD on its own: '0000-0002-1825-0097'. */
const ORCID_ID = /^\d{4}-\d{4}-\d{4}-\d{3}[\dX]$/

/** The address a research-profile value points to, or null when it is none (never javascript: or other schemes). */
function researchHref(value: string): string | null {
  if (WEB_ADDRESS.test(value)) return value
  if (ORCID_ID.test(value)) return `https://orcid.org/${value}`
  if (BARE_ADDRESS.test(value)) return `https://${value}`
  return null
}

/** The research links that are present: web addresses, bare host names and ORCID iDs. */
export function researchLinks(links: ResearchLinks): { label: string; href: string }[] {
  return (Object.keys(RESEARCH_LINK_LABELS) as (keyof ResearchLinks)[]).flatMap((key) => {
    const href = researchHref((links[key] ?? '').trim())
    return href ? [{ label: RESEARCH_LINK_LABELS[key], href }] : []
  })
}
