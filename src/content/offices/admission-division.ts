import { OFFICE_HOURS, type OfficeRecord } from './types'

export default {
  key: 'admission-division',
  title: 'Admission and Information Division',
  subtitle: 'Guidance for applicants from the first question to the first class',
  summary: 'The Admission and Information Division of Hill Tracts University: admission enquiries, applications, admission tests and enrolment.',
  officer: {
    name: 'Md. Habibur Rahman',
    designation: 'Deputy Director, Admission and Information Division',
    phone: '+880 1713 000 102',
    email: 'admission@htu.edu.bd',
    researchProfiles: true,
    details: ['MBA in Management (University of Chittagong)'],
  },
  about: {
    heading: 'About the Division',
    paragraphs: [
      'The Admission and Information Division answers questions from applicants and parents, receives applications, organises the admission test with the admission committee and completes the enrolment of selected students.',
      'The helpdesk on the ground floor is open every working day during the admission season, and the helpline answers calls from applicants across the three hill districts. Applicants can also download their admission form, admit card and offer letter on this website.',
    ],
  },
  sections: [
    {
      heading: 'Online Services for Applicants',
      links: [
        { label: 'Admission Circular', href: '/admission-instruction' },
        { label: 'Admission Requirements', href: '/admission-requirements' },
        { label: 'Download Admission Form', href: '/admission-form' },
        { label: 'Download Admit Card', href: '/admit-card' },
        { label: 'Download Offer Letter', href: '/offer-letter' },
      ],
    },
  ],
  staff: [],
  vision: 'Every capable young person of the hill districts knows how to apply and finds a place that fits their goals.',
  mission: 'To give applicants clear, correct and friendly information and a fair, simple admission process.',
  goals: [
    'Answer every enquiry on the day it arrives during the admission season',
    'Publish circulars, results and offer letters online',
    'Hold information sessions in Rangamati, Khagrachari and Bandarban',
    'Complete enrolment of selected students within one week',
  ],
  contact: { room: 'Administrative Building, Ground Floor, Room 101', phone: '+880 1713 000 102', email: 'admission@htu.edu.bd', hours: OFFICE_HOURS },
} satisfies OfficeRecord
