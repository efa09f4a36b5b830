import { OFFICE_HOURS, type OfficeRecord } from './types'

export default {
  key: 'syndicate',
  title: 'Syndicate',
  subtitle: 'The executive body of the university',
  summary: 'The Syndicate of Hill Tracts University: governance, budgets, appointments and policies.',
  about: {
    heading: 'About the Syndicate',
    paragraphs: [
      'The Syndicate is the executive body of the university. Chaired by the Vice Chancellor, it includes the Pro-Vice Chancellor, the Treasurer, members of the Board of Trustees, a nominee of the University Grants Commission, Deans and distinguished educationists.',
      'The Syndicate approves the budget and the audited accounts, creates posts and appoints teachers and officers on the recommendation of the selection boards, approves the award of degrees recommended by the Academic Council, and frames the statutes and policies of the university.',
    ],
  },
  staff: [],
  vision: 'Good governance that lets the university grow as a centre of excellence in the Chittagong Hill Tracts.',
  mission: 'To govern the university responsibly, manage its resources prudently and uphold its academic freedom and integrity.',
  goals: [
    'Approve the annual budget before the financial year begins',
    'Fill teaching posts through open and fair selection',
    'Review the university\u2019s policies every year',
    'Meet at least four times a year',
  ],
  contact: { room: 'Office of the Registrar, Administrative Building, First Floor', phone: '+880 2333 371 102', email: 'syndicate@htu.edu.bd', hours: OFFICE_HOURS },
} satisfies OfficeRecord
