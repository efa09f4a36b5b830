// /accessibility: how the site can be used, what it does not do well yet, and whom to tell.
import { bilingual } from './bilingual'
import { SITE_NAME, SITE_FACTS } from './site'
import type { StaticPageContent } from './types'

export const ACCESSIBILITY = bilingual<StaticPageContent>({
  title: { en: 'Accessibility', bn: 'প্রবেশগম্যতা' },
  description: {
    en: `How to use the ${SITE_NAME.en} website with a keyboard, a screen reader, a small phone or a slow connection, its known limits, and whom to tell about a barrier.`,
    bn: `কিবোর্ড, স্ক্রিন রিডার, ছোট ফোন বা ধীর সংযোগে ${SITE_NAME.bn}ের ওয়েবসাইট কীভাবে ব্যবহার করবেন, এর জানা সীমাবদ্ধতা, আর কোনো বাধার কথা কাকে জানাবেন।`,
  },
  blocks: [
    {
      kind: 'text',
      heading: { en: 'Our Aim', bn: 'আমাদের লক্ষ্য' },
      paragraphs: [
        {
          en: 'We want every applicant, student, family member and visitor to be able to read and use this website, whatever device, connection or assistive technology they use. We aim to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA.',
          bn: 'আমরা চাই প্রত্যেক আবেদনকারী, শিক্ষার্থী, অভিভাবক ও দর্শনার্থী যেকোনো যন্ত্র, সংযোগ বা সহায়ক প্রযুক্তি দিয়েই এই ওয়েবসাইট পড়তে ও ব্যবহার করতে পারেন। আমাদের লক্ষ্য ওয়েব কনটেন্ট অ্যাক্সেসিবিলিটি গাইডলাইনস (WCAG) ২.২-এর এএ স্তর পূরণ করা।',
        },
      ],
    },
    {
      kind: 'text',
      heading: { en: 'What You Can Do', bn: 'আপনি যা করতে পারেন' },
      paragraphs: [
        {
          en: 'Use every menu, tab, list filter and form with the keyboard alone; a "Skip to content" link is the first thing on every page.',
          bn: 'প্রতিটি মেনু, ট্যাব, তালিকার ফিল্টার ও ফরম শুধু কিবোর্ড দিয়েই ব্যবহার করুন; প্রতিটি পাতার প্রথম জিনিসটিই মূল বিষয়বস্তুতে যাওয়ার একটি লিংক।',
        },
        {
          en: 'Read every page with JavaScript turned off: notices, news, programmes, fees and the admission pages are complete in the page itself, and forms work as ordinary forms.',
          bn: 'জাভাস্ক্রিপ্ট বন্ধ রেখেও প্রতিটি পাতা পড়ুন: নোটিশ, সংবাদ, প্রোগ্রাম, ফি ও ভর্তির পাতাগুলো পাতার ভেতরেই সম্পূর্ণ, আর ফরমগুলো সাধারণ ফরমের মতোই কাজ করে।',
        },
        {
          en: 'Use a phone 360 pixels wide: every page fits the screen without scrolling sideways to read.',
          bn: '৩৬০ পিক্সেল চওড়া ফোনে ব্যবহার করুন: প্রতিটি পাতা পর্দায় এঁটে যায়, পড়ার জন্য পাশে সরাতে হয় না।',
        },
        {
          en: 'Print a page or save it as PDF: the menus are left out and the fee tables fit an A4 page.',
          bn: 'যেকোনো পাতা প্রিন্ট করুন বা পিডিএফ হিসেবে সংরক্ষণ করুন: মেনু বাদ পড়ে, আর ফির সারণি এ-ফোর মাপের একটি পাতায় এঁটে যায়।',
        },
      ],
    },
    {
      kind: 'text',
      heading: { en: 'Known Limits', bn: 'জানা সীমাবদ্ধতা' },
      paragraphs: [
        {
          en: 'Notices published as scanned PDF files or pictures cannot be read by a screen reader. Ask us for the text and we will send it.',
          bn: 'স্ক্যান করা পিডিএফ বা ছবি হিসেবে প্রকাশিত নোটিশ স্ক্রিন রিডার পড়তে পারে না। লেখাটি চাইলে আমরা পাঠিয়ে দেব।',
        },
        {
          en: 'Videos are hosted on YouTube; their captions are the ones YouTube provides.',
          bn: 'ভিডিওগুলো ইউটিউবে রাখা; সেগুলোর ক্যাপশন ইউটিউব যেমন দেয় তেমনই।',
        },
      ],
    },
    {
      kind: 'text',
      heading: { en: 'Tell Us About a Barrier', bn: 'কোনো বাধার কথা আমাদের জানান' },
      paragraphs: [
        {
          en: `If something on this website is hard or impossible for you to use, write to ${SITE_FACTS.email} or call ${SITE_FACTS.phones[0]}, and say which page it was.`,
          bn: `এই ওয়েবসাইটের কোনো কিছু ব্যবহার করতে কষ্ট হলে বা একেবারেই না পারলে ${SITE_FACTS.email} ঠিকানায় লিখুন বা ${SITE_FACTS.phones[0]} নম্বরে ফোন করুন, আর কোন পাতা তা জানান।`,
        },
      ],
    },
    {
      kind: 'links',
      heading: { en: 'See Also', bn: 'আরও দেখুন' },
      links: [
        { label: { en: 'Contact Us', bn: 'যোগাযোগ' }, href: '/contact' },
        { label: { en: 'Privacy Policy', bn: 'গোপনীয়তা নীতি' }, href: '/privacy-policy' },
      ],
    },
  ],
})
