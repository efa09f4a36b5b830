import { OFFICE_HOURS, type OfficeRecord } from './types'

export default {
  key: 'registrar',
  title: 'Registrar',
  subtitle: 'Office of the Registrar',
  summary: 'The Office of the Registrar of Hill Tracts University: administration, student records, meetings of the university bodies and staff.',
  officer: {
    name: 'Md. Shahidul Islam Chowdhury',
    designation: 'Registrar (in-charge)',
    phone: '+880 2333 371 102',
    email: 'registrar@htu.edu.bd',
    researchProfiles: true,
    details: ['M.A. in Public Administration (University of Chittagong)'],
  },
  about: {
    heading: 'The Office of the Registrar',
    paragraphs: [
      'The Office of the Registrar is the administrative centre of the university. It keeps the records of students and staff, issues official letters and certificates of studentship, serves as the secretariat of the Syndicate and the Academic Council, and coordinates the administrative offices.',
      'Students come to the Registrar\u2019s office for registration matters, certificates of studentship, testimonials and changes to their records.',
    ],
  },
  staff: [
    {
      id: 1,
      name: 'Ananda Bikash Chakma',
      designation: 'Deputy Registrar',
      department: 'Office of the Registrar',
      mobile: '+880 1713 000 121',
      email: 'dy.registrar@htu.edu.bd',
    },
    {
      id: 2,
      name: 'Rumana Akter',
      designation: 'Assistant Registrar',
      department: 'Office of the Registrar',
      mobile: '+880 1713 000 122',
      email: 'asst.registrar@htu.edu.bd',
    },
  ],
  vision: 'An efficient, transparent and service-minded administration that supports excellence in teaching and research.',
  mission: 'To keep accurate records, serve students and staff promptly and support the governing bodies of the university.',
  goals: [
    'Issue certificates and letters within three working days',
    'Keep student and staff records complete and secure',
    'Circulate the papers of every Syndicate and Academic Council meeting on time',
    'Move routine services online',
  ],
  contact: { room: 'Office of the Registrar, Administrative Building, First Floor', phone: '+880 2333 371 102', email: 'registrar@htu.edu.bd', hours: OFFICE_HOURS },
} satisfies OfficeRecord
