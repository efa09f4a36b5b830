// /mission-vision (site spec §2 'Static pages').
import { bilingual } from './bilingual'
import { SITE_NAME } from './site'
import type { StaticPageContent } from './types'

export const MISSION_VISION = bilingual<StaticPageContent>({
  title: { en: 'Mission and Vision', bn: 'রূপকল্প ও অভিলক্ষ্য' },
  subtitle: { en: 'What we work for', bn: 'আমরা যে লক্ষ্যে কাজ করি' },
  description: { en: `The mission, vision and core values of ${SITE_NAME.en}.`, bn: `${SITE_NAME.bn}ের অভিলক্ষ্য, রূপকল্প ও মূল্যবোধ।` },
  blocks: [
    {
      kind: 'cards',
      cards: [
        {
          title: { en: 'Our Vision', bn: 'আমাদের রূপকল্প' },
          text: {
            en: 'To be a centre of excellence in teaching, research and community service in the hill districts, producing graduates who lead the development of the region and the country.',
            bn: 'পার্বত্য জেলায় পাঠদান, গবেষণা ও সমাজসেবায় উৎকর্ষের কেন্দ্র হয়ে ওঠা, এমন স্নাতক তৈরি করা যাঁরা অঞ্চল ও দেশের উন্নয়নে নেতৃত্ব দেবেন।',
          },
        },
        {
          title: { en: 'Our Mission', bn: 'আমাদের অভিলক্ষ্য' },
          text: {
            en: 'To offer affordable, quality higher education to students of every community of the Chattogram Hill Tracts and beyond.',
            bn: 'পার্বত্য চট্টগ্রাম ও তার বাইরের প্রতিটি জনগোষ্ঠীর শিক্ষার্থীদের জন্য সাধ্যের মধ্যে মানসম্মত উচ্চশিক্ষার ব্যবস্থা করা।',
          },
          items: [
            {
              en: 'Teach programmes that meet national and international standards.',
              bn: 'জাতীয় ও আন্তর্জাতিক মানের প্রোগ্রাম পরিচালনা করা।',
            },
            {
              en: 'Carry out research on the problems and the potential of the hill districts.',
              bn: 'পার্বত্য জেলার সমস্যা ও সম্ভাবনা নিয়ে গবেষণা করা।',
            },
            {
              en: 'Build the skills, ethics and leadership that employers and society need.',
              bn: 'নিয়োগকর্তা ও সমাজের প্রয়োজনীয় দক্ষতা, নৈতিকতা ও নেতৃত্ব গড়ে তোলা।',
            },
            {
              en: 'Serve the community through partnerships, outreach and lifelong learning.',
              bn: 'অংশীদারিত্ব, সম্প্রসারণ কার্যক্রম ও আজীবন শিক্ষার মাধ্যমে সমাজের সেবা করা।',
            },
          ],
        },
      ],
    },
    {
      kind: 'list',
      heading: { en: 'Our Values', bn: 'আমাদের মূল্যবোধ' },
      items: [
        { en: 'Excellence in teaching and learning.', bn: 'পাঠদান ও শিখনে উৎকর্ষ।' },
        {
          en: 'Respect for the cultures and communities of the hill districts.',
          bn: 'পার্বত্য জেলার সংস্কৃতি ও জনগোষ্ঠীর প্রতি শ্রদ্ধা।',
        },
        { en: 'Integrity, transparency and accountability.', bn: 'সততা, স্বচ্ছতা ও জবাবদিহি।' },
        { en: 'Equal opportunity and inclusion.', bn: 'সমান সুযোগ ও অন্তর্ভুক্তি।' },
        { en: 'Care for the environment of the hills.', bn: 'পাহাড়ের পরিবেশের যত্ন।' },
      ],
    },
  ],
})
