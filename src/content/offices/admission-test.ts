import { ADMISSION_TEST_TOTAL_MARKS, APPLICATION_FEE } from '../admission'
import { bilingual, type Bilingual } from '../bilingual'
import type { IntakeModel } from '../intakes'
import { SITE_NAME } from '../site'
import { formatNumber } from '../../i18n/format'
import { formatTaka } from '../../i18n/format-taka'
import { OFFICE_HOURS, type OfficeRecord } from './types'

/** The office's record names the intake's test. */
export default (intake: IntakeModel): Bilingual<OfficeRecord> => {
  const { admissionTest, lastDateToApply, name } = intake
  const marks = { en: String(ADMISSION_TEST_TOTAL_MARKS), bn: formatNumber(ADMISSION_TEST_TOTAL_MARKS, 'bn') }
  return bilingual<OfficeRecord>({
    key: 'admission-test',
    title: { en: 'Admission Test', bn: 'ভর্তি পরীক্ষা' },
    subtitle: { en: `The admission test committee and the ${name.en} admission test`, bn: `ভর্তি পরীক্ষা কমিটি এবং ${name.bn} ভর্তি পরীক্ষা` },
    summary: {
      en: `The admission test of ${SITE_NAME.en} for ${name.en}: ${marks.en} marks for all groups, held on ${admissionTest.text.en}.`,
      bn: `${SITE_NAME.bn}ের ${name.bn} ভর্তি পরীক্ষা: সব গ্রুপের জন্য ${marks.bn} নম্বর, অনুষ্ঠিত হবে ${admissionTest.text.bn}।`,
    },
    about: {
      heading: { en: 'About the Admission Test', bn: 'ভর্তি পরীক্ষা পরিচিতি' },
      paragraphs: [
        {
          en: 'Every applicant to a bachelor programme, and every MBA applicant without a qualifying IELTS or TOEFL score, sits the admission test of the university. The admission test committee, formed by the Vice Chancellor each semester, sets the questions, conducts the test and publishes the results.',
          bn: 'স্নাতক প্রোগ্রামের প্রত্যেক আবেদনকারী এবং প্রয়োজনীয় আইইএলটিএস বা টোফেল স্কোর নেই এমন প্রত্যেক এমবিএ আবেদনকারী বিশ্ববিদ্যালয়ের ভর্তি পরীক্ষায় অংশ নেন। প্রতি সেমিস্টারে উপাচার্যের গঠিত ভর্তি পরীক্ষা কমিটি প্রশ্ন প্রণয়ন করে, পরীক্ষা নেয় এবং ফলাফল প্রকাশ করে।',
        },
        {
          en: `The ${name.en} admission test carries ${marks.en} marks for all groups and is held on ${admissionTest.text.en} on the main campus. Applications close on ${lastDateToApply.text.en}; the application fee is Tk ${formatTaka(APPLICATION_FEE, 'en')}.`,
          bn: `${name.bn} ভর্তি পরীক্ষায় সব গ্রুপের জন্য ${marks.bn} নম্বর; পরীক্ষা হবে ${admissionTest.text.bn}, মূল ক্যাম্পাসে। আবেদনের শেষ তারিখ ${lastDateToApply.text.bn}; আবেদন ফি ${formatTaka(APPLICATION_FEE, 'bn')} টাকা।`,
        },
      ],
    },
    sections: [
      {
        heading: { en: 'On the Day of the Test', bn: 'পরীক্ষার দিন' },
        items: [
          { en: 'Arrive at the campus at least 30 minutes before the test begins.', bn: 'পরীক্ষা শুরুর অন্তত ৩০ মিনিট আগে ক্যাম্পাসে পৌঁছান।' },
          {
            en: 'Bring a printed copy of your admit card and a photo ID (national ID card, birth certificate or school ID).',
            bn: 'প্রবেশপত্রের একটি ছাপানো কপি এবং ছবিসহ পরিচয়পত্র (জাতীয় পরিচয়পত্র, জন্মনিবন্ধন সনদ বা শিক্ষাপ্রতিষ্ঠানের পরিচয়পত্র) সঙ্গে আনুন।',
          },
          {
            en: 'Bring a black ballpoint pen. Mobile phones, smart watches and calculators with memory are not allowed in the examination hall.',
            bn: 'কালো বলপয়েন্ট কলম আনুন। মোবাইল ফোন, স্মার্টওয়াচ ও মেমোরিযুক্ত ক্যালকুলেটর পরীক্ষার হলে নিষিদ্ধ।',
          },
          {
            en: 'Seat plans are displayed at the entrance of each academic building on the day of the test.',
            bn: 'পরীক্ষার দিন প্রতিটি একাডেমিক ভবনের প্রবেশপথে আসনবিন্যাস টাঙানো থাকে।',
          },
        ],
        links: [
          { label: { en: 'Admission Circular', bn: 'ভর্তি বিজ্ঞপ্তি' }, href: '/admission-instruction' },
          { label: { en: 'Download Admit Card', bn: 'প্রবেশপত্র ডাউনলোড' }, href: '/admit-card' },
          { label: { en: 'Admission Test Result', bn: 'ভর্তি পরীক্ষার ফলাফল' }, href: '/admission-result' },
        ],
      },
    ],
    staff: [],
    vision: {
      en: 'A fair and transparent admission test that finds the students most ready to succeed at the university.',
      bn: 'একটি ন্যায্য ও স্বচ্ছ ভর্তি পরীক্ষা, যা বিশ্ববিদ্যালয়ে সফল হওয়ার জন্য সবচেয়ে প্রস্তুত শিক্ষার্থীদের খুঁজে নেয়।',
    },
    mission: {
      en: 'To set sound questions, conduct the test securely and publish accurate results on time.',
      bn: 'মানসম্মত প্রশ্ন প্রণয়ন করা, নিরাপদে পরীক্ষা নেওয়া এবং সময়মতো নির্ভুল ফলাফল প্রকাশ করা।',
    },
    goals: [
      { en: 'Publish the seat plan before the test day', bn: 'পরীক্ষার দিনের আগে আসনবিন্যাস প্রকাশ করা' },
      { en: 'Conduct the test in every hall under the same conditions', bn: 'প্রতিটি হলে একই পরিবেশে পরীক্ষা নেওয়া' },
      { en: 'Publish the results within three working days of the test', bn: 'পরীক্ষার তিন কর্মদিবসের মধ্যে ফলাফল প্রকাশ করা' },
      { en: 'Answer applicants\u2019 questions about the test promptly', bn: 'পরীক্ষা নিয়ে আবেদনকারীদের প্রশ্নের দ্রুত উত্তর দেওয়া' },
    ],
    contact: {
      room: { en: 'Admission and Information Division, Administrative Building, Ground Floor', bn: 'ভর্তি ও তথ্য দপ্তর, প্রশাসনিক ভবন, নিচতলা' },
      phone: '+880 1713 000 102',
      email: 'admission.test@htu.edu.bd',
      hours: OFFICE_HOURS,
    },
  })
}
