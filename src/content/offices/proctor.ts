import type { OfficeRecord } from './types'

export default {
  key: 'proctor',
  title: 'Proctorial Body',
  subtitle: 'Discipline, safety and a respectful campus',
  summary: 'The Proctorial Body of Hill Tracts University: campus discipline, student safety and complaints.',
  about: {
    heading: 'About the Proctorial Body',
    paragraphs: [
      'The Proctorial Body, led by the Proctor with assistant proctors from the departments, keeps discipline on the campus and makes sure that every student can study in safety and with dignity.',
      'Students can report harassment, ragging, threats or any other misconduct to the Proctor\u2019s office in person, by phone or by e-mail. Every complaint is handled in confidence, and complaints of sexual harassment are referred to the university\u2019s complaint committee.',
    ],
  },
  staff: [],
  vision: 'A safe, inclusive and respectful campus for students of every community, language and faith.',
  mission: 'To uphold the code of conduct of the university fairly, prevent misconduct and respond quickly when students need help.',
  goals: [
    'Respond to every report on the day it is made',
    'Keep the campus free of ragging and harassment',
    'Brief every new batch on the code of conduct',
    'Work with the Security Office during examinations and events',
  ],
  contact: { room: 'Student Centre, First Floor, Room 110', phone: '+880 1713 000 104', email: 'proctor@htu.edu.bd', hours: 'Sunday to Thursday, 9:00 AM to 5:00 PM; emergencies at any time by phone' },
} satisfies OfficeRecord
