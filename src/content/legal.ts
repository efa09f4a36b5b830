// /legal and /privacy-policy: the footer's Legal and Privacy Policy pages (issue 12). The privacy
// notice says what the two forms (contact, applicant documents) collect, why, and for how long.
import { bilingual } from './bilingual'
import { SITE_NAME, SITE_FACTS } from './site'
import type { StaticPageContent } from './types'

export const LEGAL = bilingual<StaticPageContent>({
  title: { en: 'Legal', bn: 'আইনি তথ্য' },
  subtitle: { en: 'Terms of use of this website', bn: 'এই ওয়েবসাইট ব্যবহারের শর্তাবলি' },
  description: {
    en: `Terms of use, copyright and disclaimer of the ${SITE_NAME.en} website.`,
    bn: `${SITE_NAME.bn}ের ওয়েবসাইট ব্যবহারের শর্তাবলি, কপিরাইট ও দায়মুক্তি।`,
  },
  blocks: [
    {
      kind: 'text',
      heading: { en: 'Use of this website', bn: 'এই ওয়েবসাইটের ব্যবহার' },
      paragraphs: [
        {
          en: `This website is published by ${SITE_NAME.en} to inform students, applicants, staff and visitors. You may read, print and share its pages for personal and non-commercial use, naming the university as the source.`,
          bn: `শিক্ষার্থী, আবেদনকারী, কর্মী ও দর্শনার্থীদের জানানোর জন্য ${SITE_NAME.bn} এই ওয়েবসাইট প্রকাশ করে। বিশ্ববিদ্যালয়কে উৎস হিসেবে উল্লেখ করে ব্যক্তিগত ও অবাণিজ্যিক কাজে আপনি এর পাতাগুলো পড়তে, ছাপতে ও শেয়ার করতে পারেন।`,
        },
        {
          en: 'Notices, circulars, results and schedules published here are official. Where a printed or signed notice of the university differs from this website, the signed notice prevails.',
          bn: 'এখানে প্রকাশিত নোটিশ, বিজ্ঞপ্তি, ফলাফল ও সময়সূচি দাপ্তরিক। বিশ্ববিদ্যালয়ের কোনো মুদ্রিত বা স্বাক্ষরিত নোটিশের সঙ্গে এই ওয়েবসাইটের তথ্যের অমিল হলে স্বাক্ষরিত নোটিশই প্রযোজ্য।',
        },
      ],
    },
    {
      kind: 'text',
      heading: { en: 'Copyright', bn: 'কপিরাইট' },
      paragraphs: [
        {
          en: `Texts, pictures, logos and documents on this website belong to ${SITE_NAME.en} unless another owner is named. Videos are embedded from an external video service and remain with their owners.`,
          bn: `অন্য কোনো মালিকের নাম উল্লেখ না থাকলে এই ওয়েবসাইটের লেখা, ছবি, লোগো ও নথি ${SITE_NAME.bn}ের। ভিডিওগুলো একটি বাইরের ভিডিও সেবা থেকে যুক্ত করা এবং সেগুলোর স্বত্ব তাদের মালিকদের।`,
        },
      ],
    },
    {
      kind: 'text',
      heading: { en: 'Disclaimer', bn: 'দায়মুক্তি' },
      paragraphs: [
        {
          en: 'The university takes care that the information on this website is correct and current, but dates, fees and rules can change. Before acting on them, check the latest notice or ask the office concerned.',
          bn: 'এই ওয়েবসাইটের তথ্য সঠিক ও হালনাগাদ রাখতে বিশ্ববিদ্যালয় যত্নবান, তবে তারিখ, ফি ও নিয়মকানুন বদলাতে পারে। কোনো পদক্ষেপ নেওয়ার আগে সর্বশেষ নোটিশ দেখুন বা সংশ্লিষ্ট দপ্তরে জিজ্ঞেস করুন।',
        },
        {
          en: 'Links to other websites (the student portal, webmail, the library, social media) lead to services the university does not control through this website; their own terms apply.',
          bn: 'অন্যান্য ওয়েবসাইটের লিংক (শিক্ষার্থী পোর্টাল, ওয়েবমেইল, গ্রন্থাগার, সামাজিক মাধ্যম) এমন সেবায় নিয়ে যায়, যা বিশ্ববিদ্যালয় এই ওয়েবসাইটের মাধ্যমে নিয়ন্ত্রণ করে না; সেখানে সেগুলোর নিজস্ব শর্ত প্রযোজ্য।',
        },
      ],
    },
    {
      kind: 'links',
      heading: { en: 'More', bn: 'আরও' },
      links: [
        { label: { en: 'Privacy Policy', bn: 'গোপনীয়তা নীতি' }, href: '/privacy-policy', format: 'Page' },
        { label: { en: 'Contact', bn: 'যোগাযোগ' }, href: '/contact', format: 'Page' },
      ],
    },
  ],
})

