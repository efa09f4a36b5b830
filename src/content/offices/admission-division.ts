import { bilingual } from '../bilingual'
import { SITE_NAME } from '../site'
import { OFFICE_HOURS, type OfficeRecord } from './types'

export default bilingual<OfficeRecord>({
  key: 'admission-division',
  title: { en: 'Admission and Information Division', bn: 'ভর্তি ও তথ্য দপ্তর' },
  subtitle: {
    en: 'Guidance for applicants from the first question to the first class',
    bn: 'প্রথম প্রশ্ন থেকে প্রথম ক্লাস পর্যন্ত আবেদনকারীদের পাশে',
  },
  summary: {
    en: `The Admission and Information Division of ${SITE_NAME.en}: admission enquiries, applications, admission tests and enrolment.`,
    bn: `${SITE_NAME.bn}ের ভর্তি ও তথ্য দপ্তর: ভর্তি-সংক্রান্ত জিজ্ঞাসা, আবেদন, ভর্তি পরীক্ষা ও ভর্তি সম্পন্নকরণ।`,
  },
  officer: {
    name: { en: 'Md. Habibur Rahman', bn: 'মো. হাবিবুর রহমান' },
    designation: { en: 'Deputy Director, Admission and Information Division', bn: 'উপপরিচালক, ভর্তি ও তথ্য দপ্তর' },
    phone: '+880 1713 000 102',
    email: 'admission@htu.edu.bd',
    researchProfiles: true,
    details: [{ en: 'MBA in Management (University of Chittagong)', bn: 'ব্যবস্থাপনায় এমবিএ (চট্টগ্রাম বিশ্ববিদ্যালয়)' }],
  },
  about: {
    heading: { en: 'About the Division', bn: 'দপ্তর পরিচিতি' },
    paragraphs: [
      {
        en: 'The Admission and Information Division answers questions from applicants and parents, receives applications, organises the admission test with the admission committee and completes the enrolment of selected students.',
        bn: 'ভর্তি ও তথ্য দপ্তর আবেদনকারী ও অভিভাবকদের প্রশ্নের উত্তর দেয়, আবেদন গ্রহণ করে, ভর্তি কমিটির সঙ্গে ভর্তি পরীক্ষার আয়োজন করে এবং নির্বাচিত শিক্ষার্থীদের ভর্তি সম্পন্ন করে।',
      },
      {
        en: 'The helpdesk on the ground floor is open every working day during the admission season, and the helpline answers calls from applicants across the three hill districts. Applicants can also download their admission form, admit card and offer letter on this website.',
        bn: 'ভর্তির সময়ে প্রতি কর্মদিবসে নিচতলার হেল্পডেস্ক খোলা থাকে, আর হেল্পলাইন তিন পার্বত্য জেলার আবেদনকারীদের ফোনের উত্তর দেয়। আবেদনকারীরা এই ওয়েবসাইট থেকে তাঁদের ভর্তি ফরম, প্রবেশপত্র ও প্রস্তাবপত্রও ডাউনলোড করতে পারেন।',
      },
    ],
  },
  sections: [
    {
      heading: { en: 'Online Services for Applicants', bn: 'আবেদনকারীদের জন্য অনলাইন সেবা' },
      links: [
        { label: { en: 'Admission Circular', bn: 'ভর্তি বিজ্ঞপ্তি' }, href: '/admission-instruction' },
        { label: { en: 'Admission Requirements', bn: 'ভর্তির যোগ্যতা' }, href: '/admission-requirements' },
        { label: { en: 'Download Admission Form', bn: 'ভর্তি ফরম ডাউনলোড' }, href: '/admission-form' },
        { label: { en: 'Download Admit Card', bn: 'প্রবেশপত্র ডাউনলোড' }, href: '/admit-card' },
        { label: { en: 'Download Offer Letter', bn: 'ভর্তির প্রস্তাবপত্র ডাউনলোড' }, href: '/offer-letter' },
      ],
    },
  ],
  staff: [],
  vision: {
    en: 'Every capable young person of the hill districts knows how to apply and finds a place that fits their goals.',
    bn: 'পার্বত্য জেলার প্রত্যেক যোগ্য তরুণ জানবেন কীভাবে আবেদন করতে হয় এবং নিজের লক্ষ্যের উপযোগী একটি আসন খুঁজে পাবেন।',
  },
  mission: {
    en: 'To give applicants clear, correct and friendly information and a fair, simple admission process.',
    bn: 'আবেদনকারীদের স্পষ্ট, সঠিক ও আন্তরিকভাবে তথ্য দেওয়া এবং একটি ন্যায্য ও সহজ ভর্তি প্রক্রিয়া নিশ্চিত করা।',
  },
  goals: [
    {
      en: 'Answer every enquiry on the day it arrives during the admission season',
      bn: 'ভর্তির সময়ে প্রতিটি জিজ্ঞাসার উত্তর যেদিন আসে সেদিনই দেওয়া',
    },
    { en: 'Publish circulars, results and offer letters online', bn: 'ভর্তি বিজ্ঞপ্তি, ফলাফল ও প্রস্তাবপত্র অনলাইনে প্রকাশ করা' },
    {
      en: 'Hold information sessions in Rangamati, Khagrachari and Bandarban',
      bn: 'রাঙামাটি, খাগড়াছড়ি ও বান্দরবানে অবহিতকরণ সভা আয়োজন করা',
    },
    {
      en: 'Complete enrolment of selected students within one week',
      bn: 'নির্বাচিত শিক্ষার্থীদের ভর্তি এক সপ্তাহের মধ্যে সম্পন্ন করা',
    },
  ],
  contact: {
    room: { en: 'Administrative Building, Ground Floor, Room 101', bn: 'প্রশাসনিক ভবন, নিচতলা, কক্ষ ১০১' },
    phone: '+880 1713 000 102',
    email: 'admission@htu.edu.bd',
    hours: OFFICE_HOURS,
  },
})
