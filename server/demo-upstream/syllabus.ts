// Semester-wise course tables of the six programmes, keyed like /program-syllabus asks:
// department_id and programme_id. One course a line: 'code | title | credits | pre-requisite'.

import type { RawCourseRow, RawSyllabus } from '../upstream/schemas'

export interface ProgrammeSyllabus {
  departmentId: string
  programmeId: string
  name: string
  /** The MBA table sends credit hours as numbers, the others as text (both happen upstream). */
  numericCredits: boolean
  semesters: readonly (readonly string[])[]
}

export const PROGRAMMES: readonly ProgrammeSyllabus[] = [
  {
    departmentId: '1',
    programmeId: '1',
    name: 'B.Sc. in Computer Science and Engineering',
    numericCredits: false,
    semesters: [
      [
        'CSE 1101 | Introduction to Computer Systems | 3 |',
        'CSE 1103 | Structured Programming Language | 3 |',
        'CSE 1104 | Structured Programming Language Lab | 1.5 |',
        'MAT 1101 | Differential and Integral Calculus | 3 |',
        'PHY 1101 | Physics I: Mechanics, Waves and Optics | 3 |',
        'PHY 1102 | Physics I Lab | 0.75 |',
        'CHE 1101 | Chemistry | 3 |',
        'CHE 1102 | Chemistry Lab | 0.75 |',
        'ENG 1101 | English Language I | 3 |',
      ],
      [
        'CSE 1201 | Object Oriented Programming | 3 | CSE 1103',
        'CSE 1202 | Object Oriented Programming Lab | 1.5 | CSE 1104',
        'CSE 1203 | Discrete Mathematics | 3 |',
        'EEE 1201 | Electrical Circuits | 3 | PHY 1101',
        'EEE 1202 | Electrical Circuits Lab | 0.75 |',
        'PHY 1201 | Physics II: Electricity, Magnetism and Modern Physics | 3 | PHY 1101',
        'PHY 1202 | Physics II Lab | 0.75 | PHY 1102',
        'MAT 1201 | Linear Algebra and Coordinate Geometry | 3 | MAT 1101',
        'ENG 1201 | English Language II | 2 | ENG 1101',
      ],
      [
        'CSE 2101 | Data Structures | 3 | CSE 1201',
        'CSE 2102 | Data Structures Lab | 1.5 | CSE 1202',
        'CSE 2103 | Digital Logic Design | 3 | EEE 1201',
        'CSE 2104 | Digital Logic Design Lab | 1.5 |',
        'EEE 2101 | Electronic Devices and Circuits | 3 | EEE 1201',
        'EEE 2102 | Electronic Devices and Circuits Lab | 1.5 | EEE 1202',
        'MAT 2101 | Ordinary Differential Equations and Fourier Analysis | 3 | MAT 1201',
        'HUM 2101 | Bangladesh Studies | 3 |',
      ],
      [
        'CSE 2201 | Design and Analysis of Algorithms | 3 | CSE 2101',
        'CSE 2202 | Algorithms Lab | 1.5 | CSE 2102',
        'CSE 2203 | Computer Architecture and Organisation | 3 | CSE 2103',
        'CSE 2205 | Database Management Systems | 3 | CSE 2101',
        'CSE 2206 | Database Management Systems Lab | 1.5 |',
        'STA 2201 | Probability and Statistics | 3 | MAT 1101',
        'MAT 2201 | Complex Variables and Laplace Transforms | 3 | MAT 2101',
        'HUM 2201 | Principles of Economics | 2 |',
      ],
      [
        'CSE 3101 | Operating Systems | 3 | CSE 2203',
        'CSE 3102 | Operating Systems Lab | 1.5 |',
        'CSE 3103 | Theory of Computation | 3 | CSE 1203',
        'CSE 3105 | Software Engineering and Design Patterns | 3 | CSE 1201',
        'CSE 3106 | Software Development Project Lab | 1.5 |',
        'CSE 3107 | Microprocessors and Microcontrollers | 3 | CSE 2203',
        'CSE 3108 | Microprocessors and Microcontrollers Lab | 1.5 |',
        'MAT 3101 | Numerical Methods | 3 | MAT 2101',
        'MAT 3102 | Numerical Methods Lab | 0.75 |',
        'HUM 3101 | Technical Writing and Presentation | 2 | ENG 1201',
      ],
      [
        'CSE 3201 | Computer Networks | 3 | CSE 3101',
        'CSE 3202 | Computer Networks Lab | 1.5 |',
        'CSE 3203 | Compiler Design | 3 | CSE 3103',
        'CSE 3204 | Compiler Design Lab | 0.75 |',
        'CSE 3205 | Artificial Intelligence | 3 | CSE 2201',
        'CSE 3206 | Artificial Intelligence Lab | 1.5 |',
        'CSE 3207 | Web Engineering | 3 | CSE 2205',
        'CSE 3208 | Web Engineering Lab | 1.5 |',
        'STA 3201 | Applied Statistics and Queuing Theory | 3 | STA 2201',
      ],
      [
        'CSE 4101 | Machine Learning | 3 | CSE 3205',
        'CSE 4102 | Machine Learning Lab | 1.5 |',
        'CSE 4103 | Computer Graphics | 3 | MAT 1201',
        'CSE 4104 | Computer Graphics Lab | 1.5 |',
        'CSE 4105 | Information and Network Security | 3 | CSE 3201',
        'CSE 4106 | Information and Network Security Lab | 1.5 |',
        'CSE 4107 | Optional I: Cloud Computing | 3 |',
        'CSE 4100 | Project and Thesis I | 2 |',
        'HUM 4101 | Industrial Management and Accountancy | 3 |',
      ],
      [
        'CSE 4201 | Digital Image Processing | 3 | CSE 4101',
        'CSE 4202 | Digital Image Processing Lab | 1.5 |',
        'CSE 4203 | Optional II: Natural Language Processing | 3 | CSE 4101',
        'CSE 4205 | Optional III: Internet of Things | 3 | CSE 3107',
        'CSE 4200 | Project and Thesis II | 4 | CSE 4100',
        'CSE 4208 | Industrial Attachment | 2 |',
        'HUM 4201 | Professional Ethics and Cyber Law | 2 |',
        'CSE 4210 | Comprehensive Viva Voce | 1 |',
      ],
    ],
  },
  {
    departmentId: '2',
    programmeId: '1',
    name: 'Bachelor of Business Administration (BBA)',
    numericCredits: false,
    semesters: [
      [
        'ACT 1101 | Principles of Accounting | 3 |',
        'MGT 1101 | Principles of Management | 3 |',
        'ECO 1101 | Microeconomics | 3 |',
        'BUS 1101 | Business Mathematics | 3 |',
        'BUS 1103 | Introduction to Business | 3 |',
        'ENG 1101 | English for Business Communication I | 3 |',
      ],
      [
        'ACT 1201 | Intermediate Accounting | 3 | ACT 1101',
        'ECO 1201 | Macroeconomics | 3 | ECO 1101',
        'MKT 1201 | Principles of Marketing | 3 |',
        'BUS 1201 | Business Statistics I | 3 | BUS 1101',
        'ENG 1201 | English for Business Communication II | 3 | ENG 1101',
        'SOC 1201 | Introduction to Sociology | 3 |',
      ],
      [
        'FIN 2101 | Principles of Finance | 3 | ACT 1201',
        'BUS 2101 | Business Statistics II | 3 | BUS 1201',
        'MIS 2101 | Computer Applications in Business | 3 |',
        'HRM 2101 | Organisational Behaviour | 3 | MGT 1101',
        'LAW 2101 | Business Law | 3 |',
        'BUS 2103 | Business Communication and Report Writing | 3 | ENG 1201',
      ],
      [
        'ACT 2201 | Cost and Management Accounting | 3 | ACT 1201',
        'FIN 2201 | Financial Management | 3 | FIN 2101',
        'MKT 2201 | Marketing Management | 3 | MKT 1201',
        'MGT 2201 | Operations Management | 3 | BUS 2101',
        'HUM 2201 | Bangladesh Studies | 3 |',
        'MIS 2201 | E-Commerce | 3 | MIS 2101',
      ],
      [
        'FIN 3101 | Investment Analysis and Portfolio Management | 3 | FIN 2201',
        'HRM 3101 | Human Resource Management | 3 | HRM 2101',
        'MGT 3101 | Entrepreneurship and SME Management | 3 |',
        'BUS 3101 | Research Methodology | 3 | BUS 2101',
        'MIS 3101 | Management Information Systems | 3 | MIS 2101',
        'MKT 3101 | Integrated Marketing Communications | 3 | MKT 2201',
      ],
      [
        'FIN 3201 | Banking and Insurance | 3 | FIN 2101',
        'MKT 3201 | Consumer Behaviour | 3 | MKT 2201',
        'MGT 3201 | Strategic Management | 3 | MGT 2201',
        'ACT 3201 | Taxation in Bangladesh | 3 | ACT 2201',
        'ECO 3201 | Bangladesh Economy | 3 | ECO 1201',
        'MGT 3203 | Supply Chain Management | 3 | MGT 2201',
      ],
      [
        'FIN 4101 | Corporate Finance | 3 | FIN 3101',
        'MKT 4101 | Digital Marketing | 3 | MKT 2201',
        'HRM 4101 | Compensation Management | 3 | HRM 3101',
        'ACT 4101 | Auditing and Assurance | 3 | ACT 2201',
        'MGT 4101 | International Business | 3 |',
        'MGT 4103 | Leadership and Change Management | 3 | HRM 2101',
      ],
      [
        'MGT 4201 | Business Ethics and Corporate Social Responsibility | 3 |',
        'BUS 4201 | Project Management | 3 | MGT 3201',
        'MKT 4201 | International Marketing | 3 | MKT 2201',
        'ACT 4201 | Financial Statement Analysis | 3 | ACT 2201',
        'BUS 4200 | Internship and Report | 3 |',
      ],
    ],
  },
  {
    departmentId: '4',
    programmeId: '1',
    name: 'BSS (Honours) in Governance and Development Studies',
    numericCredits: false,
    semesters: [
      [
        'GDS 1101 | Introduction to Governance Studies | 3 |',
        'GDS 1103 | Introduction to Political Science | 3 |',
        'GDS 1105 | Principles of Economics | 3 |',
        'GDS 1107 | Introduction to Sociology | 3 |',
        'ENG 1101 | Functional English | 3 |',
        'GDS 1109 | Introduction to Anthropology | 3 |',
      ],
      [
        'GDS 1201 | Public Administration | 3 | GDS 1101',
        'GDS 1203 | Development Studies: Concepts and Theories | 3 |',
        'GDS 1205 | History and Culture of Bangladesh | 3 |',
        'GDS 1207 | Statistics for Social Sciences | 3 |',
        'GDS 1209 | Computer Fundamentals | 3 |',
        'GDS 1211 | Constitutional Development of Bangladesh | 3 | GDS 1103',
      ],
      [
        'GDS 2101 | Comparative Politics | 3 | GDS 1103',
        'GDS 2103 | Local Government in Bangladesh | 3 | GDS 1201',
        'GDS 2105 | Gender and Development | 3 | GDS 1203',
        'GDS 2107 | Research Methods I | 3 | GDS 1207',
        'GDS 2109 | Human Rights and Social Justice | 3 |',
        'GDS 2111 | Political Economy of Development | 3 | GDS 1105',
      ],
      [
        'GDS 2201 | Public Policy Analysis | 3 | GDS 1201',
        'GDS 2203 | Rural Development | 3 | GDS 1203',
        'GDS 2205 | Research Methods II | 3 | GDS 2107',
        'GDS 2207 | Environment and Climate Change | 3 |',
        'GDS 2209 | International Relations | 3 |',
        'GDS 2211 | Administrative Law | 3 | GDS 1201',
      ],
      [
        'GDS 3101 | Governance of the Chattogram Hill Tracts | 3 | GDS 2103',
        'GDS 3103 | Indigenous Peoples and Development | 3 |',
        'GDS 3105 | NGOs and Civil Society | 3 |',
        'GDS 3107 | Development Economics | 3 | GDS 1105',
        'GDS 3109 | E-Governance | 3 |',
        'GDS 3111 | Poverty and Livelihoods | 3 | GDS 2203',
      ],
      [
        'GDS 3201 | Conflict and Peace Studies | 3 |',
        'GDS 3203 | Project Planning and Management | 3 |',
        'GDS 3205 | Public Finance | 3 | GDS 3107',
        'GDS 3207 | Urbanisation and Development | 3 |',
        'GDS 3209 | Disaster Risk Management | 3 | GDS 2207',
        'GDS 3211 | Development Administration | 3 | GDS 1201',
      ],
      [
        'GDS 4101 | Good Governance and Anti-corruption | 3 |',
        'GDS 4103 | Monitoring and Evaluation | 3 | GDS 3203',
        'GDS 4105 | Social Policy | 3 | GDS 2201',
        'GDS 4107 | Migration and Development | 3 |',
        'GDS 4109 | Leadership and Public Service Ethics | 3 |',
        'GDS 4111 | Field Work | 2 | GDS 2205',
      ],
      [
        'GDS 4207 | Regional Cooperation and Development in South Asia | 3 | GDS 2209',
        'GDS 4209 | Contemporary Issues in Governance | 3 |',
        'GDS 4201 | Research Monograph | 6 | GDS 2205',
        'GDS 4203 | Internship | 3 |',
        'GDS 4205 | Comprehensive Viva Voce | 2 |',
      ],
    ],
  },
  {
    departmentId: '3',
    programmeId: '1',
    name: 'BA (Honours) in English',
    numericCredits: false,
    semesters: [
      [
        'ENG 1101 | Introduction to Literature | 3 |',
        'ENG 1103 | Developing Reading Skills | 3 |',
        'ENG 1105 | Developing Writing Skills | 3 |',
        'ENG 1107 | Introduction to Linguistics | 3 |',
        'BAN 1101 | Bangla Language and Literature | 3 |',
        'ENG 1109 | Introduction to Prose and Fiction | 3 |',
        'ICT 1101 | Computer Fundamentals and Applications | 2 |',
      ],
      [
        'ENG 1201 | Introduction to Poetry | 3 | ENG 1101',
        'ENG 1203 | Listening and Speaking | 3 |',
        'ENG 1205 | Advanced Writing | 3 | ENG 1105',
        'ENG 1207 | English Grammar in Use | 3 |',
        'HIS 1201 | History of Bangladesh | 3 |',
        'ENG 1209 | Introduction to Drama | 3 | ENG 1101',
      ],
      [
        'ENG 2101 | Elizabethan and Jacobean Drama | 3 | ENG 1101',
        'ENG 2103 | Romantic Poetry | 3 | ENG 1201',
        'ENG 2105 | Phonetics and Phonology | 3 | ENG 1107',
        'ENG 2107 | Classics in Translation | 3 |',
        'ENG 2109 | Literary Theory I | 3 |',
        'ENG 2111 | Chaucer and Medieval Literature | 3 | ENG 1101',
        'ENG 2113 | Semantics | 3 | ENG 1107',
      ],
      [
        'ENG 2201 | Seventeenth and Eighteenth Century Literature | 3 |',
        'ENG 2203 | Morphology and Syntax | 3 | ENG 2105',
        'ENG 2205 | Victorian Literature | 3 |',
        'ENG 2207 | Introduction to English Language Teaching | 3 |',
        'ENG 2209 | Shakespeare | 3 | ENG 2101',
        'ENG 2211 | The English Essay | 3 | ENG 1205',
        'ENG 2213 | Teaching Listening and Speaking | 3 | ENG 1203',
      ],
      [
        'ENG 3101 | Modern Poetry | 3 | ENG 2103',
        'ENG 3103 | Sociolinguistics | 3 | ENG 1107',
        'ENG 3105 | The Nineteenth-Century Novel | 3 |',
        'ENG 3107 | Second Language Acquisition | 3 | ENG 2207',
        'ENG 3109 | Literary Theory II | 3 | ENG 2109',
        'ENG 3111 | Pragmatics | 3 | ENG 2203',
        'ENG 3113 | Teaching Reading and Writing | 3 | ENG 2207',
      ],
      [
        'ENG 3201 | Modern Drama | 3 |',
        'ENG 3203 | Postcolonial Literature | 3 |',
        'ENG 3205 | Materials Design and Development | 3 | ENG 2207',
        'ENG 3207 | Discourse Analysis | 3 | ENG 2203',
        'ENG 3209 | American Literature | 3 |',
        'ENG 3211 | Twentieth-Century Fiction | 3 | ENG 3105',
        'ENG 3213 | Psycholinguistics | 3 | ENG 1107',
      ],
      [
        'ENG 4101 | South Asian Literature in English | 3 |',
        'ENG 4103 | Translation Studies | 3 |',
        'ENG 4105 | Language Testing and Assessment | 3 | ENG 3107',
        'ENG 4107 | Creative Writing | 3 | ENG 1205',
        'ENG 4109 | Gender and Literature | 3 |',
        'ENG 4111 | Research Methodology | 3 |',
      ],
      [
        'ENG 4201 | World Literature | 3 |',
        'ENG 4203 | Teaching Practicum | 3 | ENG 4105',
        'ENG 4209 | English for Specific Purposes | 3 | ENG 2207',
        'ENG 4205 | Research Monograph | 4 |',
        'ENG 4207 | Comprehensive Viva Voce | 2 |',
      ],
    ],
  },
  {
    departmentId: '5',
    programmeId: '1',
    name: 'BBA in Hospitality and Tourism Management',
    numericCredits: false,
    semesters: [
      [
        'HTM 1101 | Introduction to the Hospitality Industry | 3 |',
        'HTM 1103 | Introduction to Tourism | 3 |',
        'ACT 1101 | Principles of Accounting | 3 |',
        'MGT 1101 | Principles of Management | 3 |',
        'ENG 1101 | English for Hospitality | 3 |',
        'BUS 1101 | Business Mathematics | 3 |',
      ],
      [
        'HTM 1201 | Food and Beverage Service Operations | 3 | HTM 1101',
        'HTM 1202 | Food and Beverage Service Lab | 1.5 |',
        'HTM 1203 | Front Office Operations | 3 | HTM 1101',
        'HTM 1205 | Tourism Geography of Bangladesh | 3 | HTM 1103',
        'ECO 1201 | Principles of Economics | 3 |',
        'ENG 1201 | Business Communication | 3 | ENG 1101',
        'HTM 1207 | Culture and Heritage of Bangladesh | 3 |',
      ],
      [
        'HTM 2101 | Housekeeping Management | 3 |',
        'HTM 2102 | Housekeeping Lab | 1.5 |',
        'HTM 2103 | Food Production I | 3 |',
        'HTM 2104 | Food Production Lab I | 1.5 |',
        'HTM 2105 | Travel Agency and Tour Operations | 3 | HTM 1103',
        'MKT 2101 | Principles of Marketing | 3 |',
        'STA 2101 | Business Statistics | 3 | BUS 1101',
      ],
      [
        'HTM 2201 | Food Production II | 3 | HTM 2103',
        'HTM 2202 | Food Production Lab II | 1.5 | HTM 2104',
        'HTM 2203 | Hospitality Accounting | 3 | ACT 1101',
        'HTM 2205 | Tourism Policy and Planning | 3 |',
        'HTM 2207 | Event Management | 3 |',
        'HRM 2201 | Human Resource Management | 3 | MGT 1101',
        'FIN 2201 | Principles of Finance | 3 | ACT 1101',
      ],
      [
        'HTM 3101 | Hotel Revenue Management | 3 | HTM 2203',
        'HTM 3103 | Ecotourism and Sustainable Development | 3 |',
        'HTM 3105 | Hospitality and Tourism Marketing | 3 | MKT 2101',
        'HTM 3107 | Food Safety and Hygiene | 3 |',
        'HTM 3109 | Research Methodology | 3 |',
        'HTM 3111 | Organisational Behaviour in Hospitality | 3 | MGT 1101',
      ],
      [
        'HTM 3201 | Community-based Tourism in the Hill Tracts | 3 | HTM 3103',
        'HTM 3203 | Resort and Spa Management | 3 |',
        'HTM 3205 | Hospitality Law | 3 |',
        'HTM 3207 | Cross-cultural Management | 3 |',
        'HTM 3209 | Airline and Airport Operations | 3 |',
        'HTM 3211 | Hospitality Facilities Management | 3 | HTM 2101',
      ],
      [
        'HTM 4101 | Strategic Management in Hospitality | 3 |',
        'HTM 4103 | Destination Management | 3 | HTM 2205',
        'HTM 4105 | Hospitality Information Systems | 3 |',
        'HTM 4107 | Entrepreneurship in Tourism | 3 |',
        'HTM 4109 | Customer Relationship Management | 3 | HTM 3105',
        'HTM 4111 | Crisis and Risk Management in Tourism | 3 |',
      ],
      [
        'HTM 4200 | Industrial Attachment | 6 |',
        'HTM 4201 | Internship Report and Viva Voce | 3 | HTM 3109',
        'HTM 4203 | Contemporary Issues in Hospitality and Tourism | 3 |',
      ],
    ],
  },
  {
    departmentId: '2',
    programmeId: '2',
    name: 'Master of Business Administration (MBA)',
    numericCredits: true,
    semesters: [
      [
        'MBA 501 | Accounting for Managers | 3 |',
        'MBA 502 | Managerial Economics | 3 |',
        'MBA 503 | Business Statistics and Decision Analysis | 3 |',
        'MBA 504 | Organisational Behaviour and Leadership | 3 |',
        'MBA 609 | Business Communication and Negotiation | 3 |',
      ],
      [
        'MBA 601 | Financial Management | 3 | MBA 501',
        'MBA 602 | Marketing Management | 3 |',
        'MBA 603 | Human Resource Management | 3 | MBA 504',
        'MBA 604 | Operations and Supply Chain Management | 3 | MBA 503',
        'MBA 605 | Management Information Systems | 3 |',
      ],
      [
        'MBA 606 | Strategic Management | 3 | MBA 602',
        'MBA 607 | Research Methodology | 3 | MBA 503',
        'MBA 608 | Business Law and Ethics | 3 |',
        'MBA 701 | Concentration I: Corporate Finance / Brand Management / Talent Management | 3 | MBA 601',
        'MBA 702 | Concentration II: Financial Markets / Services Marketing / Labour Relations | 3 |',
      ],
      [
        'MBA 610 | Entrepreneurship and Innovation | 3 |',
        'MBA 703 | Concentration III: Risk Management / Digital Marketing / Training and Development | 3 |',
        'MBA 704 | Concentration IV: Islamic Banking / Sales Management / Organisational Change | 3 |',
        'MBA 800 | Thesis or Project Work | 6 | MBA 607',
      ],
    ],
  },
]

