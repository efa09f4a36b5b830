import { bilingual } from '../bilingual'
import { SITE_NAME } from '../site'
import type { OfficeRecord } from './types'

export default bilingual<OfficeRecord>({
  key: 'security-office',
  title: { en: 'Security Office', bn: 'নিরাপত্তা দপ্তর' },
  subtitle: { en: 'Safety and security on the campus, day and night', bn: 'দিনরাত ক্যাম্পাসের সুরক্ষা ও নিরাপত্তা' },
  summary: {
    en: `The Security Office of ${SITE_NAME.en}: campus security, lost and found, and emergencies.`,
    bn: `${SITE_NAME.bn}ের নিরাপত্তা দপ্তর: ক্যাম্পাসের নিরাপত্তা, হারানো ও প্রাপ্ত জিনিস এবং জরুরি অবস্থা।`,
  },
  about: {
    heading: { en: 'About the Security Office', bn: 'নিরাপত্তা দপ্তর পরিচিতি' },
    paragraphs: [
      {
        en: 'The Security Office keeps the campus, its buildings and its people safe around the clock. Security guards control the gates, patrol the campus and the hostels, and help during examinations, admission tests and events.',
        bn: 'নিরাপত্তা দপ্তর দিনরাত ক্যাম্পাস, এর ভবন ও মানুষকে নিরাপদ রাখে। নিরাপত্তাকর্মীরা ফটক নিয়ন্ত্রণ করেন, ক্যাম্পাস ও হলে টহল দেন এবং পরীক্ষা, ভর্তি পরীক্ষা ও অনুষ্ঠানের সময় সহায়তা করেন।',
      },
      {
        en: 'Visitors sign in at the main gate. Lost and found items are kept at the security office for one month. In an emergency call the security control room at any time.',
        bn: 'দর্শনার্থীরা প্রধান ফটকে নাম লিখে প্রবেশ করেন। হারানো ও প্রাপ্ত জিনিস এক মাস নিরাপত্তা দপ্তরে রাখা হয়। জরুরি প্রয়োজনে যেকোনো সময় নিরাপত্তা নিয়ন্ত্রণকক্ষে ফোন করুন।',
      },
    ],
  },
  staff: [],
  vision: {
    en: 'A campus where everyone feels safe at every hour.',
    bn: 'এমন একটি ক্যাম্পাস, যেখানে প্রত্যেকে সব সময় নিরাপদ বোধ করেন।',
  },
  mission: {
    en: 'To protect the students, staff, visitors and property of the university through vigilant, courteous and well-trained security services.',
    bn: 'সজাগ, সৌজন্যশীল ও সুপ্রশিক্ষিত নিরাপত্তা সেবার মাধ্যমে বিশ্ববিদ্যালয়ের শিক্ষার্থী, কর্মী, দর্শনার্থী ও সম্পদ রক্ষা করা।',
  },
  goals: [
    { en: 'Staff the gates and the control room 24 hours a day', bn: 'ফটক ও নিয়ন্ত্রণকক্ষে দিনে ২৪ ঘণ্টা লোক রাখা' },
    { en: 'Answer every emergency call within five minutes', bn: 'প্রতিটি জরুরি ফোনে পাঁচ মিনিটের মধ্যে সাড়া দেওয়া' },
    { en: 'Hold a fire and evacuation drill every semester', bn: 'প্রতি সেমিস্টারে অগ্নিনির্বাপণ ও উদ্ধার মহড়া করা' },
    {
      en: 'Keep lost and found items safe and return them quickly',
      bn: 'হারানো ও প্রাপ্ত জিনিস নিরাপদে রাখা এবং দ্রুত ফেরত দেওয়া',
    },
  ],
  contact: {
    room: { en: 'Security Control Room, Main Gate', bn: 'নিরাপত্তা নিয়ন্ত্রণকক্ষ, প্রধান ফটক' },
    phone: '+880 1713 000 105',
    email: 'security@htu.edu.bd',
    hours: { en: 'Open 24 hours, every day', bn: 'প্রতিদিন ২৪ ঘণ্টা খোলা' },
  },
})
