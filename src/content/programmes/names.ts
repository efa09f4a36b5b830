// The programmes' names, used wherever a programme is named (programme pages, department pages,
// fee table). A light module on purpose: pages that only name programmes do not load their content.

export const PROGRAMME_NAMES = {
  cse: 'BSc in Computer Science and Engineering',
  bba: 'Bachelor of Business Administration (BBA)',
  gds: 'BSS in Governance and Development Studies',
  english: 'BA in English',
  htm: 'BBA in Hospitality and Tourism Management',
  mba: 'Master of Business Administration (MBA)',
} as const

export type ProgrammeSlug = keyof typeof PROGRAMME_NAMES

/** The programmes' short names, as the fee table's columns, the cards' badges and the circular's test groups show them. */
export const PROGRAMME_SHORT_NAMES = {
  cse: 'CSE',
  bba: 'BBA',
  gds: 'GDS',
  english: 'English',
  htm: 'HTM',
  mba: 'MBA',
} as const satisfies Record<ProgrammeSlug, string>
