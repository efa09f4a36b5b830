import { circularOf } from '../admission'
import { bnNumber } from '../format'
import type { Intake } from '../intakes'
import { OFFICE_HOURS, type OfficeRecord } from './types'
import { SITE } from '../site'

/** The office's record names the intake's test (a Bengali intake, ../intakes). */
export default (intake: Intake): OfficeRecord => {
  const { admissionTest, lastDateToApply, testTotalMarks, applicationFee } = circularOf(intake)
  return {
  key: 'admission-test',
  title: 'ভর্তি পরীক্ষা',
  subtitle: `ভর্তি পরীক্ষা কমিটি এবং ${intake.name} ভর্তি পরীক্ষা`,
  summary: `${SITE.name}ের ${intake.name} ভর্তি পরীক্ষা: সব গ্রুপের জন্য ${bnNumber(testTotalMarks)} নম্বর, অনুষ্ঠিত হবে ${admissionTest.text}।`,
  about: {
    heading: 'ভর্তি পরীক্ষা পরিচিতি',
    paragraphs: [
      'স্নাতক প্রোগ্রামের প্রত্যেক আবেদনকারী এবং প্রয়োজনীয় আইইএলটিএস বা টোফেল স্কোর নেই এমন প্রত্যেক এমবিএ আবেদনকারী বিশ্ববিদ্যালয়ের ভর্তি পরীক্ষায় অংশ নেন। প্রতি সেমিস্টারে উপাচার্যের গঠিত ভর্তি পরীক্ষা কমিটি প্রশ্ন প্রণয়ন করে, পরীক্ষা নেয় এবং ফলাফল প্রকাশ করে।',
      `${intake.name} ভর্তি পরীক্ষায় সব গ্রুপের জন্য ${bnNumber(testTotalMarks)} নম্বর; পরীক্ষা হবে ${admissionTest.text}, মূল ক্যাম্পাসে। আবেদনের শেষ তারিখ ${lastDateToApply.text}; আবেদন ফি ${bnNumber(applicationFee)} টাকা।`,
    ],
  },
  sections: [
    {
      heading: 'পরীক্ষার দিন',
      items: [
        'পরীক্ষা শুরুর অন্তত ৩০ মিনিট আগে ক্যাম্পাসে পৌঁছান।',
        'প্রবেশপত্রের একটি ছাপানো কপি এবং ছবিসহ পরিচয়পত্র (জাতীয় পরিচয়পত্র, জন্মনিবন্ধন সনদ বা শিক্ষাপ্রতিষ্ঠানের পরিচয়পত্র) সঙ্গে আনুন।',
        'কালো বলপয়েন্ট কলম আনুন। মোবাইল ফোন, স্মার্টওয়াচ ও মেমোরিযুক্ত ক্যালকুলেটর পরীক্ষার হলে নিষিদ্ধ।',
        'পরীক্ষার দিন প্রতিটি একাডেমিক ভবনের প্রবেশপথে আসনবিন্যাস টাঙানো থাকে।',
      ],
      links: [
        { label: 'ভর্তি বিজ্ঞপ্তি', href: '/admission-instruction' },
        { label: 'প্রবেশপত্র ডাউনলোড', href: '/admit-card' },
        { label: 'ভর্তি পরীক্ষার ফলাফল', href: '/admission-result' },
      ],
    },
  ],
  staff: [],
  vision: 'একটি ন্যায্য ও স্বচ্ছ ভর্তি পরীক্ষা, যা বিশ্ববিদ্যালয়ে সফল হওয়ার জন্য সবচেয়ে প্রস্তুত শিক্ষার্থীদের খুঁজে নেয়।',
  mission: 'মানসম্মত প্রশ্ন প্রণয়ন করা, নিরাপদে পরীক্ষা নেওয়া এবং সময়মতো নির্ভুল ফলাফল প্রকাশ করা।',
  goals: [
    'পরীক্ষার দিনের আগে আসনবিন্যাস প্রকাশ করা',
    'প্রতিটি হলে একই পরিবেশে পরীক্ষা নেওয়া',
    'পরীক্ষার তিন কর্মদিবসের মধ্যে ফলাফল প্রকাশ করা',
    'পরীক্ষা নিয়ে আবেদনকারীদের প্রশ্নের দ্রুত উত্তর দেওয়া',
  ],
  contact: { room: 'ভর্তি ও তথ্য দপ্তর, প্রশাসনিক ভবন, নিচতলা', phone: '+880 1713 000 102', email: 'admission.test@htu.edu.bd', hours: OFFICE_HOURS },
  } satisfies OfficeRecord
}
