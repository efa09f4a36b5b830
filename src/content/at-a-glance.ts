// /at-a-glance: the facts of site spec §9, hard-coded page content.
import { bilingual, type Model } from './bilingual'
import { SITE_NAME } from './site'
import type { Fact, StaticPageContent } from './types'

/** The published facts (spec §9). */
const FACTS = [
  { value: { en: '7 February 2019', bn: '৭ ফেব্রুয়ারি ২০১৯' }, label: { en: 'Established', bn: 'প্রতিষ্ঠাকাল' } },
  { value: { en: '3', bn: '৩' }, label: { en: 'Schools', bn: 'অনুষদ' } },
  // The six department pages (/cse, /dba, /eng, /gds, /htm, /law), not the spec's 4 (issue 12).
  { value: { en: '6', bn: '৬' }, label: { en: 'Departments', bn: 'বিভাগ' } },
  { value: { en: '50+', bn: '৫০+' }, label: { en: 'Teachers', bn: 'শিক্ষক' } },
  { value: { en: '500+', bn: '৫০০+' }, label: { en: 'Students', bn: 'শিক্ষার্থী' } },
  { value: { en: '1,92,978', bn: '১,৯২,৯৭৮' }, label: { en: 'Library volumes', bn: 'গ্রন্থাগারে বইয়ের খণ্ড' } },
  { value: { en: '262', bn: '২৬২' }, label: { en: 'Research projects', bn: 'গবেষণা প্রকল্প' } },
] satisfies Model<Fact[]>

export const AT_A_GLANCE_FACTS = bilingual<Fact[]>(FACTS)

export const AT_A_GLANCE = bilingual<StaticPageContent>({
  title: { en: 'At a Glance', bn: 'এক নজরে বিশ্ববিদ্যালয়' },
  subtitle: { en: `${SITE_NAME.en} in numbers`, bn: `সংখ্যায় ${SITE_NAME.bn}` },
  description: {
    en: `Key facts about ${SITE_NAME.en}: established 7 February 2019, 3 schools, 6 departments, 50+ teachers and 500+ students.`,
    bn: `${SITE_NAME.bn}ের মূল তথ্য: প্রতিষ্ঠা ৭ ফেব্রুয়ারি ২০১৯, ৩টি অনুষদ, ৬টি বিভাগ, ৫০-এর বেশি শিক্ষক ও ৫০০-এর বেশি শিক্ষার্থী।`,
  },
  blocks: [
    {
      kind: 'facts',
      heading: { en: 'Key Facts', bn: 'মূল তথ্য' },
      facts: FACTS,
    },
    {
      kind: 'text',
      heading: { en: 'The University Today', bn: 'বিশ্ববিদ্যালয় আজ' },
      paragraphs: [
        {
          en: `${SITE_NAME.en} is the first public-private-partnership university of the hill district. Its three schools teach bachelor programmes and a Master of Business Administration, and its library of 1,92,978 volumes is open to every student and teacher.`,
          bn: `${SITE_NAME.bn} পার্বত্য জেলার প্রথম সরকারি-বেসরকারি অংশীদারিত্বের বিশ্ববিদ্যালয়। এর তিনটি অনুষদে স্নাতক এবং ব্যবসায় প্রশাসনে স্নাতকোত্তর (এমবিএ) পর্যায়ে পড়াশোনা হয়, আর ১,৯২,৯৭৮ খণ্ডের গ্রন্থাগারটি প্রত্যেক শিক্ষার্থী ও শিক্ষকের জন্য উন্মুক্ত।`,
        },
      ],
    },
  ],
})
