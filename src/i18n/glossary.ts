// The Bengali glossary (docs/bengali-glossary.md, from the Bengali review of 2026-11-28): for each concept the
// form the site writes and the forms it avoids. tests/unit/bengali-wording.test.ts fails when an avoided form
// appears in src/i18n/messages/bn.json or in a string of src/content/** (the bn sides of its texts).

export interface GlossaryTerm {
  /** What the term names, in English. */
  concept: string
  /** The form to write. */
  use: string
  /** Forms to avoid, each matched against Bengali text (a word is bounded by non-Bengali letters). */
  avoid: readonly { form: string; pattern: RegExp }[]
}

// A Bengali letter, vowel sign or mark (not the digits, not the danda): what continues a word.
const LETTER = '[\\u0980-\\u09E5\\u09F0-\\u09FF\\u200C\\u200D]'
/** `word` standing alone: not a part of a longer Bengali word. */
const word = (form: string) => ({ form, pattern: new RegExp(`(?<!${LETTER})${form}(?!${LETTER})`, 'u') })
/** `form` starting a word, with any ending (its inflections: সার্কুলারে, স্কুলের; not প্ল্যাটফর্ম). */
const stem = (form: string) => ({ form, pattern: new RegExp(`(?<!${LETTER})${form}`, 'u') })
/** `form` as a whole label (a menu item, a title): the same word in prose may mean something else. */
const label = (form: string) => ({ form: `${form} (as a label)`, pattern: new RegExp(`^${form}$`, 'u') })

export const GLOSSARY: readonly GlossaryTerm[] = [
  { concept: 'admission circular (/admission-instruction)', use: 'ভর্তি বিজ্ঞপ্তি', avoid: [stem('সার্কুলার')] },
  { concept: 'admission advertisements (/admission-advertisements)', use: 'ভর্তি বিজ্ঞাপন', avoid: [stem('ভর্তির বিজ্ঞাপন')] },
  {
    concept: 'job advertisements (/career)',
    use: 'নিয়োগ বিজ্ঞপ্তি (short: নিয়োগ); চাকরির ধরন, চাকরির সুযোগ and a graduate\'s ক্যারিয়ার in prose stay',
    avoid: [label('ক্যারিয়ার'), label('চাকরি'), stem('চাকরির বিজ্ঞপ্তি'), stem('চাকরির বিস্তারিত'), stem('চাকরির তথ্য')],
  },
  { concept: 'school (the faculty tier)', use: 'অনুষদ', avoid: [stem('স্কুল')] },
  {
    concept: 'administrative unit',
    use: 'দপ্তর (a cell: সেল)',
    avoid: [stem('ভর্তি ও তথ্য বিভাগ'), stem('হিসাব ও অর্থ বিভাগ'), stem('তথ্যপ্রযুক্তি বিভাগ'), stem('বিভাগ ও দপ্তর'), stem('হিসাব দপ্তর')],
  },
  { concept: 'intake names', use: 'স্প্রিং ২০২৭, ফল ২০২৬', avoid: [stem('বসন্ত'), stem('শরৎ')] },
  { concept: 'HSC group', use: 'বিজ্ঞান, ব্যবসায় শিক্ষা, মানবিক', avoid: [word('বাণিজ্য')] },
  { concept: 'download credential', use: 'পাসওয়ার্ড', avoid: [stem('যাচাই কোড')] },
  { concept: 'page', use: 'পাতা', avoid: [stem('পৃষ্ঠা')] },
  { concept: 'form', use: 'ফরম', avoid: [stem('ফর্ম')] },
  { concept: 'table', use: 'সারণি', avoid: [stem('টেবিল')] },
  { concept: 'accessibility', use: 'প্রবেশগম্যতা', avoid: [stem('প্রবেশযোগ্যতা')] },
  { concept: 'intake (a programme fact)', use: 'ভর্তির সময়', avoid: [stem('ভর্তির মৌসুম')] },
  { concept: 'serial number (a table column)', use: 'ক্রমিক', avoid: [word('ক্রম')] },
  { concept: 'mobile money', use: 'মোবাইল ব্যাংকিং', avoid: [stem('মোবাইল পেমেন্ট')] },
  { concept: 'the fees page', use: 'টিউশন ফি ও খরচ', avoid: [stem('ফি কাঠামো')] },
  { concept: 'notice alert', use: 'নোটিশ অ্যালার্ট', avoid: [stem('বিজ্ঞপ্তির সতর্কবার্তা')] },
  { concept: 'subscribe', use: 'সাবস্ক্রাইব করুন', avoid: [stem('গ্রাহক হোন')] },
  { concept: 'the hill communities', use: 'পাহাড়ি জনগোষ্ঠী', avoid: [stem('আদিবাসী'), stem('ক্ষুদ্র নৃগোষ্ঠী'), stem('উপজাতি')] },
  { concept: 'quality assurance', use: 'কোয়ালিটি অ্যাসুরেন্স', avoid: [stem('অ্যাসিউরেন্স')] },
  { concept: 'external audit', use: 'বহির্নিরীক্ষা, বহির্নিরীক্ষক', avoid: [stem('বহিঃনিরীক্ষ')] },
  {
    concept: 'time of day (one formatter: formatClock in src/i18n/format.ts)',
    use: 'সকাল ১০টা, বিকাল ৩:৩০ (ভোর 4–6, সকাল 6–12, দুপুর 12–15, বিকাল 15–18, সন্ধ্যা 18–20, রাত 20–4)',
    avoid: [
      { form: 'a whole hour as ১০:০০ (write ১০টা)', pattern: /(ভোর|সকাল|দুপুর|বিকাল|বিকেল|সন্ধ্যা|রাত) [০-৯]{1,2}:০০/u },
      stem('বিকেল'),
      stem('রাত্রি'),
      { form: 'a time of day called a তারিখ', pattern: /[০-৯]:[০-৯]{2} তারিখ/u },
    ],
  },
  { concept: 'multiplication sign (sizes)', use: '২৫০×৩০০', avoid: [{ form: 'Latin x between numbers', pattern: /[০-৯}]x[০-৯{]/u }] },
  { concept: 'a programme named in Bengali prose', use: 'ইংরেজি (সিএসই, বিবিএ, জিডিএস, এইচটিএম, এমবিএ)', avoid: [{ form: 'English', pattern: /\bEnglish\b/u }] },
  { concept: 'the university (registered Bengali name)', use: 'হিল ট্র্যাক্টস বিশ্ববিদ্যালয়', avoid: [stem('হিল ট্রাক্টস'), stem('হিলট্র্যাক্টস')] },
]
