// /at-a-glance: the facts of site spec §9, hard-coded page content.
import type { Fact, StaticPageContent } from './types'
import { SITE } from './site'

/** The published facts (spec §9). */
export const AT_A_GLANCE_FACTS: Fact[] = [
  { value: '7 February 2019', label: 'Established' },
  { value: '3', label: 'Schools' },
  // The six department pages (/cse, /dba, /eng, /gds, /htm, /law), not the spec's 4 (issue 12).
  { value: '6', label: 'Departments' },
  { value: '50+', label: 'Teachers' },
  { value: '500+', label: 'Students' },
  { value: '1,92,978', label: 'Library volumes' },
  { value: '262', label: 'Research projects' },
]

export const AT_A_GLANCE: StaticPageContent = {
  title: 'At a Glance',
  subtitle: `${SITE.name} in numbers`,
  description: `Key facts about ${SITE.name}: established 7 February 2019, 3 schools, 6 departments, 50+ teachers and 500+ students.`,
  blocks: [
    { kind: 'facts', heading: 'Key Facts', facts: AT_A_GLANCE_FACTS },
    {
      kind: 'text',
      heading: 'The University Today',
      paragraphs: [
        `${SITE.name} is the first public-private-partnership university of the hill district. Its three schools teach bachelor programmes and a Master of Business Administration, and its library of 1,92,978 volumes is open to every student and teacher.`,
      ],
    },
  ],
}
