import { OFFICE_HOURS, type OfficeRecord } from './types'

export default {
  key: 'deans',
  title: 'Deans of Schools',
  subtitle: 'Academic leadership of the three schools',
  summary: 'The Deans of the three schools of Hill Tracts University: Science and Engineering, Business, and Arts and Social Sciences.',
  about: {
    heading: 'About the Deans',
    paragraphs: [
      'The university has three schools, each led by a Dean: the School of Science and Engineering (Department of Computer Science and Engineering), the School of Business (Department of Business Administration and Department of Hospitality and Tourism Management), and the School of Arts and Social Sciences (Department of English, Department of Governance and Development Studies and Department of Law).',
      'The Deans coordinate the departments of their school, chair the school committees, oversee the examinations of the school and represent it in the Academic Council and the Syndicate.',
    ],
  },
  sections: [
    {
      heading: 'Schools and Departments',
      items: [
        'School of Science and Engineering: Computer Science and Engineering',
        'School of Business: Business Administration; Hospitality and Tourism Management',
        'School of Arts and Social Sciences: English; Governance and Development Studies; Law',
      ],
      links: [
        { label: 'Department of CSE', href: '/cse' },
        { label: 'Department of Business Administration', href: '/dba' },
        { label: 'Department of HTM', href: '/htm' },
        { label: 'Department of English', href: '/eng' },
        { label: 'Department of GDS', href: '/gds' },
        { label: 'Department of Law', href: '/law' },
      ],
    },
  ],
  staff: [],
  vision: 'Schools that offer relevant, research-led education and serve the communities of the hill districts.',
  mission: 'To lead the departments of each school in teaching, research and service, and to keep their programmes current and of high quality.',
  goals: [
    'Coordinate the curriculum reviews of every department',
    'Support the research and publications of the faculty',
    'Build links with industry, government and other universities',
    'Hold school-wide seminars every semester',
  ],
  contact: { room: 'Academic Building 1, First Floor, Deans\u2019 Offices', phone: '+880 2333 371 103', email: 'deans@htu.edu.bd', hours: OFFICE_HOURS },
} satisfies OfficeRecord
