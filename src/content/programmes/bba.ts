import { ALL_SUMMARY_CARDS, type Programme } from './types'
import { PROGRAMME_NAMES } from './names'

// Credits and total fee come from the fee table (141 credits, Tk 2,79,962); the
// '126 credits and 40 courses' of the source page text is not used (see src/content/fees.ts).
export const bba: Programme = {
  slug: 'bba',
  code: 'BBA',
  title: PROGRAMME_NAMES.bba,
  department: 'Department of Business Administration',
  tagline: 'Management, finance and entrepreneurship for growing businesses of the region',
  level: 'Undergraduate',
  entry: 'bachelor',
  entryExtra: ['HSC or equivalent in the Science or Commerce (Business Studies) group.'],
  syllabus: { departmentId: '2', programmeId: '1' },
  summaryCards: ALL_SUMMARY_CARDS,
  overview: [
    'The Bachelor of Business Administration is a four-year programme that prepares students to manage organisations in a competitive economy. Students study accounting, finance, marketing, human resource management, operations and business law, and learn to use data and technology in decisions.',
    'The programme connects the classroom with the economy of the hill districts: agribusiness, handicrafts, tourism and small enterprises. Case studies, business plans and an internship give students practical experience before they graduate.',
  ],
  vision: 'To develop ethical business leaders and entrepreneurs who drive inclusive economic growth in the Chittagong Hill Tracts and in Bangladesh.',
  mission:
    'To provide business education of high quality that combines sound theory with practical skills, to promote research on regional and national business issues, and to nurture integrity, creativity and social responsibility.',
  objectives: [
    'Give students a broad understanding of the functional areas of business.',
    'Develop analytical, quantitative and decision-making skills for managing organisations.',
    'Build communication, leadership and teamwork skills through presentations, projects and case work.',
    'Encourage entrepreneurship and the creation of small and medium enterprises in the region.',
    'Prepare graduates for careers in banks, corporations, NGOs and government, and for postgraduate study.',
  ],
  description: [
    'The first two years cover the foundations of business, economics, mathematics, statistics, English and information technology. In the third year students take core courses in finance, marketing, management and accounting, and in the fourth year they choose a major: Accounting, Finance, Marketing, Management or Human Resource Management.',
    'The programme ends with a three-month internship in an organisation, reported in an internship report and a viva.',
  ],
  peos: [
    'Graduates will hold managerial and professional positions in business, banking, development and public organisations.',
    'Graduates will analyse business situations and make sound decisions using quantitative and qualitative evidence.',
    'Graduates will start and grow enterprises that create employment in their communities.',
    'Graduates will practise ethical and socially responsible business.',
    'Graduates will continue their professional development through higher study and professional qualifications.',
  ],
  plos: [
    { title: 'Business knowledge', text: 'Demonstrate knowledge of accounting, finance, marketing, management, economics and business law, and how they interact.' },
    { title: 'Critical thinking and decision making', text: 'Analyse business problems with appropriate quantitative and qualitative tools and recommend well-reasoned solutions.' },
    { title: 'Communication', text: 'Communicate business ideas clearly and persuasively in written reports, presentations and negotiations.' },
    { title: 'Ethics and social responsibility', text: 'Recognise ethical issues in business and act with integrity, respecting stakeholders, communities and the environment.' },
    { title: 'Leadership and teamwork', text: 'Lead and work in diverse teams, manage projects and adapt to change in organisations.' },
  ],
  graduateAttributes: [
    'Broad and integrated knowledge of business',
    'Analytical and problem-solving ability',
    'Entrepreneurial mindset and creativity',
    'Professional communication in English and Bangla',
    'Ethical conduct and social responsibility',
    'Leadership and teamwork',
    'Digital and data literacy',
  ],
}
