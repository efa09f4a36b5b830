import { bilingual } from '../bilingual'
import { SITE_NAME } from '../site'
import { OFFICE_HOURS, type OfficeRecord } from './types'

export default bilingual<OfficeRecord>({
  key: 'pro',
  title: { en: 'Public Relations and Publication', bn: 'জনসংযোগ ও প্রকাশনা' },
  subtitle: { en: 'News, media relations and the university’s publications', bn: 'সংবাদ, গণমাধ্যম সম্পর্ক ও বিশ্ববিদ্যালয়ের প্রকাশনা' },
  summary: {
    en: `The Public Relations and Publication office of ${SITE_NAME.en}: press releases, media enquiries, the newsletter and the annual report.`,
    bn: `${SITE_NAME.bn}ের জনসংযোগ ও প্রকাশনা দপ্তর: সংবাদ বিজ্ঞপ্তি, গণমাধ্যমের জিজ্ঞাসা, নিউজলেটার ও বার্ষিক প্রতিবেদন।`,
  },
  officer: {
    name: { en: 'Farhana Yasmin', bn: 'ফারহানা ইয়াসমিন' },
    designation: { en: 'Deputy Director, Public Relations and Publication', bn: 'উপপরিচালক, জনসংযোগ ও প্রকাশনা' },
    phone: '+880 2333 371 113',
    email: 'pro@htu.edu.bd',
    researchProfiles: true,
    details: [
      {
        en: 'M.S.S. in Mass Communication and Journalism (University of Dhaka)',
        bn: 'গণযোগাযোগ ও সাংবাদিকতায় এমএসএস (ঢাকা বিশ্ববিদ্যালয়)',
      },
    ],
  },
  about: {
    heading: { en: 'About the Office', bn: 'দপ্তর পরিচিতি' },
    paragraphs: [
      {
        en: 'The Public Relations and Publication office tells the story of the university. It issues press releases and notices, answers enquiries from journalists, photographs university events and keeps the website, the newsletter and the social media pages up to date.',
        bn: 'জনসংযোগ ও প্রকাশনা দপ্তর বিশ্ববিদ্যালয়ের গল্প বলে। এই দপ্তর সংবাদ বিজ্ঞপ্তি ও নোটিশ প্রকাশ করে, সাংবাদিকদের প্রশ্নের উত্তর দেয়, বিশ্ববিদ্যালয়ের অনুষ্ঠানের ছবি তোলে এবং ওয়েবসাইট, নিউজলেটার ও সামাজিক মাধ্যমের পাতা হালনাগাদ রাখে।',
      },
      {
        en: 'The office also edits and publishes the annual report, the prospectus and the admission circulars, and coordinates visits by guests and delegations.',
        bn: 'দপ্তরটি বার্ষিক প্রতিবেদন, প্রসপেক্টাস ও ভর্তি বিজ্ঞপ্তি সম্পাদনা ও প্রকাশ করে এবং অতিথি ও প্রতিনিধিদলের সফর সমন্বয় করে।',
      },
    ],
  },
  staff: [],
  vision: {
    en: 'A university whose work in the hill districts is known, understood and trusted across Bangladesh.',
    bn: 'এমন একটি বিশ্ববিদ্যালয়, পার্বত্য জেলায় যার কাজ সারা বাংলাদেশে পরিচিত, বোধগম্য ও আস্থাভাজন।',
  },
  mission: {
    en: 'To share accurate and timely information about the university with students, parents, the media and the public, in Bangla and English.',
    bn: 'শিক্ষার্থী, অভিভাবক, গণমাধ্যম ও জনসাধারণকে বাংলা ও ইংরেজিতে বিশ্ববিদ্যালয় সম্পর্কে নির্ভুল ও সময়োপযোগী তথ্য জানানো।',
  },
  goals: [
    {
      en: 'Publish news of every major university event within one day',
      bn: 'বিশ্ববিদ্যালয়ের প্রতিটি বড় অনুষ্ঠানের সংবাদ এক দিনের মধ্যে প্রকাশ করা',
    },
    { en: 'Answer media enquiries within one working day', bn: 'গণমাধ্যমের জিজ্ঞাসার উত্তর এক কর্মদিবসের মধ্যে দেওয়া' },
    {
      en: 'Publish the annual report and the newsletter on schedule',
      bn: 'বার্ষিক প্রতিবেদন ও নিউজলেটার নির্ধারিত সময়ে প্রকাশ করা',
    },
    {
      en: 'Keep every publication accessible on phones and slow connections',
      bn: 'প্রতিটি প্রকাশনা ফোনে ও ধীরগতির সংযোগে সহজে দেখার উপযোগী রাখা',
    },
  ],
  contact: {
    room: { en: 'Administrative Building, Ground Floor, Room 108', bn: 'প্রশাসনিক ভবন, নিচতলা, কক্ষ ১০৮' },
    phone: '+880 2333 371 113',
    email: 'pro@htu.edu.bd',
    hours: OFFICE_HOURS,
  },
})
