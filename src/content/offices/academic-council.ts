import { bilingual } from '../bilingual'
import { SITE_NAME } from '../site'
import { OFFICE_HOURS, type OfficeRecord } from './types'

export default bilingual<OfficeRecord>({
  key: 'academic-council',
  title: { en: 'Academic Council', bn: 'একাডেমিক কাউন্সিল' },
  subtitle: { en: 'The highest academic body of the university', bn: 'বিশ্ববিদ্যালয়ের সর্বোচ্চ একাডেমিক পর্ষদ' },
  summary: {
    en: `The Academic Council of ${SITE_NAME.en}: curricula, examinations, academic regulations and degrees.`,
    bn: `${SITE_NAME.bn}ের একাডেমিক কাউন্সিল: পাঠ্যক্রম, পরীক্ষা, একাডেমিক বিধি ও ডিগ্রি।`,
  },
  about: {
    heading: { en: 'About the Academic Council', bn: 'একাডেমিক কাউন্সিল পরিচিতি' },
    paragraphs: [
      {
        en: 'The Academic Council is the highest academic body of the university under the Private University Act, 2010. It is chaired by the Vice Chancellor, and its members are the Pro-Vice Chancellor, the Deans, the Heads of Departments, senior professors and members nominated from other universities.',
        bn: 'বেসরকারি বিশ্ববিদ্যালয় আইন, ২০১০ অনুযায়ী একাডেমিক কাউন্সিল বিশ্ববিদ্যালয়ের সর্বোচ্চ একাডেমিক পর্ষদ। উপাচার্য এর সভাপতি, আর সদস্য হলেন উপ-উপাচার্য, ডিনবৃন্দ, বিভাগীয় প্রধানগণ, জ্যেষ্ঠ অধ্যাপকগণ এবং অন্যান্য বিশ্ববিদ্যালয় থেকে মনোনীত সদস্যগণ।',
      },
      {
        en: 'The council approves the curricula and syllabi of every programme, the academic calendar, the examination and grading regulations and the admission requirements, and recommends the award of degrees to the Syndicate. It meets at least twice a year.',
        bn: 'কাউন্সিল প্রতিটি প্রোগ্রামের পাঠ্যক্রম ও সিলেবাস, একাডেমিক ক্যালেন্ডার, পরীক্ষা ও গ্রেডিং বিধি এবং ভর্তির যোগ্যতা অনুমোদন করে, এবং ডিগ্রি প্রদানের জন্য সিন্ডিকেটে সুপারিশ করে। বছরে অন্তত দুবার কাউন্সিলের সভা হয়।',
      },
    ],
  },
  staff: [],
  vision: {
    en: 'Academic programmes of national and international standard that answer the needs of the hill districts and of Bangladesh.',
    bn: 'জাতীয় ও আন্তর্জাতিক মানের একাডেমিক প্রোগ্রাম, যা পার্বত্য জেলা ও বাংলাদেশের প্রয়োজন মেটায়।',
  },
  mission: {
    en: 'To set and review the academic standards of the university and to approve curricula, regulations and degrees with care and transparency.',
    bn: 'বিশ্ববিদ্যালয়ের একাডেমিক মান নির্ধারণ ও পর্যালোচনা করা এবং যত্ন ও স্বচ্ছতার সঙ্গে পাঠ্যক্রম, বিধি ও ডিগ্রি অনুমোদন করা।',
  },
  goals: [
    { en: 'Review every curriculum at least once in four years', bn: 'প্রতিটি পাঠ্যক্রম চার বছরে অন্তত একবার পর্যালোচনা করা' },
    {
      en: 'Approve the academic calendar before each academic year',
      bn: 'প্রতিটি শিক্ষাবর্ষের আগে একাডেমিক ক্যালেন্ডার অনুমোদন করা',
    },
    { en: 'Keep the examination and grading rules clear and fair', bn: 'পরীক্ষা ও গ্রেডিংয়ের নিয়ম স্পষ্ট ও ন্যায্য রাখা' },
    {
      en: 'Encourage research and outcome-based education in every department',
      bn: 'প্রতিটি বিভাগে গবেষণা ও ফলাফলভিত্তিক শিক্ষায় উৎসাহ দেওয়া',
    },
  ],
  contact: {
    room: {
      en: 'Office of the Registrar, Administrative Building, First Floor',
      bn: 'রেজিস্ট্রারের দপ্তর, প্রশাসনিক ভবন, দ্বিতীয় তলা',
    },
    phone: '+880 2333 371 102',
    email: 'academic.council@htu.edu.bd',
    hours: OFFICE_HOURS,
  },
})
