import { bilingual } from '../bilingual'
import { SITE_NAME } from '../site'
import { OFFICE_HOURS, type OfficeRecord } from './types'

export default bilingual<OfficeRecord>({
  key: 'coe',
  title: { en: 'Controller of Examinations', bn: 'পরীক্ষা নিয়ন্ত্রক' },
  subtitle: { en: 'Examination schedules, results, transcripts and certificates', bn: 'পরীক্ষার সময়সূচি, ফলাফল, ট্রান্সক্রিপ্ট ও সনদ' },
  summary: {
    en: `The Office of the Controller of Examinations of ${SITE_NAME.en}: examination schedules, admit cards, results, transcripts and certificates.`,
    bn: `${SITE_NAME.bn}ের পরীক্ষা নিয়ন্ত্রকের দপ্তর: পরীক্ষার সময়সূচি, প্রবেশপত্র, ফলাফল, ট্রান্সক্রিপ্ট ও সনদ।`,
  },
  officer: {
    name: { en: 'Dr. Ushwe Sing Marma', bn: 'ড. উশৈসিং মারমা' },
    designation: { en: 'Controller of Examinations', bn: 'পরীক্ষা নিয়ন্ত্রক' },
    phone: '+880 2333 371 112',
    email: 'coe@htu.edu.bd',
    researchProfiles: true,
    details: [{ en: 'Ph.D. in Statistics (University of Rajshahi)', bn: 'পরিসংখ্যানে পিএইচডি (রাজশাহী বিশ্ববিদ্যালয়)' }],
  },
  about: {
    heading: { en: 'About the Office', bn: 'দপ্তর পরিচিতি' },
    paragraphs: [
      {
        en: 'The Office of the Controller of Examinations plans and conducts the mid-term and final examinations of every programme, publishes the examination routines, issues examination admit cards and publishes results after the examination committees have approved them.',
        bn: 'পরীক্ষা নিয়ন্ত্রকের দপ্তর প্রতিটি প্রোগ্রামের মধ্য-সেমিস্টার ও সমাপনী পরীক্ষার পরিকল্পনা ও পরিচালনা করে, পরীক্ষার রুটিন প্রকাশ করে, পরীক্ষার প্রবেশপত্র দেয় এবং পরীক্ষা কমিটির অনুমোদনের পর ফলাফল প্রকাশ করে।',
      },
      {
        en: 'Graduates apply here for provisional certificates, academic transcripts, original certificates and verification of results. Applications for transcripts are received at the office counter with the fee receipt from the Accounts and Finance Division.',
        bn: 'স্নাতকেরা এখানে সাময়িক সনদ, একাডেমিক ট্রান্সক্রিপ্ট, মূল সনদ ও ফলাফল যাচাইয়ের জন্য আবেদন করেন। হিসাব ও অর্থ দপ্তরের ফি রসিদসহ ট্রান্সক্রিপ্টের আবেদন দপ্তরের কাউন্টারে জমা নেওয়া হয়।',
      },
    ],
  },
  staff: [],
  vision: {
    en: 'Fair, secure and timely examinations whose results are trusted by employers and universities at home and abroad.',
    bn: 'ন্যায্য, সুরক্ষিত ও সময়মতো পরীক্ষা, যার ফলাফলে দেশ-বিদেশের নিয়োগকর্তা ও বিশ্ববিদ্যালয় আস্থা রাখে।',
  },
  mission: {
    en: 'To conduct examinations with integrity, publish results on schedule and issue accurate academic records to every student.',
    bn: 'সততার সঙ্গে পরীক্ষা নেওয়া, নির্ধারিত সময়ে ফলাফল প্রকাশ করা এবং প্রত্যেক শিক্ষার্থীকে নির্ভুল একাডেমিক রেকর্ড দেওয়া।',
  },
  goals: [
    {
      en: 'Publish final examination results within six weeks of the last examination',
      bn: 'শেষ পরীক্ষার ছয় সপ্তাহের মধ্যে সমাপনী পরীক্ষার ফলাফল প্রকাশ করা',
    },
    {
      en: 'Issue transcripts within seven working days of application',
      bn: 'আবেদনের সাত কর্মদিবসের মধ্যে ট্রান্সক্রিপ্ট দেওয়া',
    },
    { en: 'Keep every result in a secure digital archive', bn: 'প্রতিটি ফলাফল সুরক্ষিত ডিজিটাল আর্কাইভে রাখা' },
    {
      en: 'Answer verification requests from employers within three working days',
      bn: 'নিয়োগকর্তাদের যাচাই-অনুরোধের উত্তর তিন কর্মদিবসের মধ্যে দেওয়া',
    },
  ],
  contact: {
    room: { en: 'Administrative Building, First Floor, Room 201', bn: 'প্রশাসনিক ভবন, দ্বিতীয় তলা, কক্ষ ২০১' },
    phone: '+880 2333 371 112',
    email: 'coe@htu.edu.bd',
    hours: OFFICE_HOURS,
  },
})
