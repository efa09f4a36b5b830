import { OFFICE_HOURS, type OfficeRecord } from './types'

export default {
  key: 'academic-council',
  title: 'Academic Council',
  subtitle: 'The highest academic body of the university',
  summary: 'The Academic Council of Hill Tracts University: curricula, examinations, academic regulations and degrees.',
  about: {
    heading: 'About the Academic Council',
    paragraphs: [
      'The Academic Council is the highest academic body of the university under the Private University Act, 2010. It is chaired by the Vice Chancellor, and its members are the Pro-Vice Chancellor, the Deans, the Heads of Departments, senior professors and members nominated from other universities.',
      'The council approves the curricula and syllabi of every programme, the academic calendar, the examination and grading regulations and the admission requirements, and recommends the award of degrees to the Syndicate. It meets at least twice a year.',
    ],
  },
  staff: [],
  vision: 'Academic programmes of national and international standard that answer the needs of the hill districts and of Bangladesh.',
  mission: 'To set and review the academic standards of the university and to approve curricula, regulations and degrees with care and transparency.',
  goals: [
    'Review every curriculum at least once in four years',
    'Approve the academic calendar before each academic year',
    'Keep the examination and grading rules clear and fair',
    'Encourage research and outcome-based education in every department',
  ],
  contact: { room: 'Office of the Registrar, Administrative Building, First Floor', phone: '+880 2333 371 102', email: 'academic.council@htu.edu.bd', hours: OFFICE_HOURS },
} satisfies OfficeRecord
