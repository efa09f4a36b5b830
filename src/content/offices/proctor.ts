import { bilingual } from '../bilingual'
import { SITE_NAME } from '../site'
import type { OfficeRecord } from './types'

export default bilingual<OfficeRecord>({
  key: 'proctor',
  title: { en: 'Proctorial Body', bn: 'প্রক্টরিয়াল বডি' },
  subtitle: { en: 'Discipline, safety and a respectful campus', bn: 'শৃঙ্খলা, নিরাপত্তা ও শ্রদ্ধাশীল ক্যাম্পাস' },
  summary: {
    en: `The Proctorial Body of ${SITE_NAME.en}: campus discipline, student safety and complaints.`,
    bn: `${SITE_NAME.bn}ের প্রক্টরিয়াল বডি: ক্যাম্পাসের শৃঙ্খলা, শিক্ষার্থীদের নিরাপত্তা ও অভিযোগ।`,
  },
  about: {
    heading: { en: 'About the Proctorial Body', bn: 'প্রক্টরিয়াল বডি পরিচিতি' },
    paragraphs: [
      {
        en: 'The Proctorial Body, led by the Proctor with assistant proctors from the departments, keeps discipline on the campus and makes sure that every student can study in safety and with dignity.',
        bn: 'প্রক্টরের নেতৃত্বে বিভিন্ন বিভাগের সহকারী প্রক্টরদের নিয়ে গঠিত প্রক্টরিয়াল বডি ক্যাম্পাসে শৃঙ্খলা রক্ষা করে এবং নিশ্চিত করে যে প্রত্যেক শিক্ষার্থী নিরাপদে ও মর্যাদার সঙ্গে পড়াশোনা করতে পারেন।',
      },
      {
        en: 'Students can report harassment, ragging, threats or any other misconduct to the Proctor’s office in person, by phone or by e-mail. Every complaint is handled in confidence, and complaints of sexual harassment are referred to the university’s complaint committee.',
        bn: 'হয়রানি, র‍্যাগিং, হুমকি বা যেকোনো অসদাচরণের কথা শিক্ষার্থীরা সরাসরি, ফোনে বা ই-মেইলে প্রক্টরের দপ্তরে জানাতে পারেন। প্রতিটি অভিযোগ গোপনীয়তার সঙ্গে নিষ্পত্তি করা হয়, আর যৌন হয়রানির অভিযোগ বিশ্ববিদ্যালয়ের অভিযোগ কমিটিতে পাঠানো হয়।',
      },
    ],
  },
  staff: [],
  vision: {
    en: 'A safe, inclusive and respectful campus for students of every community, language and faith.',
    bn: 'প্রতিটি জনগোষ্ঠী, ভাষা ও ধর্মের শিক্ষার্থীদের জন্য একটি নিরাপদ, অন্তর্ভুক্তিমূলক ও শ্রদ্ধাশীল ক্যাম্পাস।',
  },
  mission: {
    en: 'To uphold the code of conduct of the university fairly, prevent misconduct and respond quickly when students need help.',
    bn: 'ন্যায্যভাবে বিশ্ববিদ্যালয়ের আচরণবিধি বজায় রাখা, অসদাচরণ প্রতিরোধ করা এবং শিক্ষার্থীদের প্রয়োজনে দ্রুত সাড়া দেওয়া।',
  },
  goals: [
    { en: 'Respond to every report on the day it is made', bn: 'প্রতিটি অভিযোগে যেদিন জানানো হয় সেদিনই সাড়া দেওয়া' },
    { en: 'Keep the campus free of ragging and harassment', bn: 'ক্যাম্পাস র‍্যাগিং ও হয়রানিমুক্ত রাখা' },
    { en: 'Brief every new batch on the code of conduct', bn: 'প্রতিটি নতুন ব্যাচকে আচরণবিধি সম্পর্কে অবহিত করা' },
    {
      en: 'Work with the Security Office during examinations and events',
      bn: 'পরীক্ষা ও অনুষ্ঠানের সময় নিরাপত্তা দপ্তরের সঙ্গে একযোগে কাজ করা',
    },
  ],
  contact: {
    room: { en: 'Student Centre, First Floor, Room 110', bn: 'শিক্ষার্থী কেন্দ্র, দ্বিতীয় তলা, কক্ষ ১১০' },
    phone: '+880 1713 000 104',
    email: 'proctor@htu.edu.bd',
    hours: {
      en: 'Sunday to Thursday, 9:00 AM to 5:00 PM; emergencies at any time by phone',
      bn: 'রবিবার থেকে বৃহস্পতিবার, সকাল ৯টা থেকে বিকাল ৫টা; জরুরি প্রয়োজনে যেকোনো সময় ফোনে',
    },
  },
})
