// Teachers: 60 across the five departments, with profiles written from per-department
// tables (degrees, journals, themes, courses), plus one record without a name.

import type { RawTeacher } from '../upstream/schemas'
import { DEPARTMENTS, UNIVERSITY, type Department, type DepartmentId } from './content'
import type { FileStore } from './files'
import { mobileNumber, NameGenerator, type Person } from './names'
import { areaRng, type Rng } from './prng'
import { PALETTES, PALETTE_NAMES } from './scene'
import { portraitSvg } from './svg'
import { courseTitlesOf } from './syllabus'
import { numbered } from './text'

/** designation_id of /teacher-list; '0' means all. */
export const DESIGNATIONS = [
  { id: '1', name: 'Professor' },
  { id: '2', name: 'Associate Professor' },
  { id: '3', name: 'Assistant Professor' },
  { id: '4', name: 'Senior Lecturer' },
  { id: '5', name: 'Lecturer' },
] as const

type DesignationId = (typeof DESIGNATIONS)[number]['id']

interface DepartmentProfile {
  /** Designation ids in seniority order; the length is the number of teachers. */
  staffing: readonly DesignationId[]
  bachelor: string
  master: string
  journals: readonly string[]
  conferences: readonly string[]
  societies: readonly string[]
}

const PROFILES: Record<DepartmentId, DepartmentProfile> = {
  '1': {
    staffing: ['1', '2', '2', '3', '3', '3', '3', '4', '4', '5', '5', '5', '5', '5', '5', '5'],
    bachelor: 'B.Sc. in Computer Science and Engineering',
    master: 'M.Sc. in Computer Science and Engineering',
    journals: ['International Journal of Computing and Digital Systems', 'Journal of Information and Communication Technology, Bangladesh', 'Applied Computing and Informatics Letters'],
    conferences: ['International Conference on Computer and Information Technology, Cox\'s Bazar', 'International Conference on Electrical, Computer and Communication Engineering, Chattogram'],
    societies: ['Member, Bangladesh Computer Society', 'Coach, University Programming Club', 'Reviewer, International Journal of Computing and Digital Systems'],
  },
  '2': {
    staffing: ['1', '2', '3', '3', '3', '4', '4', '5', '5', '5', '5', '5', '5', '5'],
    bachelor: 'BBA in Finance',
    master: 'MBA in Management',
    journals: ['Bangladesh Journal of Business Research', 'South Asian Journal of Management Studies', 'Journal of Accounting and Finance in Emerging Economies'],
    conferences: ['International Conference on Business and Management, Dhaka', 'Asian Conference on Entrepreneurship, Chattogram'],
    societies: ['Member, Institute of Cost and Management Accountants of Bangladesh', 'Adviser, University Business Club'],
  },
  '3': {
    staffing: ['2', '3', '3', '4', '4', '5', '5', '5', '5', '5', '5'],
    bachelor: 'BA (Honours) in English',
    master: 'MA in English Language Teaching',
    journals: ['Journal of English Studies, Dhaka', 'Asian Journal of Language Teaching', 'Crossings: Studies in Literature and Culture'],
    conferences: ['International Conference on English Language Teaching, Dhaka', 'Conference on Literature and Culture of South Asia, Sylhet'],
    societies: ['Member, Bangladesh English Language Teachers Association', 'Adviser, University Debate Club'],
  },
  '4': {
    staffing: ['2', '3', '3', '3', '4', '5', '5', '5', '5', '5'],
    bachelor: 'BSS (Honours) in Public Administration',
    master: 'MSS in Development Studies',
    journals: ['Journal of Governance and Development', 'Bangladesh Journal of Public Administration', 'Asian Journal of Development Policy'],
    conferences: ['International Conference on Governance and Development, Dhaka', 'Conference on Peace and Development in the Chattogram Hill Tracts, Rangamati'],
    societies: ['Member, Bangladesh Political Science Association', 'Research fellow, Hill Tracts Development Forum'],
  },
  '5': {
    staffing: ['2', '3', '3', '4', '5', '5', '5', '5', '5'],
    bachelor: 'BBA in Tourism and Hospitality Management',
    master: 'MBA in Tourism and Hospitality Management',
    journals: ['Asian Journal of Tourism Studies', 'Journal of Hospitality and Tourism Research, Bangladesh', 'South Asian Tourism Review'],
    conferences: ['International Tourism Conference, Cox\'s Bazar', 'Conference on Community-based Tourism, Rangamati'],
    societies: ['Member, Tourism Educators Association of Bangladesh', 'Coordinator, University Tourism Club'],
  },
}

const HOME_UNIVERSITIES = [
  'University of Dhaka', 'University of Chittagong', 'Jahangirnagar University', 'University of Rajshahi', 'Khulna University',
  'Shahjalal University of Science and Technology', 'Chittagong University of Engineering and Technology',
] as const