export const PRIVACY_POLICY = bilingual<StaticPageContent>({
  title: { en: 'Privacy Policy', bn: 'গোপনীয়তা নীতি' },
  subtitle: { en: 'What this website collects and why', bn: 'এই ওয়েবসাইট কী সংগ্রহ করে এবং কেন' },
  description: {
    en: `How the ${SITE_NAME.en} website handles the personal data of the contact form and the applicant document forms.`,
    bn: `যোগাযোগ ফরম ও আবেদনকারীর নথির ফরমে দেওয়া ব্যক্তিগত তথ্য ${SITE_NAME.bn}ের ওয়েবসাইট কীভাবে ব্যবহার করে।`,
  },
  blocks: [
    {
      kind: 'text',
      heading: { en: 'Reading the website', bn: 'ওয়েবসাইট পড়া' },
      paragraphs: [
        {
          en: 'You can read every page without an account and without giving any personal data. The website sets no advertising or tracking cookies.',
          bn: 'কোনো অ্যাকাউন্ট ছাড়া এবং কোনো ব্যক্তিগত তথ্য না দিয়েই আপনি প্রতিটি পাতা পড়তে পারেন। এই ওয়েবসাইট কোনো বিজ্ঞাপন বা ট্র্যাকিং কুকি ব্যবহার করে না।',
        },
        {
          en: 'Like every web server, ours records each request (the address of the page, the time, your network address and your browser) in its logs, to keep the service running and secure. Form fields are not part of these records, and passwords and verification codes are never written to them.',
          bn: 'অন্য সব ওয়েব সার্ভারের মতো আমাদের সার্ভারও সেবা সচল ও নিরাপদ রাখতে প্রতিটি অনুরোধ (পাতার ঠিকানা, সময়, আপনার নেটওয়ার্ক ঠিকানা ও ব্রাউজার) লগে লিখে রাখে। ফরমের ঘরগুলো এই রেকর্ডের অংশ নয়, আর কোনো পাসওয়ার্ড কখনো সেখানে লেখা হয় না।',
        },
      ],
    },
    {
      kind: 'list',
      heading: { en: 'Contact form', bn: 'যোগাযোগ ফরম' },
      intro: {
        en: 'When you send a message through the contact page, we collect:',
        bn: 'যোগাযোগ পাতা থেকে বার্তা পাঠালে আমরা সংগ্রহ করি:',
      },
      items: [
        {
          en: 'your name, e-mail address, the subject and the message, which are passed to the university office that answers it and used only to answer you;',
          bn: 'আপনার নাম, ই-মেইল ঠিকানা, বিষয় ও বার্তা, যা উত্তর দেওয়ার দায়িত্বপ্রাপ্ত বিশ্ববিদ্যালয় দপ্তরে পাঠানো হয় এবং কেবল আপনাকে উত্তর দিতেই ব্যবহৃত হয়;',
        },
        {
          en: 'your network address, for a short time, to limit how many messages one sender can send.',
          bn: 'অল্প সময়ের জন্য আপনার নেটওয়ার্ক ঠিকানা, যাতে একজন প্রেরক কতগুলো বার্তা পাঠাতে পারেন তা সীমিত রাখা যায়।',
        },
      ],
    },
    {
      kind: 'list',
      heading: { en: 'Admit card, offer letter and admission form downloads', bn: 'প্রবেশপত্র, প্রস্তাবপত্র ও ভর্তি ফরম ডাউনলোড' },
      intro: { en: 'When you download an applicant document, we collect:', bn: 'আবেদনকারীর কোনো নথি ডাউনলোড করলে আমরা সংগ্রহ করি:' },
      items: [
        {
          en: 'your mobile number and verification code, which are checked with the university admission system to find your document;',
          bn: 'আপনার মোবাইল নম্বর ও পাসওয়ার্ড, যা আপনার নথি খুঁজে পেতে বিশ্ববিদ্যালয়ের ভর্তি ব্যবস্থার সঙ্গে মিলিয়ে দেখা হয়;',
        },
        {
          en: 'for a short time (minutes), the number of failed attempts per mobile number and per network address, so that nobody can guess codes.',
          bn: 'অল্প সময়ের (কয়েক মিনিট) জন্য প্রতিটি মোবাইল নম্বর ও নেটওয়ার্ক ঠিকানা থেকে ব্যর্থ চেষ্টার সংখ্যা, যাতে কেউ কোড আন্দাজ করতে না পারে।',
        },
      ],
    },
    {
      kind: 'list',
      heading: { en: 'Notice alerts by e-mail and browser notifications', bn: 'ই-মেইলে নোটিশ অ্যালার্ট ও ব্রাউজার নোটিফিকেশন' },
      intro: { en: 'When you subscribe to notice alerts, we store only:', bn: 'নোটিশ অ্যালার্টে সাবস্ক্রাইব করলে আমরা শুধু এগুলো রাখি:' },
      items: [
        {
          en: "your e-mail address, the topics and the language you chose, and the times you subscribed and confirmed (and, if you turn them on, your browser's notification address);",
          bn: 'আপনার ই-মেইল ঠিকানা, আপনার বেছে নেওয়া বিষয় ও ভাষা, এবং সাবস্ক্রাইব ও নিশ্চিত করার সময় (আর ব্রাউজার নোটিফিকেশন চালু করলে আপনার ব্রাউজারের নোটিফিকেশন ঠিকানা);',
        },
        {
          en: 'nothing else: the e-mails carry no tracking (no tracking pixels, no tracked links).',
          bn: 'এর বেশি কিছু নয়: ই-মেইলে কোনো ট্র্যাকিং নেই (কোনো ট্র্যাকিং পিক্সেল বা ট্র্যাক করা লিংক নেই)।',
        },
        {
          en: 'An address that is not confirmed within 48 hours is deleted. To leave, use the link in any alert e-mail (one click) or the page it opens to change topics or unsubscribe: unsubscribing deletes your address at once.',
          bn: '৪৮ ঘণ্টার মধ্যে নিশ্চিত না করা ঠিকানা মুছে ফেলা হয়। সাবস্ক্রিপশন বাতিল করতে যেকোনো অ্যালার্ট ই-মেইলের লিংক (এক ক্লিকে) অথবা সেই লিংকের পাতা ব্যবহার করুন, যেখানে বিষয় বদলানো বা সাবস্ক্রিপশন বাতিল করা যায়: বাতিল করলে আপনার ঠিকানা তখনই মুছে ফেলা হয়।',
        },
      ],
    },
    {
      kind: 'text',
      heading: { en: 'Cookies', bn: 'কুকি' },
      paragraphs: [
        {
          en: 'If your browser does not run JavaScript, the answer to a form you sent is kept for two minutes in one cookie (form_outcome), so the page can show it once; it never holds a verification code and is then deleted. No other cookies are set by this website.',
          bn: 'আপনার ব্রাউজারে জাভাস্ক্রিপ্ট না চললে, আপনার পাঠানো ফরমের ফলাফল একটি কুকিতে (form_outcome) দুই মিনিট রাখা হয়, যাতে পাতাটি তা একবার দেখাতে পারে; এতে কখনো পাসওয়ার্ড থাকে না এবং এরপর তা মুছে ফেলা হয়। এই ওয়েবসাইট আর কোনো কুকি ব্যবহার করে না।',
        },
      ],
    },
    {
      kind: 'text',
      heading: { en: 'Your rights and questions', bn: 'আপনার অধিকার ও প্রশ্ন' },
      paragraphs: [
        {
          en: `Personal data is not sold or shared with third parties for their own purposes. To ask what we hold about you, to correct it or to have it deleted, write to ${SITE_FACTS.email} or call ${SITE_FACTS.phones[0]}.`,
          bn: `ব্যক্তিগত তথ্য বিক্রি করা হয় না, কিংবা তৃতীয় পক্ষের নিজস্ব উদ্দেশ্যে তাদের দেওয়া হয় না। আপনার সম্পর্কে আমাদের কাছে কী তথ্য আছে জানতে, তা সংশোধন করতে বা মুছে ফেলতে ${SITE_FACTS.email} ঠিকানায় লিখুন অথবা ${SITE_FACTS.phones[0]} নম্বরে ফোন করুন।`,
        },
      ],
    },
  ],
})
