import { bilingual } from '../bilingual'
import { ALL_SUMMARY_CARDS, type Programme } from './types'
import { PROGRAMME_NAME_MODEL } from './names'

// Credits and total fee come from the fee table (141 credits, Tk 2,79,962); the 142 credits
// of one summary in the source is not used (see src/content/fees.ts).
export const htm = bilingual<Programme>({
  slug: 'htm',
  code: 'HTM',
  title: PROGRAMME_NAME_MODEL.htm,
  department: { en: 'Department of Hospitality and Tourism Management', bn: 'হসপিটালিটি ও ট্যুরিজম ম্যানেজমেন্ট বিভাগ' },
  tagline: {
    en: 'Hospitality, travel and sustainable tourism in the lakes and hills of Rangamati',
    bn: 'রাঙামাটির হ্রদ ও পাহাড়ে আতিথেয়তা, ভ্রমণ ও টেকসই পর্যটন',
  },
  level: 'Undergraduate',
  entry: 'bachelor',
  entryExtra: [],
  syllabus: { departmentId: '5', programmeId: '1' },
  summaryCards: ALL_SUMMARY_CARDS,
  overview: [
    {
      en: 'The BBA in Hospitality and Tourism Management is a four-year programme that combines business education with the professional skills of hotels, restaurants, travel and tourism. Students learn front office, housekeeping, food and beverage service and production, tour operation and event management alongside accounting, marketing and human resource management.',
      bn: 'হসপিটালিটি ও ট্যুরিজম ম্যানেজমেন্টে বিবিএ চার বছর মেয়াদি একটি প্রোগ্রাম, যা ব্যবসায় শিক্ষার সঙ্গে হোটেল, রেস্তোরাঁ, ভ্রমণ ও পর্যটনের পেশাগত দক্ষতার সমন্বয় ঘটায়। শিক্ষার্থীরা হিসাববিজ্ঞান, মার্কেটিং ও মানবসম্পদ ব্যবস্থাপনার পাশাপাশি ফ্রন্ট অফিস, হাউসকিপিং, খাদ্য ও পানীয় পরিবেশন ও প্রস্তুতি, ট্যুর পরিচালনা এবং ইভেন্ট ম্যানেজমেন্ট শেখেন।',
    },
    {
      en: 'Kaptai Lake, the hill forests and the cultures of the indigenous communities make the district one of the most promising tourism destinations of Bangladesh. The programme trains the managers who will develop it responsibly.',
      bn: 'কাপ্তাই হ্রদ, পাহাড়ি বন এবং পাহাড়ি জনগোষ্ঠীর সংস্কৃতি জেলাটিকে বাংলাদেশের সবচেয়ে সম্ভাবনাময় পর্যটন গন্তব্যগুলোর একটি করে তুলেছে। যাঁরা দায়িত্বশীলভাবে এর বিকাশ ঘটাবেন, প্রোগ্রামটি সেই ব্যবস্থাপকদের প্রশিক্ষণ দেয়।',
    },
  ],
  vision: {
    en: 'To be a leading centre of hospitality and tourism education that supports responsible, community-based tourism in the Chittagong Hill Tracts and across Bangladesh.',
    bn: 'হসপিটালিটি ও পর্যটন শিক্ষার অগ্রণী কেন্দ্র হয়ে ওঠা, যা পার্বত্য চট্টগ্রাম ও সারা বাংলাদেশে দায়িত্বশীল, কমিউনিটিভিত্তিক পর্যটনকে সহায়তা করে।',
  },
  mission: {
    en: 'To combine business knowledge with practical hospitality skills, to work with the industry on training and research, and to prepare graduates who deliver excellent service while protecting the environment and local cultures.',
    bn: 'ব্যবসায় জ্ঞানের সঙ্গে আতিথেয়তার ব্যবহারিক দক্ষতার সমন্বয় ঘটানো, প্রশিক্ষণ ও গবেষণায় শিল্পের সঙ্গে কাজ করা এবং এমন স্নাতক তৈরি করা, যাঁরা পরিবেশ ও স্থানীয় সংস্কৃতি রক্ষা করে চমৎকার সেবা দেবেন।',
  },
  objectives: [
    {
      en: 'Give students a sound base in business administration and in the operations of the hospitality and tourism industry.',
      bn: 'শিক্ষার্থীদের ব্যবসায় প্রশাসন এবং হসপিটালিটি ও পর্যটন শিল্পের কার্যক্রমে মজবুত ভিত্তি দেওয়া।',
    },
    {
      en: 'Develop practical skills in food production, food and beverage service, front office and housekeeping.',
      bn: 'খাদ্য প্রস্তুতি, খাদ্য ও পানীয় পরিবেশন, ফ্রন্ট অফিস ও হাউসকিপিংয়ে ব্যবহারিক দক্ষতা গড়ে তোলা।',
    },
    {
      en: 'Teach the planning, marketing and management of destinations, tours and events.',
      bn: 'গন্তব্য, ট্যুর ও ইভেন্টের পরিকল্পনা, বিপণন ও ব্যবস্থাপনা শেখানো।',
    },
    {
      en: 'Promote sustainable and community-based tourism that respects the environment and local cultures.',
      bn: 'পরিবেশ ও স্থানীয় সংস্কৃতির প্রতি শ্রদ্ধাশীল টেকসই ও কমিউনিটিভিত্তিক পর্যটনের প্রসার ঘটানো।',
    },
    {
      en: 'Prepare graduates for careers in hotels, resorts, airlines, travel agencies and tourism bodies, and for entrepreneurship.',
      bn: 'স্নাতকদের হোটেল, রিসোর্ট, এয়ারলাইন, ট্রাভেল এজেন্সি ও পর্যটন সংস্থায় ক্যারিয়ার এবং উদ্যোক্তা হওয়ার জন্য প্রস্তুত করা।',
    },
  ],
  description: [
    {
      en: 'The programme includes business foundation courses, core hospitality and tourism courses, and practical sessions in the training kitchen, restaurant and front office laboratory. Field trips to destinations of the region and study tours are part of the curriculum.',
      bn: 'প্রোগ্রামে রয়েছে ব্যবসায়ের ভিত্তি কোর্স, হসপিটালিটি ও পর্যটনের মূল কোর্স এবং প্রশিক্ষণ রান্নাঘর, রেস্তোরাঁ ও ফ্রন্ট অফিস ল্যাবরেটরিতে ব্যবহারিক সেশন। অঞ্চলের গন্তব্যে মাঠ ভ্রমণ ও শিক্ষাসফর পাঠ্যক্রমের অংশ।',
    },
    {
      en: 'In the final semester students complete an industrial attachment at a hotel, resort, airline or tour operator and submit an internship report.',
      bn: 'শেষ সেমিস্টারে শিক্ষার্থীরা কোনো হোটেল, রিসোর্ট, এয়ারলাইন বা ট্যুর অপারেটরে ইন্ডাস্ট্রিয়াল অ্যাটাচমেন্ট সম্পন্ন করেন এবং ইন্টার্নশিপ প্রতিবেদন জমা দেন।',
    },
  ],
  peos: [
    {
      en: 'Graduates will manage operations in hotels, resorts, restaurants, airlines, travel agencies and tourism organisations.',
      bn: 'স্নাতকেরা হোটেল, রিসোর্ট, রেস্তোরাঁ, এয়ারলাইন, ট্রাভেল এজেন্সি ও পর্যটন প্রতিষ্ঠানের কার্যক্রম পরিচালনা করবেন।',
    },
    {
      en: 'Graduates will deliver and lead service of international standard with a strong guest focus.',
      bn: 'স্নাতকেরা অতিথিকেন্দ্রিক মনোভাব নিয়ে আন্তর্জাতিক মানের সেবা দেবেন ও তাতে নেতৃত্ব দেবেন।',
    },
    {
      en: 'Graduates will plan and promote sustainable tourism that benefits local communities.',
      bn: 'স্নাতকেরা স্থানীয় জনগোষ্ঠীর উপকারে আসে এমন টেকসই পর্যটনের পরিকল্পনা ও প্রসার করবেন।',
    },
    {
      en: 'Graduates will start and run hospitality and tourism enterprises.',
      bn: 'স্নাতকেরা হসপিটালিটি ও পর্যটন উদ্যোগ শুরু ও পরিচালনা করবেন।',
    },
    {
      en: 'Graduates will keep their knowledge current through professional training and higher studies.',
      bn: 'স্নাতকেরা পেশাগত প্রশিক্ষণ ও উচ্চশিক্ষার মাধ্যমে নিজেদের জ্ঞান হালনাগাদ রাখবেন।',
    },
  ],
  plos: [
    {
      title: { en: 'Industry knowledge', bn: 'শিল্প-জ্ঞান' },
      text: {
        en: 'Explain the structure, operations and business environment of the hospitality and tourism industry.',
        bn: 'হসপিটালিটি ও পর্যটন শিল্পের কাঠামো, কার্যক্রম ও ব্যবসায়িক পরিবেশ ব্যাখ্যা করা।',
      },
    },
    {
      title: { en: 'Operational skills', bn: 'কার্যক্রম পরিচালনার দক্ষতা' },
      text: {
        en: 'Perform and supervise front office, housekeeping, food production and food and beverage service to professional standards.',
        bn: 'পেশাগত মানে ফ্রন্ট অফিস, হাউসকিপিং, খাদ্য প্রস্তুতি এবং খাদ্য ও পানীয় পরিবেশনের কাজ করা ও তদারক করা।',
      },
    },
    {
      title: { en: 'Destination and event management', bn: 'গন্তব্য ও ইভেন্ট ব্যবস্থাপনা' },
      text: {
        en: 'Plan, market and manage tours, events and destinations using sound business methods.',
        bn: 'সুষ্ঠু ব্যবসায়িক পদ্ধতিতে ট্যুর, ইভেন্ট ও গন্তব্যের পরিকল্পনা, বিপণন ও ব্যবস্থাপনা করা।',
      },
    },
    {
      title: { en: 'Sustainability and culture', bn: 'টেকসইতা ও সংস্কৃতি' },
      text: {
        en: 'Apply principles of sustainable and responsible tourism that protect nature and respect host communities.',
        bn: 'প্রকৃতি রক্ষা করে এবং আতিথ্যদানকারী জনগোষ্ঠীকে শ্রদ্ধা করে টেকসই ও দায়িত্বশীল পর্যটনের নীতি প্রয়োগ করা।',
      },
    },
    {
      title: { en: 'Service leadership and communication', bn: 'সেবায় নেতৃত্ব ও যোগাযোগ' },
      text: {
        en: 'Communicate effectively with guests and colleagues, lead service teams and resolve problems.',
        bn: 'অতিথি ও সহকর্মীদের সঙ্গে কার্যকরভাবে যোগাযোগ করা, সেবা দলে নেতৃত্ব দেওয়া এবং সমস্যার সমাধান করা।',
      },
    },
  ],
  graduateAttributes: [
    { en: 'Professional hospitality and service skills', bn: 'পেশাগত আতিথেয়তা ও সেবার দক্ষতা' },
    { en: 'Business and management knowledge of the industry', bn: 'এই শিল্পের ব্যবসায় ও ব্যবস্থাপনা জ্ঞান' },
    { en: 'Guest-focused communication in English and Bangla', bn: 'ইংরেজি ও বাংলায় অতিথিকেন্দ্রিক যোগাযোগ' },
    { en: 'Commitment to sustainable and responsible tourism', bn: 'টেকসই ও দায়িত্বশীল পর্যটনের প্রতি অঙ্গীকার' },
    {
      en: 'Cultural sensitivity and respect for host communities',
      bn: 'সাংস্কৃতিক সংবেদনশীলতা ও আতিথ্যদানকারী জনগোষ্ঠীর প্রতি শ্রদ্ধা',
    },
    { en: 'Teamwork and leadership under pressure', bn: 'চাপের মধ্যে দলগত কাজ ও নেতৃত্ব' },
    { en: 'Entrepreneurial initiative', bn: 'উদ্যোক্তাসুলভ উদ্যোগ' },
  ],
})
