import { bilingual } from '../bilingual'
import { ALL_SUMMARY_CARDS, type Programme } from './types'
import { PROGRAMME_NAME_MODEL } from './names'

// Credits and total fee come from the fee table (141 credits, Tk 2,79,962); the
// '126 credits and 40 courses' of the source page text is not used (see src/content/fees.ts).
export const bba = bilingual<Programme>({
  slug: 'bba',
  code: 'BBA',
  title: PROGRAMME_NAME_MODEL.bba,
  department: { en: 'Department of Business Administration', bn: 'ব্যবসায় প্রশাসন বিভাগ' },
  tagline: {
    en: 'Management, finance and entrepreneurship for growing businesses of the region',
    bn: 'অঞ্চলের বিকাশমান ব্যবসার জন্য ব্যবস্থাপনা, ফিন্যান্স ও উদ্যোক্তা উন্নয়ন',
  },
  level: 'Undergraduate',
  entry: 'bachelor',
  entryExtra: [
    {
      en: 'HSC or equivalent in the Science or Commerce (Business Studies) group.',
      bn: 'বিজ্ঞান বা ব্যবসায় শিক্ষা বিভাগে এইচএসসি বা সমমান।',
    },
  ],
  syllabus: { departmentId: '2', programmeId: '1' },
  summaryCards: ALL_SUMMARY_CARDS,
  overview: [
    {
      en: 'The Bachelor of Business Administration is a four-year programme that prepares students to manage organisations in a competitive economy. Students study accounting, finance, marketing, human resource management, operations and business law, and learn to use data and technology in decisions.',
      bn: 'ব্যাচেলর অব বিজনেস অ্যাডমিনিস্ট্রেশন চার বছর মেয়াদি একটি প্রোগ্রাম, যা শিক্ষার্থীদের প্রতিযোগিতামূলক অর্থনীতিতে প্রতিষ্ঠান পরিচালনার জন্য প্রস্তুত করে। শিক্ষার্থীরা হিসাববিজ্ঞান, ফিন্যান্স, মার্কেটিং, মানবসম্পদ ব্যবস্থাপনা, অপারেশনস ও ব্যবসায় আইন পড়েন এবং সিদ্ধান্ত গ্রহণে ডেটা ও প্রযুক্তির ব্যবহার শেখেন।',
    },
    {
      en: 'The programme connects the classroom with the economy of the hill districts: agribusiness, handicrafts, tourism and small enterprises. Case studies, business plans and an internship give students practical experience before they graduate.',
      bn: 'প্রোগ্রামটি শ্রেণিকক্ষকে পার্বত্য জেলার অর্থনীতির সঙ্গে যুক্ত করে: কৃষিব্যবসা, হস্তশিল্প, পর্যটন ও ক্ষুদ্র উদ্যোগ। কেস স্টাডি, ব্যবসায় পরিকল্পনা ও ইন্টার্নশিপ স্নাতক হওয়ার আগেই শিক্ষার্থীদের ব্যবহারিক অভিজ্ঞতা দেয়।',
    },
  ],
  vision: {
    en: 'To develop ethical business leaders and entrepreneurs who drive inclusive economic growth in the Chittagong Hill Tracts and in Bangladesh.',
    bn: 'এমন নৈতিক ব্যবসায়ী নেতা ও উদ্যোক্তা গড়ে তোলা, যাঁরা পার্বত্য চট্টগ্রাম ও বাংলাদেশে অন্তর্ভুক্তিমূলক অর্থনৈতিক প্রবৃদ্ধি এগিয়ে নেবেন।',
  },
  mission: {
    en: 'To provide business education of high quality that combines sound theory with practical skills, to promote research on regional and national business issues, and to nurture integrity, creativity and social responsibility.',
    bn: 'সুদৃঢ় তত্ত্ব ও ব্যবহারিক দক্ষতার সমন্বয়ে উচ্চমানের ব্যবসায় শিক্ষা দেওয়া, আঞ্চলিক ও জাতীয় ব্যবসায়িক বিষয়ে গবেষণায় উৎসাহ দেওয়া এবং সততা, সৃজনশীলতা ও সামাজিক দায়বদ্ধতা লালন করা।',
  },
  objectives: [
    {
      en: 'Give students a broad understanding of the functional areas of business.',
      bn: 'শিক্ষার্থীদের ব্যবসার বিভিন্ন কার্যক্ষেত্র সম্পর্কে বিস্তৃত ধারণা দেওয়া।',
    },
    {
      en: 'Develop analytical, quantitative and decision-making skills for managing organisations.',
      bn: 'প্রতিষ্ঠান পরিচালনার জন্য বিশ্লেষণী, পরিমাণগত ও সিদ্ধান্ত গ্রহণের দক্ষতা গড়ে তোলা।',
    },
    {
      en: 'Build communication, leadership and teamwork skills through presentations, projects and case work.',
      bn: 'উপস্থাপনা, প্রকল্প ও কেস নিয়ে কাজের মাধ্যমে যোগাযোগ, নেতৃত্ব ও দলগত কাজের দক্ষতা তৈরি করা।',
    },
    {
      en: 'Encourage entrepreneurship and the creation of small and medium enterprises in the region.',
      bn: 'অঞ্চলে উদ্যোক্তা তৈরি এবং ক্ষুদ্র ও মাঝারি উদ্যোগ গড়ে তোলায় উৎসাহ দেওয়া।',
    },
    {
      en: 'Prepare graduates for careers in banks, corporations, NGOs and government, and for postgraduate study.',
      bn: 'স্নাতকদের ব্যাংক, করপোরেট প্রতিষ্ঠান, এনজিও ও সরকারি চাকরি এবং স্নাতকোত্তর পড়াশোনার জন্য প্রস্তুত করা।',
    },
  ],
  description: [
    {
      en: 'The first two years cover the foundations of business, economics, mathematics, statistics, English and information technology. In the third year students take core courses in finance, marketing, management and accounting, and in the fourth year they choose a major: Accounting, Finance, Marketing, Management or Human Resource Management.',
      bn: 'প্রথম দুই বছরে ব্যবসার ভিত্তি, অর্থনীতি, গণিত, পরিসংখ্যান, ইংরেজি ও তথ্যপ্রযুক্তি পড়ানো হয়। তৃতীয় বর্ষে শিক্ষার্থীরা ফিন্যান্স, মার্কেটিং, ব্যবস্থাপনা ও হিসাববিজ্ঞানের মূল কোর্স নেন, আর চতুর্থ বর্ষে একটি মেজর বেছে নেন: হিসাববিজ্ঞান, ফিন্যান্স, মার্কেটিং, ব্যবস্থাপনা অথবা মানবসম্পদ ব্যবস্থাপনা।',
    },
    {
      en: 'The programme ends with a three-month internship in an organisation, reported in an internship report and a viva.',
      bn: 'প্রোগ্রাম শেষ হয় কোনো প্রতিষ্ঠানে তিন মাসের ইন্টার্নশিপ দিয়ে, যার ওপর একটি ইন্টার্নশিপ প্রতিবেদন ও মৌখিক পরীক্ষা হয়।',
    },
  ],
  peos: [
    {
      en: 'Graduates will hold managerial and professional positions in business, banking, development and public organisations.',
      bn: 'স্নাতকেরা ব্যবসায়, ব্যাংকিং, উন্নয়ন ও সরকারি প্রতিষ্ঠানে ব্যবস্থাপনা ও পেশাগত পদে কাজ করবেন।',
    },
    {
      en: 'Graduates will analyse business situations and make sound decisions using quantitative and qualitative evidence.',
      bn: 'স্নাতকেরা পরিমাণগত ও গুণগত তথ্যপ্রমাণ দিয়ে ব্যবসায়িক পরিস্থিতি বিশ্লেষণ করবেন এবং সঠিক সিদ্ধান্ত নেবেন।',
    },
    {
      en: 'Graduates will start and grow enterprises that create employment in their communities.',
      bn: 'স্নাতকেরা এমন উদ্যোগ শুরু ও প্রসার করবেন, যা নিজ জনগোষ্ঠীতে কর্মসংস্থান সৃষ্টি করে।',
    },
    {
      en: 'Graduates will practise ethical and socially responsible business.',
      bn: 'স্নাতকেরা নৈতিক ও সামাজিকভাবে দায়িত্বশীল ব্যবসা করবেন।',
    },
    {
      en: 'Graduates will continue their professional development through higher study and professional qualifications.',
      bn: 'স্নাতকেরা উচ্চশিক্ষা ও পেশাগত যোগ্যতার মাধ্যমে নিজেদের পেশাগত উন্নয়ন অব্যাহত রাখবেন।',
    },
  ],
  plos: [
    {
      title: { en: 'Business knowledge', bn: 'ব্যবসায় জ্ঞান' },
      text: {
        en: 'Demonstrate knowledge of accounting, finance, marketing, management, economics and business law, and how they interact.',
        bn: 'হিসাববিজ্ঞান, ফিন্যান্স, মার্কেটিং, ব্যবস্থাপনা, অর্থনীতি ও ব্যবসায় আইনের জ্ঞান এবং এগুলোর পারস্পরিক সম্পর্ক দেখানো।',
      },
    },
    {
      title: { en: 'Critical thinking and decision making', bn: 'সমালোচনামূলক চিন্তা ও সিদ্ধান্ত গ্রহণ' },
      text: {
        en: 'Analyse business problems with appropriate quantitative and qualitative tools and recommend well-reasoned solutions.',
        bn: 'উপযুক্ত পরিমাণগত ও গুণগত পদ্ধতিতে ব্যবসায়িক সমস্যা বিশ্লেষণ করা এবং যুক্তিসংগত সমাধানের সুপারিশ করা।',
      },
    },
    {
      title: { en: 'Communication', bn: 'যোগাযোগ' },
      text: {
        en: 'Communicate business ideas clearly and persuasively in written reports, presentations and negotiations.',
        bn: 'লিখিত প্রতিবেদন, উপস্থাপনা ও আলোচনায় ব্যবসায়িক ধারণা স্পষ্ট ও প্রভাবশালীভাবে তুলে ধরা।',
      },
    },
    {
      title: { en: 'Ethics and social responsibility', bn: 'নৈতিকতা ও সামাজিক দায়বদ্ধতা' },
      text: {
        en: 'Recognise ethical issues in business and act with integrity, respecting stakeholders, communities and the environment.',
        bn: 'ব্যবসার নৈতিক প্রশ্নগুলো চেনা এবং অংশীজন, সমাজ ও পরিবেশের প্রতি শ্রদ্ধা রেখে সততার সঙ্গে কাজ করা।',
      },
    },
    {
      title: { en: 'Leadership and teamwork', bn: 'নেতৃত্ব ও দলগত কাজ' },
      text: {
        en: 'Lead and work in diverse teams, manage projects and adapt to change in organisations.',
        bn: 'বৈচিত্র্যময় দলে নেতৃত্ব দেওয়া ও কাজ করা, প্রকল্প পরিচালনা করা এবং প্রতিষ্ঠানের পরিবর্তনের সঙ্গে খাপ খাওয়ানো।',
      },
    },
  ],
  graduateAttributes: [
    { en: 'Broad and integrated knowledge of business', bn: 'ব্যবসা সম্পর্কে বিস্তৃত ও সমন্বিত জ্ঞান' },
    { en: 'Analytical and problem-solving ability', bn: 'বিশ্লেষণ ও সমস্যা সমাধানের সামর্থ্য' },
    { en: 'Entrepreneurial mindset and creativity', bn: 'উদ্যোক্তাসুলভ মানসিকতা ও সৃজনশীলতা' },
    { en: 'Professional communication in English and Bangla', bn: 'ইংরেজি ও বাংলায় পেশাগত যোগাযোগ' },
    { en: 'Ethical conduct and social responsibility', bn: 'নৈতিক আচরণ ও সামাজিক দায়বদ্ধতা' },
    { en: 'Leadership and teamwork', bn: 'নেতৃত্ব ও দলগত কাজ' },
    { en: 'Digital and data literacy', bn: 'ডিজিটাল ও ডেটা সাক্ষরতা' },
  ],
})
