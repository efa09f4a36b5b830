// Applicant documents behind /mbapi/admission-form, /admit-card and /offer-letter.
// Known pairs get real PDFs; two test pairs answer unsafe paths the site must refuse.

import { intakeText } from './dates'
import type { RawDocumentAnswer } from '../upstream/schemas'
import { UNIVERSITY } from './content'
import type { FileStore } from './files'
import type { PdfSpec } from './pdf'

export type DocumentKind = 'admission-form' | 'admit-card' | 'offer-letter'
export const DOCUMENT_KINDS: readonly DocumentKind[] = ['admission-form', 'admit-card', 'offer-letter']

interface Applicant {
  mobile: string
  code: string
  name: string
  father: string
  programme: string
  roll: string
  gpa: string
}

export const APPLICANTS: readonly Applicant[] = [
  { mobile: '01700000001', code: '123456', name: 'Sushmita Chakma', father: 'Prabhat Chakma', programme: 'B.Sc. in Computer Science and Engineering', roll: '2601-0147', gpa: 'SSC 5.00, HSC 4.83' },
  { mobile: '01800000002', code: '654321', name: 'Md. Tanvir Hossain', father: 'Md. Rafiqul Islam', programme: 'Master of Business Administration (MBA)', roll: '2602-0032', gpa: 'BBA CGPA 3.41' },
]

/** Pairs whose answer is an unsafe path: the site must refuse to fetch it. */
export const UNSAFE_DOCUMENT_PAIRS = [
  { mobile: '01900000009', code: '111111', path: '../../etc/passwd' },
  { mobile: '01900000008', code: '222222', path: 'https://evil.example.com/x.pdf' },
] as const

export const DOCUMENT_MESSAGES = {
  wrongCode: 'Invalid mobile number or password.',
  unknownMobile: 'No application found for this mobile number.',
} as const

function documentSpec(kind: DocumentKind, a: Applicant): PdfSpec {
  const spec = fixedDocumentSpec(kind, a)
  return { ...spec, title: intakeText(spec.title), paragraphs: spec.paragraphs.map((p) => intakeText(p)) }
}

function fixedDocumentSpec(kind: DocumentKind, a: Applicant): PdfSpec {
  const letterhead = `${UNIVERSITY.name}, ${UNIVERSITY.town}`
  const identity = `Applicant: ${a.name} | Mobile: ${a.mobile} | Roll: ${a.roll}`
  switch (kind) {
    case 'admission-form':
      return {
        title: 'Application Form, Spring 2026',
        subtitle: identity,
        letterhead,
        paragraphs: [
          `Name of applicant: ${a.name}`, `Father's name: ${a.father}`, `Programme applied for: ${a.programme}`,
          `Previous results: ${a.gpa}`, 'Application fee: Tk 1,000 (paid)',
          'I declare that the information given in this form is true. I shall abide by the rules of the University.',
        ],
      }
    case 'admit-card':
      return {
        title: 'Admit Card: Admission Test, Spring 2026',
        subtitle: identity,
        letterhead,
        paragraphs: [
          `Programme: ${a.programme}`, 'Date and time: 26 February 2026, 10:00 AM', 'Venue: Academic Building 1, Main Campus, Rangamati',
          'Bring this admit card and a photo ID. Mobile phones and calculators with memory are not allowed in the examination hall.',
        ],
      }
    case 'offer-letter':
      return {
        title: 'Offer of Admission, Spring 2026',
        subtitle: identity,
        letterhead,
        paragraphs: [
          `Dear ${a.name},`,
          `Congratulations! On the basis of the admission test, you are offered a place in the ${a.programme} programme for Spring 2026.`,
          'Please complete your admission at the Admission and Information Division by 10 March 2026 with the admission fee of Tk 10,000, your original certificates and two passport-size photographs.',
          'Registrar, Hill Tracts University',
        ],
      }
  }
}

export function documentPath(mobile: string, kind: DocumentKind): string {
  return `${UNIVERSITY.uploads}/applicants/${mobile}/${kind}.pdf`
}

export function registerDocuments(files: FileStore): void {
  for (const applicant of APPLICANTS) {
    for (const kind of DOCUMENT_KINDS) files.pdf(documentPath(applicant.mobile, kind), () => documentSpec(kind, applicant))
  }
}

export function documentAnswer(kind: DocumentKind, mobile: string, code: string): RawDocumentAnswer {
  const unsafe = UNSAFE_DOCUMENT_PAIRS.find((pair) => pair.mobile === mobile)
  const applicant = APPLICANTS.find((a) => a.mobile === mobile)
  const expected = unsafe?.code ?? applicant?.code
  if (expected === undefined) return { responseCode: '02', responseMsg: DOCUMENT_MESSAGES.unknownMobile }
  if (code !== expected) return { responseCode: '01', responseMsg: DOCUMENT_MESSAGES.wrongCode }
  return { responseCode: '00', responseMsg: unsafe ? unsafe.path : documentPath(mobile, kind) }
}
