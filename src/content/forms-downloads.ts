// /forms-downloads: the applicant forms and downloadable documents. Linked from the About menu;
// the spec has no screen for it, so it gathers what the site already offers. Every link leads to
// a page of this site or to an address in SITE.external: none is dead.
import type { StaticPageContent } from './types'
import { SITE } from './site'

export const FORMS_DOWNLOADS: StaticPageContent = {
  title: 'Forms and Downloads',
  subtitle: 'Applicant forms, circulars and documents',
  description: `Application forms, admit cards, offer letters, the admission circular and the fee structure of ${SITE.name}.`,
  blocks: [
    {
      kind: 'links',
      heading: 'Applicant Forms',
      intro: 'Apply online, then download your documents with the mobile number and verification code you received when you applied.',
      links: [
        { label: 'Apply Online', href: SITE.external.applyOnline, external: true, format: 'Online', description: 'The online application for the current admission.' },
        { label: 'Admission Form', href: '/admission-form', format: 'Page', description: 'A page where you download your completed admission form (PDF) with your mobile number.' },
        { label: 'Admit Card', href: '/admit-card', format: 'Page', description: 'A page where you download your admit card (PDF) for the admission test.' },
        { label: 'Offer Letter', href: '/offer-letter', format: 'Page', description: 'A page where you download your offer letter (PDF) after selection.' },
      ],
    },
    {
      kind: 'links',
      heading: 'Admission Documents',
      links: [
        { label: 'Full Admission Circular', href: SITE.external.fullCircular, external: true, format: 'PDF', description: 'The complete circular of the current admission.' },
        { label: 'Admission Circular', href: '/admission-instruction', format: 'Page', description: 'Dates, eligibility and instructions for applicants.' },
        { label: 'Admission Advertisements', href: '/admission-advertisements', format: 'Page', description: 'Published advertisements of the bachelor and master admissions.' },
        { label: 'Fee Structure', href: '/fees', format: 'Page', description: 'Tuition and other fees of every programme.' },
        { label: 'Admission Requirements', href: '/admission-requirements', format: 'Page', description: 'Minimum results for the bachelor and master programmes.' },
      ],
    },
    {
      kind: 'links',
      heading: 'Other Documents',
      links: [
        { label: 'Academic Calendar', href: '/academic-calendar', format: 'Page', description: 'Semester dates and examination schedules.' },
        { label: 'Job Advertisements', href: '/career', format: 'Page', description: 'Current openings, each with its advertisement to download.' },
        { label: 'Notices', href: '/all-notice', format: 'Page', description: 'Official notices with their attachments.' },
      ],
    },
  ],
}
