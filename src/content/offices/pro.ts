import { OFFICE_HOURS, type OfficeRecord } from './types'

export default {
  key: 'pro',
  title: 'Public Relations and Publication',
  subtitle: 'News, media relations and the university\u2019s publications',
  summary: 'The Public Relations and Publication office of Hill Tracts University: press releases, media enquiries, the newsletter and the annual report.',
  officer: {
    name: 'Farhana Yasmin',
    designation: 'Deputy Director, Public Relations and Publication',
    phone: '+880 2333 371 113',
    email: 'pro@htu.edu.bd',
    researchProfiles: true,
    details: ['M.S.S. in Mass Communication and Journalism (University of Dhaka)'],
  },
  about: {
    heading: 'About the Office',
    paragraphs: [
      'The Public Relations and Publication office tells the story of the university. It issues press releases and notices, answers enquiries from journalists, photographs university events and keeps the website, the newsletter and the social media pages up to date.',
      'The office also edits and publishes the annual report, the prospectus and the admission circulars, and coordinates visits by guests and delegations.',
    ],
  },
  staff: [],
  vision: 'A university whose work in the hill districts is known, understood and trusted across Bangladesh.',
  mission: 'To share accurate and timely information about the university with students, parents, the media and the public, in Bangla and English.',
  goals: [
    'Publish news of every major university event within one day',
    'Answer media enquiries within one working day',
    'Publish the annual report and the newsletter on schedule',
    'Keep every publication accessible on phones and slow connections',
  ],
  contact: { room: 'Administrative Building, Ground Floor, Room 108', phone: '+880 2333 371 113', email: 'pro@htu.edu.bd', hours: OFFICE_HOURS },
} satisfies OfficeRecord
