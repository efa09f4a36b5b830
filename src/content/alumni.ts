// /alumni: linked from the footer and the quick links; the spec has no screen for it.
import { bilingual } from './bilingual'
import { SITE_NAME, SITE_FACTS } from './site'
import type { StaticPageContent } from './types'

export const ALUMNI = bilingual<StaticPageContent>({
  title: { en: 'Alumni', bn: 'প্রাক্তন শিক্ষার্থী' },
  subtitle: { en: 'Stay connected with your university', bn: 'আপনার বিশ্ববিদ্যালয়ের সঙ্গে যুক্ত থাকুন' },
  description: {
    en: `The alumni association of ${SITE_NAME.en}: how to register and how to reach us.`,
    bn: `${SITE_NAME.bn}ের প্রাক্তন শিক্ষার্থী সমিতি: কীভাবে নিবন্ধন করবেন এবং আমাদের সঙ্গে যোগাযোগ করবেন।`,
  },
  blocks: [
    {
      kind: 'text',
      heading: { en: 'Alumni Association', bn: 'প্রাক্তন শিক্ষার্থী সমিতি' },
      paragraphs: [
        {
          en: `The ${SITE_NAME.en} Alumni Association brings together the graduates of every programme. It keeps graduates in touch with each other and with the university, supports current students through mentoring and career talks, and helps the university grow.`,
          bn: `${SITE_NAME.bn} প্রাক্তন শিক্ষার্থী সমিতি প্রতিটি প্রোগ্রামের স্নাতকদের একত্র করে। সমিতির মাধ্যমে স্নাতকেরা একে অপরের ও বিশ্ববিদ্যালয়ের সঙ্গে যুক্ত থাকেন, মেন্টরিং ও ক্যারিয়ার আলোচনার মাধ্যমে বর্তমান শিক্ষার্থীদের সহায়তা করে এবং বিশ্ববিদ্যালয়ের অগ্রযাত্রায় সাহায্য করে।`,
        },
      ],
    },
    {
      kind: 'list',
      heading: { en: 'Registration', bn: 'নিবন্ধন' },
      intro: {
        en: 'Every graduate of the university can join. To register, send us:',
        bn: 'বিশ্ববিদ্যালয়ের যেকোনো স্নাতক সদস্য হতে পারেন। নিবন্ধনের জন্য আমাদের পাঠান:',
      },
      items: [
        {
          en: 'Your full name, student ID, programme and year of graduation.',
          bn: 'আপনার পূর্ণ নাম, শিক্ষার্থী আইডি, প্রোগ্রাম ও স্নাতক হওয়ার বছর।',
        },
        { en: 'Your current e-mail address and mobile number.', bn: 'আপনার বর্তমান ই-মেইল ঠিকানা ও মোবাইল নম্বর।' },
        { en: 'Your current workplace and position (optional).', bn: 'আপনার বর্তমান কর্মস্থল ও পদবি (ঐচ্ছিক)।' },
      ],
    },
    {
      kind: 'links',
      heading: { en: 'Contact', bn: 'যোগাযোগ' },
      intro: {
        en: `Write to ${SITE_FACTS.email} with the subject "Alumni registration", call ${SITE_FACTS.phones[0]}, or use the contact form.`,
        bn: `"প্রাক্তন শিক্ষার্থী নিবন্ধন" বিষয় লিখে ${SITE_FACTS.email} ঠিকানায় ই-মেইল করুন, ${SITE_FACTS.phones[0]} নম্বরে ফোন করুন, অথবা যোগাযোগ ফরম ব্যবহার করুন।`,
      },
      links: [
        {
          label: { en: `E-mail ${SITE_FACTS.email}`, bn: `ই-মেইল ${SITE_FACTS.email}` },
          href: `mailto:${SITE_FACTS.email}?subject=Alumni%20registration`,
        },
        {
          label: { en: `Call ${SITE_FACTS.phones[0]}`, bn: `ফোন ${SITE_FACTS.phones[0]}` },
          href: `tel:${SITE_FACTS.phones[0].replace(/\s/g, '')}`,
        },
        { label: { en: 'Contact form', bn: 'যোগাযোগ ফরম' }, href: '/contact' },
      ],
    },
  ],
})
