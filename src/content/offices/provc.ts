import { OFFICE_HOURS, type OfficeRecord } from './types'

export default {
  key: 'provc',
  title: 'Pro-Vice Chancellor',
  subtitle: 'Office of the Pro-Vice Chancellor',
  summary: 'The Office of the Pro-Vice Chancellor of Hill Tracts University: academic affairs, vision, mission and goals.',
  officer: {
    name: 'Professor Dr. Nasrin Sultana',
    designation: 'Pro-Vice Chancellor',
    phone: '+880 2333 371 105',
    email: 'provc@htu.edu.bd',
    noPhoto: true,
  },
  about: {
    heading: 'The Office of the Pro-Vice Chancellor',
    paragraphs: [
      'The Pro-Vice Chancellor assists the Vice Chancellor in the academic affairs of the university and acts for the Vice Chancellor when required. The office oversees the academic calendar, the curriculum reviews, student affairs and the development of new programmes.',
    ],
  },
  vision: 'An academic community in which every student is well taught, well supported and ready for the world of work.',
  mission: 'To support the schools and departments in delivering excellent, student-centred teaching and to strengthen research and student services.',
  goals: [
    'Keep the academic calendar on schedule in every department',
    'Support outcome-based curricula and assessment',
    'Strengthen counselling and career services for students',
    'Encourage faculty research and publication',
  ],
  contact: { room: 'Office of the Pro-Vice Chancellor, Administrative Building, Second Floor', phone: '+880 2333 371 105', email: 'provc@htu.edu.bd', hours: OFFICE_HOURS },
} satisfies OfficeRecord
