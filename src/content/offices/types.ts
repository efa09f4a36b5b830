// Office and leadership pages: one page component, one typed record per office.
import type { Bilingual, Text } from '../bilingual'
import type { IntakeModel } from '../intakes'

/** The five research-profile links of an officer card (targets not yet published: placeholders). */
export const RESEARCH_PROFILES = ['Google Scholar', 'ResearchGate', 'ORCID', 'Scopus', 'Web of Science'] as const

export interface Officer {
  name: string
  designation: string
  phone: string
  email: string
  /** Photo URL; absent: the default image. */
  photo?: string
  /** Leadership cards without a photo (Pro-Vice Chancellor, Treasurer). */
  noPhoto?: boolean
  /** Shows the five research-profile buttons (placeholders). */
  researchProfiles?: boolean
  /** Short lines under the designation (qualification, previous post). */
  details?: string[]
}

/** A staff card (the generic staff grid; the Registrar's office lists two). */
export interface StaffMember {
  id: number
  /** Photo URL; absent: the default image. */
  image?: string
  name: string
  designation: string
  department: string
  mobile: string
  email: string
}

/** A titled block of text, a list, or both. */
export interface OfficeSection {
  heading: string
  paragraphs?: string[]
  items?: string[]
  /** Links on this site (or external ones) that follow the text. */
  links?: { label: string; href: string }[]
}

export interface OfficeContact {
  /** Office location on campus; the street address is the university's. */
  room: string
  phone: string
  email: string
  /** Office hours line. */
  hours?: string
}

export interface OfficeRecord {
  /** Route path without the slash ('acfd' → /acfd); also the registry key. */
  key: string
  /** Browser title and banner heading. */
  title: string
  subtitle: string
  /** One-line description for search engines. */
  summary: string
  officer?: Officer
  /** The officer's message (Vice Chancellor). */
  message?: { heading: string; paragraphs: string[] }
  /** What the office or body does ('About the Division', ...). */
  about: { heading: string; paragraphs: string[] }
  /** Further content sections (financial aid schemes, admission test details). */
  sections?: OfficeSection[]
  /** Omitted: no staff grid; empty: 'Staff information will be published soon.' */
  staff?: StaffMember[]
  vision: string
  mission: string
  goals: string[]
  contact: OfficeContact
}

/** The registry: one lazily loaded module per office (keeps office text out of the client bundle). */
/** An office's module: its record, or for an office whose text names the current intake, the record of an intake. */
export type OfficeLoader = () => Promise<{ default: Bilingual<OfficeRecord> | ((intake: IntakeModel) => Bilingual<OfficeRecord>) }>

/** Opening hours of the administrative offices. */
export const OFFICE_HOURS: Text = { en: 'Sunday to Thursday, 9:00 AM to 5:00 PM', bn: 'রবিবার থেকে বৃহস্পতিবার, সকাল ৯টা থেকে বিকাল ৫টা' }
