import type { OfficeRecord } from './types'

export default {
  key: 'security-office',
  title: 'Security Office',
  subtitle: 'Safety and security on the campus, day and night',
  summary: 'The Security Office of Hill Tracts University: campus security, lost and found, and emergencies.',
  about: {
    heading: 'About the Security Office',
    paragraphs: [
      'The Security Office keeps the campus, its buildings and its people safe around the clock. Security guards control the gates, patrol the campus and the hostels, and help during examinations, admission tests and events.',
      'Visitors sign in at the main gate. Lost and found items are kept at the security office for one month. In an emergency call the security control room at any time.',
    ],
  },
  staff: [],
  vision: 'A campus where everyone feels safe at every hour.',
  mission: 'To protect the students, staff, visitors and property of the university through vigilant, courteous and well-trained security services.',
  goals: [
    'Staff the gates and the control room 24 hours a day',
    'Answer every emergency call within five minutes',
    'Hold a fire and evacuation drill every semester',
    'Keep lost and found items safe and return them quickly',
  ],
  contact: { room: 'Security Control Room, Main Gate', phone: '+880 1713 000 105', email: 'security@htu.edu.bd', hours: 'Open 24 hours, every day' },
} satisfies OfficeRecord
