import { bilingual } from '../bilingual'
import { SITE_NAME } from '../site'
import { OFFICE_HOURS, type OfficeRecord } from './types'

export default bilingual<OfficeRecord>({
  key: 'registrar',
  title: { en: 'Registrar', bn: 'রেজিস্ট্রার' },
  subtitle: { en: 'Office of the Registrar', bn: 'রেজিস্ট্রারের দপ্তর' },
  summary: {
    en: `The Office of the Registrar of ${SITE_NAME.en}: administration, student records, meetings of the university bodies and staff.`,
    bn: `${SITE_NAME.bn}ের রেজিস্ট্রারের দপ্তর: প্রশাসন, শিক্ষার্থীদের রেকর্ড, বিশ্ববিদ্যালয়ের পর্ষদের সভা ও কর্মী।`,
  },
  officer: {
    name: { en: 'Md. Shahidul Islam Chowdhury', bn: 'মো. শহিদুল ইসলাম চৌধুরী' },
    designation: { en: 'Registrar (in-charge)', bn: 'রেজিস্ট্রার (ভারপ্রাপ্ত)' },
    phone: '+880 2333 371 102',
    email: 'registrar@htu.edu.bd',
    researchProfiles: true,
    details: [{ en: 'M.A. in Public Administration (University of Chittagong)', bn: 'লোকপ্রশাসনে এমএ (চট্টগ্রাম বিশ্ববিদ্যালয়)' }],
  },
  about: {
    heading: { en: 'The Office of the Registrar', bn: 'রেজিস্ট্রারের দপ্তর' },
    paragraphs: [
      {
        en: 'The Office of the Registrar is the administrative centre of the university. It keeps the records of students and staff, issues official letters and certificates of studentship, serves as the secretariat of the Syndicate and the Academic Council, and coordinates the administrative offices.',
        bn: 'রেজিস্ট্রারের দপ্তর বিশ্ববিদ্যালয়ের প্রশাসনিক কেন্দ্র। এই দপ্তর শিক্ষার্থী ও কর্মীদের রেকর্ড সংরক্ষণ করে, দাপ্তরিক চিঠি ও ছাত্রত্বের সনদ দেয়, সিন্ডিকেট ও একাডেমিক কাউন্সিলের সচিবালয় হিসেবে কাজ করে এবং প্রশাসনিক দপ্তরগুলোর মধ্যে সমন্বয় করে।',
      },
      {
        en: 'Students come to the Registrar’s office for registration matters, certificates of studentship, testimonials and changes to their records.',
        bn: 'নিবন্ধন-সংক্রান্ত বিষয়, ছাত্রত্বের সনদ, প্রশংসাপত্র এবং রেকর্ড সংশোধনের জন্য শিক্ষার্থীরা রেজিস্ট্রারের দপ্তরে আসেন।',
      },
    ],
  },
  staff: [
    {
      id: 1,
      name: { en: 'Ananda Bikash Chakma', bn: 'আনন্দ বিকাশ চাকমা' },
      designation: { en: 'Deputy Registrar', bn: 'ডেপুটি রেজিস্ট্রার' },
      department: { en: 'Office of the Registrar', bn: 'রেজিস্ট্রারের দপ্তর' },
      mobile: '+880 1713 000 121',
      email: 'dy.registrar@htu.edu.bd',
    },
    {
      id: 2,
      name: { en: 'Rumana Akter', bn: 'রুমানা আক্তার' },
      designation: { en: 'Assistant Registrar', bn: 'সহকারী রেজিস্ট্রার' },
      department: { en: 'Office of the Registrar', bn: 'রেজিস্ট্রারের দপ্তর' },
      mobile: '+880 1713 000 122',
      email: 'asst.registrar@htu.edu.bd',
    },
  ],
  vision: {
    en: 'An efficient, transparent and service-minded administration that supports excellence in teaching and research.',
    bn: 'একটি দক্ষ, স্বচ্ছ ও সেবামুখী প্রশাসন, যা পাঠদান ও গবেষণায় উৎকর্ষকে এগিয়ে নেয়।',
  },
  mission: {
    en: 'To keep accurate records, serve students and staff promptly and support the governing bodies of the university.',
    bn: 'নির্ভুল রেকর্ড রাখা, শিক্ষার্থী ও কর্মীদের দ্রুত সেবা দেওয়া এবং বিশ্ববিদ্যালয়ের পরিচালনা পর্ষদগুলোকে সহায়তা করা।',
  },
  goals: [
    { en: 'Issue certificates and letters within three working days', bn: 'তিন কর্মদিবসের মধ্যে সনদ ও চিঠি দেওয়া' },
    { en: 'Keep student and staff records complete and secure', bn: 'শিক্ষার্থী ও কর্মীদের রেকর্ড সম্পূর্ণ ও সুরক্ষিত রাখা' },
    {
      en: 'Circulate the papers of every Syndicate and Academic Council meeting on time',
      bn: 'সিন্ডিকেট ও একাডেমিক কাউন্সিলের প্রতিটি সভার কাগজপত্র সময়মতো বিতরণ করা',
    },
    { en: 'Move routine services online', bn: 'নিয়মিত সেবাগুলো অনলাইনে চালু করা' },
  ],
  contact: {
    room: {
      en: 'Office of the Registrar, Administrative Building, First Floor',
      bn: 'রেজিস্ট্রারের দপ্তর, প্রশাসনিক ভবন, দ্বিতীয় তলা',
    },
    phone: '+880 2333 371 102',
    email: 'registrar@htu.edu.bd',
    hours: OFFICE_HOURS,
  },
})
