import { bilingual } from '../bilingual'
import { SITE_NAME } from '../site'
import { OFFICE_HOURS, type OfficeRecord } from './types'

export default bilingual<OfficeRecord>({
  key: 'financial-aid',
  title: { en: 'Financial Aid', bn: 'আর্থিক সহায়তা' },
  subtitle: { en: 'Tuition fee waivers and scholarships', bn: 'টিউশন ফি মওকুফ ও বৃত্তি' },
  summary: {
    en: `Financial aid at ${SITE_NAME.en}: tuition fee waivers for results, for students of the hill districts, for children of freedom fighters, and scholarships for poor and meritorious students.`,
    bn: `${SITE_NAME.bn}ে আর্থিক সহায়তা: ফলাফলের ভিত্তিতে, পার্বত্য জেলার শিক্ষার্থীদের এবং মুক্তিযোদ্ধার সন্তানদের জন্য টিউশন ফি মওকুফ, আর দরিদ্র ও মেধাবী শিক্ষার্থীদের জন্য বৃত্তি।`,
  },
  about: {
    heading: { en: 'About Financial Aid', bn: 'আর্থিক সহায়তা পরিচিতি' },
    paragraphs: [
      {
        en: 'No capable student should be kept from higher education by its cost. The university offers tuition fee waivers on admission results, for students from the three hill districts, for children of freedom fighters, for siblings and for students with disabilities, and full free studentships for poor and meritorious students as the Private University Act, 2010 requires.',
        bn: 'খরচের কারণে কোনো যোগ্য শিক্ষার্থী যেন উচ্চশিক্ষা থেকে বঞ্চিত না হন। বিশ্ববিদ্যালয় ভর্তির ফলাফলের ভিত্তিতে, তিন পার্বত্য জেলার শিক্ষার্থী, মুক্তিযোদ্ধার সন্তান, একসঙ্গে অধ্যয়নরত ভাই-বোন এবং প্রতিবন্ধী শিক্ষার্থীদের টিউশন ফি মওকুফ দেয়, আর বেসরকারি বিশ্ববিদ্যালয় আইন, ২০১০ অনুযায়ী দরিদ্র ও মেধাবী শিক্ষার্থীদের জন্য পূর্ণ বিনা বেতনে অধ্যয়নের সুযোগ রাখে।',
      },
      {
        en: 'Waivers apply to the tuition fee only (not to the admission, semester, establishment, library, laboratory or examination fees). Only the highest single waiver a student qualifies for is given; waivers are not added together.',
        bn: 'মওকুফ কেবল টিউশন ফিতে প্রযোজ্য (ভর্তি, সেমিস্টার, উন্নয়ন, গ্রন্থাগার, ল্যাবরেটরি বা পরীক্ষার ফিতে নয়)। একজন শিক্ষার্থী যে মওকুফগুলোর যোগ্য, তার মধ্যে কেবল সর্বোচ্চটি দেওয়া হয়; একাধিক মওকুফ যোগ করা হয় না।',
      },
    ],
  },
  sections: [
    {
      heading: { en: 'Tuition Fee Waivers at Admission', bn: 'ভর্তির সময় টিউশন ফি মওকুফ' },
      items: [
        {
          en: 'GPA 5.00 in both SSC and HSC (or equivalent): 50% waiver',
          bn: 'এসএসসি ও এইচএসসি (বা সমমান) উভয় পরীক্ষায় জিপিএ ৫.০০: ৫০% মওকুফ',
        },
        {
          en: 'Combined SSC and HSC GPA of 9.50 to 9.99: 30% waiver',
          bn: 'এসএসসি ও এইচএসসি মিলিয়ে জিপিএ ৯.৫০ থেকে ৯.৯৯: ৩০% মওকুফ',
        },
        {
          en: 'Combined SSC and HSC GPA of 9.00 to 9.49: 20% waiver',
          bn: 'এসএসসি ও এইচএসসি মিলিয়ে জিপিএ ৯.০০ থেকে ৯.৪৯: ২০% মওকুফ',
        },
        {
          en: 'Students permanently resident in Rangamati, Khagrachari or Bandarban: 25% waiver',
          bn: 'রাঙামাটি, খাগড়াছড়ি বা বান্দরবানের স্থায়ী বাসিন্দা শিক্ষার্থী: ২৫% মওকুফ',
        },
        { en: 'Children of freedom fighters (with certificate): 50% waiver', bn: 'মুক্তিযোদ্ধার সন্তান (সনদসহ): ৫০% মওকুফ' },
        { en: 'Students with disabilities: 50% waiver', bn: 'প্রতিবন্ধী শিক্ষার্থী: ৫০% মওকুফ' },
        {
          en: 'Brothers and sisters studying at the university at the same time: 20% waiver for each',
          bn: 'একই সময়ে বিশ্ববিদ্যালয়ে অধ্যয়নরত ভাই-বোন: প্রত্যেকের জন্য ২০% মওকুফ',
        },
      ],
    },
    {
      heading: { en: 'Free Studentships and Scholarships', bn: 'বিনা বেতনে অধ্যয়ন ও বৃত্তি' },
      paragraphs: [
        {
          en: 'At least 3% of the seats in each programme carry a full free studentship for children of freedom fighters, and at least 3% for poor and meritorious students from remote areas. Semester scholarships reward the best results of each semester.',
          bn: 'প্রতিটি প্রোগ্রামের অন্তত ৩% আসন মুক্তিযোদ্ধার সন্তানদের এবং অন্তত ৩% আসন প্রত্যন্ত অঞ্চলের দরিদ্র ও মেধাবী শিক্ষার্থীদের পূর্ণ বিনা বেতনে অধ্যয়নের জন্য সংরক্ষিত। প্রতি সেমিস্টারের সেরা ফলাফলের জন্য সেমিস্টার বৃত্তি দেওয়া হয়।',
        },
      ],
      items: [
        {
          en: 'Full free studentship: tuition fee waived for the whole programme, selected by the financial aid committee',
          bn: 'পূর্ণ বিনা বেতনে অধ্যয়ন: পুরো প্রোগ্রামের টিউশন ফি মওকুফ, আর্থিক সহায়তা কমিটি কর্তৃক নির্বাচিত',
        },
        {
          en: 'Dean’s List scholarship: 25% of the next semester’s tuition fee for a semester GPA of 3.90 or above',
          bn: 'ডিনস লিস্ট বৃত্তি: সেমিস্টার জিপিএ ৩.৯০ বা তার বেশি হলে পরের সেমিস্টারের টিউশন ফির ২৫%',
        },
        {
          en: 'Merit scholarship: 15% of the next semester’s tuition fee for a semester GPA of 3.75 to 3.89',
          bn: 'মেধা বৃত্তি: সেমিস্টার জিপিএ ৩.৭৫ থেকে ৩.৮৯ হলে পরের সেমিস্টারের টিউশন ফির ১৫%',
        },
      ],
    },
    {
      heading: { en: 'Keeping Your Waiver and How to Apply', bn: 'মওকুফ বজায় রাখা ও আবেদনের নিয়ম' },
      items: [
        {
          en: 'Apply with the financial aid form and your supporting documents at the Admission and Information Division during admission.',
          bn: 'ভর্তির সময় ভর্তি ও তথ্য দপ্তরে আর্থিক সহায়তা ফরম ও প্রয়োজনীয় কাগজপত্রসহ আবেদন করুন।',
        },
        {
          en: 'Continuing students apply within the first two weeks of each semester.',
          bn: 'অধ্যয়নরত শিক্ষার্থীরা প্রতি সেমিস্টারের প্রথম দুই সপ্তাহের মধ্যে আবেদন করবেন।',
        },
        {
          en: 'A waiver continues while you keep a semester GPA of at least 3.00, take a full course load and have no disciplinary action against you.',
          bn: 'সেমিস্টার জিপিএ অন্তত ৩.০০ রাখলে, পূর্ণ কোর্স লোড নিলে এবং আপনার বিরুদ্ধে কোনো শৃঙ্খলাভঙ্গের ব্যবস্থা না থাকলে মওকুফ বহাল থাকে।',
        },
        {
          en: 'The financial aid committee decides every application; approved waivers are applied by the Accounts and Finance Division.',
          bn: 'প্রতিটি আবেদনের সিদ্ধান্ত নেয় আর্থিক সহায়তা কমিটি; অনুমোদিত মওকুফ কার্যকর করে হিসাব ও অর্থ দপ্তর।',
        },
      ],
      links: [
        { label: { en: 'Fees', bn: 'ফি' }, href: '/fees' },
        { label: { en: 'Accounts and Finance Division', bn: 'হিসাব ও অর্থ দপ্তর' }, href: '/acfd' },
      ],
    },
  ],
  staff: [],
  vision: {
    en: 'A university open to every talented young person of the hill districts and of Bangladesh, whatever their family’s income.',
    bn: 'পরিবারের আয় যা-ই হোক, পার্বত্য জেলা ও বাংলাদেশের প্রত্যেক মেধাবী তরুণের জন্য উন্মুক্ত একটি বিশ্ববিদ্যালয়।',
  },
  mission: {
    en: 'To award waivers and scholarships fairly and transparently to students who need them and students who excel.',
    bn: 'যাঁদের প্রয়োজন এবং যাঁরা কৃতিত্ব দেখান, সেই শিক্ষার্থীদের ন্যায্য ও স্বচ্ছভাবে মওকুফ ও বৃত্তি দেওয়া।',
  },
  goals: [
    { en: 'Publish the waiver rules before every admission season', bn: 'প্রতিটি ভর্তি মৌসুমের আগে মওকুফের নিয়ম প্রকাশ করা' },
    {
      en: 'Decide every application within the first month of the semester',
      bn: 'সেমিস্টারের প্রথম মাসের মধ্যে প্রতিটি আবেদনের সিদ্ধান্ত দেওয়া',
    },
    { en: 'Reserve free studentships as the law requires', bn: 'আইন অনুযায়ী বিনা বেতনে অধ্যয়নের আসন সংরক্ষণ করা' },
    {
      en: 'Review the waiver rules every year with the Syndicate',
      bn: 'প্রতি বছর সিন্ডিকেটের সঙ্গে মওকুফের নিয়ম পর্যালোচনা করা',
    },
  ],
  contact: {
    room: {
      en: 'Admission and Information Division, Administrative Building, Ground Floor',
      bn: 'ভর্তি ও তথ্য দপ্তর, প্রশাসনিক ভবন, নিচতলা',
    },
    phone: '+880 1713 000 102',
    email: 'financialaid@htu.edu.bd',
    hours: OFFICE_HOURS,
  },
})
