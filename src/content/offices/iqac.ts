import { bilingual } from '../bilingual'
import { SITE_NAME } from '../site'
import { OFFICE_HOURS, type OfficeRecord } from './types'

export default bilingual<OfficeRecord>({
  key: 'iqac',
  title: { en: 'Institutional Quality Assurance Cell (IQAC)', bn: 'ইনস্টিটিউশনাল কোয়ালিটি অ্যাসুরেন্স সেল (আইকিউএসি)' },
  subtitle: { en: 'Quality assurance of teaching, learning and research', bn: 'পাঠদান, শিখন ও গবেষণার মান নিশ্চিতকরণ' },
  summary: {
    en: `The Institutional Quality Assurance Cell (IQAC) of ${SITE_NAME.en}: self-assessment, training and quality improvement of programmes.`,
    bn: `${SITE_NAME.bn}ের ইনস্টিটিউশনাল কোয়ালিটি অ্যাসুরেন্স সেল (আইকিউএসি): স্ব-মূল্যায়ন, প্রশিক্ষণ ও প্রোগ্রামের মানোন্নয়ন।`,
  },
  officer: {
    name: { en: 'Professor Dr. Kamrun Nahar', bn: 'অধ্যাপক ড. কামরুন নাহার' },
    designation: { en: 'Director, Institutional Quality Assurance Cell', bn: 'পরিচালক, ইনস্টিটিউশনাল কোয়ালিটি অ্যাসুরেন্স সেল' },
    phone: '+880 2333 371 116',
    email: 'iqac@htu.edu.bd',
    researchProfiles: true,
    details: [
      {
        en: 'Ph.D. in English Language Teaching (University of Leeds)',
        bn: 'ইংরেজি ভাষা শিক্ষণে পিএইচডি (ইউনিভার্সিটি অব লিডস)',
      },
    ],
  },
  about: {
    heading: { en: 'About the Cell', bn: 'সেল পরিচিতি' },
    paragraphs: [
      {
        en: 'The Institutional Quality Assurance Cell works with every department to keep the quality of teaching, learning and research high, following the guidelines of the Bangladesh Accreditation Council and the University Grants Commission.',
        bn: 'বাংলাদেশ অ্যাক্রেডিটেশন কাউন্সিল ও বিশ্ববিদ্যালয় মঞ্জুরি কমিশনের নির্দেশনা অনুসরণ করে ইনস্টিটিউশনাল কোয়ালিটি অ্যাসুরেন্স সেল প্রতিটি বিভাগের সঙ্গে পাঠদান, শিখন ও গবেষণার মান উঁচু রাখতে কাজ করে।',
      },
      {
        en: 'The cell leads programme self-assessments, collects course evaluations from students, runs training on teaching and assessment for faculty members, and follows up the improvement plans of each department.',
        bn: 'সেলটি প্রোগ্রামের স্ব-মূল্যায়নে নেতৃত্ব দেয়, শিক্ষার্থীদের কাছ থেকে কোর্স মূল্যায়ন সংগ্রহ করে, শিক্ষকদের জন্য পাঠদান ও মূল্যায়ন বিষয়ে প্রশিক্ষণ দেয় এবং প্রতিটি বিভাগের মানোন্নয়ন পরিকল্পনার অগ্রগতি দেখে।',
      },
    ],
  },
  staff: [],
  vision: {
    en: 'A culture of quality in which every programme of the university meets national and international standards.',
    bn: 'মানের এমন এক সংস্কৃতি, যেখানে বিশ্ববিদ্যালয়ের প্রতিটি প্রোগ্রাম জাতীয় ও আন্তর্জাতিক মান পূরণ করে।',
  },
  mission: {
    en: 'To assess, support and improve teaching, learning, research and services through evidence and training.',
    bn: 'তথ্যপ্রমাণ ও প্রশিক্ষণের মাধ্যমে পাঠদান, শিখন, গবেষণা ও সেবার মূল্যায়ন, সহায়তা ও উন্নয়ন করা।',
  },
  goals: [
    {
      en: 'Complete a self-assessment of every programme each cycle',
      bn: 'প্রতি চক্রে প্রতিটি প্রোগ্রামের স্ব-মূল্যায়ন সম্পন্ন করা',
    },
    { en: 'Collect student course evaluations every semester', bn: 'প্রতি সেমিস্টারে শিক্ষার্থীদের কোর্স মূল্যায়ন সংগ্রহ করা' },
    {
      en: 'Train every new faculty member in outcome-based teaching',
      bn: 'প্রত্যেক নতুন শিক্ষককে ফলাফলভিত্তিক পাঠদানে প্রশিক্ষণ দেওয়া',
    },
    { en: 'Prepare the programmes for accreditation', bn: 'প্রোগ্রামগুলোকে অ্যাক্রেডিটেশনের জন্য প্রস্তুত করা' },
  ],
  contact: {
    room: { en: 'Administrative Building, Second Floor, Room 302', bn: 'প্রশাসনিক ভবন, তৃতীয় তলা, কক্ষ ৩০২' },
    phone: '+880 2333 371 116',
    email: 'iqac@htu.edu.bd',
    hours: OFFICE_HOURS,
  },
})
