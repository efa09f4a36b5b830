import { OFFICE_HOURS, type OfficeRecord } from './types'

export default {
  key: 'itd',
  title: 'Information Technology Division',
  subtitle: 'Campus network, e-mail, student portal and computer labs',
  summary: 'The Information Technology Division of Hill Tracts University: campus network and Wi-Fi, e-mail accounts, the student portal and IT support.',
  officer: {
    name: 'Engr. Tanvir Ahmed',
    designation: 'IT Consultant, Information Technology Division',
    phone: '+880 2333 371 115',
    email: 'itd@htu.edu.bd',
    researchProfiles: true,
    details: ['M.Sc. in Computer Science and Engineering (Chittagong University of Engineering and Technology)'],
  },
  about: {
    heading: 'About the Division',
    paragraphs: [
      'The Information Technology Division runs the campus network and Wi-Fi, the university e-mail and the student portal, the computer labs and the servers behind the website and the academic records.',
      'Students and staff can bring problems with their accounts, Wi-Fi access or lab computers to the IT help desk. New students receive their portal and e-mail accounts from the division after enrolment.',
    ],
  },
  staff: [],
  vision: 'A reliable and secure digital campus that lets students and teachers in the hill districts learn and work without limits.',
  mission: 'To provide dependable network, software and support services, and to keep the university\u2019s data safe.',
  goals: [
    'Keep the campus network available at least 99.5% of the time',
    'Resolve help desk requests within one working day',
    'Create portal and e-mail accounts for new students in their first week',
    'Back up academic records every day and test the restore each month',
  ],
  contact: { room: 'Academic Building 1, Second Floor, Room 305', phone: '+880 2333 371 115', email: 'itd@htu.edu.bd', hours: OFFICE_HOURS },
} satisfies OfficeRecord
