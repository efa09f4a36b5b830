// Content tables shared by several areas: the university, its departments, places, venues.

export const UNIVERSITY = {
  name: 'Hill Tracts University',
  town: 'Rangamati',
  address: 'Kathaltali, Main Road, Rangamati 4500',
  // The one domain of the site's own addresses (src/content/site.ts).
  emailDomain: 'htu.edu.bd',
  phone: '+880 351 62 110',
  /** Where the documents and pictures the API references are published. */
  uploads: 'uploads',
} as const

export type DepartmentId = '1' | '2' | '3' | '4' | '5'

export interface Department {
  /** Id in teacher-list and program-syllabus requests. */
  id: DepartmentId
  code: string
  name: string
  school: string
  /** Research and teaching themes, used for profiles, seminars and videos. */
  themes: readonly string[]
}

export const DEPARTMENTS: readonly Department[] = [
  {
    id: '1',
    code: 'CSE',
    name: 'Computer Science and Engineering',
    school: 'School of Science and Engineering',
    themes: [
      'machine learning for crop disease detection', 'Bangla natural language processing', 'computer networks in rural areas',
      'Internet of Things for landslide early warning', 'cyber security', 'software engineering education', 'computer vision',
      'cloud computing', 'data mining', 'human-computer interaction',
    ],
  },
  {
    id: '2',
    code: 'BBA',
    name: 'Business Administration',
    school: 'School of Business',
    themes: [
      'microfinance and women entrepreneurs', 'digital marketing for small enterprises', 'supply chains of hill agriculture',
      'corporate governance in Bangladesh', 'behavioural finance', 'human resource management', 'mobile financial services',
      'entrepreneurship in the Chattogram Hill Tracts',
    ],
  },
  {
    id: '3',
    code: 'ENG',
    name: 'English',
    school: 'School of Arts and Social Sciences',
    themes: [
      'English language teaching in multilingual classrooms', 'postcolonial literature', 'oral traditions of the hill peoples',
      'translation of indigenous folk tales', 'sociolinguistics', 'South Asian writing in English', 'discourse analysis',
    ],
  },
  {
    id: '4',
    code: 'GDS',
    name: 'Governance and Development Studies',
    school: 'School of Arts and Social Sciences',
    themes: [
      'local government in the hill districts', 'the CHT Peace Accord', 'climate change adaptation', 'gender and development',
      'indigenous land rights', 'public policy analysis', 'disaster risk reduction', 'e-governance',
    ],
  },
  {
    id: '5',
    code: 'HTM',
    name: 'Hospitality and Tourism Management',
    school: 'School of Business',
    themes: [
      'community-based tourism', 'ecotourism around Kaptai Lake', 'hotel revenue management', 'food safety and hygiene',
      'destination branding of Sajek Valley', 'event management', 'sustainable hospitality',
    ],
  },
]

export const PLACES = [
  'Kaptai Lake', 'the Hanging Bridge', 'Sajek Valley', 'Shuvolong Falls', 'Rajban Vihara', 'Furomon Hill',
  'Kaptai National Park', 'Banarupa Bazar', 'the Tribal Cultural Institute', 'Reserve Bazar',
] as const

export const VENUES = [
  'the Central Auditorium', 'the Seminar Hall, Academic Building 2', 'Room 305, Academic Building 1',
  'the Lakeside Amphitheatre', 'CSE Lab 2', 'the Conference Room, Administrative Building', 'the Central Field',
] as const

export const PARTNERS = [
  'Hill Tracts Tourism Association', 'Kaptai Green Energy Ltd.', 'Lakeview Resort Rangamati', 'Chattogram Software Park',
  'Hill Tracts Women Entrepreneurs Forum', 'Rangamati Chamber of Commerce and Industry', 'Karnaphuli Paper Mills',
  'Hill Agricultural Research Station, Raikhali',
] as const

/** Who signs what: office and the signatory's designation. */
export const OFFICES = [
  { office: 'Office of the Registrar', signatory: 'Registrar (Acting)' },
  { office: 'Office of the Controller of Examinations', signatory: 'Controller of Examinations' },
  { office: 'Admission and Information Division', signatory: 'Deputy Director, Admission' },
  { office: 'Accounts and Finance Division', signatory: 'Director, Accounts and Finance' },
  { office: 'Office of the Proctor', signatory: 'Proctor' },
  { office: 'Transport Office', signatory: 'Transport Officer' },
  { office: 'Central Library', signatory: 'Librarian (In-charge)' },
  { office: 'IQAC', signatory: 'Director, IQAC' },
] as const

export const HOLIDAYS = [
  { name: 'International Mother Language Day', date: '2025-02-21', days: 1 },
  { name: 'Independence and National Day', date: '2025-03-26', days: 1 },
  { name: 'Eid-ul-Fitr', date: '2025-03-29', days: 7 },
  { name: 'Biju, Sangrai and Boisabi festivals', date: '2025-04-12', days: 4 },
  { name: 'Buddha Purnima', date: '2025-05-11', days: 1 },
  { name: 'Eid-ul-Adha', date: '2025-06-05', days: 8 },
  { name: 'Ashura', date: '2025-07-06', days: 1 },
  { name: 'Janmashtami', date: '2025-08-16', days: 1 },
  { name: 'Durga Puja', date: '2025-10-01', days: 3 },
  { name: 'Kathin Chibar Dan', date: '2025-11-07', days: 1 },
  { name: 'Victory Day', date: '2025-12-16', days: 1 },
  { name: 'Christmas Day', date: '2025-12-25', days: 1 },
  { name: 'International Mother Language Day', date: '2026-02-21', days: 1 },
  { name: 'Eid-ul-Fitr', date: '2026-03-18', days: 7 },
] as const
