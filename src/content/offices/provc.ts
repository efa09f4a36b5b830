import { bilingual } from '../bilingual'
import { SITE_NAME } from '../site'
import { OFFICE_HOURS, type OfficeRecord } from './types'

export default bilingual<OfficeRecord>({
  key: 'provc',
  title: { en: 'Pro-Vice Chancellor', bn: 'উপ-উপাচার্য' },
  subtitle: { en: 'Office of the Pro-Vice Chancellor', bn: 'উপ-উপাচার্যের দপ্তর' },
  summary: {
    en: `The Office of the Pro-Vice Chancellor of ${SITE_NAME.en}: academic affairs, vision, mission and goals.`,
    bn: `${SITE_NAME.bn}ের উপ-উপাচার্যের দপ্তর: একাডেমিক বিষয়াবলি, রূপকল্প, অভিলক্ষ্য ও লক্ষ্যসমূহ।`,
  },
  officer: {
    name: { en: 'Professor Dr. Nasrin Sultana', bn: 'অধ্যাপক ড. নাসরিন সুলতানা' },
    designation: { en: 'Pro-Vice Chancellor', bn: 'উপ-উপাচার্য' },
    phone: '+880 2333 371 105',
    email: 'provc@htu.edu.bd',
    noPhoto: true,
  },
  about: {
    heading: { en: 'The Office of the Pro-Vice Chancellor', bn: 'উপ-উপাচার্যের দপ্তর' },
    paragraphs: [
      {
        en: 'The Pro-Vice Chancellor assists the Vice Chancellor in the academic affairs of the university and acts for the Vice Chancellor when required. The office oversees the academic calendar, the curriculum reviews, student affairs and the development of new programmes.',
        bn: 'উপ-উপাচার্য বিশ্ববিদ্যালয়ের একাডেমিক বিষয়ে উপাচার্যকে সহায়তা করেন এবং প্রয়োজনে উপাচার্যের দায়িত্ব পালন করেন। এই দপ্তর একাডেমিক ক্যালেন্ডার, পাঠ্যক্রম পর্যালোচনা, শিক্ষার্থী বিষয়াবলি এবং নতুন প্রোগ্রাম প্রণয়ন তদারক করে।',
      },
    ],
  },
  vision: {
    en: 'An academic community in which every student is well taught, well supported and ready for the world of work.',
    bn: 'এমন একটি একাডেমিক সমাজ, যেখানে প্রত্যেক শিক্ষার্থী ভালোভাবে শেখেন, প্রয়োজনীয় সহায়তা পান এবং কর্মজীবনের জন্য প্রস্তুত হন।',
  },
  mission: {
    en: 'To support the schools and departments in delivering excellent, student-centred teaching and to strengthen research and student services.',
    bn: 'শিক্ষার্থীকেন্দ্রিক উৎকৃষ্ট পাঠদানে অনুষদ ও বিভাগগুলোকে সহায়তা করা এবং গবেষণা ও শিক্ষার্থী সেবা জোরদার করা।',
  },
  goals: [
    {
      en: 'Keep the academic calendar on schedule in every department',
      bn: 'প্রতিটি বিভাগে একাডেমিক ক্যালেন্ডার সময়মতো চালু রাখা',
    },
    { en: 'Support outcome-based curricula and assessment', bn: 'ফলাফলভিত্তিক পাঠ্যক্রম ও মূল্যায়নে সহায়তা করা' },
    {
      en: 'Strengthen counselling and career services for students',
      bn: 'শিক্ষার্থীদের জন্য কাউন্সেলিং ও ক্যারিয়ার সেবা জোরদার করা',
    },
    { en: 'Encourage faculty research and publication', bn: 'শিক্ষকদের গবেষণা ও প্রকাশনায় উৎসাহ দেওয়া' },
  ],
  contact: {
    room: {
      en: 'Office of the Pro-Vice Chancellor, Administrative Building, Second Floor',
      bn: 'উপ-উপাচার্যের দপ্তর, প্রশাসনিক ভবন, তৃতীয় তলা',
    },
    phone: '+880 2333 371 105',
    email: 'provc@htu.edu.bd',
    hours: OFFICE_HOURS,
  },
})
