import { bilingual } from '../bilingual'
import { SITE_NAME } from '../site'
import { OFFICE_HOURS, type OfficeRecord } from './types'

export default bilingual<OfficeRecord>({
  key: 'vc',
  title: { en: 'Vice Chancellor', bn: 'উপাচার্যের বাণী' },
  subtitle: { en: 'Message from the Vice Chancellor', bn: 'উপাচার্য' },
  summary: {
    en: `Message from the Vice Chancellor of ${SITE_NAME.en}, with the vision, mission and goals of the university.`,
    bn: `${SITE_NAME.bn}ের উপাচার্যের বাণী এবং বিশ্ববিদ্যালয়ের রূপকল্প, অভিলক্ষ্য ও লক্ষ্যসমূহ।`,
  },
  officer: {
    name: { en: 'Professor Dr. Shyamal Kanti Dewan', bn: 'অধ্যাপক ড. শ্যামল কান্তি দেওয়ান' },
    designation: { en: 'Vice Chancellor', bn: 'উপাচার্য' },
    phone: '+880 2333 371 100',
    email: 'vc@htu.edu.bd',
    details: [
      {
        en: 'Ph.D. in Development Studies (University of Manchester)',
        bn: 'উন্নয়ন অধ্যয়নে পিএইচডি (ইউনিভার্সিটি অব ম্যানচেস্টার)',
      },
      {
        en: 'Former Professor, Department of Anthropology, University of Chittagong',
        bn: 'সাবেক অধ্যাপক, নৃবিজ্ঞান বিভাগ, চট্টগ্রাম বিশ্ববিদ্যালয়',
      },
    ],
  },
  message: {
    heading: { en: 'Message from the Vice Chancellor', bn: 'উপাচার্যের বাণী' },
    paragraphs: [
      {
        en: `Welcome to ${SITE_NAME.en}, the first public-private-partnership university of the hill districts. Since our founding on 7 February 2019, we have worked to bring higher education of national standard to the young people of Rangamati, Khagrachari and Bandarban, and to welcome students from all over Bangladesh to study among the hills and lakes of Rangamati.`,
        bn: `পার্বত্য জেলার প্রথম সরকারি-বেসরকারি অংশীদারিত্বের বিশ্ববিদ্যালয়, ${SITE_NAME.bn}ে আপনাকে স্বাগতম। ২০১৯ সালের ৭ ফেব্রুয়ারি প্রতিষ্ঠার পর থেকে আমরা রাঙামাটি, খাগড়াছড়ি ও বান্দরবানের তরুণদের কাছে জাতীয় মানের উচ্চশিক্ষা পৌঁছে দিতে এবং সারা বাংলাদেশের শিক্ষার্থীদের রাঙামাটির পাহাড় আর হ্রদের মাঝে পড়াশোনার সুযোগ দিতে কাজ করে চলেছি।`,
      },
      {
        en: 'Our students come from many communities and speak many languages. We are proud of that diversity, and we want every student to find here a place of respect, curiosity and hard work. Our teachers combine research with close attention to each student, and our programmes in engineering, business, tourism, governance, English and law are designed with the needs of the region and the country in mind.',
        bn: 'আমাদের শিক্ষার্থীরা নানা জনগোষ্ঠী থেকে আসেন, কথা বলেন নানা ভাষায়। এই বৈচিত্র্য নিয়ে আমরা গর্বিত, এবং আমরা চাই প্রত্যেক শিক্ষার্থী এখানে পারস্পরিক শ্রদ্ধা, জানার আগ্রহ ও পরিশ্রমের পরিবেশ খুঁজে পান। আমাদের শিক্ষকেরা গবেষণার পাশাপাশি প্রত্যেক শিক্ষার্থীর প্রতি মনোযোগ দেন, আর প্রকৌশল, ব্যবসায়, পর্যটন, গভর্ন্যান্স, ইংরেজি ও আইনে আমাদের প্রোগ্রামগুলো অঞ্চল ও দেশের প্রয়োজন মাথায় রেখে সাজানো।',
      },
      {
        en: 'A university is measured by what its graduates do. I invite you to join us, to learn, question and serve, and to help build a future of peace and prosperity for the Chittagong Hill Tracts and for Bangladesh.',
        bn: 'একটি বিশ্ববিদ্যালয়ের পরিচয় তার স্নাতকদের কাজে। আমি আপনাকে আমাদের সঙ্গে যোগ দিতে আমন্ত্রণ জানাই: শিখতে, প্রশ্ন করতে ও সেবা করতে, এবং পার্বত্য চট্টগ্রাম ও বাংলাদেশের জন্য শান্তি ও সমৃদ্ধির ভবিষ্যৎ গড়তে।',
      },
    ],
  },
  about: {
    heading: { en: 'The Office of the Vice Chancellor', bn: 'উপাচার্যের দপ্তর' },
    paragraphs: [
      {
        en: 'The Vice Chancellor is the chief academic and executive officer of the university, appointed by the Honourable President of the Republic as Chancellor. The Vice Chancellor chairs the Syndicate and the Academic Council and leads the university’s academic planning, quality assurance and partnerships.',
        bn: 'উপাচার্য বিশ্ববিদ্যালয়ের প্রধান একাডেমিক ও নির্বাহী কর্মকর্তা, যাঁকে আচার্য হিসেবে মহামান্য রাষ্ট্রপতি নিয়োগ দেন। উপাচার্য সিন্ডিকেট ও একাডেমিক কাউন্সিলের সভাপতিত্ব করেন এবং বিশ্ববিদ্যালয়ের একাডেমিক পরিকল্পনা, মান নিশ্চিতকরণ ও অংশীদারিত্বে নেতৃত্ব দেন।',
      },
    ],
  },
  vision: {
    en: 'To be a centre of excellence in teaching and research that transforms the lives of the people of the Chittagong Hill Tracts and contributes to a prosperous Bangladesh.',
    bn: 'পাঠদান ও গবেষণায় এমন উৎকর্ষের কেন্দ্র হয়ে ওঠা, যা পার্বত্য চট্টগ্রামের মানুষের জীবন বদলে দেয় এবং সমৃদ্ধ বাংলাদেশ গড়ে তুলতে অবদান রাখে।',
  },
  mission: {
    en: 'To offer affordable, quality higher education to students of every community, to pursue research that serves the region, and to produce skilled, ethical and responsible graduates.',
    bn: 'প্রতিটি জনগোষ্ঠীর শিক্ষার্থীর জন্য সাধ্যের মধ্যে মানসম্মত উচ্চশিক্ষার ব্যবস্থা করা, অঞ্চলের কাজে আসে এমন গবেষণা করা এবং দক্ষ, নৈতিক ও দায়িত্বশীল স্নাতক তৈরি করা।',
  },
  goals: [
    {
      en: 'Offer programmes that meet national and international standards',
      bn: 'জাতীয় ও আন্তর্জাতিক মানের প্রোগ্রাম চালু রাখা',
    },
    {
      en: 'Make higher education affordable for students of the hill districts',
      bn: 'পার্বত্য জেলার শিক্ষার্থীদের জন্য উচ্চশিক্ষা সাশ্রয়ী করা',
    },
    {
      en: 'Promote research on the environment, culture and development of the region',
      bn: 'অঞ্চলের পরিবেশ, সংস্কৃতি ও উন্নয়ন নিয়ে গবেষণায় উৎসাহ দেওয়া',
    },
    {
      en: 'Build partnerships with industry, government and universities at home and abroad',
      bn: 'দেশ-বিদেশের শিল্প, সরকার ও বিশ্ববিদ্যালয়ের সঙ্গে অংশীদারিত্ব গড়ে তোলা',
    },
  ],
  contact: {
    room: {
      en: 'Office of the Vice Chancellor, Administrative Building, Second Floor',
      bn: 'উপাচার্যের দপ্তর, প্রশাসনিক ভবন, তৃতীয় তলা',
    },
    phone: '+880 2333 371 100',
    email: 'vc@htu.edu.bd',
    hours: OFFICE_HOURS,
  },
})
