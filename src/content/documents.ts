// The three applicant document downloads: one form component, three records.
import type { DocumentKind } from '../domain/types'

export interface DocumentDownload {
  kind: DocumentKind
  /** Browser title and page heading. */
  heading: string
  intro: string
  /** Name the PDF is saved as. */
  fileName: string
  /** Green box after a successful download. */
  successMessage: string
  /** Green box on the form's next view after a download without JavaScript (the page stayed while the file came). */
  downloadedMessage: string
  /** The form's endpoint (also the no-JavaScript form action). */
  action: string
}

const action = (kind: DocumentKind) => `/api/admission-documents/${kind}`

export const DOCUMENTS: Record<DocumentKind, DocumentDownload> = {
  'admission-form': {
    kind: 'admission-form',
    heading: 'Download Admission Form',
    intro: 'Enter the mobile number you applied with and the password you received after paying the application fee to download your filled-in admission form.',
    fileName: 'Admission-Form.pdf',
    successMessage: 'Your admission form is downloading.',
    downloadedMessage: 'Your admission form was downloaded: open it from your browser\'s downloads.',
    action: action('admission-form'),
  },
  'admit-card': {
    kind: 'admit-card',
    heading: 'Download Admit Card',
    intro: 'Enter the mobile number you applied with and your password to download the admit card for the admission test. Bring a printed copy and a photo ID to the test.',
    fileName: 'Admit-Card.pdf',
    successMessage: 'Your admit card is downloading.',
    downloadedMessage: 'Your admit card was downloaded: open it from your browser\'s downloads.',
    action: action('admit-card'),
  },
  'offer-letter': {
    kind: 'offer-letter',
    heading: 'Download Offer Letter',
    intro: 'Selected applicants can download their offer of admission here with the mobile number they applied with and their password.',
    fileName: 'Offer-Letter.pdf',
    successMessage: 'Your offer letter is downloading.',
    downloadedMessage: 'Your offer letter was downloaded: open it from your browser\'s downloads.',
    action: action('offer-letter'),
  },
}
