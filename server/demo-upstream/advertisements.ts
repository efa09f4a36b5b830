// Admission advertisements: bachelor and master lists, newest first, mixing PDF circulars
// and image posters (type 'pdf'; anything else is an image).

import { intakeText } from './dates'
import type { RawAdvertisement, RawAdvertisements } from '../upstream/schemas'
import { UNIVERSITY } from './content'
import type { FileStore } from './files'
import { PALETTES, type PaletteName } from './scene'
import { sceneSvg } from './svg'

interface AdvertisementRow { title: string; file: 'pdf' | 'svg' | 'png'; type: string; palette: PaletteName; details: readonly string[] }

const BACHELOR: readonly AdvertisementRow[] = [
  {
    title: 'Admission Circular, Spring 2026: Bachelor Programmes',
    file: 'pdf', type: 'pdf', palette: 'morning',
    details: [
      'Programmes: B.Sc. in CSE, BBA, BA (Honours) in English, BSS (Honours) in Governance and Development Studies, BBA in Hospitality and Tourism Management.',
      'Eligibility: SSC and HSC combined GPA of 5.00 with at least 2.50 in each, or a total of 6.00 with at least 2.00 in either. Descendants of freedom fighters: total at least 5.00.',
      'Apply online by 21 February 2026. Admission test: 26 February 2026 at 10:00 AM (120 marks). Application fee: Tk 1,000 by mobile payment or at the Accounts Office.',
    ],
  },
  { title: 'Admission Test Seat Plan, Spring 2026', file: 'svg', type: 'image', palette: 'lake', details: ['Seat plan published for the admission test on 26 February 2026.'] },
  { title: 'Scholarships and Tuition Waivers for Spring 2026 Applicants', file: 'png', type: 'jpg', palette: 'harvest', details: [] },
  {
    title: 'Admission Circular, Fall 2025: Bachelor Programmes',
    file: 'pdf', type: 'pdf', palette: 'dusk',
    details: ['Apply online by 21 August 2025. Admission test on 26 August 2025 at 10:00 AM.', 'Eligibility as in the Spring 2026 circular.'],
  },
  { title: 'Admission Fair Fall 2025: Meet Us in Khagrachari and Bandarban', file: 'svg', type: 'image', palette: 'monsoon', details: ['Counselling desks for applicants from all three hill districts.'] },
]

const MASTER: readonly AdvertisementRow[] = [
  {
    title: 'MBA Admission, Spring 2026',
    file: 'pdf', type: 'pdf', palette: 'morning',
    details: [
      'Eligibility: bachelor degree with GPA of at least 2.50; HSC CGPA 2.00 or second division.',
      'Admission test, or IELTS of at least 5.00, or TOEFL 550. Classes on Fridays and Saturdays for working professionals.',
    ],
  },
  { title: 'MBA Evening Programme: Information Session', file: 'svg', type: 'image', palette: 'dusk', details: ['Information session on 10 January 2026 at 4:00 PM.'] },
  { title: 'MBA Admission, Fall 2025', file: 'pdf', type: 'pdf', palette: 'lake', details: ['Apply by 21 August 2025.'] },
  { title: 'MBA Admission, Spring 2025', file: 'png', type: 'image', palette: 'harvest', details: [] },
]

function advertisements(files: FileStore, level: 'bachelor' | 'master', rows: readonly AdvertisementRow[]): RawAdvertisement[] {
  return rows.map((fixed, i) => {
    // Moved to the intake the site announces (src/content/intakes.ts).
    const row = { ...fixed, title: intakeText(fixed.title), details: fixed.details.map((d) => intakeText(d)) }
    const path = `${UNIVERSITY.uploads}/advertisement/${level}-${i + 1}.${row.file}`
    const palette = PALETTES[row.palette]
    const seed = (level === 'bachelor' ? 100 : 200) + i
    const file_1 =
      row.file === 'pdf'
        ? files.pdf(path, () => ({ title: row.title, subtitle: `${UNIVERSITY.name}, ${UNIVERSITY.town}`, letterhead: 'Admission and Information Division', paragraphs: row.details }))
        : row.file === 'png'
          ? files.png(path, 720, 960, palette, seed)
          : files.svg(path, () => sceneSvg({ width: 900, height: 1200, palette, seed, title: row.title, subtitle: row.details[0], kicker: 'Admission' }))
    return { title: row.title, type: row.type, file_1 }
  })
}

export function buildAdvertisements(files: FileStore): RawAdvertisements {
  return { bachelor: advertisements(files, 'bachelor', BACHELOR), master: advertisements(files, 'master', MASTER) }
}
