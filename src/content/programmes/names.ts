// The programmes' names, used wherever a programme is named (programme pages, department pages,
// fee table). A light module on purpose: pages that only name programmes do not load their content.
import { bilingual, type Model } from '../bilingual'

/** The programmes' full names in both languages. */
export const PROGRAMME_NAME_MODEL = {
  cse: { en: 'BSc in Computer Science and Engineering', bn: 'কম্পিউটার বিজ্ঞান ও প্রকৌশলে বিএসসি' },
  bba: { en: 'Bachelor of Business Administration (BBA)', bn: 'ব্যাচেলর অব বিজনেস অ্যাডমিনিস্ট্রেশন (বিবিএ)' },
  gds: { en: 'BSS in Governance and Development Studies', bn: 'গভর্ন্যান্স ও উন্নয়ন অধ্যয়নে বিএসএস' },
  english: { en: 'BA in English', bn: 'ইংরেজিতে বিএ' },
  htm: { en: 'BBA in Hospitality and Tourism Management', bn: 'হসপিটালিটি ও ট্যুরিজম ম্যানেজমেন্টে বিবিএ' },
  mba: { en: 'Master of Business Administration (MBA)', bn: 'মাস্টার অব বিজনেস অ্যাডমিনিস্ট্রেশন (এমবিএ)' },
} as const satisfies Record<string, Model<string>>

export type ProgrammeSlug = keyof typeof PROGRAMME_NAME_MODEL

export const PROGRAMME_NAMES = bilingual<Record<ProgrammeSlug, string>>(PROGRAMME_NAME_MODEL)

/** The programmes' short names, as the fee table's columns, the cards' badges and the circular's test groups show them. */
export const PROGRAMME_SHORT_NAMES = bilingual<Record<ProgrammeSlug, string>>({
  cse: { en: 'CSE', bn: 'সিএসই' },
  bba: { en: 'BBA', bn: 'বিবিএ' },
  gds: { en: 'GDS', bn: 'জিডিএস' },
  english: { en: 'English', bn: 'ইংরেজি' },
  htm: { en: 'HTM', bn: 'এইচটিএম' },
  mba: { en: 'MBA', bn: 'এমবিএ' },
})
