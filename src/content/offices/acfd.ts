import { OFFICE_HOURS, type OfficeRecord } from './types'

export default {
  key: 'acfd',
  title: 'Accounts and Finance Division',
  subtitle: 'Fees, payments, budgets and financial records of the university',
  summary: 'The Accounts and Finance Division of Hill Tracts University: tuition and fee payments, refunds, salaries, budgets and audits.',
  officer: {
    name: 'Md. Mizanur Rahman, FCMA',
    designation: 'Director, Accounts and Finance Division',
    phone: '+880 2333 371 111',
    email: 'acfd@htu.edu.bd',
    researchProfiles: true,
    details: ['M.Com. in Accounting (University of Chittagong)', 'Fellow, Institute of Cost and Management Accountants of Bangladesh'],
  },
  about: {
    heading: 'About the Division',
    paragraphs: [
      'The Accounts and Finance Division manages the finances of the university: it receives admission, semester and tuition fees, issues money receipts and clearance for examinations, pays salaries and suppliers, and prepares the annual budget for the Syndicate.',
      'Students can pay their fees at the division counter on the ground floor of the Administrative Building, at the partner bank booth on campus, or by mobile payment. The division also processes approved tuition fee waivers and refunds.',
    ],
  },
  staff: [],
  vision: 'A transparent, accountable and fully digital financial administration that supports quality education in the hill districts.',
  mission: 'To manage the university\u2019s funds prudently, serve students and staff promptly and keep accurate records that stand up to every audit.',
  goals: [
    'Issue every money receipt and clearance on the same working day',
    'Offer mobile and bank payment for every fee',
    'Publish the annual budget and audited accounts on time',
    'Process approved waivers and refunds within 15 working days',
  ],
  contact: { room: 'Administrative Building, Ground Floor, Room 104', phone: '+880 2333 371 111', email: 'acfd@htu.edu.bd', hours: OFFICE_HOURS },
} satisfies OfficeRecord
