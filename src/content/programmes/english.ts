import { bilingual } from '../bilingual'
import { ALL_SUMMARY_CARDS, type Programme } from './types'
import { PROGRAMME_NAME_MODEL } from './names'

export const english = bilingual<Programme>({
  slug: 'english',
  code: 'English',
  title: PROGRAMME_NAME_MODEL.english,
  department: { en: 'Department of English', bn: 'ইংরেজি বিভাগ' },
  tagline: {
    en: 'Language, literature and communication for a global career',
    bn: 'বিশ্বজুড়ে ক্যারিয়ারের জন্য ভাষা, সাহিত্য ও যোগাযোগ',
  },
  level: 'Undergraduate',
  entry: 'bachelor',
  entryExtra: [],
  syllabus: { departmentId: '3', programmeId: '1' },
  summaryCards: ALL_SUMMARY_CARDS,
  overview: [
    {
      en: 'The BA in English is a four-year programme in English language, literature and linguistics. Students read the literatures of Britain, America, South Asia and the wider world, and study how language works, how it is learned and how it is taught.',
      bn: 'ইংরেজিতে বিএ ইংরেজি ভাষা, সাহিত্য ও ভাষাবিজ্ঞানে চার বছর মেয়াদি একটি প্রোগ্রাম। শিক্ষার্থীরা ব্রিটেন, আমেরিকা, দক্ষিণ এশিয়া ও বৃহত্তর বিশ্বের সাহিত্য পড়েন এবং ভাষা কীভাবে কাজ করে, কীভাবে শেখা হয় ও কীভাবে শেখানো হয় তা অধ্যয়ন করেন।',
    },
    {
      en: 'Strong emphasis on writing, speaking and critical reading prepares graduates for teaching, media, publishing, the civil service, development organisations and the corporate sector.',
      bn: 'লেখা, বলা ও সমালোচনামূলক পাঠে জোর দেওয়ায় স্নাতকেরা শিক্ষকতা, গণমাধ্যম, প্রকাশনা, সিভিল সার্ভিস, উন্নয়ন প্রতিষ্ঠান ও করপোরেট খাতের জন্য প্রস্তুত হন।',
    },
  ],
  vision: {
    en: 'To be a vibrant centre for the study of English language and literature that nurtures critical, creative and culturally aware graduates.',
    bn: 'ইংরেজি ভাষা ও সাহিত্য অধ্যয়নের একটি প্রাণবন্ত কেন্দ্র হয়ে ওঠা, যা সমালোচনামূলক, সৃজনশীল ও সংস্কৃতিসচেতন স্নাতক গড়ে তোলে।',
  },
  mission: {
    en: 'To develop advanced proficiency in English, a deep understanding of literature and language, and the skills of critical thinking and communication, while valuing the many languages and cultures of the hill districts.',
    bn: 'পার্বত্য জেলার বহু ভাষা ও সংস্কৃতিকে মূল্য দিয়ে ইংরেজিতে উচ্চতর দক্ষতা, সাহিত্য ও ভাষার গভীর বোধ এবং সমালোচনামূলক চিন্তা ও যোগাযোগের দক্ষতা গড়ে তোলা।',
  },
  objectives: [
    {
      en: 'Develop advanced reading, writing, listening and speaking skills in English.',
      bn: 'ইংরেজিতে পড়া, লেখা, শোনা ও বলার উচ্চতর দক্ষতা গড়ে তোলা।',
    },
    {
      en: 'Introduce major literary periods, genres, authors and critical approaches.',
      bn: 'সাহিত্যের প্রধান যুগ, ধারা, লেখক ও সমালোচনা-পদ্ধতির সঙ্গে পরিচয় করানো।',
    },
    {
      en: 'Teach the foundations of linguistics, applied linguistics and English language teaching.',
      bn: 'ভাষাবিজ্ঞান, ফলিত ভাষাবিজ্ঞান ও ইংরেজি ভাষা শিক্ষণের ভিত্তি শেখানো।',
    },
    {
      en: 'Foster critical, creative and intercultural thinking through literature and language study.',
      bn: 'সাহিত্য ও ভাষা অধ্যয়নের মাধ্যমে সমালোচনামূলক, সৃজনশীল ও আন্তঃসাংস্কৃতিক চিন্তা লালন করা।',
    },
    {
      en: 'Prepare graduates for careers in education, media, communication and public service, and for higher study.',
      bn: 'স্নাতকদের শিক্ষা, গণমাধ্যম, যোগাযোগ ও জনসেবায় ক্যারিয়ার এবং উচ্চশিক্ষার জন্য প্রস্তুত করা।',
    },
  ],
  description: [
    {
      en: 'The curriculum combines literature courses, from Chaucer and Shakespeare to Romantic, Victorian, Modern, American and postcolonial writing, with language courses in phonetics, grammar, sociolinguistics, second language acquisition and English language teaching.',
      bn: 'পাঠ্যক্রমে চসার ও শেক্সপিয়ার থেকে রোমান্টিক, ভিক্টোরীয়, আধুনিক, আমেরিকান ও উত্তর-ঔপনিবেশিক সাহিত্য পর্যন্ত সাহিত্যের কোর্সের সঙ্গে রয়েছে ধ্বনিতত্ত্ব, ব্যাকরণ, সমাজভাষাবিজ্ঞান, দ্বিতীয় ভাষা অর্জন ও ইংরেজি ভাষা শিক্ষণের ভাষা-কোর্স।',
    },
    {
      en: 'Students take language laboratory sessions, write research papers and, in the final year, choose between a literature and a language-teaching concentration.',
      bn: 'শিক্ষার্থীরা ভাষা ল্যাবের সেশনে অংশ নেন, গবেষণাপত্র লেখেন এবং শেষ বর্ষে সাহিত্য অথবা ভাষা শিক্ষণের মধ্যে একটি কনসেন্ট্রেশন বেছে নেন।',
    },
  ],
  peos: [
    {
      en: 'Graduates will communicate in English with accuracy, fluency and confidence in professional settings.',
      bn: 'স্নাতকেরা পেশাগত পরিবেশে নির্ভুলভাবে, সাবলীলভাবে ও আত্মবিশ্বাসের সঙ্গে ইংরেজিতে যোগাযোগ করবেন।',
    },
    {
      en: 'Graduates will work as teachers, writers, editors, translators and communication professionals.',
      bn: 'স্নাতকেরা শিক্ষক, লেখক, সম্পাদক, অনুবাদক ও যোগাযোগ পেশাজীবী হিসেবে কাজ করবেন।',
    },
    {
      en: 'Graduates will interpret texts and cultures critically and appreciate literary and linguistic diversity.',
      bn: 'স্নাতকেরা পাঠ ও সংস্কৃতির সমালোচনামূলক ব্যাখ্যা দেবেন এবং সাহিত্য ও ভাষার বৈচিত্র্যকে মূল্য দেবেন।',
    },
    {
      en: 'Graduates will pursue higher studies and research in literature, linguistics and language teaching.',
      bn: 'স্নাতকেরা সাহিত্য, ভাষাবিজ্ঞান ও ভাষা শিক্ষণে উচ্চশিক্ষা ও গবেষণা করবেন।',
    },
    {
      en: 'Graduates will act as responsible citizens who use language to build understanding between communities.',
      bn: 'স্নাতকেরা দায়িত্বশীল নাগরিক হিসেবে ভাষাকে জনগোষ্ঠীর মধ্যে বোঝাপড়া গড়ার কাজে লাগাবেন।',
    },
  ],
  plos: [
    {
      title: { en: 'Language proficiency', bn: 'ভাষাগত দক্ষতা' },
      text: {
        en: 'Use English accurately and effectively in academic and professional writing and speech.',
        bn: 'একাডেমিক ও পেশাগত লেখায় ও কথায় নির্ভুল ও কার্যকরভাবে ইংরেজি ব্যবহার করা।',
      },
    },
    {
      title: { en: 'Literary knowledge', bn: 'সাহিত্য জ্ঞান' },
      text: {
        en: 'Explain major literary traditions, periods and genres, and analyse texts using critical theory.',
        bn: 'প্রধান সাহিত্যধারা, যুগ ও রূপ ব্যাখ্যা করা এবং সমালোচনা তত্ত্ব দিয়ে পাঠ বিশ্লেষণ করা।',
      },
    },
    {
      title: { en: 'Linguistic understanding', bn: 'ভাষাবৈজ্ঞানিক বোধ' },
      text: {
        en: 'Describe the structure and use of English and apply linguistic knowledge to teaching and learning.',
        bn: 'ইংরেজির গঠন ও ব্যবহার বর্ণনা করা এবং শিক্ষণ ও শিখনে ভাষাবিজ্ঞানের জ্ঞান প্রয়োগ করা।',
      },
    },
    {
      title: { en: 'Research and critical thinking', bn: 'গবেষণা ও সমালোচনামূলক চিন্তা' },
      text: {
        en: 'Frame research questions, use sources responsibly and develop well-argued interpretations.',
        bn: 'গবেষণা প্রশ্ন নির্ধারণ করা, দায়িত্বের সঙ্গে সূত্র ব্যবহার করা এবং সুযুক্তিপূর্ণ ব্যাখ্যা দাঁড় করানো।',
      },
    },
    {
      title: { en: 'Intercultural communication', bn: 'আন্তঃসাংস্কৃতিক যোগাযোগ' },
      text: {
        en: 'Communicate with sensitivity across cultures and languages, including those of the hill districts.',
        bn: 'পার্বত্য জেলার সংস্কৃতি ও ভাষাসহ বিভিন্ন সংস্কৃতি ও ভাষার মানুষের সঙ্গে সংবেদনশীলভাবে যোগাযোগ করা।',
      },
    },
  ],
  graduateAttributes: [
    { en: 'Advanced proficiency in English', bn: 'ইংরেজিতে উচ্চতর দক্ষতা' },
    { en: 'Critical reading and analytical writing', bn: 'সমালোচনামূলক পাঠ ও বিশ্লেষণধর্মী লেখা' },
    { en: 'Knowledge of literature, linguistics and language teaching', bn: 'সাহিত্য, ভাষাবিজ্ঞান ও ভাষা শিক্ষণের জ্ঞান' },
    { en: 'Creativity and intercultural awareness', bn: 'সৃজনশীলতা ও আন্তঃসাংস্কৃতিক সচেতনতা' },
    { en: 'Research and presentation skills', bn: 'গবেষণা ও উপস্থাপনার দক্ষতা' },
    { en: 'Ethical and responsible use of language', bn: 'ভাষার নৈতিক ও দায়িত্বশীল ব্যবহার' },
    { en: 'Readiness for lifelong learning', bn: 'আজীবন শিক্ষার প্রস্তুতি' },
  ],
})
