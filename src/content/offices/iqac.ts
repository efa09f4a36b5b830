import { OFFICE_HOURS, type OfficeRecord } from './types'

export default {
  key: 'iqac',
  title: 'Institutional Quality Assurance Cell (IQAC)',
  subtitle: 'Quality assurance of teaching, learning and research',
  summary: 'The Institutional Quality Assurance Cell (IQAC) of Hill Tracts University: self-assessment, training and quality improvement of programmes.',
  officer: {
    name: 'Professor Dr. Kamrun Nahar',
    designation: 'Director, Institutional Quality Assurance Cell',
    phone: '+880 2333 371 116',
    email: 'iqac@htu.edu.bd',
    researchProfiles: true,
    details: ['Ph.D. in English Language Teaching (University of Leeds)'],
  },
  about: {
    heading: 'About the Cell',
    paragraphs: [
      'The Institutional Quality Assurance Cell works with every department to keep the quality of teaching, learning and research high, following the guidelines of the Bangladesh Accreditation Council and the University Grants Commission.',
      'The cell leads programme self-assessments, collects course evaluations from students, runs training on teaching and assessment for faculty members, and follows up the improvement plans of each department.',
    ],
  },
  staff: [],
  vision: 'A culture of quality in which every programme of the university meets national and international standards.',
  mission: 'To assess, support and improve teaching, learning, research and services through evidence and training.',
  goals: [
    'Complete a self-assessment of every programme each cycle',
    'Collect student course evaluations every semester',
    'Train every new faculty member in outcome-based teaching',
    'Prepare the programmes for accreditation',
  ],
  contact: { room: 'Administrative Building, Second Floor, Room 302', phone: '+880 2333 371 116', email: 'iqac@htu.edu.bd', hours: OFFICE_HOURS },
} satisfies OfficeRecord
