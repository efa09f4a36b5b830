import { OFFICE_HOURS, type OfficeRecord } from './types'

export default {
  key: 'audit-cell',
  title: 'Audit Cell',
  subtitle: 'Internal audit and financial control',
  summary: 'The Audit Cell of Hill Tracts University: internal audit, financial control and compliance.',
  about: {
    heading: 'About the Audit Cell',
    paragraphs: [
      'The Audit Cell examines the income, expenditure and procurement of the university independently of the offices that handle them. It checks that payments follow the approved budget and the financial rules of the university.',
      'The cell reports to the Treasurer and the Syndicate, and assists the external auditors and the University Grants Commission in their annual audit.',
    ],
  },
  staff: [],
  vision: 'Every taka of the university spent properly and accounted for openly.',
  mission: 'To provide independent internal audit, strengthen financial controls and help the university use its resources well.',
  goals: [
    'Audit every payment above the approved limit before it is made',
    'Complete the internal audit of each financial year on schedule',
    'Follow up every audit observation until it is settled',
    'Support the external audit with complete records',
  ],
  contact: { room: 'Administrative Building, Second Floor, Room 306', phone: '+880 2333 371 118', email: 'audit@htu.edu.bd', hours: OFFICE_HOURS },
} satisfies OfficeRecord
