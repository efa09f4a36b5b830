import { bilingual } from '../bilingual'
import { SITE_NAME } from '../site'
import { OFFICE_HOURS, type OfficeRecord } from './types'

export default bilingual<OfficeRecord>({
  key: 'transport-office',
  title: { en: 'Transport Office', bn: 'পরিবহন দপ্তর' },
  subtitle: { en: 'University buses for students and staff', bn: 'শিক্ষার্থী ও কর্মীদের জন্য বিশ্ববিদ্যালয়ের বাস' },
  summary: {
    en: `The Transport Office of ${SITE_NAME.en}: bus routes, schedules and transport cards.`,
    bn: `${SITE_NAME.bn}ের পরিবহন দপ্তর: বাসের রুট, সময়সূচি ও পরিবহন কার্ড।`,
  },
  about: {
    heading: { en: 'About the Transport Office', bn: 'পরিবহন দপ্তর পরিচিতি' },
    paragraphs: [
      {
        en: 'The Transport Office runs the university buses that bring students and staff to the campus from Reserve Bazar, Banarupa, Tabalchari and Vedvedi, and the vehicles used for study tours and official travel.',
        bn: 'পরিবহন দপ্তর বিশ্ববিদ্যালয়ের বাস চালায়, যা রিজার্ভ বাজার, বনরূপা, তবলছড়ি ও ভেদভেদী থেকে শিক্ষার্থী ও কর্মীদের ক্যাম্পাসে আনে, এবং শিক্ষাসফর ও দাপ্তরিক ভ্রমণের যানবাহনও পরিচালনা করে।',
      },
      {
        en: 'Students collect their transport card from the office at the start of each semester. Route and schedule changes are published as notices on this website.',
        bn: 'প্রতি সেমিস্টারের শুরুতে শিক্ষার্থীরা দপ্তর থেকে পরিবহন কার্ড সংগ্রহ করেন। রুট ও সময়সূচির পরিবর্তন এই ওয়েবসাইটে নোটিশ হিসেবে প্রকাশ করা হয়।',
      },
    ],
  },
  sections: [
    {
      heading: { en: 'Bus Routes', bn: 'বাসের রুট' },
      items: [
        {
          en: 'Route 1: Reserve Bazar – Banarupa – Campus (7:30 AM and 12:30 PM; returns 1:30 PM and 5:15 PM)',
          bn: 'রুট ১: রিজার্ভ বাজার – বনরূপা – ক্যাম্পাস (সকাল ৭:৩০ ও দুপুর ১২:৩০; ফেরত দুপুর ১:৩০ ও বিকাল ৫:১৫)',
        },
        {
          en: 'Route 2: Tabalchari – Vedvedi – Campus (7:40 AM and 12:40 PM; returns 1:30 PM and 5:15 PM)',
          bn: 'রুট ২: তবলছড়ি – ভেদভেদী – ক্যাম্পাস (সকাল ৭:৪০ ও দুপুর ১২:৪০; ফেরত দুপুর ১:৩০ ও বিকাল ৫:১৫)',
        },
        {
          en: 'Route 3: Kathaltali – Main Road – Campus (8:00 AM; returns 5:15 PM)',
          bn: 'রুট ৩: কাঁঠালতলী – মেইন রোড – ক্যাম্পাস (সকাল ৮টা; ফেরত বিকাল ৫:১৫)',
        },
      ],
    },
  ],
  staff: [],
  vision: {
    en: 'Safe, punctual and affordable travel to the campus for every student and staff member.',
    bn: 'প্রত্যেক শিক্ষার্থী ও কর্মীর জন্য ক্যাম্পাসে নিরাপদ, সময়নিষ্ঠ ও সাশ্রয়ী যাতায়াত।',
  },
  mission: {
    en: 'To run the university’s vehicles safely and on time, and to maintain them well.',
    bn: 'বিশ্ববিদ্যালয়ের যানবাহন নিরাপদে ও সময়মতো চালানো এবং সেগুলোর যথাযথ রক্ষণাবেক্ষণ করা।',
  },
  goals: [
    { en: 'Keep every bus on schedule', bn: 'প্রতিটি বাস সময়সূচি মেনে চালানো' },
    {
      en: 'Service every vehicle on time and keep the fleet roadworthy',
      bn: 'প্রতিটি যানবাহন সময়মতো সার্ভিসিং করা এবং বহর চলাচলের উপযোগী রাখা',
    },
    { en: 'Add routes where enough students need them', bn: 'যথেষ্ট শিক্ষার্থীর প্রয়োজন হলে নতুন রুট যোগ করা' },
    { en: 'Publish route changes before they take effect', bn: 'রুটের পরিবর্তন কার্যকর হওয়ার আগেই প্রকাশ করা' },
  ],
  contact: {
    room: { en: 'Transport Pool, beside the Main Gate', bn: 'পরিবহন পুল, প্রধান ফটকের পাশে' },
    phone: '+880 2333 371 117',
    email: 'transport@htu.edu.bd',
    hours: OFFICE_HOURS,
  },
})
