import { OFFICE_HOURS, type OfficeRecord } from './types'

export default {
  key: 'coe',
  title: 'Controller of Examinations',
  subtitle: 'Examination schedules, results, transcripts and certificates',
  summary: 'The Office of the Controller of Examinations of Hill Tracts University: examination schedules, admit cards, results, transcripts and certificates.',
  officer: {
    name: 'Dr. Ushwe Sing Marma',
    designation: 'Controller of Examinations',
    phone: '+880 2333 371 112',
    email: 'coe@htu.edu.bd',
    researchProfiles: true,
    details: ['Ph.D. in Statistics (University of Rajshahi)'],
  },
  about: {
    heading: 'About the Office',
    paragraphs: [
      'The Office of the Controller of Examinations plans and conducts the mid-term and final examinations of every programme, publishes the examination routines, issues examination admit cards and publishes results after the examination committees have approved them.',
      'Graduates apply here for provisional certificates, academic transcripts, original certificates and verification of results. Applications for transcripts are received at the office counter with the fee receipt from the Accounts and Finance Division.',
    ],
  },
  staff: [],
  vision: 'Fair, secure and timely examinations whose results are trusted by employers and universities at home and abroad.',
  mission: 'To conduct examinations with integrity, publish results on schedule and issue accurate academic records to every student.',
  goals: [
    'Publish final examination results within six weeks of the last examination',
    'Issue transcripts within seven working days of application',
    'Keep every result in a secure digital archive',
    'Answer verification requests from employers within three working days',
  ],
  contact: { room: 'Administrative Building, First Floor, Room 201', phone: '+880 2333 371 112', email: 'coe@htu.edu.bd', hours: OFFICE_HOURS },
} satisfies OfficeRecord
