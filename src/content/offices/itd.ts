import { bilingual } from '../bilingual'
import { SITE_NAME } from '../site'
import { OFFICE_HOURS, type OfficeRecord } from './types'

export default bilingual<OfficeRecord>({
  key: 'itd',
  title: { en: 'Information Technology Division', bn: 'তথ্যপ্রযুক্তি দপ্তর' },
  subtitle: {
    en: 'Campus network, e-mail, student portal and computer labs',
    bn: 'ক্যাম্পাস নেটওয়ার্ক, ই-মেইল, শিক্ষার্থী পোর্টাল ও কম্পিউটার ল্যাব',
  },
  summary: {
    en: `The Information Technology Division of ${SITE_NAME.en}: campus network and Wi-Fi, e-mail accounts, the student portal and IT support.`,
    bn: `${SITE_NAME.bn}ের তথ্যপ্রযুক্তি দপ্তর: ক্যাম্পাস নেটওয়ার্ক ও ওয়াই-ফাই, ই-মেইল অ্যাকাউন্ট, শিক্ষার্থী পোর্টাল ও আইটি সহায়তা।`,
  },
  officer: {
    name: { en: 'Engr. Tanvir Ahmed', bn: 'প্রকৌ. তানভীর আহমেদ' },
    designation: { en: 'IT Consultant, Information Technology Division', bn: 'আইটি কনসালট্যান্ট, তথ্যপ্রযুক্তি দপ্তর' },
    phone: '+880 2333 371 115',
    email: 'itd@htu.edu.bd',
    researchProfiles: true,
    details: [
      {
        en: 'M.Sc. in Computer Science and Engineering (Chittagong University of Engineering and Technology)',
        bn: 'কম্পিউটার বিজ্ঞান ও প্রকৌশলে এমএসসি (চট্টগ্রাম প্রকৌশল ও প্রযুক্তি বিশ্ববিদ্যালয়)',
      },
    ],
  },
  about: {
    heading: { en: 'About the Division', bn: 'দপ্তর পরিচিতি' },
    paragraphs: [
      {
        en: 'The Information Technology Division runs the campus network and Wi-Fi, the university e-mail and the student portal, the computer labs and the servers behind the website and the academic records.',
        bn: 'তথ্যপ্রযুক্তি দপ্তর ক্যাম্পাস নেটওয়ার্ক ও ওয়াই-ফাই, বিশ্ববিদ্যালয়ের ই-মেইল ও শিক্ষার্থী পোর্টাল, কম্পিউটার ল্যাব এবং ওয়েবসাইট ও একাডেমিক রেকর্ডের সার্ভার পরিচালনা করে।',
      },
      {
        en: 'Students and staff can bring problems with their accounts, Wi-Fi access or lab computers to the IT help desk. New students receive their portal and e-mail accounts from the division after enrolment.',
        bn: 'অ্যাকাউন্ট, ওয়াই-ফাই বা ল্যাবের কম্পিউটার নিয়ে যেকোনো সমস্যায় শিক্ষার্থী ও কর্মীরা আইটি হেল্প ডেস্কে আসতে পারেন। নতুন শিক্ষার্থীরা ভর্তির পর এই বিভাগ থেকে পোর্টাল ও ই-মেইল অ্যাকাউন্ট পান।',
      },
    ],
  },
  staff: [],
  vision: {
    en: 'A reliable and secure digital campus that lets students and teachers in the hill districts learn and work without limits.',
    bn: 'একটি নির্ভরযোগ্য ও সুরক্ষিত ডিজিটাল ক্যাম্পাস, যেখানে পার্বত্য জেলার শিক্ষার্থী ও শিক্ষকেরা সীমাহীনভাবে শিখতে ও কাজ করতে পারেন।',
  },
  mission: {
    en: 'To provide dependable network, software and support services, and to keep the university’s data safe.',
    bn: 'নির্ভরযোগ্য নেটওয়ার্ক, সফটওয়্যার ও সহায়তা সেবা দেওয়া এবং বিশ্ববিদ্যালয়ের ডেটা নিরাপদ রাখা।',
  },
  goals: [
    { en: 'Keep the campus network available at least 99.5% of the time', bn: 'ক্যাম্পাস নেটওয়ার্ক অন্তত ৯৯.৫% সময় সচল রাখা' },
    { en: 'Resolve help desk requests within one working day', bn: 'হেল্প ডেস্কের অনুরোধ এক কর্মদিবসের মধ্যে সমাধান করা' },
    {
      en: 'Create portal and e-mail accounts for new students in their first week',
      bn: 'নতুন শিক্ষার্থীদের প্রথম সপ্তাহেই পোর্টাল ও ই-মেইল অ্যাকাউন্ট তৈরি করা',
    },
    {
      en: 'Back up academic records every day and test the restore each month',
      bn: 'প্রতিদিন একাডেমিক রেকর্ডের ব্যাকআপ নেওয়া এবং প্রতি মাসে পুনরুদ্ধার পরীক্ষা করা',
    },
  ],
  contact: {
    room: { en: 'Academic Building 1, Second Floor, Room 305', bn: 'একাডেমিক ভবন ১, তৃতীয় তলা, কক্ষ ৩০৫' },
    phone: '+880 2333 371 115',
    email: 'itd@htu.edu.bd',
    hours: OFFICE_HOURS,
  },
})
