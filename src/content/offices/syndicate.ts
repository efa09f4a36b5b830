import { bilingual } from '../bilingual'
import { SITE_NAME } from '../site'
import { OFFICE_HOURS, type OfficeRecord } from './types'

export default bilingual<OfficeRecord>({
  key: 'syndicate',
  title: { en: 'Syndicate', bn: 'সিন্ডিকেট' },
  subtitle: { en: 'The executive body of the university', bn: 'বিশ্ববিদ্যালয়ের নির্বাহী পর্ষদ' },
  summary: {
    en: `The Syndicate of ${SITE_NAME.en}: governance, budgets, appointments and policies.`,
    bn: `${SITE_NAME.bn}ের সিন্ডিকেট: পরিচালনা, বাজেট, নিয়োগ ও নীতিমালা।`,
  },
  about: {
    heading: { en: 'About the Syndicate', bn: 'সিন্ডিকেট পরিচিতি' },
    paragraphs: [
      {
        en: 'The Syndicate is the executive body of the university. Chaired by the Vice Chancellor, it includes the Pro-Vice Chancellor, the Treasurer, members of the Board of Trustees, a nominee of the University Grants Commission, Deans and distinguished educationists.',
        bn: 'সিন্ডিকেট বিশ্ববিদ্যালয়ের নির্বাহী পর্ষদ। উপাচার্যের সভাপতিত্বে এতে রয়েছেন উপ-উপাচার্য, কোষাধ্যক্ষ, ট্রাস্টি বোর্ডের সদস্যগণ, বিশ্ববিদ্যালয় মঞ্জুরি কমিশনের একজন মনোনীত প্রতিনিধি, ডিনবৃন্দ এবং বিশিষ্ট শিক্ষাবিদগণ।',
      },
      {
        en: 'The Syndicate approves the budget and the audited accounts, creates posts and appoints teachers and officers on the recommendation of the selection boards, approves the award of degrees recommended by the Academic Council, and frames the statutes and policies of the university.',
        bn: 'সিন্ডিকেট বাজেট ও নিরীক্ষিত হিসাব অনুমোদন করে, পদ সৃষ্টি করে এবং বাছাই বোর্ডের সুপারিশে শিক্ষক ও কর্মকর্তা নিয়োগ দেয়, একাডেমিক কাউন্সিলের সুপারিশকৃত ডিগ্রি প্রদান অনুমোদন করে এবং বিশ্ববিদ্যালয়ের সংবিধি ও নীতিমালা প্রণয়ন করে।',
      },
    ],
  },
  staff: [],
  vision: {
    en: 'Good governance that lets the university grow as a centre of excellence in the Chittagong Hill Tracts.',
    bn: 'সুশাসন, যা বিশ্ববিদ্যালয়কে পার্বত্য চট্টগ্রামে উৎকর্ষের কেন্দ্র হিসেবে গড়ে উঠতে সাহায্য করে।',
  },
  mission: {
    en: 'To govern the university responsibly, manage its resources prudently and uphold its academic freedom and integrity.',
    bn: 'দায়িত্বশীলভাবে বিশ্ববিদ্যালয় পরিচালনা করা, বিচক্ষণতার সঙ্গে এর সম্পদ ব্যবস্থাপনা করা এবং এর একাডেমিক স্বাধীনতা ও সততা সমুন্নত রাখা।',
  },
  goals: [
    { en: 'Approve the annual budget before the financial year begins', bn: 'অর্থবছর শুরুর আগে বার্ষিক বাজেট অনুমোদন করা' },
    {
      en: 'Fill teaching posts through open and fair selection',
      bn: 'উন্মুক্ত ও ন্যায্য বাছাইয়ের মাধ্যমে শিক্ষকের পদ পূরণ করা',
    },
    { en: 'Review the university’s policies every year', bn: 'প্রতি বছর বিশ্ববিদ্যালয়ের নীতিমালা পর্যালোচনা করা' },
    { en: 'Meet at least four times a year', bn: 'বছরে অন্তত চারবার সভা করা' },
  ],
  contact: {
    room: {
      en: 'Office of the Registrar, Administrative Building, First Floor',
      bn: 'রেজিস্ট্রারের দপ্তর, প্রশাসনিক ভবন, দ্বিতীয় তলা',
    },
    phone: '+880 2333 371 102',
    email: 'syndicate@htu.edu.bd',
    hours: OFFICE_HOURS,
  },
})
