import { OFFICE_HOURS, type OfficeRecord } from './types'

export default {
  key: 'transport-office',
  title: 'Transport Office',
  subtitle: 'University buses for students and staff',
  summary: 'The Transport Office of Hill Tracts University: bus routes, schedules and transport cards.',
  about: {
    heading: 'About the Transport Office',
    paragraphs: [
      'The Transport Office runs the university buses that bring students and staff to the campus from Reserve Bazar, Banarupa, Tabalchari and Vedvedi, and the vehicles used for study tours and official travel.',
      'Students collect their transport card from the office at the start of each semester. Route and schedule changes are published as notices on this website.',
    ],
  },
  sections: [
    {
      heading: 'Bus Routes',
      items: [
        'Route 1: Reserve Bazar \u2013 Banarupa \u2013 Campus (7:30 AM and 12:30 PM; returns 1:30 PM and 5:15 PM)',
        'Route 2: Tabalchari \u2013 Vedvedi \u2013 Campus (7:40 AM and 12:40 PM; returns 1:30 PM and 5:15 PM)',
        'Route 3: Kathaltali \u2013 Main Road \u2013 Campus (8:00 AM; returns 5:15 PM)',
      ],
    },
  ],
  staff: [],
  vision: 'Safe, punctual and affordable travel to the campus for every student and staff member.',
  mission: 'To run the university\u2019s vehicles safely and on time, and to maintain them well.',
  goals: [
    'Keep every bus on schedule',
    'Service every vehicle on time and keep the fleet roadworthy',
    'Add routes where enough students need them',
    'Publish route changes before they take effect',
  ],
  contact: { room: 'Transport Pool, beside the Main Gate', phone: '+880 2333 371 117', email: 'transport@htu.edu.bd', hours: OFFICE_HOURS },
} satisfies OfficeRecord
