// /bn/at-a-glance: the facts of site spec §9 in Bengali.
import type { Fact, StaticPageContent } from '../types'
import { SITE } from './site'

/** The published facts (spec §9). */
export const AT_A_GLANCE_FACTS: Fact[] = [
  { value: '৭ ফেব্রুয়ারি ২০১৯', label: 'প্রতিষ্ঠাকাল' },
  { value: '৩', label: 'অনুষদ' },
  { value: '৬', label: 'বিভাগ' },
  { value: '৫০+', label: 'শিক্ষক' },
  { value: '৫০০+', label: 'শিক্ষার্থী' },
  { value: '১,৯২,৯৭৮', label: 'গ্রন্থাগারে বইয়ের খণ্ড' },
  { value: '২৬২', label: 'গবেষণা প্রকল্প' },
]

export const AT_A_GLANCE: StaticPageContent = {
  title: 'এক নজরে বিশ্ববিদ্যালয়',
  subtitle: `সংখ্যায় ${SITE.name}`,
  description: `${SITE.name}ের মূল তথ্য: প্রতিষ্ঠা ৭ ফেব্রুয়ারি ২০১৯, ৩টি অনুষদ, ৬টি বিভাগ, ৫০-এর বেশি শিক্ষক ও ৫০০-এর বেশি শিক্ষার্থী।`,
  blocks: [
    { kind: 'facts', heading: 'মূল তথ্য', facts: AT_A_GLANCE_FACTS },
    {
      kind: 'text',
      heading: 'বিশ্ববিদ্যালয় আজ',
      paragraphs: [
        `${SITE.name} পার্বত্য জেলার প্রথম সরকারি-বেসরকারি অংশীদারিত্বের বিশ্ববিদ্যালয়। এর তিনটি অনুষদে স্নাতক এবং ব্যবসায় প্রশাসনে স্নাতকোত্তর (এমবিএ) পর্যায়ে পড়াশোনা হয়, আর ১,৯২,৯৭৮ খণ্ডের গ্রন্থাগারটি প্রত্যেক শিক্ষার্থী ও শিক্ষকের জন্য উন্মুক্ত।`,
      ],
    },
  ],
}
