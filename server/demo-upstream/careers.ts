// Job openings: 14 academic (job_type 1) and non-academic (2) posts, texts drawn from
// per-role tables, with advertisement files (mostly PDF).

import type { RawCareer } from '../upstream/schemas'
import { UNIVERSITY } from './content'
import { addDays, byDateDesc, DEMO_TODAY, longDate } from './dates'
import type { FileStore } from './files'
import { areaRng, type Rng } from './prng'
import { PALETTES } from './scene'
import { fill, numbered } from './text'

type Role = 'lecturer' | 'assistantProfessor' | 'seniorFaculty' | 'officer' | 'technical' | 'medical' | 'support'

interface Opening {
  designation: string
  department: string
  /** Blank subjects are shown as 'Relevant'. */
  subject: string
  jobType: 1 | 2
  positions: number
  /** Blank genders are shown as 'For All'. */
  gender: string
  role: Role
  location?: string
}

const OPENINGS: readonly Opening[] = [
  { designation: 'Lecturer', department: 'Computer Science and Engineering', subject: 'Computer Science and Engineering', jobType: 1, positions: 2, gender: '', role: 'lecturer' },
  { designation: 'Assistant Professor', department: 'Business Administration', subject: 'Finance and Banking', jobType: 1, positions: 1, gender: '', role: 'assistantProfessor' },
  { designation: 'Lecturer', department: 'English', subject: 'English Language Teaching', jobType: 1, positions: 1, gender: 'Female', role: 'lecturer' },
  { designation: 'Lecturer', department: 'Governance and Development Studies', subject: 'Public Administration', jobType: 1, positions: 1, gender: '', role: 'lecturer' },
  { designation: 'Lecturer', department: 'Hospitality and Tourism Management', subject: 'Food and Beverage Management', jobType: 1, positions: 2, gender: '', role: 'lecturer' },
  { designation: 'Professor', department: 'Computer Science and Engineering', subject: '', jobType: 1, positions: 1, gender: '', role: 'seniorFaculty' },
  { designation: 'Associate Professor', department: 'Business Administration', subject: 'Marketing', jobType: 1, positions: 1, gender: '', role: 'seniorFaculty' },
  { designation: 'Assistant Registrar', department: 'Office of the Registrar', subject: '', jobType: 2, positions: 1, gender: '', role: 'officer' },
  { designation: 'Accounts Officer', department: 'Accounts and Finance Division', subject: 'Accounting', jobType: 2, positions: 1, gender: '', role: 'officer', location: 'Dhaka Liaison Office, Banani' },
  { designation: 'Programmer', department: 'Information Technology Division', subject: 'Computer Science and Engineering', jobType: 2, positions: 1, gender: '', role: 'technical' },
  { designation: 'Lab Assistant', department: 'Computer Science and Engineering', subject: '', jobType: 2, positions: 2, gender: '', role: 'technical' },
  { designation: 'Assistant Librarian', department: 'Central Library', subject: 'Information Science and Library Management', jobType: 2, positions: 1, gender: '', role: 'officer' },
  { designation: 'Medical Officer', department: 'University Medical Centre', subject: '', jobType: 2, positions: 1, gender: 'Female', role: 'medical' },
  { designation: 'Driver', department: 'Transport Office', subject: '', jobType: 2, positions: 3, gender: 'Male', role: 'support' },
]

interface RoleTexts { qualification: readonly string[]; responsibilities: readonly string[]; additional: readonly string[] }

