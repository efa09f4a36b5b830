// The nine frequently asked questions (site spec §2 'FAQ', §9): shown on the home page and on /faq.
import { bilingual } from './bilingual'
import { SITE_NAME, SITE_FACTS, SITE_ADDRESS } from './site'
import { INTAKES } from './programmes/types'

export interface FaqItem {
  question: string
  answer: string
}

export type Faq = FaqItem[]

export const FAQ = bilingual<Faq>([
  {
    question: { en: `When was ${SITE_NAME.en} established?`, bn: `${SITE_NAME.bn} কবে প্রতিষ্ঠিত হয়েছে?` },
    answer: {
      en: `${SITE_NAME.en} was established on 7 February 2019. It is the first public-private-partnership university of the hill district.`,
      bn: `${SITE_NAME.bn} ২০১৯ সালের ৭ ফেব্রুয়ারি প্রতিষ্ঠিত হয়। এটি পার্বত্য জেলার প্রথম সরকারি-বেসরকারি অংশীদারিত্বের বিশ্ববিদ্যালয়।`,
    },
  },
  {
    question: { en: 'Which bachelor programmes does the university offer?', bn: 'বিশ্ববিদ্যালয়ে কোন কোন স্নাতক প্রোগ্রাম আছে?' },
    answer: {
      en: 'The university offers five bachelor programmes: Computer Science and Engineering (CSE), English, Governance and Development Studies (GDS), Business Administration (BBA) and Hospitality and Tourism Management (HTM).',
      bn: 'বিশ্ববিদ্যালয়ে পাঁচটি স্নাতক প্রোগ্রাম আছে: কম্পিউটার বিজ্ঞান ও প্রকৌশল (সিএসই), ইংরেজি, গভর্ন্যান্স ও উন্নয়ন অধ্যয়ন (জিডিএস), ব্যবসায় প্রশাসন (বিবিএ) এবং হসপিটালিটি ও ট্যুরিজম ম্যানেজমেন্ট (এইচটিএম)।',
    },
  },
  {
    question: { en: 'Does the university offer a master programme?', bn: 'বিশ্ববিদ্যালয়ে কি স্নাতকোত্তর প্রোগ্রাম আছে?' },
    answer: {
      en: 'Yes. The university offers one master programme: the Master of Business Administration (MBA).',
      bn: 'হ্যাঁ। বিশ্ববিদ্যালয়ে একটি স্নাতকোত্তর প্রোগ্রাম আছে: মাস্টার অব বিজনেস অ্যাডমিনিস্ট্রেশন (এমবিএ)।',
    },
  },
  {
    question: { en: 'How many schools does the university have?', bn: 'বিশ্ববিদ্যালয়ে কয়টি অনুষদ আছে?' },
    answer: {
      en: 'The university has three schools: the School of Science and Engineering, the School of Business, and the School of Arts, Social Sciences and Law.',
      bn: 'বিশ্ববিদ্যালয়ে তিনটি অনুষদ আছে: বিজ্ঞান ও প্রকৌশল অনুষদ, ব্যবসায় অনুষদ এবং কলা, সামাজিক বিজ্ঞান ও আইন অনুষদ।',
    },
  },
  {
    question: { en: 'What are the admission criteria for a bachelor programme?', bn: 'স্নাতক প্রোগ্রামে ভর্তির যোগ্যতা কী?' },
    answer: {
      en: 'Applicants need a combined SSC and HSC GPA of 5.00 with at least 2.5 in each, or a total of 6.00 with at least 2.00 in either examination.',
      bn: 'আবেদনকারীর এসএসসি ও এইচএসসি মিলিয়ে জিপিএ ৫.০০ এবং প্রতিটিতে কমপক্ষে ২.৫০, অথবা মোট ৬.০০ এবং যেকোনো একটি পরীক্ষায় কমপক্ষে ২.০০ থাকতে হবে।',
    },
  },
  {
    question: { en: 'What are the admission criteria for the master programme?', bn: 'স্নাতকোত্তর প্রোগ্রামে ভর্তির যোগ্যতা কী?' },
    answer: {
      en: 'Applicants for the master programme need a GPA of at least 2.50.',
      bn: 'স্নাতকোত্তর প্রোগ্রামের আবেদনকারীর কমপক্ষে ২.৫০ জিপিএ থাকতে হবে।',
    },
  },
  {
    question: { en: 'When are students admitted?', bn: 'বছরে কখন ভর্তি নেওয়া হয়?' },
    answer: {
      en: `Students are admitted twice a year, for the ${INTAKES.in('en').join(' and ')} semesters (the month their classes begin). Classes are taught in English.`,
      bn: `বছরে দুবার ভর্তি হয়, ${INTAKES.in('bn').join(' ও ')} সেমিস্টারে (বন্ধনীতে ক্লাস শুরুর মাস)। ক্লাস হয় ইংরেজিতে।`,
    },
  },
  {
    question: { en: 'How do I apply for admission?', bn: 'ভর্তির জন্য কীভাবে আবেদন করব?' },
    answer: {
      en: 'Apply on the online application page (Apply Online in the Admission menu) and sit the admission test. The Admission menu also has the current circular, the requirements, and the admission form, admit card and offer letter downloads.',
      bn: 'অনলাইন আবেদনের পাতায় (ভর্তি মেনুর "অনলাইনে আবেদন") আবেদন করুন এবং ভর্তি পরীক্ষায় অংশ নিন। ভর্তি মেনুতে চলতি ভর্তি বিজ্ঞপ্তি, ভর্তির যোগ্যতা এবং ভর্তি ফরম, প্রবেশপত্র ও প্রস্তাবপত্র ডাউনলোডের ব্যবস্থাও আছে।',
    },
  },
  {
    question: { en: 'How can I get more information?', bn: 'আরও তথ্য কীভাবে পাব?' },
    answer: {
      en: `Call ${SITE_FACTS.phones[0]}, write to ${SITE_FACTS.email}, or send a message from the Contact page. The campus is at ${SITE_ADDRESS.en}.`,
      bn: `${SITE_FACTS.phones[0]} নম্বরে ফোন করুন, ${SITE_FACTS.email} ঠিকানায় লিখুন, অথবা যোগাযোগ পাতা থেকে বার্তা পাঠান। ক্যাম্পাসের ঠিকানা: ${SITE_ADDRESS.bn}।`,
    },
  },
])
