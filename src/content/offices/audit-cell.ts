import { bilingual } from '../bilingual'
import { SITE_NAME } from '../site'
import { OFFICE_HOURS, type OfficeRecord } from './types'

export default bilingual<OfficeRecord>({
  key: 'audit-cell',
  title: { en: 'Audit Cell', bn: 'অডিট সেল' },
  subtitle: { en: 'Internal audit and financial control', bn: 'অভ্যন্তরীণ নিরীক্ষা ও আর্থিক নিয়ন্ত্রণ' },
  summary: {
    en: `The Audit Cell of ${SITE_NAME.en}: internal audit, financial control and compliance.`,
    bn: `${SITE_NAME.bn}ের অডিট সেল: অভ্যন্তরীণ নিরীক্ষা, আর্থিক নিয়ন্ত্রণ ও বিধি পরিপালন।`,
  },
  about: {
    heading: { en: 'About the Audit Cell', bn: 'অডিট সেল পরিচিতি' },
    paragraphs: [
      {
        en: 'The Audit Cell examines the income, expenditure and procurement of the university independently of the offices that handle them. It checks that payments follow the approved budget and the financial rules of the university.',
        bn: 'অডিট সেল সংশ্লিষ্ট দপ্তরগুলোর প্রভাবমুক্ত থেকে বিশ্ববিদ্যালয়ের আয়, ব্যয় ও ক্রয় নিরীক্ষা করে। পরিশোধগুলো অনুমোদিত বাজেট ও বিশ্ববিদ্যালয়ের আর্থিক বিধি মেনে হচ্ছে কি না, সেল তা যাচাই করে।',
      },
      {
        en: 'The cell reports to the Treasurer and the Syndicate, and assists the external auditors and the University Grants Commission in their annual audit.',
        bn: 'সেলটি কোষাধ্যক্ষ ও সিন্ডিকেটের কাছে প্রতিবেদন দেয় এবং বার্ষিক নিরীক্ষায় বহির্নিরীক্ষক ও বিশ্ববিদ্যালয় মঞ্জুরি কমিশনকে সহায়তা করে।',
      },
    ],
  },
  staff: [],
  vision: {
    en: 'Every taka of the university spent properly and accounted for openly.',
    bn: 'বিশ্ববিদ্যালয়ের প্রতিটি টাকা যথাযথভাবে ব্যয় হবে এবং তার হিসাব খোলাখুলি দেওয়া হবে।',
  },
  mission: {
    en: 'To provide independent internal audit, strengthen financial controls and help the university use its resources well.',
    bn: 'স্বাধীন অভ্যন্তরীণ নিরীক্ষা করা, আর্থিক নিয়ন্ত্রণ জোরদার করা এবং বিশ্ববিদ্যালয়কে এর সম্পদের সদ্ব্যবহারে সহায়তা করা।',
  },
  goals: [
    {
      en: 'Audit every payment above the approved limit before it is made',
      bn: 'অনুমোদিত সীমার বেশি প্রতিটি পরিশোধ করার আগে নিরীক্ষা করা',
    },
    {
      en: 'Complete the internal audit of each financial year on schedule',
      bn: 'প্রতিটি অর্থবছরের অভ্যন্তরীণ নিরীক্ষা নির্ধারিত সময়ে সম্পন্ন করা',
    },
    {
      en: 'Follow up every audit observation until it is settled',
      bn: 'প্রতিটি নিরীক্ষা আপত্তি নিষ্পত্তি না হওয়া পর্যন্ত তা অনুসরণ করা',
    },
    { en: 'Support the external audit with complete records', bn: 'সম্পূর্ণ রেকর্ড দিয়ে বহির্নিরীক্ষায় সহায়তা করা' },
  ],
  contact: {
    room: { en: 'Administrative Building, Second Floor, Room 306', bn: 'প্রশাসনিক ভবন, তৃতীয় তলা, কক্ষ ৩০৬' },
    phone: '+880 2333 371 118',
    email: 'audit@htu.edu.bd',
    hours: OFFICE_HOURS,
  },
})
