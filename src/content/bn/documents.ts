// The three applicant document downloads in Bengali: the file names and endpoints are the English ones.
import type { DocumentKind } from '../../domain/types'
import type { DocumentDownload } from '../documents'

export type { DocumentDownload } from '../documents'

const action = (kind: DocumentKind) => `/api/admission-documents/${kind}`

export const DOCUMENTS: Record<DocumentKind, DocumentDownload> = {
  'admission-form': {
    kind: 'admission-form',
    heading: 'ভর্তি ফরম ডাউনলোড',
    intro: 'আপনার পূরণ করা ভর্তি ফরম ডাউনলোড করতে যে মোবাইল নম্বর দিয়ে আবেদন করেছেন সেটি এবং আবেদন ফি পরিশোধের পর পাওয়া পাসওয়ার্ড লিখুন।',
    fileName: 'Admission-Form.pdf',
    successMessage: 'আপনার ভর্তি ফরম ডাউনলোড হচ্ছে।',
    downloadedMessage: 'আপনার ভর্তি ফরম ডাউনলোড হয়েছে: ব্রাউজারের ডাউনলোড তালিকা থেকে খুলুন।',
    action: action('admission-form'),
  },
  'admit-card': {
    kind: 'admit-card',
    heading: 'প্রবেশপত্র ডাউনলোড',
    intro: 'ভর্তি পরীক্ষার প্রবেশপত্র ডাউনলোড করতে যে মোবাইল নম্বর দিয়ে আবেদন করেছেন সেটি এবং আপনার পাসওয়ার্ড লিখুন। পরীক্ষার দিন প্রবেশপত্রের একটি ছাপানো কপি ও ছবিসহ পরিচয়পত্র সঙ্গে আনুন।',
    fileName: 'Admit-Card.pdf',
    successMessage: 'আপনার প্রবেশপত্র ডাউনলোড হচ্ছে।',
    downloadedMessage: 'আপনার প্রবেশপত্র ডাউনলোড হয়েছে: ব্রাউজারের ডাউনলোড তালিকা থেকে খুলুন।',
    action: action('admit-card'),
  },
  'offer-letter': {
    kind: 'offer-letter',
    heading: 'ভর্তির প্রস্তাবপত্র ডাউনলোড',
    intro: 'নির্বাচিত আবেদনকারীরা যে মোবাইল নম্বর দিয়ে আবেদন করেছেন সেটি ও পাসওয়ার্ড দিয়ে এখান থেকে ভর্তির প্রস্তাবপত্র ডাউনলোড করতে পারবেন।',
    fileName: 'Offer-Letter.pdf',
    successMessage: 'আপনার প্রস্তাবপত্র ডাউনলোড হচ্ছে।',
    downloadedMessage: 'আপনার প্রস্তাবপত্র ডাউনলোড হয়েছে: ব্রাউজারের ডাউনলোড তালিকা থেকে খুলুন।',
    action: action('offer-letter'),
  },
}
