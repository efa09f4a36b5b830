import { bilingual } from '../bilingual'
import { SITE_NAME } from '../site'
import type { OfficeRecord } from './types'

export default bilingual<OfficeRecord>({
  key: 'librarian',
  title: { en: 'Librarian', bn: 'গ্রন্থাগারিক' },
  subtitle: {
    en: 'The central library: books, journals, e-resources and quiet space to study',
    bn: 'কেন্দ্রীয় গ্রন্থাগার: বই, জার্নাল, ই-রিসোর্স ও নিরিবিলি পড়ার জায়গা',
  },
  summary: {
    en: `The Librarian and central library of ${SITE_NAME.en}: collections, e-resources, membership and opening hours.`,
    bn: `${SITE_NAME.bn}ের গ্রন্থাগারিক ও কেন্দ্রীয় গ্রন্থাগার: সংগ্রহ, ই-রিসোর্স, সদস্যপদ ও খোলার সময়।`,
  },
  officer: {
    name: { en: 'Sanjib Tripura', bn: 'সঞ্জীব ত্রিপুরা' },
    designation: { en: 'Librarian (in-charge)', bn: 'গ্রন্থাগারিক (ভারপ্রাপ্ত)' },
    phone: '+880 2333 371 114',
    email: 'librarian@htu.edu.bd',
    researchProfiles: true,
    details: [
      {
        en: 'M.A. in Information Science and Library Management (University of Dhaka)',
        bn: 'তথ্যবিজ্ঞান ও গ্রন্থাগার ব্যবস্থাপনায় এমএ (ঢাকা বিশ্ববিদ্যালয়)',
      },
    ],
  },
  about: {
    heading: { en: 'About the Library', bn: 'গ্রন্থাগার পরিচিতি' },
    paragraphs: [
      {
        en: 'The central library holds 1,92,978 volumes of books, bound journals, theses and reports, a growing collection on the history, languages and cultures of the Chittagong Hill Tracts, and access to online journals and e-books through the university network.',
        bn: 'কেন্দ্রীয় গ্রন্থাগারে রয়েছে বই, বাঁধাই করা জার্নাল, থিসিস ও প্রতিবেদন মিলিয়ে ১,৯২,৯৭৮ খণ্ড, পার্বত্য চট্টগ্রামের ইতিহাস, ভাষা ও সংস্কৃতি বিষয়ে ক্রমবর্ধমান সংগ্রহ, এবং বিশ্ববিদ্যালয়ের নেটওয়ার্কের মাধ্যমে অনলাইন জার্নাল ও ই-বুক ব্যবহারের সুযোগ।',
      },
      {
        en: 'Every enrolled student and staff member is a member with the university ID card. The reading rooms stay open until 8:00 PM during the semester, and the University Repository keeps the theses and research papers written at the university.',
        bn: 'প্রত্যেক শিক্ষার্থী ও কর্মকর্তা-কর্মচারী বিশ্ববিদ্যালয়ের পরিচয়পত্র দেখিয়েই গ্রন্থাগার ব্যবহার করতে পারেন। সেমিস্টার চলাকালে পাঠকক্ষ রাত ৮টা পর্যন্ত খোলা থাকে, আর বিশ্ববিদ্যালয় রিপোজিটরিতে বিশ্ববিদ্যালয়ে লেখা থিসিস ও গবেষণাপত্র সংরক্ষিত থাকে।',
      },
    ],
  },
  staff: [],
  vision: {
    en: 'A library at the heart of learning and research in the hill districts, open to every student and scholar.',
    bn: 'পার্বত্য জেলার শিক্ষা ও গবেষণার কেন্দ্রে এমন একটি গ্রন্থাগার, যা প্রত্যেক শিক্ষার্থী ও গবেষকের জন্য উন্মুক্ত।',
  },
  mission: {
    en: 'To collect, organise and share knowledge in print and digital form, and to teach students to find and use information well.',
    bn: 'মুদ্রিত ও ডিজিটাল জ্ঞান সংগ্রহ, বিন্যাস ও বিতরণ করা এবং শিক্ষার্থীদের তথ্য খুঁজে পাওয়া ও যথাযথভাবে ব্যবহার করতে শেখানো।',
  },
  goals: [
    {
      en: 'Grow the printed and electronic collections every semester',
      bn: 'প্রতি সেমিস্টারে মুদ্রিত ও ইলেকট্রনিক সংগ্রহ বাড়ানো',
    },
    {
      en: 'Keep the reading rooms open until 8:00 PM during the semester',
      bn: 'সেমিস্টার চলাকালে পাঠকক্ষ রাত ৮টা পর্যন্ত খোলা রাখা',
    },
    { en: 'Digitise rare material on the Chittagong Hill Tracts', bn: 'পার্বত্য চট্টগ্রাম বিষয়ে দুর্লভ উপকরণ ডিজিটাল করা' },
    {
      en: 'Hold an information literacy session for every new batch',
      bn: 'প্রতিটি নতুন ব্যাচের জন্য একটি তথ্য সাক্ষরতা সেশন আয়োজন করা',
    },
  ],
  contact: {
    room: { en: 'Library Building, Ground Floor', bn: 'গ্রন্থাগার ভবন, নিচতলা' },
    phone: '+880 2333 371 114',
    email: 'librarian@htu.edu.bd',
    hours: {
      en: 'Sunday to Thursday, 8:30 AM to 8:00 PM; Saturday, 9:00 AM to 5:00 PM',
      bn: 'রবিবার থেকে বৃহস্পতিবার, সকাল সাড়ে ৮টা থেকে রাত ৮টা; শনিবার, সকাল ৯টা থেকে বিকাল ৫টা',
    },
  },
})
