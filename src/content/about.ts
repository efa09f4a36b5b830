// /about: an Apply Now link and the history text (site spec §2 'Static pages').
import { bilingual } from './bilingual'
import { SITE_FACTS, SITE_NAME, SITE_TAGLINE } from './site'
import type { StaticPageContent } from './types'

export const ABOUT = bilingual<StaticPageContent>({
  title: { en: 'About Us', bn: 'বিশ্ববিদ্যালয় পরিচিতি' },
  subtitle: SITE_TAGLINE,
  description: {
    en: `The history of ${SITE_NAME.en}, founded on 7 February 2019 as the first public-private-partnership university of the hill district.`,
    bn: `${SITE_NAME.bn}ের ইতিহাস: ২০১৯ সালের ৭ ফেব্রুয়ারি পার্বত্য জেলার প্রথম সরকারি-বেসরকারি অংশীদারিত্বের বিশ্ববিদ্যালয় হিসেবে প্রতিষ্ঠিত।`,
  },
  actions: [{ label: { en: 'Apply Now', bn: 'এখনই আবেদন করুন' }, href: SITE_FACTS.external.applyOnline, external: true }],
  blocks: [
    {
      kind: 'text',
      heading: { en: 'Our History', bn: 'আমাদের ইতিহাস' },
      paragraphs: [
        {
          en: `${SITE_NAME.en} was founded on 7 February 2019 as the first public-private-partnership (PPP) university of the hill district. It was established to bring higher education of a national standard to the young people of the Chattogram Hill Tracts, so that they no longer have to leave the hills to study.`,
          bn: `${SITE_NAME.bn} ২০১৯ সালের ৭ ফেব্রুয়ারি পার্বত্য জেলার প্রথম সরকারি-বেসরকারি অংশীদারিত্বের (পিপিপি) বিশ্ববিদ্যালয় হিসেবে প্রতিষ্ঠিত হয়। পার্বত্য চট্টগ্রামের তরুণদের কাছে জাতীয় মানের উচ্চশিক্ষা পৌঁছে দিতেই এর প্রতিষ্ঠা, যাতে পড়াশোনার জন্য তাদের আর পাহাড় ছেড়ে যেতে না হয়।`,
        },
        {
          en: 'The university started with a small number of students in rented rooms and has grown into three schools with bachelor programmes in Computer Science and Engineering, Business Administration, Governance and Development Studies, English, and Hospitality and Tourism Management, and a Master of Business Administration.',
          bn: 'অল্পসংখ্যক শিক্ষার্থী নিয়ে ভাড়া করা কক্ষে যাত্রা শুরু করা বিশ্ববিদ্যালয়টি আজ তিনটি অনুষদে বিস্তৃত। এখানে কম্পিউটার বিজ্ঞান ও প্রকৌশল, ব্যবসায় প্রশাসন, গভর্ন্যান্স ও উন্নয়ন অধ্যয়ন, ইংরেজি এবং হসপিটালিটি ও ট্যুরিজম ম্যানেজমেন্টে স্নাতক প্রোগ্রাম এবং ব্যবসায় প্রশাসনে স্নাতকোত্তর (এমবিএ) প্রোগ্রাম রয়েছে।',
        },
        {
          en: 'Its teachers combine teaching with research on the questions that matter to the region: development and governance of the hill districts, tourism, business and technology. The library and the research projects of the faculty serve students and the wider community alike.',
          bn: 'এখানকার শিক্ষকেরা পাঠদানের পাশাপাশি অঞ্চলের গুরুত্বপূর্ণ প্রশ্ন নিয়ে গবেষণা করেন: পার্বত্য জেলার উন্নয়ন ও শাসনব্যবস্থা, পর্যটন, ব্যবসায় ও প্রযুক্তি। গ্রন্থাগার ও শিক্ষকদের গবেষণা প্রকল্প শিক্ষার্থী ও বৃহত্তর সমাজ উভয়ের কাজে লাগে।',
        },
      ],
    },
    {
      kind: 'text',
      heading: { en: 'A University for the Hills', bn: 'পাহাড়ের বিশ্ববিদ্যালয়' },
      paragraphs: [
        {
          en: 'As a public-private partnership, the university joins public oversight with private initiative: tuition is kept affordable, scholarships and financial aid support students from the hill communities, and classes are taught in English to prepare graduates for work in Bangladesh and abroad.',
          bn: 'সরকারি-বেসরকারি অংশীদারিত্বের বিশ্ববিদ্যালয় হিসেবে এখানে সরকারি তদারকি ও বেসরকারি উদ্যোগ একসঙ্গে কাজ করে: টিউশন ফি সাধ্যের মধ্যে রাখা হয়, পাহাড়ি জনগোষ্ঠীর শিক্ষার্থীদের জন্য বৃত্তি ও আর্থিক সহায়তা রয়েছে, আর দেশে ও বিদেশে কাজের জন্য স্নাতকদের প্রস্তুত করতে ক্লাস হয় ইংরেজিতে।',
        },
      ],
    },
    {
      kind: 'links',
      heading: { en: 'Learn More', bn: 'আরও জানুন' },
      links: [
        { label: { en: 'Mission and Vision', bn: 'রূপকল্প ও অভিলক্ষ্য' }, href: '/mission-vision' },
        { label: { en: 'At a Glance', bn: 'এক নজরে' }, href: '/at-a-glance' },
        { label: { en: 'Achievements', bn: 'অর্জন' }, href: '/achievements' },
        { label: { en: 'Admission Requirements', bn: 'ভর্তির যোগ্যতা' }, href: '/admission-requirements' },
      ],
    },
  ],
})
