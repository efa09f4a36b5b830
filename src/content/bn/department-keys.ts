// The departments' Bengali names; the keys and the path lookup are the English module's.
import type { DEPARTMENT_SUMMARIES as EN_DEPARTMENT_SUMMARIES } from '../department-keys'

export { DEPARTMENT_KEYS, departmentKeyOf, type DepartmentKey } from '../department-keys'

type Summaries = typeof EN_DEPARTMENT_SUMMARIES

/** The English shape with Bengali names: the programme slugs keep their exact English types. */
export const DEPARTMENT_SUMMARIES: { [K in keyof Summaries]: { name: string; programmes: Summaries[K]['programmes'] } } = {
  cse: { name: 'কম্পিউটার বিজ্ঞান ও প্রকৌশল বিভাগ', programmes: ['cse'] },
  dba: { name: 'ব্যবসায় প্রশাসন বিভাগ', programmes: ['bba', 'mba'] },
  eng: { name: 'ইংরেজি বিভাগ', programmes: ['english'] },
  gds: { name: 'গভর্ন্যান্স ও উন্নয়ন অধ্যয়ন বিভাগ', programmes: ['gds'] },
  htm: { name: 'হসপিটালিটি ও ট্যুরিজম ম্যানেজমেন্ট বিভাগ', programmes: ['htm'] },
  law: { name: 'আইন বিভাগ', programmes: [] },
}
