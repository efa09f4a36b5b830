// The six department landing pages: one page component, one record each.
import type { ProgrammeSlug } from './programmes/names'
import { DEPARTMENT_SUMMARIES, type DepartmentKey } from './department-keys'

export { departmentKeyOf, type DepartmentKey } from './department-keys'

export interface DepartmentRecord {
  /** Route path without the slash ('cse' → /cse). */
  key: string
  /** The spec's 'Department of …' page name: the browser title. */
  title: string
  /** The full 'Department of …' name: the hero heading. */
  name: string
  /** Short name for the logo badge. */
  shortName: string
  school: string
  /** Id in the upstream teacher-list call; null: no faculty list (Law). */
  departmentId: string | null
  /** 'banner': hero with Apply Now and Learn More; 'welcome': logo, welcome heading and the tagline. */
  hero: 'banner' | 'welcome'
  /** Hero line under the heading of the banner style. */
  lead: string
  about: readonly string[]
  /** The programmes the department teaches (links to the programme pages). */
  programmes: readonly ProgrammeSlug[]
  /** Shows the office contact block (welcome-style pages). */
  officeBlock: boolean
  office: { room: string; email: string }
}

const DEPARTMENTS_LIST = [
  {
    key: 'cse',
    title: 'Department of CSE',
    name: DEPARTMENT_SUMMARIES.cse.name,
    shortName: 'CSE',
    school: 'School of Science and Engineering',
    departmentId: '1',
    hero: 'banner',
    lead: 'Software, systems, networks and data: an engineering education for the digital economy, taught in the hills of Rangamati.',
    about: [
      'The Department of Computer Science and Engineering offers the four-year BSc in Computer Science and Engineering of 164 credits. Students learn programming, algorithms, computer architecture, databases, networks, software engineering and artificial intelligence, with laboratory work in every semester and a final-year project or thesis.',
      'The department\u2019s computer labs are open to students beyond class hours, and its programming club takes part in national contests. Graduates work as software engineers, network and system administrators, and data analysts, or continue to graduate study.',
    ],
    programmes: DEPARTMENT_SUMMARIES.cse.programmes,
    officeBlock: false,
    office: { room: 'Academic Building 1, Third Floor, Room 401', email: 'cse@htu.edu.bd' },
  },
  {
    key: 'dba',
    title: 'Department of Business Administration',
    name: DEPARTMENT_SUMMARIES.dba.name,
    shortName: 'DBA',
    school: 'School of Business',
    departmentId: '2',
    hero: 'banner',
    lead: 'Management, accounting, finance and marketing for the leaders and entrepreneurs of tomorrow.',
    about: [
      'The Department of Business Administration offers the four-year Bachelor of Business Administration (BBA) and the two-year Master of Business Administration (MBA). Students study accounting, finance, marketing, management and human resources, with majors in the final year and an internship with a business or development organisation.',
      'Case studies, business plan competitions and visits to firms in Chattogram and Dhaka prepare graduates for careers in banks, companies, NGOs and their own enterprises.',
    ],
    programmes: DEPARTMENT_SUMMARIES.dba.programmes,
    officeBlock: false,
    office: { room: 'Academic Building 2, Second Floor, Room 210', email: 'dba@htu.edu.bd' },
  },
  {
    key: 'eng',
    title: 'Department of English',
    name: DEPARTMENT_SUMMARIES.eng.name,
    shortName: 'ENG',
    school: 'School of Arts and Social Sciences',
    departmentId: '3',
    hero: 'welcome',
    lead: 'Literature, language and linguistics in English.',
    about: [
      'The Department of English offers the four-year BA in English, covering English literature from Chaucer to the present, world and South Asian literature in English, linguistics and English language teaching.',
      'Small classes, a language lab and an active drama and debating club help students speak and write with confidence. Graduates teach, write, translate and work in the media, the civil service and development organisations.',
    ],
    programmes: DEPARTMENT_SUMMARIES.eng.programmes,
    officeBlock: true,
    office: { room: 'Academic Building 2, First Floor, Room 105', email: 'english@htu.edu.bd' },
  },
  {
    key: 'gds',
    title: 'Department of GDS',
    name: DEPARTMENT_SUMMARIES.gds.name,
    shortName: 'GDS',
    school: 'School of Arts and Social Sciences',
    departmentId: '4',
    hero: 'welcome',
    lead: 'Public policy, local government and development.',
    about: [
      'The Department of Governance and Development Studies offers the four-year BSS in Governance and Development Studies. Students study politics and public administration, development economics, local government in the Chittagong Hill Tracts, human rights, gender and environmental governance.',
      'Field work with local government bodies and development organisations is part of the programme. Graduates work in the civil service, NGOs, international agencies and research institutes.',
    ],
    programmes: DEPARTMENT_SUMMARIES.gds.programmes,
    officeBlock: true,
    office: { room: 'Academic Building 2, First Floor, Room 112', email: 'gds@htu.edu.bd' },
  },
  {
    key: 'htm',
    title: 'Department of HTM',
    name: DEPARTMENT_SUMMARIES.htm.name,
    shortName: 'HTM',
    school: 'School of Business',
    departmentId: '5',
    hero: 'welcome',
    lead: 'Hospitality and tourism for one of the most beautiful regions of Bangladesh.',
    about: [
      'The Department of Hospitality and Tourism Management offers the four-year BBA in Hospitality and Tourism Management. Students learn hotel and resort operations, food and beverage management, travel and tour operations, eco-tourism and event management.',
      'With Kaptai Lake and the hills of Rangamati on its doorstep, the department places students in hotels, resorts and tour operators for their internship. Graduates work in hotels, airlines, travel companies and tourism development.',
    ],
    programmes: DEPARTMENT_SUMMARIES.htm.programmes,
    officeBlock: true,
    office: { room: 'Academic Building 2, Third Floor, Room 305', email: 'htm@htu.edu.bd' },
  },
  {
    key: 'law',
    title: 'Department of Law',
    name: DEPARTMENT_SUMMARIES.law.name,
    shortName: 'LAW',
    school: 'School of Arts and Social Sciences',
    departmentId: null,
    hero: 'welcome',
    lead: 'Law, justice and human rights.',
    about: [
      'The Department of Law is being established in the School of Arts and Social Sciences. It will offer a four-year LL.B. (Honours) programme once it is approved by the University Grants Commission and the Bangladesh Bar Council.',
      'The programme will cover constitutional, criminal, civil and commercial law, land law and the special laws and customary institutions of the Chittagong Hill Tracts, with moot courts and legal aid clinics. The admission circular will be published on this website.',
    ],
    programmes: DEPARTMENT_SUMMARIES.law.programmes,
    officeBlock: true,
    office: { room: 'Academic Building 2, First Floor, Room 118', email: 'law@htu.edu.bd' },
  },
] as const satisfies readonly (DepartmentRecord & { key: DepartmentKey })[]

/** Compiles only while every key of department-keys.ts has its record here. */
const EVERY_KEY_HAS_A_RECORD: Exclude<DepartmentKey, (typeof DEPARTMENTS_LIST)[number]['key']> extends never ? true : never = true
void EVERY_KEY_HAS_A_RECORD

export const DEPARTMENTS = Object.fromEntries(DEPARTMENTS_LIST.map((d) => [d.key, d as DepartmentRecord])) as Record<
  DepartmentKey,
  DepartmentRecord
>