const PHD_UNIVERSITIES = [
  'Universiti Putra Malaysia', 'University of Tsukuba, Japan', 'Asian Institute of Technology, Thailand',
  'University of Wollongong, Australia', 'Kyung Hee University, South Korea', 'University of Dhaka',
] as const

const PAPER_PATTERNS = [
  'A study of {theme} in the Chattogram Hill Tracts',
  'Towards {theme}: evidence from Rangamati',
  'Revisiting {theme}: a case study of Bangladesh',
  '{Theme}: challenges and opportunities for the hill districts',
  'An empirical analysis of {theme} among university students',
] as const

export interface DemoTeacher {
  departmentId: DepartmentId
  designationId: DesignationId
  raw: RawTeacher
}

const CARD_FIELDS = ['id', 'teacher_id', 'name', 'designation_name', 'department_name', 'mobile_number', 'email', 'picture'] as const

/** The fields the list endpoints send (profiles come from /teacher-info). */
export function teacherCard(teacher: RawTeacher): RawTeacher {
  const card: RawTeacher = {}
  for (const field of CARD_FIELDS) card[field] = teacher[field] as never
  return card
}

function paperTitle(rng: Rng, theme: string): string {
  const pattern = rng.pick(PAPER_PATTERNS)
  return pattern.replace('{theme}', theme).replace('{Theme}', theme.charAt(0).toUpperCase() + theme.slice(1))
}

function coAuthors(person: Person, names: NameGenerator, rng: Rng): string {
  const bare = (name: string) => name.replace(/^(?:(?:Md|Dr)\.\s+)+/, '')
  const others = Array.from({ length: rng.int(1, 3) }, () => bare(names.person().name))
  const self = bare(person.name)
  const shortName = (name: string) => {
    const words = name.split(' ')
    return `${words[words.length - 1]}, ${words.slice(0, -1).map((w) => `${w[0]}.`).join(' ')}`
  }
  const authors = [self, ...others]
  const position = rng.int(0, authors.length - 1)
  ;[authors[0], authors[position]] = [authors[position] as string, authors[0] as string]
  return authors.map(shortName).join(', ')
}

function publications(kind: 'journal' | 'conference', count: number, ctx: ProfileContext): string {
  const venues = kind === 'journal' ? ctx.profile.journals : ctx.profile.conferences
  const items = Array.from({ length: count }, () => {
    const year = ctx.rng.int(2016, 2025)
    const title = paperTitle(ctx.rng, ctx.rng.pick(ctx.department.themes))
    const authors = coAuthors(ctx.person, ctx.coauthors, ctx.rng)
    const firstPage = ctx.rng.int(1, 240)
    const pages = `${firstPage}-${firstPage + ctx.rng.int(kind === 'journal' ? 9 : 4, kind === 'journal' ? 22 : 7)}`
    return kind === 'journal'
      ? `${authors} (${year}). ${title}. ${ctx.rng.pick(venues)}, ${ctx.rng.int(3, 18)}(${ctx.rng.int(1, 4)}), ${pages}.`
      : `${authors} (${year}). ${title}. In Proceedings of the ${ctx.rng.pick(venues)}, pp. ${pages}.`
  })
  return numbered(items.sort((a, b) => b.localeCompare(a)))
}

interface ProfileContext {
  rng: Rng
  coauthors: NameGenerator
  person: Person
  department: Department
  profile: DepartmentProfile
  designation: string
  doctorate: boolean
}

/** A research link when this teacher has one, else null or '' (both occur upstream). */
function link(ctx: ProfileContext, probability: number, url: () => string): string | null {
  if (ctx.rng.chance(probability)) return url()
  return ctx.rng.chance(0.5) ? null : ''
}

