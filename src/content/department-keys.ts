// The department paths apart from their records (departments.ts): the client router runs
// pages/department/+route.ts on every page, so the route imports this list, not the departments' content.
import { bilingual, type Model } from './bilingual'
import type { ProgrammeSlug } from './programmes/names'

export const DEPARTMENT_KEYS = ['cse', 'dba', 'eng', 'gds', 'htm', 'law'] as const

export type DepartmentKey = (typeof DEPARTMENT_KEYS)[number]

/** The department key of a URL path ('/cse' → 'cse'), or null. */
export function departmentKeyOf(pathname: string): DepartmentKey | null {
  const key = pathname.startsWith('/') ? pathname.slice(1) : ''
  return (DEPARTMENT_KEYS as readonly string[]).includes(key) ? (key as DepartmentKey) : null
}

export interface DepartmentSummary {
  name: string
  programmes: readonly ProgrammeSlug[]
}

/** Each department's full name and programmes: what other pages need of it (a programme's breadcrumb). */
export const DEPARTMENT_SUMMARY_MODEL = {
  cse: {
    name: { en: 'Department of Computer Science and Engineering', bn: 'কম্পিউটার বিজ্ঞান ও প্রকৌশল বিভাগ' },
    programmes: ['cse'],
  },
  dba: { name: { en: 'Department of Business Administration', bn: 'ব্যবসায় প্রশাসন বিভাগ' }, programmes: ['bba', 'mba'] },
  eng: { name: { en: 'Department of English', bn: 'ইংরেজি বিভাগ' }, programmes: ['english'] },
  gds: {
    name: { en: 'Department of Governance and Development Studies', bn: 'গভর্ন্যান্স ও উন্নয়ন অধ্যয়ন বিভাগ' },
    programmes: ['gds'],
  },
  htm: {
    name: { en: 'Department of Hospitality and Tourism Management', bn: 'হসপিটালিটি ও ট্যুরিজম ম্যানেজমেন্ট বিভাগ' },
    programmes: ['htm'],
  },
  law: { name: { en: 'Department of Law', bn: 'আইন বিভাগ' }, programmes: [] },
} as const satisfies Model<Record<DepartmentKey, DepartmentSummary>>

export const DEPARTMENT_SUMMARIES = bilingual<Record<DepartmentKey, DepartmentSummary>>(DEPARTMENT_SUMMARY_MODEL)
