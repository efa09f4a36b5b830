// /bn/alumni.
import type { StaticPageContent } from '../types'
import { SITE } from './site'

export const ALUMNI: StaticPageContent = {
  title: 'প্রাক্তন শিক্ষার্থী',
  subtitle: 'আপনার বিশ্ববিদ্যালয়ের সঙ্গে যুক্ত থাকুন',
  description: `${SITE.name}ের প্রাক্তন শিক্ষার্থী সমিতি: কীভাবে নিবন্ধন করবেন এবং আমাদের সঙ্গে যোগাযোগ করবেন।`,
  blocks: [
    {
      kind: 'text',
      heading: 'প্রাক্তন শিক্ষার্থী সমিতি',
      paragraphs: [
        `${SITE.name} প্রাক্তন শিক্ষার্থী সমিতি প্রতিটি প্রোগ্রামের স্নাতকদের একত্র করে। সমিতি স্নাতকদের পরস্পরের এবং বিশ্ববিদ্যালয়ের সঙ্গে যোগাযোগ রাখে, মেন্টরিং ও ক্যারিয়ার আলোচনার মাধ্যমে বর্তমান শিক্ষার্থীদের সহায়তা করে এবং বিশ্ববিদ্যালয়ের অগ্রযাত্রায় সাহায্য করে।`,
      ],
    },
    {
      kind: 'list',
      heading: 'নিবন্ধন',
      intro: 'বিশ্ববিদ্যালয়ের যেকোনো স্নাতক সদস্য হতে পারেন। নিবন্ধনের জন্য আমাদের পাঠান:',
      items: [
        'আপনার পূর্ণ নাম, শিক্ষার্থী আইডি, প্রোগ্রাম ও স্নাতক হওয়ার বছর।',
        'আপনার বর্তমান ই-মেইল ঠিকানা ও মোবাইল নম্বর।',
        'আপনার বর্তমান কর্মস্থল ও পদবি (ঐচ্ছিক)।',
      ],
    },
    {
      kind: 'links',
      heading: 'যোগাযোগ',
      intro: `"Alumni registration" বিষয় লিখে ${SITE.email} ঠিকানায় ই-মেইল করুন, ${SITE.phones[0]} নম্বরে ফোন করুন, অথবা যোগাযোগ ফরম ব্যবহার করুন।`,
      links: [
        { label: `ই-মেইল ${SITE.email}`, href: `mailto:${SITE.email}?subject=Alumni%20registration` },
        { label: `ফোন ${SITE.phones[0]}`, href: `tel:${SITE.phones[0].replace(/\s/g, '')}` },
        { label: 'যোগাযোগ ফরম', href: '/contact' },
      ],
    },
  ],
}