function profileFields(ctx: ProfileContext): Partial<RawTeacher> {
  const { rng, person, department, profile } = ctx
  const he = person.gender === 'Male' ? 'He' : 'She'
  const his = person.gender === 'Male' ? 'his' : 'her'
  const themes = rng.sample(department.themes, rng.int(2, 3))
  const research = ctx.doctorate || rng.chance(0.35)
  const slugName = `${person.given.split(' ')[0]}-${person.family}`
  const about = [
    `${person.name} is ${/^[AEIOU]/.test(ctx.designation) ? 'an' : 'a'} ${ctx.designation} in the Department of ${department.name}, ${department.school}, ${UNIVERSITY.name}.`,
    `${he} received ${his} ${profile.bachelor} and ${profile.master} from the ${rng.pick(HOME_UNIVERSITIES)}` +
      (ctx.doctorate ? ` and ${his} PhD from ${rng.pick(PHD_UNIVERSITIES)}.` : '.') +
      ` ${he} joined the University in ${rng.int(2019, 2024)}.`,
    `${he} works on ${themes.join(' and ')}, and supervises undergraduate projects on problems of the hill districts.`,
  ]
  const journalCount = research ? rng.int(2, 6) : rng.int(0, 1)
  const conferenceCount = research ? rng.int(1, 4) : rng.int(0, 2)
  return {
    about: about.join('\n\n'),
    google_scholar: link(ctx, research ? 0.8 : 0.1, () => `https://scholar.google.com/citations?user=${rng.chars('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-', 12)}`),
    researchgate: link(ctx, research ? 0.6 : 0.1, () => `https://www.researchgate.net/profile/${slugName}`),
    // Typed in by hand: about half are the bare iD rather than its address.
    orcid: link(ctx, research ? 0.7 : 0.05, () => {
      const id = `0000-000${rng.int(1, 3)}-${rng.digits(4)}-${rng.digits(4)}`
      return Number(id.at(-1)) % 2 === 0 ? id : `https://orcid.org/${id}`
    }),
    scopus: link(ctx, research ? 0.35 : 0, () => `https://www.scopus.com/authid/detail.uri?authorId=57${rng.digits(9)}`),
    web_science: link(ctx, research ? 0.2 : 0, () => `https://www.webofscience.com/wos/author/record/${rng.chars('ABCDEFGHIJKLMNOPQRSTUVWXYZ', 3)}-${rng.digits(4)}-20${rng.int(15, 24)}`),
    teaching_expertise: rng.sample(courseTitlesOf(department.id), rng.int(3, 5)).join('\n'),
    research_interest: themes.map((t) => t.charAt(0).toUpperCase() + t.slice(1)).join('\n'),
    journal_publication: journalCount ? publications('journal', journalCount, ctx) : '',
    conference_publication: conferenceCount ? publications('conference', conferenceCount, ctx) : '',
    book: ctx.doctorate && rng.chance(0.5)
      ? `${paperTitle(rng, rng.pick(department.themes))}. ${rng.pick(['Dhaka: University Press Limited', 'Chattogram: Hill Tracts Publications', 'Saarbrucken: Lambert Academic Publishing'])}, ${rng.int(2015, 2025)}.`
      : '',
    project_award: research
      ? numbered([
          `Principal investigator, University research grant on ${rng.pick(department.themes)} (${rng.int(2021, 2025)})`,
          ...(rng.chance(0.5) ? [`Best Paper Award, ${rng.pick(profile.conferences)} (${rng.int(2018, 2025)})`] : []),
        ])
      : '',
    others: rng.sample(profile.societies, rng.int(1, profile.societies.length)).join('\n'),
  }
}

function picturePath(files: FileStore, rng: Rng, teacherId: string, name: string, index: number): string | null {
  const palette = PALETTES[PALETTE_NAMES[index % PALETTE_NAMES.length] ?? 'morning']
  const roll = rng.next()
  // People get portraits, never a landscape scene.
  if (roll < 0.8) return files.svg(`${UNIVERSITY.uploads}/teachers/${teacherId}.svg`, () => portraitSvg(name, palette))
  return roll < 0.9 ? null : ''
}

export function buildTeachers(files: FileStore): DemoTeacher[] {
  const rng = areaRng('teachers')
  const names = new NameGenerator(rng.fork('names'))
  const coauthors = new NameGenerator(rng.fork('co-authors'))
  const teachers: DemoTeacher[] = []
  let index = 0
  for (const department of DEPARTMENTS) {
    const profile = PROFILES[department.id]
    for (const designationId of profile.staffing) {
      const designation = DESIGNATIONS.find((d) => d.id === designationId)?.name ?? 'Lecturer'
      const person = names.person()
      const doctorate = designationId === '1' || designationId === '2' || (designationId === '3' && rng.chance(0.5))
      const name = doctorate ? `Dr. ${person.name}` : person.name
      const teacherId = `T-${1001 + index}`
      const ctx: ProfileContext = { rng, coauthors, person: { ...person, name }, department, profile, designation, doctorate }
      teachers.push({
        departmentId: department.id,
        designationId,
        raw: {
          id: 11 + index,
          teacher_id: teacherId,
          name,
          designation_name: designation,
          department_name: department.name,
          mobile_number: mobileNumber(rng),
          email: names.email(person),
          picture: picturePath(files, rng, teacherId, name, index),
          ...profileFields(ctx),
        },
      })
      index++
    }
  }
  // Malformed: a record without a name (kept in CSE so the department page sees it too).
  teachers.splice(3, 0, {
    departmentId: '1',
    designationId: '5',
    raw: { id: 11 + index, teacher_id: `T-${1001 + index}`, name: null, designation_name: 'Lecturer', department_name: DEPARTMENTS[0]?.name, mobile_number: '', email: '', picture: null },
  })
  return teachers
}
