import type { OfficeRecord } from './types'

export default {
  key: 'librarian',
  title: 'Librarian',
  subtitle: 'The central library: books, journals, e-resources and quiet space to study',
  summary: 'The Librarian and central library of Hill Tracts University: collections, e-resources, membership and opening hours.',
  officer: {
    name: 'Sanjib Tripura',
    designation: 'Librarian (in-charge)',
    phone: '+880 2333 371 114',
    email: 'librarian@htu.edu.bd',
    researchProfiles: true,
    details: ['M.A. in Information Science and Library Management (University of Dhaka)'],
  },
  about: {
    heading: 'About the Library',
    paragraphs: [
      'The central library holds 1,92,978 volumes of books, bound journals, theses and reports, a growing collection on the history, languages and cultures of the Chittagong Hill Tracts, and access to online journals and e-books through the university network.',
      'Every enrolled student and staff member is a member with the university ID card. The reading rooms stay open until 8:00 PM during the semester, and the University Repository keeps the theses and research papers written at the university.',
    ],
  },
  staff: [],
  vision: 'A library at the heart of learning and research in the hill districts, open to every student and scholar.',
  mission: 'To collect, organise and share knowledge in print and digital form, and to teach students to find and use information well.',
  goals: [
    'Grow the printed and electronic collections every semester',
    'Keep the reading rooms open until 8:00 PM during the semester',
    'Digitise rare material on the Chittagong Hill Tracts',
    'Hold an information literacy session for every new batch',
  ],
  contact: { room: 'Library Building, Ground Floor', phone: '+880 2333 371 114', email: 'librarian@htu.edu.bd', hours: 'Sunday to Thursday, 8:30 AM to 8:00 PM; Saturday, 9:00 AM to 5:00 PM' },
} satisfies OfficeRecord
