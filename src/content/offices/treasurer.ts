import { OFFICE_HOURS, type OfficeRecord } from './types'

export default {
  key: 'treasurer',
  title: 'Treasurer',
  subtitle: 'Office of the Treasurer',
  summary: 'The Office of the Treasurer of Hill Tracts University: the university\u2019s funds, budget and accounts.',
  officer: {
    name: 'Professor Md. Abdul Mannan',
    designation: 'Treasurer',
    phone: '+880 2333 371 106',
    email: 'treasurer@htu.edu.bd',
    noPhoto: true,
  },
  about: {
    heading: 'The Office of the Treasurer',
    paragraphs: [
      'The Treasurer is responsible for the funds and property of the university. The Treasurer prepares the annual budget with the Accounts and Finance Division, presents it and the audited accounts to the Syndicate, and oversees the investment of the university\u2019s funds and its internal audit.',
    ],
  },
  vision: 'A financially sound university whose resources serve its students and its mission for generations.',
  mission: 'To manage the university\u2019s finances with prudence, transparency and accountability.',
  goals: [
    'Present a balanced budget every year',
    'Keep tuition affordable while funding quality teaching',
    'Complete the internal and external audits on time',
    'Invest the university\u2019s funds safely',
  ],
  contact: { room: 'Office of the Treasurer, Administrative Building, Second Floor', phone: '+880 2333 371 106', email: 'treasurer@htu.edu.bd', hours: OFFICE_HOURS },
} satisfies OfficeRecord
