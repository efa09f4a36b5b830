import { bilingual } from '../bilingual'
import type { Programme } from './types'
import { PROGRAMME_NAME_MODEL } from './names'

// Duration, semesters and credits come from the fee table: 2 years, 4 semesters, 60 credits
// (Foundation 12, Concentration 12, Core 30, as published), total Tk 1,48,500. The '40 courses, 126 credits,
// eight semesters' of the source page text contradicts them and is not used (see src/content/fees.ts).
export const mba = bilingual<Programme>({
  slug: 'mba',
  code: 'MBA',
  title: PROGRAMME_NAME_MODEL.mba,
  department: { en: 'Department of Business Administration', bn: 'ব্যবসায় প্রশাসন বিভাগ' },
  tagline: {
    en: 'Strategic management and leadership for graduates and working professionals',
    bn: 'স্নাতক ও কর্মজীবী পেশাজীবীদের জন্য কৌশলগত ব্যবস্থাপনা ও নেতৃত্ব',
  },
  level: 'Postgraduate',
  entry: 'master',
  entryExtra: [],
  syllabus: { departmentId: '2', programmeId: '2' },
  // The MBA page has six summary cards: the language of instruction (English) is stated in the overview.
  summaryCards: ['duration', 'semesters', 'credits', 'totalFee', 'intake', 'level'],
  overview: [
    {
      en: 'The Master of Business Administration is a two-year postgraduate programme, taught in English, for graduates of any discipline and for working professionals who want to move into management. Classes are scheduled so that working students can attend.',
      bn: 'মাস্টার অব বিজনেস অ্যাডমিনিস্ট্রেশন ইংরেজিতে পড়ানো দুই বছর মেয়াদি একটি স্নাতকোত্তর প্রোগ্রাম, যেকোনো বিষয়ের স্নাতক এবং ব্যবস্থাপনায় আসতে চান এমন কর্মজীবী পেশাজীবীদের জন্য। ক্লাসের সময় এমনভাবে সাজানো যে কর্মজীবী শিক্ষার্থীরাও অংশ নিতে পারেন।',
    },
    {
      en: 'Foundation courses bring students from different backgrounds to a common base; core courses cover strategy, finance, marketing, operations and organisational behaviour; and concentration courses let students specialise in Accounting, Finance, Marketing, Management, or Human Resource Management.',
      bn: 'ভিত্তি কোর্সগুলো ভিন্ন ভিন্ন পটভূমির শিক্ষার্থীদের একটি অভিন্ন ভিতে আনে; মূল কোর্সে থাকে কৌশল, ফিন্যান্স, মার্কেটিং, অপারেশনস ও সাংগঠনিক আচরণ; আর বিশেষায়িত কোর্সে শিক্ষার্থীরা হিসাববিজ্ঞান, ফিন্যান্স, মার্কেটিং, ব্যবস্থাপনা অথবা মানবসম্পদ ব্যবস্থাপনায় বিশেষায়িত দক্ষতা অর্জন করেন।',
    },
  ],
  vision: {
    en: 'To develop visionary and ethical leaders who manage organisations effectively and contribute to the sustainable development of the region and the country.',
    bn: 'এমন দূরদর্শী ও নৈতিক নেতা গড়ে তোলা, যাঁরা দক্ষতার সঙ্গে প্রতিষ্ঠান পরিচালনা করবেন এবং অঞ্চল ও দেশের টেকসই উন্নয়নে অবদান রাখবেন।',
  },
  mission: {
    en: 'To provide advanced management education that integrates theory, research and practice, to build strategic and analytical capability, and to instil integrity and social responsibility in future business leaders.',
    bn: 'তত্ত্ব, গবেষণা ও চর্চার সমন্বয়ে উচ্চতর ব্যবস্থাপনা শিক্ষা দেওয়া, কৌশলগত ও বিশ্লেষণী সামর্থ্য গড়ে তোলা এবং ভবিষ্যতের ব্যবসায়ী নেতাদের মধ্যে সততা ও সামাজিক দায়বদ্ধতা জাগিয়ে তোলা।',
  },
  objectives: [
    {
      en: 'Develop advanced knowledge of the functional areas of management and how they fit together in strategy.',
      bn: 'ব্যবস্থাপনার কার্যক্ষেত্রগুলো এবং কৌশলে সেগুলোর সমন্বয় সম্পর্কে উচ্চতর জ্ঞান গড়ে তোলা।',
    },
    {
      en: 'Strengthen analytical, quantitative and strategic decision-making skills.',
      bn: 'বিশ্লেষণী, পরিমাণগত ও কৌশলগত সিদ্ধান্ত গ্রহণের দক্ষতা জোরদার করা।',
    },
    {
      en: 'Build leadership, negotiation and communication abilities for senior roles.',
      bn: 'জ্যেষ্ঠ পদের জন্য নেতৃত্ব, দর-কষাকষি ও যোগাযোগের সামর্থ্য তৈরি করা।',
    },
    {
      en: 'Provide specialised knowledge through a concentration chosen by the student.',
      bn: 'শিক্ষার্থীর বেছে নেওয়া বিশেষায়নের মাধ্যমে বিশেষায়িত জ্ঞান দেওয়া।',
    },
    {
      en: 'Encourage research and consultancy on business and development issues of the region.',
      bn: 'অঞ্চলের ব্যবসায় ও উন্নয়ন বিষয়ে গবেষণা ও পরামর্শ কাজে উৎসাহ দেওয়া।',
    },
  ],
  description: [
    {
      en: 'The programme is organised in three blocks: foundation courses, core courses and concentration courses. Students with a bachelor degree in business may be exempted from some foundation courses.',
      bn: 'প্রোগ্রামটি তিনটি ভাগে সাজানো: ভিত্তি কোর্স, মূল কোর্স ও বিশেষায়িত কোর্স। ব্যবসায়ে স্নাতক ডিগ্রিধারী শিক্ষার্থীরা কিছু ভিত্তি কোর্স থেকে অব্যাহতি পেতে পারেন।',
    },
    {
      en: 'Teaching uses case discussions, group projects, simulations and guest lectures by business leaders. Students finish with a research project or an internship report in their concentration.',
      bn: 'পাঠদানে কেস আলোচনা, দলগত প্রকল্প, সিমুলেশন এবং ব্যবসায়ী নেতাদের অতিথি বক্তৃতা ব্যবহার করা হয়। শিক্ষার্থীরা নিজ বিশেষায়নে একটি গবেষণা প্রকল্প বা ইন্টার্নশিপ প্রতিবেদন দিয়ে প্রোগ্রাম শেষ করেন।',
    },
  ],
  peos: [
    {
      en: 'Graduates will hold leadership positions in corporate, financial, public and development organisations.',
      bn: 'স্নাতকেরা করপোরেট, আর্থিক, সরকারি ও উন্নয়ন প্রতিষ্ঠানে নেতৃত্বের পদে কাজ করবেন।',
    },
    {
      en: 'Graduates will formulate and carry out strategies in complex and changing business environments.',
      bn: 'স্নাতকেরা জটিল ও পরিবর্তনশীল ব্যবসায়িক পরিবেশে কৌশল প্রণয়ন ও বাস্তবায়ন করবেন।',
    },
    {
      en: 'Graduates will use research and data to solve management problems.',
      bn: 'স্নাতকেরা ব্যবস্থাপনার সমস্যা সমাধানে গবেষণা ও ডেটা ব্যবহার করবেন।',
    },
    {
      en: 'Graduates will lead with integrity, respecting stakeholders and society.',
      bn: 'স্নাতকেরা অংশীজন ও সমাজের প্রতি শ্রদ্ধা রেখে সততার সঙ্গে নেতৃত্ব দেবেন।',
    },
    {
      en: 'Graduates will build new ventures and keep developing as professionals throughout their careers.',
      bn: 'স্নাতকেরা নতুন উদ্যোগ গড়বেন এবং সারা কর্মজীবন পেশাজীবী হিসেবে নিজেদের বিকশিত করবেন।',
    },
  ],
  plos: [
    {
      title: { en: 'Advanced management knowledge', bn: 'উচ্চতর ব্যবস্থাপনা জ্ঞান' },
      text: {
        en: 'Integrate advanced knowledge of finance, marketing, operations, human resources and strategy to manage organisations.',
        bn: 'প্রতিষ্ঠান পরিচালনায় ফিন্যান্স, মার্কেটিং, অপারেশনস, মানবসম্পদ ও কৌশলের উচ্চতর জ্ঞানের সমন্বয় ঘটানো।',
      },
    },
    {
      title: { en: 'Strategic and analytical thinking', bn: 'কৌশলগত ও বিশ্লেষণী চিন্তা' },
      text: {
        en: 'Analyse complex business situations with quantitative and qualitative methods and make strategic decisions.',
        bn: 'পরিমাণগত ও গুণগত পদ্ধতিতে জটিল ব্যবসায়িক পরিস্থিতি বিশ্লেষণ করা এবং কৌশলগত সিদ্ধান্ত নেওয়া।',
      },
    },
    {
      title: { en: 'Leadership', bn: 'নেতৃত্ব' },
      text: {
        en: 'Lead teams and organisations through change, motivating people and managing conflict.',
        bn: 'মানুষকে অনুপ্রাণিত করে ও দ্বন্দ্ব সামলে পরিবর্তনের মধ্য দিয়ে দল ও প্রতিষ্ঠানকে নেতৃত্ব দেওয়া।',
      },
    },
    {
      title: { en: 'Ethics and governance', bn: 'নৈতিকতা ও সুশাসন' },
      text: {
        en: 'Evaluate the ethical, legal and social responsibilities of business and apply principles of good corporate governance.',
        bn: 'ব্যবসার নৈতিক, আইনি ও সামাজিক দায়িত্ব মূল্যায়ন করা এবং সুষ্ঠু করপোরেট সুশাসনের নীতি প্রয়োগ করা।',
      },
    },
    {
      title: { en: 'Research and communication', bn: 'গবেষণা ও যোগাযোগ' },
      text: {
        en: 'Conduct applied business research and present findings and recommendations persuasively to decision makers.',
        bn: 'প্রায়োগিক ব্যবসায় গবেষণা করা এবং সিদ্ধান্ত গ্রহণকারীদের কাছে ফলাফল ও সুপারিশ প্রভাবশালীভাবে উপস্থাপন করা।',
      },
    },
  ],
  graduateAttributes: [
    { en: 'Strategic and integrative management knowledge', bn: 'কৌশলগত ও সমন্বিত ব্যবস্থাপনা জ্ঞান' },
    { en: 'Evidence-based decision making', bn: 'তথ্যপ্রমাণভিত্তিক সিদ্ধান্ত গ্রহণ' },
    { en: 'Leadership and people management', bn: 'নেতৃত্ব ও জনবল ব্যবস্থাপনা' },
    { en: 'Ethical and responsible business conduct', bn: 'নৈতিক ও দায়িত্বশীল ব্যবসায়িক আচরণ' },
    { en: 'Persuasive communication and negotiation', bn: 'প্রভাবশালী যোগাযোগ ও দর-কষাকষি' },
    { en: 'Specialised expertise in a chosen concentration', bn: 'বেছে নেওয়া বিশেষায়নে বিশেষায়িত দক্ষতা' },
    { en: 'Entrepreneurial and innovative thinking', bn: 'উদ্যোক্তাসুলভ ও উদ্ভাবনী চিন্তা' },
  ],
})
