import { OFFICE_HOURS, type OfficeRecord } from './types'

export default {
  key: 'vc',
  title: 'Vice Chancellor',
  subtitle: 'Message from the Vice Chancellor',
  summary: 'Message from the Vice Chancellor of Hill Tracts University, with the vision, mission and goals of the university.',
  officer: {
    name: 'Professor Dr. Shyamal Kanti Dewan',
    designation: 'Vice Chancellor',
    phone: '+880 2333 371 100',
    email: 'vc@htu.edu.bd',
    details: ['Ph.D. in Development Studies (University of Manchester)', 'Former Professor, Department of Anthropology, University of Chittagong'],
  },
  message: {
    heading: 'Message from the Vice Chancellor',
    paragraphs: [
      'Welcome to Hill Tracts University, the first public-private-partnership university of the hill districts. Since our founding on 7 February 2019, we have worked to bring higher education of national standard to the young people of Rangamati, Khagrachari and Bandarban, and to welcome students from all over Bangladesh to study among the hills and lakes of Rangamati.',
      'Our students come from many communities and speak many languages. We are proud of that diversity, and we want every student to find here a place of respect, curiosity and hard work. Our teachers combine research with close attention to each student, and our programmes in engineering, business, tourism, governance, English and law are designed with the needs of the region and the country in mind.',
      'A university is measured by what its graduates do. I invite you to join us, to learn, question and serve, and to help build a future of peace and prosperity for the Chittagong Hill Tracts and for Bangladesh.',
    ],
  },
  about: {
    heading: 'The Office of the Vice Chancellor',
    paragraphs: [
      'The Vice Chancellor is the chief academic and executive officer of the university, appointed by the Honourable President of the Republic as Chancellor. The Vice Chancellor chairs the Syndicate and the Academic Council and leads the university\u2019s academic planning, quality assurance and partnerships.',
    ],
  },
  vision: 'To be a centre of excellence in teaching and research that transforms the lives of the people of the Chittagong Hill Tracts and contributes to a prosperous Bangladesh.',
  mission: 'To offer affordable, quality higher education to students of every community, to pursue research that serves the region, and to produce skilled, ethical and responsible graduates.',
  goals: [
    'Offer programmes that meet national and international standards',
    'Make higher education affordable for students of the hill districts',
    'Promote research on the environment, culture and development of the region',
    'Build partnerships with industry, government and universities at home and abroad',
  ],
  contact: { room: 'Office of the Vice Chancellor, Administrative Building, Second Floor', phone: '+880 2333 371 100', email: 'vc@htu.edu.bd', hours: OFFICE_HOURS },
} satisfies OfficeRecord