const ROLE_TEXTS: Record<Role, RoleTexts> = {
  lecturer: {
    qualification: [
      'Bachelor and Master degrees in {field} from a recognised university.',
      'First class or CGPA 3.50 out of 4.00 in both degrees; no third division or class in any examination.',
      'Publications in peer-reviewed journals will be an added advantage.',
    ],
    responsibilities: [
      'Teach undergraduate courses and conduct laboratory or tutorial sessions.',
      'Supervise student projects and internships.',
      'Take part in curriculum development, examinations and departmental committees.',
      'Carry out research and contribute to the academic community of the University.',
    ],
    additional: ['Candidates must be able to teach in English.', 'Residents of the hill districts will be given preference where qualifications are equal.'],
  },
  assistantProfessor: {
    qualification: [
      'PhD in {field} from a recognised university, or a Master degree with at least three years of university teaching experience.',
      'At least three publications in peer-reviewed journals.',
    ],
    responsibilities: [
      'Teach undergraduate and graduate courses.',
      'Lead research projects and seek external research funding.',
      'Mentor junior faculty members and supervise graduate theses.',
    ],
    additional: ['Experience with outcome-based education and accreditation will be preferred.'],
  },
  seniorFaculty: {
    qualification: [
      'PhD in {field} with at least ten years of teaching and research experience at university level.',
      'At least ten publications, five of them in indexed journals.',
    ],
    responsibilities: [
      'Provide academic leadership to the department.',
      'Teach advanced courses and supervise graduate research.',
      'Lead the department in accreditation and industry partnerships.',
    ],
    additional: ['Experience of administrative responsibility such as Head of Department will be an advantage.'],
  },
  officer: {
    qualification: [
      'Master degree in {field} with at least second class or CGPA 3.00.',
      'At least three years of experience in a similar post in a university or a reputed organisation.',
      'Good command of English and Bangla, and of office software.',
    ],
    responsibilities: [
      'Manage the day-to-day work of the office.',
      'Maintain records and prepare reports for the administration.',
      'Assist in the organisation of university events and committees.',
    ],
    additional: ['Age not more than 35 years on the closing date.'],
  },
  technical: {
    qualification: [
      'B.Sc. or Diploma in {field}.',
      'Practical experience with computer hardware, networks and Linux servers.',
    ],
    responsibilities: [
      'Maintain laboratory computers, networks and equipment.',
      'Support teachers during laboratory classes.',
      'Keep inventories and report faults.',
    ],
    additional: ['Must be willing to work in shifts during examinations.'],
  },
  medical: {
    qualification: ['MBBS degree with registration from the Bangladesh Medical and Dental Council.', 'At least two years of clinical experience.'],
    responsibilities: ['Provide primary health care to students and staff.', 'Organise health camps and awareness programmes.'],
    additional: ['Must reside on or near the campus.'],
  },
  support: {
    qualification: ['SSC or equivalent.', 'Valid heavy driving licence with at least five years of driving experience on hill roads.'],
    responsibilities: ['Drive university buses on the Rangamati, Kaptai and Reserve Bazar routes.', 'Keep the vehicle clean and report maintenance needs.'],
    additional: ['Age between 25 and 45 years.'],
  },
}

/** Numbers and text both occur upstream for these fields. */
function looseNumber(rng: Rng, value: number): number | string {
  return rng.chance(0.5) ? value : String(value)
}

/** Blank fields arrive as '' or null. */
function blank(rng: Rng, value: string): string | null {
  return value === '' && rng.chance(0.4) ? null : value
}

export function buildCareers(files: FileStore): RawCareer[] {
  const rng = areaRng('careers')
  let id = 41
  let start = addDays(DEMO_TODAY, -110)
  const careers = OPENINGS.map((opening, index): RawCareer => {
    id += rng.int(1, 3)
    start = addDays(start, rng.int(3, 10))
    const end = addDays(start, rng.int(21, 35))
    const texts = ROLE_TEXTS[opening.role]
    const vars = { field: opening.subject || opening.department }
    const qualification = numbered(texts.qualification.map((t) => fill(t, vars)))
    const responsibilities = numbered(texts.responsibilities)
    const additional = texts.additional.join('\n')
    const advertisementBase = `${UNIVERSITY.uploads}/career/advertisement-${id}`
    const title = `${opening.designation}, ${opening.department}`
    const advertisement = index % 6 === 4
      ? files.png(`${advertisementBase}.png`, 720, 960, PALETTES.harvest, id)
      : files.pdf(`${advertisementBase}.pdf`, () => ({
          title: `Advertisement for the post of ${opening.designation}`,
          subtitle: `${opening.department} | Ref: HTU/HR/${id} | Published ${longDate(start)}`,
          letterhead: `${UNIVERSITY.name}, ${UNIVERSITY.town}`,
          paragraphs: [
            `${UNIVERSITY.name} invites applications from Bangladeshi citizens for the post of ${opening.designation} (${opening.positions} position${opening.positions > 1 ? 's' : ''}) in the ${opening.department}.`,
            `Qualifications:\n${qualification}`,
            `Responsibilities:\n${responsibilities}`,
            additional,
            `Applications with a full CV, copies of certificates and two recent photographs must reach the Registrar by ${longDate(end)}. Salary and benefits as per University rules.`,
          ],
        }))
    return {
      id,
      designation_name: opening.designation,
      department_name: opening.department,
      subject: blank(rng, opening.subject),
      start_date: start,
      end_date: end,
      position_number: looseNumber(rng, opening.positions),
      gender: blank(rng, opening.gender),
      job_type: looseNumber(rng, opening.jobType),
      qualification,
      responsibilites: responsibilities,
      additional_requirement: additional,
      advertisement,
      title,
      location: opening.location ?? 'Main Campus, Rangamati',
    }
  })
  return careers.sort(byDateDesc((c) => String(c.start_date), (c) => Number(c.id)))
}
