import { bilingual } from '../bilingual'
import { SITE_NAME } from '../site'
import { OFFICE_HOURS, type OfficeRecord } from './types'

export default bilingual<OfficeRecord>({
  key: 'acfd',
  title: { en: 'Accounts and Finance Division', bn: 'হিসাব ও অর্থ দপ্তর' },
  subtitle: {
    en: 'Fees, payments, budgets and financial records of the university',
    bn: 'বিশ্ববিদ্যালয়ের ফি, পরিশোধ, বাজেট ও আর্থিক রেকর্ড',
  },
  summary: {
    en: `The Accounts and Finance Division of ${SITE_NAME.en}: tuition and fee payments, refunds, salaries, budgets and audits.`,
    bn: `${SITE_NAME.bn}ের হিসাব ও অর্থ দপ্তর: টিউশন ও অন্যান্য ফি পরিশোধ, ফেরত, বেতন, বাজেট ও নিরীক্ষা।`,
  },
  officer: {
    name: { en: 'Md. Mizanur Rahman, FCMA', bn: 'মো. মিজানুর রহমান, এফসিএমএ' },
    designation: { en: 'Director, Accounts and Finance Division', bn: 'পরিচালক, হিসাব ও অর্থ দপ্তর' },
    phone: '+880 2333 371 111',
    email: 'acfd@htu.edu.bd',
    researchProfiles: true,
    details: [
      { en: 'M.Com. in Accounting (University of Chittagong)', bn: 'হিসাববিজ্ঞানে এমকম (চট্টগ্রাম বিশ্ববিদ্যালয়)' },
      {
        en: 'Fellow, Institute of Cost and Management Accountants of Bangladesh',
        bn: 'ফেলো, ইনস্টিটিউট অব কস্ট অ্যান্ড ম্যানেজমেন্ট অ্যাকাউন্ট্যান্টস অব বাংলাদেশ',
      },
    ],
  },
  about: {
    heading: { en: 'About the Division', bn: 'দপ্তর পরিচিতি' },
    paragraphs: [
      {
        en: 'The Accounts and Finance Division manages the finances of the university: it receives admission, semester and tuition fees, issues money receipts and clearance for examinations, pays salaries and suppliers, and prepares the annual budget for the Syndicate.',
        bn: 'হিসাব ও অর্থ দপ্তর বিশ্ববিদ্যালয়ের অর্থ ব্যবস্থাপনা করে: ভর্তি, সেমিস্টার ও টিউশন ফি গ্রহণ, মানি রসিদ ও পরীক্ষার ছাড়পত্র প্রদান, বেতন ও সরবরাহকারীদের পাওনা পরিশোধ এবং সিন্ডিকেটের জন্য বার্ষিক বাজেট প্রণয়ন।',
      },
      {
        en: 'Students can pay their fees at the division counter on the ground floor of the Administrative Building, at the partner bank booth on campus, or by mobile payment. The division also processes approved tuition fee waivers and refunds.',
        bn: 'শিক্ষার্থীরা প্রশাসনিক ভবনের নিচতলায় দপ্তরের কাউন্টারে, ক্যাম্পাসের অংশীদার ব্যাংকের বুথে অথবা মোবাইল ব্যাংকিংয়ের মাধ্যমে ফি দিতে পারেন। অনুমোদিত টিউশন ফি মওকুফ ও ফেরতের কাজও এই দপ্তর করে।',
      },
    ],
  },
  staff: [],
  vision: {
    en: 'A transparent, accountable and fully digital financial administration that supports quality education in the hill districts.',
    bn: 'একটি স্বচ্ছ, জবাবদিহিমূলক ও পুরোপুরি ডিজিটাল আর্থিক প্রশাসন, যা পার্বত্য জেলায় মানসম্মত শিক্ষাকে সহায়তা করে।',
  },
  mission: {
    en: 'To manage the university’s funds prudently, serve students and staff promptly and keep accurate records that stand up to every audit.',
    bn: 'বিশ্ববিদ্যালয়ের তহবিল বিচক্ষণতার সঙ্গে ব্যবস্থাপনা করা, শিক্ষার্থী ও কর্মীদের দ্রুত সেবা দেওয়া এবং যেকোনো নিরীক্ষায় টিকে থাকার মতো নির্ভুল রেকর্ড রাখা।',
  },
  goals: [
    {
      en: 'Issue every money receipt and clearance on the same working day',
      bn: 'প্রতিটি মানি রসিদ ও ছাড়পত্র একই কর্মদিবসে দেওয়া',
    },
    { en: 'Offer mobile and bank payment for every fee', bn: 'প্রতিটি ফি মোবাইল ও ব্যাংকের মাধ্যমে পরিশোধের সুযোগ রাখা' },
    { en: 'Publish the annual budget and audited accounts on time', bn: 'বার্ষিক বাজেট ও নিরীক্ষিত হিসাব সময়মতো প্রকাশ করা' },
    {
      en: 'Process approved waivers and refunds within 15 working days',
      bn: 'অনুমোদিত মওকুফ ও ফেরত ১৫ কর্মদিবসের মধ্যে নিষ্পন্ন করা',
    },
  ],
  contact: {
    room: { en: 'Administrative Building, Ground Floor, Room 104', bn: 'প্রশাসনিক ভবন, নিচতলা, কক্ষ ১০৪' },
    phone: '+880 2333 371 111',
    email: 'acfd@htu.edu.bd',
    hours: OFFICE_HOURS,
  },
})
