import { bilingual } from '../bilingual'
import { ALL_SUMMARY_CARDS, type Programme } from './types'
import { PROGRAMME_NAME_MODEL } from './names'

export const gds = bilingual<Programme>({
  slug: 'gds',
  code: 'GDS',
  title: PROGRAMME_NAME_MODEL.gds,
  department: { en: 'Department of Governance and Development Studies', bn: 'গভর্ন্যান্স ও উন্নয়ন অধ্যয়ন বিভাগ' },
  tagline: {
    en: 'Public policy, local governance and sustainable development in the hills',
    bn: 'পাহাড়ে জননীতি, স্থানীয় শাসন ও টেকসই উন্নয়ন',
  },
  level: 'Undergraduate',
  entry: 'bachelor',
  entryExtra: [],
  syllabus: { departmentId: '4', programmeId: '1' },
  summaryCards: ALL_SUMMARY_CARDS,
  overview: [
    {
      en: 'The Bachelor of Social Science in Governance and Development Studies is a four-year interdisciplinary programme drawing on political science, public administration, economics, sociology and development studies.',
      bn: 'গভর্ন্যান্স ও উন্নয়ন অধ্যয়নে ব্যাচেলর অব সোশ্যাল সায়েন্স চার বছর মেয়াদি একটি আন্তঃশাস্ত্রীয় প্রোগ্রাম, যা রাষ্ট্রবিজ্ঞান, লোকপ্রশাসন, অর্থনীতি, সমাজবিজ্ঞান ও উন্নয়ন অধ্যয়নের ওপর ভিত্তি করে গড়া।',
    },
    {
      en: 'Students study how institutions work, how policies are made and carried out, and how development reaches, or fails to reach, people at the margins. The Chittagong Hill Tracts, with their traditional institutions, regional and hill district councils and many development partners, are a living classroom for the programme.',
      bn: 'শিক্ষার্থীরা পড়েন প্রতিষ্ঠান কীভাবে কাজ করে, নীতি কীভাবে তৈরি ও বাস্তবায়িত হয়, এবং উন্নয়ন কীভাবে প্রান্তিক মানুষের কাছে পৌঁছায় বা পৌঁছাতে ব্যর্থ হয়। ঐতিহ্যবাহী প্রতিষ্ঠান, আঞ্চলিক ও পার্বত্য জেলা পরিষদ এবং বহু উন্নয়ন সহযোগী নিয়ে পার্বত্য চট্টগ্রাম এই প্রোগ্রামের জীবন্ত শ্রেণিকক্ষ।',
    },
  ],
  vision: {
    en: 'To be a leading centre for the study of governance and development, producing scholars and practitioners who strengthen democratic institutions and inclusive development.',
    bn: 'গভর্ন্যান্স ও উন্নয়ন অধ্যয়নের অগ্রণী কেন্দ্র হয়ে ওঠা এবং এমন গবেষক ও পেশাজীবী তৈরি করা, যাঁরা গণতান্ত্রিক প্রতিষ্ঠান ও অন্তর্ভুক্তিমূলক উন্নয়নকে শক্তিশালী করবেন।',
  },
  mission: {
    en: 'To offer an interdisciplinary education in governance and development, to carry out research on policy and institutions with a focus on the hill districts, and to prepare graduates for public service, civil society and development organisations.',
    bn: 'গভর্ন্যান্স ও উন্নয়নে আন্তঃশাস্ত্রীয় শিক্ষা দেওয়া, পার্বত্য জেলাকে কেন্দ্র করে নীতি ও প্রতিষ্ঠান নিয়ে গবেষণা করা এবং স্নাতকদের জনসেবা, নাগরিক সমাজ ও উন্নয়ন প্রতিষ্ঠানের জন্য প্রস্তুত করা।',
  },
  objectives: [
    {
      en: 'Explain the theories and practice of governance, public policy and development.',
      bn: 'গভর্ন্যান্স, জননীতি ও উন্নয়নের তত্ত্ব ও চর্চা ব্যাখ্যা করা।',
    },
    {
      en: 'Develop skills in social research, policy analysis and programme evaluation.',
      bn: 'সামাজিক গবেষণা, নীতি বিশ্লেষণ ও কর্মসূচি মূল্যায়নের দক্ষতা গড়ে তোলা।',
    },
    {
      en: 'Build understanding of local government, traditional institutions and the governance of the Chittagong Hill Tracts.',
      bn: 'স্থানীয় সরকার, ঐতিহ্যবাহী প্রতিষ্ঠান এবং পার্বত্য চট্টগ্রামের শাসনব্যবস্থা সম্পর্কে ধারণা তৈরি করা।',
    },
    {
      en: 'Promote human rights, gender equality, peace and environmental sustainability.',
      bn: 'মানবাধিকার, জেন্ডার সমতা, শান্তি ও পরিবেশগত টেকসইতা প্রসারিত করা।',
    },
    {
      en: 'Prepare graduates for the civil service, NGOs, international agencies and further study.',
      bn: 'স্নাতকদের সিভিল সার্ভিস, এনজিও, আন্তর্জাতিক সংস্থা ও উচ্চশিক্ষার জন্য প্রস্তুত করা।',
    },
  ],
  description: [
    {
      en: 'Courses cover political theory, public administration, development economics, rural and urban development, local governance, public policy, human rights, gender and development, environment and climate change, peace and conflict studies, and research methods.',
      bn: 'কোর্সগুলোতে রয়েছে রাষ্ট্রদর্শন, লোকপ্রশাসন, উন্নয়ন অর্থনীতি, গ্রামীণ ও নগর উন্নয়ন, স্থানীয় শাসন, জননীতি, মানবাধিকার, জেন্ডার ও উন্নয়ন, পরিবেশ ও জলবায়ু পরিবর্তন, শান্তি ও সংঘাত অধ্যয়ন এবং গবেষণা পদ্ধতি।',
    },
    {
      en: 'Students do fieldwork in the districts of the region and write a research monograph in the final year; many also complete an internship with a development organisation or a local government body.',
      bn: 'শিক্ষার্থীরা অঞ্চলের জেলাগুলোতে মাঠকর্ম করেন এবং শেষ বর্ষে একটি গবেষণা মনোগ্রাফ লেখেন; অনেকে কোনো উন্নয়ন প্রতিষ্ঠান বা স্থানীয় সরকার প্রতিষ্ঠানে ইন্টার্নশিপও করেন।',
    },
  ],
  peos: [
    {
      en: 'Graduates will serve effectively in public administration, local government and development organisations.',
      bn: 'স্নাতকেরা লোকপ্রশাসন, স্থানীয় সরকার ও উন্নয়ন প্রতিষ্ঠানে কার্যকরভাবে কাজ করবেন।',
    },
    {
      en: 'Graduates will analyse public policies and development programmes and propose evidence-based improvements.',
      bn: 'স্নাতকেরা জননীতি ও উন্নয়ন কর্মসূচি বিশ্লেষণ করবেন এবং তথ্যপ্রমাণভিত্তিক উন্নতির প্রস্তাব দেবেন।',
    },
    {
      en: 'Graduates will conduct independent social research using qualitative and quantitative methods.',
      bn: 'স্নাতকেরা গুণগত ও পরিমাণগত পদ্ধতিতে স্বাধীনভাবে সামাজিক গবেষণা করবেন।',
    },
    {
      en: 'Graduates will promote accountable, inclusive and participatory governance in their communities.',
      bn: 'স্নাতকেরা নিজ জনগোষ্ঠীতে জবাবদিহিমূলক, অন্তর্ভুক্তিমূলক ও অংশগ্রহণমূলক শাসন এগিয়ে নেবেন।',
    },
    {
      en: 'Graduates will pursue higher studies and continue to learn in a changing development landscape.',
      bn: 'স্নাতকেরা উচ্চশিক্ষা গ্রহণ করবেন এবং পরিবর্তনশীল উন্নয়ন প্রেক্ষাপটে শিখতে থাকবেন।',
    },
  ],
  plos: [
    {
      title: { en: 'Disciplinary knowledge', bn: 'বিষয়গত জ্ঞান' },
      text: {
        en: 'Explain the major theories, institutions and actors of governance, public policy and development.',
        bn: 'গভর্ন্যান্স, জননীতি ও উন্নয়নের প্রধান তত্ত্ব, প্রতিষ্ঠান ও অংশীজন ব্যাখ্যা করা।',
      },
    },
    {
      title: { en: 'Policy analysis', bn: 'নীতি বিশ্লেষণ' },
      text: {
        en: 'Analyse policies and development interventions and assess their effects on different groups of people.',
        bn: 'নীতি ও উন্নয়ন কার্যক্রম বিশ্লেষণ করা এবং বিভিন্ন জনগোষ্ঠীর ওপর তাদের প্রভাব মূল্যায়ন করা।',
      },
    },
    {
      title: { en: 'Research skills', bn: 'গবেষণা দক্ষতা' },
      text: {
        en: 'Design and carry out social research, collect and analyse data, and report findings clearly.',
        bn: 'সামাজিক গবেষণার নকশা ও পরিচালনা করা, তথ্য সংগ্রহ ও বিশ্লেষণ করা এবং ফলাফল স্পষ্টভাবে উপস্থাপন করা।',
      },
    },
    {
      title: { en: 'Ethics and inclusion', bn: 'নৈতিকতা ও অন্তর্ভুক্তি' },
      text: {
        en: 'Apply principles of human rights, gender equality and respect for cultural diversity in professional work.',
        bn: 'পেশাগত কাজে মানবাধিকার, জেন্ডার সমতা ও সাংস্কৃতিক বৈচিত্র্যের প্রতি শ্রদ্ধার নীতি প্রয়োগ করা।',
      },
    },
    {
      title: { en: 'Communication and collaboration', bn: 'যোগাযোগ ও সহযোগিতা' },
      text: {
        en: 'Communicate effectively with communities, officials and partners, and work in multidisciplinary teams.',
        bn: 'জনগোষ্ঠী, কর্মকর্তা ও সহযোগীদের সঙ্গে কার্যকরভাবে যোগাযোগ করা এবং বহুশাস্ত্রীয় দলে কাজ করা।',
      },
    },
  ],
  graduateAttributes: [
    {
      en: 'Understanding of governance, policy and development processes',
      bn: 'শাসন, নীতি ও উন্নয়ন প্রক্রিয়া সম্পর্কে বোঝাপড়া',
    },
    { en: 'Critical and analytical thinking', bn: 'সমালোচনামূলক ও বিশ্লেষণী চিন্তা' },
    { en: 'Social research and evaluation skills', bn: 'সামাজিক গবেষণা ও মূল্যায়নের দক্ষতা' },
    { en: 'Commitment to human rights, equity and peace', bn: 'মানবাধিকার, ন্যায্যতা ও শান্তির প্রতি অঙ্গীকার' },
    { en: 'Sensitivity to the cultures of the hill districts', bn: 'পার্বত্য জেলার সংস্কৃতির প্রতি সংবেদনশীলতা' },
    { en: 'Clear written and oral communication', bn: 'স্পষ্ট লিখিত ও মৌখিক যোগাযোগ' },
    { en: 'Leadership in community and public service', bn: 'জনগোষ্ঠী ও জনসেবায় নেতৃত্ব' },
  ],
})
