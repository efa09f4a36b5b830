// /achievements: blurbs per programme category (site spec §2 'Static pages').
import { bilingual } from './bilingual'
import { SITE_NAME } from './site'
import type { StaticPageContent } from './types'

export const ACHIEVEMENTS = bilingual<StaticPageContent>({
  title: { en: 'Achievements', bn: 'অর্জন' },
  subtitle: { en: 'Our students and teachers at their best', bn: 'আমাদের শিক্ষার্থী ও শিক্ষকদের সেরা সাফল্য' },
  description: {
    en: `Achievements of the students and teachers of ${SITE_NAME.en}, by programme.`,
    bn: `প্রোগ্রাম অনুযায়ী ${SITE_NAME.bn}ের শিক্ষার্থী ও শিক্ষকদের অর্জন।`,
  },
  blocks: [
    {
      kind: 'cards',
      intro: { en: 'Highlights from each of our programme areas.', bn: 'প্রতিটি প্রোগ্রামের উল্লেখযোগ্য সাফল্য।' },
      cards: [
        {
          title: { en: 'Computer Science and Engineering', bn: 'কম্পিউটার বিজ্ঞান ও প্রকৌশল' },
          text: {
            en: 'Our programming teams compete in national contests every year, and student projects have put local services of the hill districts online.',
            bn: 'আমাদের প্রোগ্রামিং দল প্রতি বছর জাতীয় প্রতিযোগিতায় অংশ নেয়, আর শিক্ষার্থীদের প্রকল্পে পার্বত্য জেলার স্থানীয় নানা সেবা অনলাইনে এসেছে।',
          },
        },
        {
          title: { en: 'Business Administration', bn: 'ব্যবসায় প্রশাসন' },
          text: {
            en: 'BBA and MBA students have won places in national business case competitions and started enterprises of their own in the region.',
            bn: 'বিবিএ ও এমবিএ শিক্ষার্থীরা জাতীয় বিজনেস কেস প্রতিযোগিতায় স্থান অর্জন করেছেন এবং অঞ্চলে নিজেদের উদ্যোগ গড়ে তুলেছেন।',
          },
        },
        {
          title: { en: 'Governance and Development Studies', bn: 'গভর্ন্যান্স ও উন্নয়ন অধ্যয়ন' },
          text: {
            en: 'Students and teachers take part in field research with local government and development partners across the Chattogram Hill Tracts.',
            bn: 'শিক্ষার্থী ও শিক্ষকেরা পার্বত্য চট্টগ্রাম জুড়ে স্থানীয় সরকার ও উন্নয়ন সহযোগীদের সঙ্গে মাঠ গবেষণায় অংশ নেন।',
          },
        },
        {
          title: { en: 'English', bn: 'ইংরেজি' },
          text: {
            en: 'Our debaters and writers represent the university at inter-university debate and literature festivals.',
            bn: 'আমাদের বিতার্কিক ও লেখকেরা আন্তঃবিশ্ববিদ্যালয় বিতর্ক ও সাহিত্য উৎসবে বিশ্ববিদ্যালয়ের প্রতিনিধিত্ব করেন।',
          },
        },
        {
          title: { en: 'Hospitality and Tourism Management', bn: 'হসপিটালিটি ও ট্যুরিজম ম্যানেজমেন্ট' },
          text: {
            en: 'Students train with hotels and tour operators and help promote community-based tourism in the hills.',
            bn: 'শিক্ষার্থীরা হোটেল ও ট্যুর অপারেটরের সঙ্গে প্রশিক্ষণ নেন এবং পাহাড়ে কমিউনিটিভিত্তিক পর্যটনের প্রসারে সহায়তা করেন।',
          },
        },
        {
          title: { en: 'Research', bn: 'গবেষণা' },
          text: {
            en: 'Teachers of every school have carried out 262 research projects and publish in national and international journals.',
            bn: 'তিন অনুষদের শিক্ষকেরা মিলে ২৬২টি গবেষণা প্রকল্প সম্পন্ন করেছেন এবং নিয়মিত জাতীয় ও আন্তর্জাতিক জার্নালে গবেষণাপত্র প্রকাশ করছেন।',
          },
        },
      ],
    },
  ],
})
