import { bilingual } from '../bilingual'
import { SITE_NAME } from '../site'
import { OFFICE_HOURS, type OfficeRecord } from './types'

export default bilingual<OfficeRecord>({
  key: 'deans',
  title: { en: 'Deans of Schools', bn: 'অনুষদের ডিনবৃন্দ' },
  subtitle: { en: 'Academic leadership of the three schools', bn: 'তিনটি অনুষদের একাডেমিক নেতৃত্ব' },
  summary: {
    en: `The Deans of the three schools of ${SITE_NAME.en}: Science and Engineering, Business, and Arts and Social Sciences.`,
    bn: `${SITE_NAME.bn}ের তিনটি অনুষদের ডিন: বিজ্ঞান ও প্রকৌশল, ব্যবসায় এবং কলা, সামাজিক বিজ্ঞান ও আইন।`,
  },
  about: {
    heading: { en: 'About the Deans', bn: 'ডিনবৃন্দ পরিচিতি' },
    paragraphs: [
      {
        en: 'The university has three schools, each led by a Dean: the School of Science and Engineering (Department of Computer Science and Engineering), the School of Business (Department of Business Administration and Department of Hospitality and Tourism Management), and the School of Arts and Social Sciences (Department of English, Department of Governance and Development Studies and Department of Law).',
        bn: 'বিশ্ববিদ্যালয়ে তিনটি অনুষদ আছে, প্রতিটির নেতৃত্বে একজন ডিন: বিজ্ঞান ও প্রকৌশল অনুষদ (কম্পিউটার বিজ্ঞান ও প্রকৌশল বিভাগ), ব্যবসায় অনুষদ (ব্যবসায় প্রশাসন বিভাগ এবং হসপিটালিটি ও ট্যুরিজম ম্যানেজমেন্ট বিভাগ), এবং কলা, সামাজিক বিজ্ঞান ও আইন অনুষদ (ইংরেজি বিভাগ, গভর্ন্যান্স ও উন্নয়ন অধ্যয়ন বিভাগ এবং আইন বিভাগ)।',
      },
      {
        en: 'The Deans coordinate the departments of their school, chair the school committees, oversee the examinations of the school and represent it in the Academic Council and the Syndicate.',
        bn: 'ডিনগণ নিজ অনুষদের বিভাগগুলোর মধ্যে সমন্বয় করেন, অনুষদ কমিটির সভাপতিত্ব করেন, অনুষদের পরীক্ষা তদারক করেন এবং একাডেমিক কাউন্সিল ও সিন্ডিকেটে অনুষদের প্রতিনিধিত্ব করেন।',
      },
    ],
  },
  sections: [
    {
      heading: { en: 'Schools and Departments', bn: 'অনুষদ ও বিভাগ' },
      items: [
        {
          en: 'School of Science and Engineering: Computer Science and Engineering',
          bn: 'বিজ্ঞান ও প্রকৌশল অনুষদ: কম্পিউটার বিজ্ঞান ও প্রকৌশল',
        },
        {
          en: 'School of Business: Business Administration; Hospitality and Tourism Management',
          bn: 'ব্যবসায় অনুষদ: ব্যবসায় প্রশাসন; হসপিটালিটি ও ট্যুরিজম ম্যানেজমেন্ট',
        },
        {
          en: 'School of Arts and Social Sciences: English; Governance and Development Studies; Law',
          bn: 'কলা, সামাজিক বিজ্ঞান ও আইন অনুষদ: ইংরেজি; গভর্ন্যান্স ও উন্নয়ন অধ্যয়ন; আইন',
        },
      ],
      links: [
        { label: { en: 'Department of CSE', bn: 'সিএসই বিভাগ' }, href: '/cse' },
        { label: { en: 'Department of Business Administration', bn: 'ব্যবসায় প্রশাসন বিভাগ' }, href: '/dba' },
        { label: { en: 'Department of HTM', bn: 'এইচটিএম বিভাগ' }, href: '/htm' },
        { label: { en: 'Department of English', bn: 'ইংরেজি বিভাগ' }, href: '/eng' },
        { label: { en: 'Department of GDS', bn: 'জিডিএস বিভাগ' }, href: '/gds' },
        { label: { en: 'Department of Law', bn: 'আইন বিভাগ' }, href: '/law' },
      ],
    },
  ],
  staff: [],
  vision: {
    en: 'Schools that offer relevant, research-led education and serve the communities of the hill districts.',
    bn: 'প্রাসঙ্গিক ও গবেষণানির্ভর শিক্ষা দেয় এবং পার্বত্য জেলার জনগোষ্ঠীর সেবা করে এমন অনুষদ।',
  },
  mission: {
    en: 'To lead the departments of each school in teaching, research and service, and to keep their programmes current and of high quality.',
    bn: 'পাঠদান, গবেষণা ও সেবায় প্রতিটি অনুষদের বিভাগগুলোকে নেতৃত্ব দেওয়া এবং তাদের প্রোগ্রাম হালনাগাদ ও উচ্চমানের রাখা।',
  },
  goals: [
    { en: 'Coordinate the curriculum reviews of every department', bn: 'প্রতিটি বিভাগের পাঠ্যক্রম পর্যালোচনায় সমন্বয় করা' },
    { en: 'Support the research and publications of the faculty', bn: 'শিক্ষকদের গবেষণা ও প্রকাশনায় সহায়তা করা' },
    {
      en: 'Build links with industry, government and other universities',
      bn: 'শিল্প, সরকার ও অন্যান্য বিশ্ববিদ্যালয়ের সঙ্গে যোগাযোগ গড়ে তোলা',
    },
    { en: 'Hold school-wide seminars every semester', bn: 'প্রতি সেমিস্টারে অনুষদব্যাপী সেমিনার আয়োজন করা' },
  ],
  contact: {
    room: { en: 'Academic Building 1, First Floor, Deans’ Offices', bn: 'একাডেমিক ভবন ১, দ্বিতীয় তলা, ডিনদের দপ্তর' },
    phone: '+880 2333 371 103',
    email: 'deans@htu.edu.bd',
    hours: OFFICE_HOURS,
  },
})
