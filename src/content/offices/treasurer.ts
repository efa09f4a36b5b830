import { bilingual } from '../bilingual'
import { SITE_NAME } from '../site'
import { OFFICE_HOURS, type OfficeRecord } from './types'

export default bilingual<OfficeRecord>({
  key: 'treasurer',
  title: { en: 'Treasurer', bn: 'কোষাধ্যক্ষ' },
  subtitle: { en: 'Office of the Treasurer', bn: 'কোষাধ্যক্ষের দপ্তর' },
  summary: {
    en: `The Office of the Treasurer of ${SITE_NAME.en}: the university’s funds, budget and accounts.`,
    bn: `${SITE_NAME.bn}ের কোষাধ্যক্ষের দপ্তর: বিশ্ববিদ্যালয়ের তহবিল, বাজেট ও হিসাব।`,
  },
  officer: {
    name: { en: 'Professor Md. Abdul Mannan', bn: 'অধ্যাপক মো. আবদুল মান্নান' },
    designation: { en: 'Treasurer', bn: 'কোষাধ্যক্ষ' },
    phone: '+880 2333 371 106',
    email: 'treasurer@htu.edu.bd',
    noPhoto: true,
  },
  about: {
    heading: { en: 'The Office of the Treasurer', bn: 'কোষাধ্যক্ষের দপ্তর' },
    paragraphs: [
      {
        en: 'The Treasurer is responsible for the funds and property of the university. The Treasurer prepares the annual budget with the Accounts and Finance Division, presents it and the audited accounts to the Syndicate, and oversees the investment of the university’s funds and its internal audit.',
        bn: 'কোষাধ্যক্ষ বিশ্ববিদ্যালয়ের তহবিল ও সম্পত্তির দায়িত্বে থাকেন। তিনি হিসাব ও অর্থ দপ্তরের সঙ্গে বার্ষিক বাজেট প্রণয়ন করেন, বাজেট ও নিরীক্ষিত হিসাব সিন্ডিকেটে উপস্থাপন করেন এবং বিশ্ববিদ্যালয়ের তহবিলের বিনিয়োগ ও অভ্যন্তরীণ নিরীক্ষা তদারক করেন।',
      },
    ],
  },
  vision: {
    en: 'A financially sound university whose resources serve its students and its mission for generations.',
    bn: 'আর্থিকভাবে সুদৃঢ় একটি বিশ্ববিদ্যালয়, যার সম্পদ প্রজন্মের পর প্রজন্ম শিক্ষার্থীদের কল্যাণে ও বিশ্ববিদ্যালয়ের অভিলক্ষ্য পূরণে কাজে লাগে।',
  },
  mission: {
    en: 'To manage the university’s finances with prudence, transparency and accountability.',
    bn: 'বিচক্ষণতা, স্বচ্ছতা ও জবাবদিহির সঙ্গে বিশ্ববিদ্যালয়ের অর্থ ব্যবস্থাপনা করা।',
  },
  goals: [
    { en: 'Present a balanced budget every year', bn: 'প্রতি বছর একটি ভারসাম্যপূর্ণ বাজেট উপস্থাপন করা' },
    {
      en: 'Keep tuition affordable while funding quality teaching',
      bn: 'মানসম্মত পাঠদানের ব্যয় মিটিয়েও টিউশন ফি সাধ্যের মধ্যে রাখা',
    },
    { en: 'Complete the internal and external audits on time', bn: 'অভ্যন্তরীণ ও বহির্নিরীক্ষা সময়মতো সম্পন্ন করা' },
    { en: 'Invest the university’s funds safely', bn: 'বিশ্ববিদ্যালয়ের তহবিল নিরাপদে বিনিয়োগ করা' },
  ],
  contact: {
    room: { en: 'Office of the Treasurer, Administrative Building, Second Floor', bn: 'কোষাধ্যক্ষের দপ্তর, প্রশাসনিক ভবন, তৃতীয় তলা' },
    phone: '+880 2333 371 106',
    email: 'treasurer@htu.edu.bd',
    hours: OFFICE_HOURS,
  },
})
