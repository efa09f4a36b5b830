import { ALL_SUMMARY_CARDS, type Programme } from './types'
import { PROGRAMME_NAMES } from './names'

export const cse: Programme = {
  slug: 'cse',
  code: 'CSE',
  title: PROGRAMME_NAMES.cse,
  department: 'Department of Computer Science and Engineering',
  tagline: 'Software, systems and intelligent computing for a connected Bangladesh',
  level: 'Undergraduate',
  entry: 'bachelor',
  entryExtra: ['HSC or equivalent in the Science group, with Mathematics and Physics at grade B or better in each.'],
  syllabus: { departmentId: '1', programmeId: '1' },
  summaryCards: ALL_SUMMARY_CARDS,
  overview: [
    'The BSc in Computer Science and Engineering is a four-year programme that builds a firm base in mathematics, programming and electronics and then leads students through algorithms, computer architecture, operating systems, databases, networks, software engineering and artificial intelligence.',
    'Every theory course is paired with laboratory work, and students finish with a year-long capstone project that solves a real problem, often one that matters to the hill districts: connectivity in remote upazilas, digital services in Bangla and the indigenous languages, or data for disaster preparedness.',
  ],
  vision: 'To be a centre of excellence in computing education and research in the Chittagong Hill Tracts, producing engineers who use technology to improve lives in the region and beyond.',
  mission:
    'To teach computer science and engineering through rigorous theory and hands-on practice, to encourage research and innovation that address local and national needs, and to develop ethical professionals who keep learning throughout their careers.',
  objectives: [
    'Give students a strong foundation in mathematics, physics, electronics and programming.',
    'Develop the ability to design, analyse and implement efficient algorithms and reliable software systems.',
    'Train students in computer hardware, networking, databases, security and intelligent systems through laboratory work.',
    'Prepare graduates for the software industry, for higher studies and for research at home and abroad.',
    'Encourage entrepreneurship and the use of computing for social good in the hill districts.',
  ],
  description: [
    'The curriculum follows the guidelines of the University Grants Commission and the Institution of Engineers, Bangladesh, and is reviewed regularly with industry partners. Courses are grouped into humanities, basic science and mathematics, compulsory engineering courses, and optional courses in the final year, where students specialise in areas such as machine learning, data science, cyber security, cloud computing or embedded systems.',
    'Teaching combines lectures, tutorials, programming contests, laboratory experiments and team projects. Students complete an industrial attachment or internship and a final-year project or thesis supervised by a faculty member.',
  ],
  peos: [
    'Graduates will work as competent computer engineers and software professionals in industry, government, research and development organisations.',
    'Graduates will apply computing knowledge to analyse and solve complex engineering problems with attention to cost, safety and sustainability.',
    'Graduates will pursue higher studies and research in computer science and related fields.',
    'Graduates will act ethically and communicate effectively as members and leaders of multidisciplinary teams.',
    'Graduates will engage in lifelong learning and adapt to the rapid change of technology, contributing to the digital development of Bangladesh.',
  ],
  plos: [
    {
      title: 'Engineering knowledge',
      text: 'Apply knowledge of mathematics, natural science, engineering fundamentals and computing to the solution of complex engineering problems.',
    },
    {
      title: 'Problem analysis and design',
      text: 'Identify, formulate and analyse complex computing problems, and design software, hardware and network solutions that meet specified needs.',
    },
    {
      title: 'Modern tool usage and investigation',
      text: 'Use modern programming languages, development tools, simulation and data analysis methods to conduct experiments and interpret the results.',
    },
    {
      title: 'Ethics, society and sustainability',
      text: 'Apply ethical principles and professional responsibility, and assess the social, legal, cultural and environmental effects of computing solutions.',
    },
    {
      title: 'Teamwork, communication and project management',
      text: 'Work effectively in teams, communicate clearly in writing and speech, and manage computing projects with sound engineering and financial principles.',
    },
  ],
  graduateAttributes: [
    'Sound knowledge of computer science and engineering fundamentals',
    'Ability to analyse problems and design efficient, secure solutions',
    'Skill with modern programming languages, tools and platforms',
    'Research aptitude and critical thinking',
    'Professional ethics and awareness of social responsibility',
    'Teamwork, leadership and communication skills',
    'Commitment to lifelong learning',
  ],
  courseStructure: [
    { category: 'Humanities', courses: 7 },
    { category: 'Science and Mathematics', courses: 10 },
    { category: 'Engineering (compulsory)', courses: 23 },
    { category: 'Optional', courses: 3 },
  ],
}
