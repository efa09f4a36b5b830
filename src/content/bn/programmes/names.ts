// The programmes' names in Bengali.
import type { PROGRAMME_NAMES as EN_PROGRAMME_NAMES, PROGRAMME_SHORT_NAMES as EN_PROGRAMME_SHORT_NAMES } from '../../programmes/names'
import type { Widen } from '../format'

export type { ProgrammeSlug } from '../../programmes/names'

export const PROGRAMME_NAMES: Widen<typeof EN_PROGRAMME_NAMES> = {
  cse: 'কম্পিউটার বিজ্ঞান ও প্রকৌশলে বিএসসি',
  bba: 'ব্যাচেলর অব বিজনেস অ্যাডমিনিস্ট্রেশন (বিবিএ)',
  gds: 'গভর্ন্যান্স ও উন্নয়ন অধ্যয়নে বিএসএস',
  english: 'ইংরেজিতে বিএ',
  htm: 'হসপিটালিটি ও ট্যুরিজম ম্যানেজমেন্টে বিবিএ',
  mba: 'মাস্টার অব বিজনেস অ্যাডমিনিস্ট্রেশন (এমবিএ)',
}

/** The short names as Bengali prose writes them (the codes themselves stay the English module's). */
export const PROGRAMME_SHORT_NAMES: Widen<typeof EN_PROGRAMME_SHORT_NAMES> = {
  cse: 'সিএসই',
  bba: 'বিবিএ',
  gds: 'জিডিএস',
  english: 'ইংরেজি',
  htm: 'এইচটিএম',
  mba: 'এমবিএ',
}
