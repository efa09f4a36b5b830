import { bilingual } from '../bilingual'
import { ALL_SUMMARY_CARDS, type Programme } from './types'
import { PROGRAMME_NAME_MODEL } from './names'

export const cse = bilingual<Programme>({
  slug: 'cse',
  code: 'CSE',
  title: PROGRAMME_NAME_MODEL.cse,
  department: { en: 'Department of Computer Science and Engineering', bn: 'কম্পিউটার বিজ্ঞান ও প্রকৌশল বিভাগ' },
  tagline: {
    en: 'Software, systems and intelligent computing for a connected Bangladesh',
    bn: 'সংযুক্ত বাংলাদেশের জন্য সফটওয়্যার, সিস্টেম ও বুদ্ধিমান কম্পিউটিং',
  },
  level: 'Undergraduate',
  entry: 'bachelor',
  entryExtra: [
    {
      en: 'HSC or equivalent in the Science group, with Mathematics and Physics at grade B or better in each.',
      bn: 'বিজ্ঞান বিভাগে এইচএসসি বা সমমান, গণিত ও পদার্থবিজ্ঞানে প্রতিটিতে বি বা তার বেশি গ্রেড।',
    },
  ],
  syllabus: { departmentId: '1', programmeId: '1' },
  summaryCards: ALL_SUMMARY_CARDS,
  overview: [
    {
      en: 'The BSc in Computer Science and Engineering is a four-year programme that builds a firm base in mathematics, programming and electronics and then leads students through algorithms, computer architecture, operating systems, databases, networks, software engineering and artificial intelligence.',
      bn: 'কম্পিউটার বিজ্ঞান ও প্রকৌশলে বিএসসি চার বছর মেয়াদি একটি প্রোগ্রাম। এটি প্রথমে গণিত, প্রোগ্রামিং ও ইলেকট্রনিক্সে মজবুত ভিত গড়ে, তারপর শিক্ষার্থীদের অ্যালগরিদম, কম্পিউটার আর্কিটেকচার, অপারেটিং সিস্টেম, ডেটাবেজ, নেটওয়ার্ক, সফটওয়্যার প্রকৌশল ও কৃত্রিম বুদ্ধিমত্তার মধ্য দিয়ে এগিয়ে নেয়।',
    },
    {
      en: 'Every theory course is paired with laboratory work, and students finish with a year-long capstone project that solves a real problem, often one that matters to the hill districts: connectivity in remote upazilas, digital services in Bangla and the indigenous languages, or data for disaster preparedness.',
      bn: 'প্রতিটি তাত্ত্বিক কোর্সের সঙ্গে ল্যাবের কাজ থাকে, আর শেষে শিক্ষার্থীরা বছরব্যাপী একটি ক্যাপস্টোন প্রকল্পে বাস্তব একটি সমস্যার সমাধান করেন, প্রায়ই এমন সমস্যা যা পার্বত্য জেলার জন্য গুরুত্বপূর্ণ: প্রত্যন্ত উপজেলায় সংযোগ, বাংলা ও পাহাড়ি জনগোষ্ঠীর ভাষায় ডিজিটাল সেবা, কিংবা দুর্যোগ প্রস্তুতির জন্য ডেটা।',
    },
  ],
  vision: {
    en: 'To be a centre of excellence in computing education and research in the Chittagong Hill Tracts, producing engineers who use technology to improve lives in the region and beyond.',
    bn: 'পার্বত্য চট্টগ্রামে কম্পিউটিং শিক্ষা ও গবেষণায় উৎকর্ষের কেন্দ্র হয়ে ওঠা এবং এমন প্রকৌশলী তৈরি করা, যাঁরা প্রযুক্তি দিয়ে অঞ্চল ও তার বাইরের মানুষের জীবনমান উন্নত করবেন।',
  },
  mission: {
    en: 'To teach computer science and engineering through rigorous theory and hands-on practice, to encourage research and innovation that address local and national needs, and to develop ethical professionals who keep learning throughout their careers.',
    bn: 'কঠোর তাত্ত্বিক শিক্ষা ও হাতে-কলমে অনুশীলনের মাধ্যমে কম্পিউটার বিজ্ঞান ও প্রকৌশল পড়ানো, স্থানীয় ও জাতীয় চাহিদা পূরণে গবেষণা ও উদ্ভাবনে উৎসাহ দেওয়া এবং সারা কর্মজীবন শিখতে থাকা নৈতিক পেশাজীবী গড়ে তোলা।',
  },
  objectives: [
    {
      en: 'Give students a strong foundation in mathematics, physics, electronics and programming.',
      bn: 'শিক্ষার্থীদের গণিত, পদার্থবিজ্ঞান, ইলেকট্রনিক্স ও প্রোগ্রামিংয়ে মজবুত ভিত্তি দেওয়া।',
    },
    {
      en: 'Develop the ability to design, analyse and implement efficient algorithms and reliable software systems.',
      bn: 'দক্ষ অ্যালগরিদম ও নির্ভরযোগ্য সফটওয়্যার সিস্টেম নকশা, বিশ্লেষণ ও বাস্তবায়নের সামর্থ্য গড়ে তোলা।',
    },
    {
      en: 'Train students in computer hardware, networking, databases, security and intelligent systems through laboratory work.',
      bn: 'ল্যাবের কাজের মাধ্যমে কম্পিউটার হার্ডওয়্যার, নেটওয়ার্কিং, ডেটাবেজ, নিরাপত্তা ও বুদ্ধিমান সিস্টেমে প্রশিক্ষণ দেওয়া।',
    },
    {
      en: 'Prepare graduates for the software industry, for higher studies and for research at home and abroad.',
      bn: 'স্নাতকদের সফটওয়্যার শিল্প, উচ্চশিক্ষা এবং দেশে-বিদেশে গবেষণার জন্য প্রস্তুত করা।',
    },
    {
      en: 'Encourage entrepreneurship and the use of computing for social good in the hill districts.',
      bn: 'পার্বত্য জেলায় উদ্যোক্তা তৈরি ও সামাজিক কল্যাণে কম্পিউটিংয়ের ব্যবহারে উৎসাহ দেওয়া।',
    },
  ],
  description: [
    {
      en: 'The curriculum follows the guidelines of the University Grants Commission and the Institution of Engineers, Bangladesh, and is reviewed regularly with industry partners. Courses are grouped into humanities, basic science and mathematics, compulsory engineering courses, and optional courses in the final year, where students specialise in areas such as machine learning, data science, cyber security, cloud computing or embedded systems.',
      bn: 'পাঠ্যক্রম বিশ্ববিদ্যালয় মঞ্জুরি কমিশন ও ইনস্টিটিউশন অব ইঞ্জিনিয়ার্স, বাংলাদেশের নির্দেশনা অনুসরণ করে এবং শিল্প অংশীদারদের সঙ্গে নিয়মিত পর্যালোচনা করা হয়। কোর্সগুলো মানবিক, মৌলিক বিজ্ঞান ও গণিত, আবশ্যিক প্রকৌশল কোর্স এবং শেষ বর্ষের ঐচ্ছিক কোর্সে বিভক্ত; ঐচ্ছিক কোর্সে শিক্ষার্থীরা মেশিন লার্নিং, ডেটা সায়েন্স, সাইবার নিরাপত্তা, ক্লাউড কম্পিউটিং বা এমবেডেড সিস্টেমের মতো বিষয়ে বিশেষায়িত দক্ষতা অর্জন করেন।',
    },
    {
      en: 'Teaching combines lectures, tutorials, programming contests, laboratory experiments and team projects. Students complete an industrial attachment or internship and a final-year project or thesis supervised by a faculty member.',
      bn: 'পাঠদানে বক্তৃতা, টিউটোরিয়াল, প্রোগ্রামিং প্রতিযোগিতা, ল্যাবের পরীক্ষা ও দলগত প্রকল্পের সমন্বয় থাকে। শিক্ষার্থীরা একটি ইন্ডাস্ট্রিয়াল অ্যাটাচমেন্ট বা ইন্টার্নশিপ এবং একজন শিক্ষকের তত্ত্বাবধানে শেষ বর্ষের প্রকল্প বা থিসিস সম্পন্ন করেন।',
    },
  ],
  peos: [
    {
      en: 'Graduates will work as competent computer engineers and software professionals in industry, government, research and development organisations.',
      bn: 'স্নাতকেরা শিল্প, সরকার, গবেষণা ও উন্নয়ন প্রতিষ্ঠানে দক্ষ কম্পিউটার প্রকৌশলী ও সফটওয়্যার পেশাজীবী হিসেবে কাজ করবেন।',
    },
    {
      en: 'Graduates will apply computing knowledge to analyse and solve complex engineering problems with attention to cost, safety and sustainability.',
      bn: 'স্নাতকেরা ব্যয়, নিরাপত্তা ও টেকসইতার দিকে খেয়াল রেখে জটিল প্রকৌশল সমস্যা বিশ্লেষণ ও সমাধানে কম্পিউটিং জ্ঞান প্রয়োগ করবেন।',
    },
    {
      en: 'Graduates will pursue higher studies and research in computer science and related fields.',
      bn: 'স্নাতকেরা কম্পিউটার বিজ্ঞান ও সংশ্লিষ্ট ক্ষেত্রে উচ্চশিক্ষা ও গবেষণা করবেন।',
    },
    {
      en: 'Graduates will act ethically and communicate effectively as members and leaders of multidisciplinary teams.',
      bn: 'স্নাতকেরা বহুশাস্ত্রীয় দলের সদস্য ও নেতা হিসেবে নৈতিকভাবে কাজ করবেন এবং কার্যকরভাবে যোগাযোগ করবেন।',
    },
    {
      en: 'Graduates will engage in lifelong learning and adapt to the rapid change of technology, contributing to the digital development of Bangladesh.',
      bn: 'স্নাতকেরা আজীবন শিখবেন, প্রযুক্তির দ্রুত পরিবর্তনের সঙ্গে খাপ খাওয়াবেন এবং বাংলাদেশের ডিজিটাল উন্নয়নে অবদান রাখবেন।',
    },
  ],
  plos: [
    {
      title: { en: 'Engineering knowledge', bn: 'প্রকৌশল জ্ঞান' },
      text: {
        en: 'Apply knowledge of mathematics, natural science, engineering fundamentals and computing to the solution of complex engineering problems.',
        bn: 'জটিল প্রকৌশল সমস্যার সমাধানে গণিত, প্রাকৃতিক বিজ্ঞান, প্রকৌশলের মৌলিক বিষয় ও কম্পিউটিংয়ের জ্ঞান প্রয়োগ করা।',
      },
    },
    {
      title: { en: 'Problem analysis and design', bn: 'সমস্যা বিশ্লেষণ ও নকশা' },
      text: {
        en: 'Identify, formulate and analyse complex computing problems, and design software, hardware and network solutions that meet specified needs.',
        bn: 'জটিল কম্পিউটিং সমস্যা শনাক্ত, সংজ্ঞায়িত ও বিশ্লেষণ করা এবং নির্দিষ্ট চাহিদা পূরণকারী সফটওয়্যার, হার্ডওয়্যার ও নেটওয়ার্ক সমাধান নকশা করা।',
      },
    },
    {
      title: { en: 'Modern tool usage and investigation', bn: 'আধুনিক টুলের ব্যবহার ও অনুসন্ধান' },
      text: {
        en: 'Use modern programming languages, development tools, simulation and data analysis methods to conduct experiments and interpret the results.',
        bn: 'পরীক্ষা চালাতে ও ফলাফল ব্যাখ্যা করতে আধুনিক প্রোগ্রামিং ভাষা, ডেভেলপমেন্ট টুল, সিমুলেশন ও ডেটা বিশ্লেষণ পদ্ধতি ব্যবহার করা।',
      },
    },
    {
      title: { en: 'Ethics, society and sustainability', bn: 'নৈতিকতা, সমাজ ও টেকসইতা' },
      text: {
        en: 'Apply ethical principles and professional responsibility, and assess the social, legal, cultural and environmental effects of computing solutions.',
        bn: 'নৈতিক নীতি ও পেশাগত দায়িত্ব প্রয়োগ করা এবং কম্পিউটিং সমাধানের সামাজিক, আইনি, সাংস্কৃতিক ও পরিবেশগত প্রভাব মূল্যায়ন করা।',
      },
    },
    {
      title: { en: 'Teamwork, communication and project management', bn: 'দলগত কাজ, যোগাযোগ ও প্রকল্প ব্যবস্থাপনা' },
      text: {
        en: 'Work effectively in teams, communicate clearly in writing and speech, and manage computing projects with sound engineering and financial principles.',
        bn: 'দলে কার্যকরভাবে কাজ করা, লেখায় ও কথায় স্পষ্টভাবে যোগাযোগ করা এবং সুষ্ঠু প্রকৌশল ও আর্থিক নীতিতে কম্পিউটিং প্রকল্প পরিচালনা করা।',
      },
    },
  ],
  graduateAttributes: [
    {
      en: 'Sound knowledge of computer science and engineering fundamentals',
      bn: 'কম্পিউটার বিজ্ঞান ও প্রকৌশলের মৌলিক বিষয়ে সুদৃঢ় জ্ঞান',
    },
    {
      en: 'Ability to analyse problems and design efficient, secure solutions',
      bn: 'সমস্যা বিশ্লেষণ এবং দক্ষ ও নিরাপদ সমাধান নকশার সামর্থ্য',
    },
    {
      en: 'Skill with modern programming languages, tools and platforms',
      bn: 'আধুনিক প্রোগ্রামিং ভাষা, টুল ও প্ল্যাটফর্মে দক্ষতা',
    },
    { en: 'Research aptitude and critical thinking', bn: 'গবেষণার প্রবণতা ও সমালোচনামূলক চিন্তা' },
    { en: 'Professional ethics and awareness of social responsibility', bn: 'পেশাগত নৈতিকতা ও সামাজিক দায়বদ্ধতার বোধ' },
    { en: 'Teamwork, leadership and communication skills', bn: 'দলগত কাজ, নেতৃত্ব ও যোগাযোগের দক্ষতা' },
    { en: 'Commitment to lifelong learning', bn: 'আজীবন শিক্ষার অঙ্গীকার' },
  ],
  courseStructure: [
    { category: { en: 'Humanities', bn: 'মানবিক' }, courses: 7 },
    { category: { en: 'Science and Mathematics', bn: 'বিজ্ঞান ও গণিত' }, courses: 10 },
    { category: { en: 'Engineering (compulsory)', bn: 'প্রকৌশল (আবশ্যিক)' }, courses: 23 },
    { category: { en: 'Optional', bn: 'ঐচ্ছিক' }, courses: 3 },
  ],
})
