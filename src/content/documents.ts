// The three applicant document downloads: one form component, three records.
import { bilingual } from './bilingual'
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

export const DOCUMENTS = bilingual<Record<DocumentKind, DocumentDownload>>({
  'admission-form': {
    kind: 'admission-form',
    heading: { en: 'Download Admission Form', bn: 'ভর্তি ফরম ডাউনলোড' },
    intro: {
      en: 'Enter the mobile number you applied with and the password you received after paying the application fee to download your filled-in admission form.',
      bn: 'আপনার পূরণ করা ভর্তি ফরম ডাউনলোড করতে যে মোবাইল নম্বর দিয়ে আবেদন করেছেন সেটি এবং আবেদন ফি পরিশোধের পর পাওয়া পাসওয়ার্ড লিখুন।',
    },
    fileName: 'Admission-Form.pdf',
    successMessage: { en: 'Your admission form is downloading.', bn: 'আপনার ভর্তি ফরম ডাউনলোড হচ্ছে।' },
    downloadedMessage: {
      en: 'Your admission form was downloaded: open it from your browser\'s downloads.',
      bn: 'আপনার ভর্তি ফরম ডাউনলোড হয়েছে: ব্রাউজারের ডাউনলোড তালিকা থেকে খুলুন।',
    },
    action: action('admission-form'),
  },
  'admit-card': {
    kind: 'admit-card',
    heading: { en: 'Download Admit Card', bn: 'প্রবেশপত্র ডাউনলোড' },
    intro: {
      en: 'Enter the mobile number you applied with and your password to download the admit card for the admission test. Bring a printed copy and a photo ID to the test.',
      bn: 'ভর্তি পরীক্ষার প্রবেশপত্র ডাউনলোড করতে যে মোবাইল নম্বর দিয়ে আবেদন করেছেন সেটি এবং আপনার পাসওয়ার্ড লিখুন। পরীক্ষার দিন প্রবেশপত্রের একটি ছাপানো কপি ও ছবিসহ পরিচয়পত্র সঙ্গে আনুন।',
    },
    fileName: 'Admit-Card.pdf',
    successMessage: { en: 'Your admit card is downloading.', bn: 'আপনার প্রবেশপত্র ডাউনলোড হচ্ছে।' },
    downloadedMessage: {
      en: 'Your admit card was downloaded: open it from your browser\'s downloads.',
      bn: 'আপনার প্রবেশপত্র ডাউনলোড হয়েছে: ব্রাউজারের ডাউনলোড তালিকা থেকে খুলুন।',
    },
    action: action('admit-card'),
  },
  'offer-letter': {
    kind: 'offer-letter',
    heading: { en: 'Download Offer Letter', bn: 'ভর্তির প্রস্তাবপত্র ডাউনলোড' },
    intro: {
      en: 'Selected applicants can download their offer of admission here with the mobile number they applied with and their password.',
      bn: 'নির্বাচিত আবেদনকারীরা যে মোবাইল নম্বর দিয়ে আবেদন করেছেন সেটি ও পাসওয়ার্ড দিয়ে এখান থেকে ভর্তির প্রস্তাবপত্র ডাউনলোড করতে পারবেন।',
    },
    fileName: 'Offer-Letter.pdf',
    successMessage: { en: 'Your offer letter is downloading.', bn: 'আপনার প্রস্তাবপত্র ডাউনলোড হচ্ছে।' },
    downloadedMessage: {
      en: 'Your offer letter was downloaded: open it from your browser\'s downloads.',
      bn: 'আপনার প্রস্তাবপত্র ডাউনলোড হয়েছে: ব্রাউজারের ডাউনলোড তালিকা থেকে খুলুন।',
    },
    action: action('offer-letter'),
  },
})
