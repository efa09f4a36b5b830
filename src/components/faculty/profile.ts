// Pure helpers of the faculty profile page: which sections and research links it shows.
import type { ResearchLinks, TeacherProfile } from '../../domain/types'

/**
 * Teacher ids are short codes such as 'T-1001'. Anything else is refused before the upstream
 * is asked (no arbitrary text in the upstream body, no cache entry per junk URL).
 */
const TEACHER_ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,39}$/

export function teacherIdParam(raw: string | undefined): string | null {
  return raw && TEACHER_ID.test(raw) ? raw : null
}

type SectionField = 'teachingExpertise' | 'researchInterest' | 'journalPublication' | 'conferencePublication' | 'book' | 'projectAward' | 'others'

/** The seven expandable sections of a profile, in the spec's order (About is shown above them). */
export const PROFILE_SECTIONS: readonly { key: SectionField; title: string }[] = [
  { key: 'teachingExpertise', title: 'Teaching Expertise' },
  { key: 'researchInterest', title: 'Research Interest' },
  { key: 'journalPublication', title: 'Journal Publications' },
  { key: 'conferencePublication', title: 'Conference Publications' },
  { key: 'book', title: 'Books' },
  { key: 'projectAward', title: 'Projects & Awards' },
  { key: 'others', title: 'Others' },
]

/** The sections that have content, with their text. */
export function profileSections(profile: Pick<TeacherProfile, SectionField>): { key: SectionField; title: string; text: string }[] {
  return PROFILE_SECTIONS.map((s) => ({ ...s, text: profile[s.key].trim() })).filter((s) => s.text !== '')
}

const RESEARCH_LINK_LABELS: Record<keyof ResearchLinks, string> = {
  googleScholar: 'Google Scholar',
  researchGate: 'ResearchGate',
  orcid: 'ORCID',
  scopus: 'Scopus',
  webOfScience: 'Web of Science',
}

/** The research links that are present and are web addresses (never javascript: or other schemes). */
export function researchLinks(links: ResearchLinks): { label: string; href: string }[] {
  return (Object.keys(RESEARCH_LINK_LABELS) as (keyof ResearchLinks)[])
    .map((key) => ({ label: RESEARCH_LINK_LABELS[key], href: (links[key] ?? '').trim() }))
    .filter((l) => /^https?:\/\/[^\s]+$/i.test(l.href))
}