const ORDINALS = ['1st', '2nd', '3rd', '4th', '5th', '6th', '7th', '8th'] as const

export function semesterName(index: number): string {
  return `${ORDINALS[index] ?? `${index + 1}th`} Semester`
}

export interface Course { code: string; title: string; credits: string; prerequisite: string }

export function parseCourse(line: string): Course {
  const [code = '', title = '', credits = '', prerequisite = ''] = line.split('|').map((part) => part.trim())
  return { code, title, credits, prerequisite }
}

export function findProgramme(departmentId: string, programmeId: string): ProgrammeSyllabus | undefined {
  return PROGRAMMES.find((p) => p.departmentId === departmentId && p.programmeId === programmeId)
}

/** Every course title a department teaches (for teaching expertise on profiles). */
export function courseTitlesOf(departmentId: string): string[] {
  return PROGRAMMES.filter((p) => p.departmentId === departmentId).flatMap((p) =>
    p.semesters
      .flat()
      .map((line) => parseCourse(line).title.replace(/^Optional [IVX]+: /, ''))
      .filter((title) => !/Viva|Internship|Thesis|Monograph|Attachment|Project and|Lab\b|Field Work/.test(title)),
  )
}

export function rawSyllabus(programme: ProgrammeSyllabus): RawSyllabus {
  const out: RawSyllabus = {}
  programme.semesters.forEach((courses, index) => {
    out[semesterName(index)] = courses.map((line, i): RawCourseRow => {
      const course = parseCourse(line)
      return {
        sl: i + 1,
        actual_code: course.code,
        course_title: course.title,
        credit_hours: programme.numericCredits ? Number(course.credits) : course.credits,
        pre_requisite: course.prerequisite,
      }
    })
  })
  return out
}
