// What the Bengali office pages share: the office hours line; the research-profile names are the services' own.
export { RESEARCH_PROFILES, type OfficeContact, type OfficeLoader, type OfficeRecord, type OfficeSection, type Officer, type StaffMember } from '../../offices/types'

/** Opening hours of the administrative offices. */
export const OFFICE_HOURS = 'রবিবার থেকে বৃহস্পতিবার, সকাল ৯টা থেকে বিকাল ৫টা'
