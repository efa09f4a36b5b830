import type { Programme } from './types'
import { PROGRAMME_NAMES } from './names'

// Duration, semesters and credits come from the fee table: 2 years, 4 semesters, 60 credits
// (Foundation 12, Concentration 12, Core 30, as published), total Tk 1,48,500. The '40 courses, 126 credits,
// eight semesters' of the source page text contradicts them and is not used (see src/content/fees.ts).
export const mba: Programme = {
  slug: 'mba',
  code: 'MBA',
  title: PROGRAMME_NAMES.mba,
  department: 'Department of Business Administration',
  tagline: 'Strategic management and leadership for graduates and working professionals',
  level: 'Postgraduate',
  entry: 'master',
  entryExtra: [],
  syllabus: { departmentId: '2', programmeId: '2' },
  // The MBA page has six summary cards: the language of instruction (English) is stated in the overview.
  summaryCards: ['duration', 'semesters', 'credits', 'totalFee', 'intake', 'level'],
  overview: [
    'The Master of Business Administration is a two-year postgraduate programme, taught in English, for graduates of any discipline and for working professionals who want to move into management. Classes are scheduled so that working students can attend.',
    'Foundation courses bring students from different backgrounds to a common base; core courses cover strategy, finance, marketing, operations and organisational behaviour; and concentration courses let students specialise in Accounting, Finance, Marketing, Management, or Human Resource Management.',
  ],
  vision: 'To develop visionary and ethical leaders who manage organisations effectively and contribute to the sustainable development of the region and the country.',
  mission:
    'To provide advanced management education that integrates theory, research and practice, to build strategic and analytical capability, and to instil integrity and social responsibility in future business leaders.',
  objectives: [
    'Develop advanced knowledge of the functional areas of management and how they fit together in strategy.',
    'Strengthen analytical, quantitative and strategic decision-making skills.',
    'Build leadership, negotiation and communication abilities for senior roles.',
    'Provide specialised knowledge through a concentration chosen by the student.',
    'Encourage research and consultancy on business and development issues of the region.',
  ],
  description: [
    'The programme is organised in three blocks: foundation courses, core courses and concentration courses. Students with a bachelor degree in business may be exempted from some foundation courses.',
    'Teaching uses case discussions, group projects, simulations and guest lectures by business leaders. Students finish with a research project or an internship report in their concentration.',
  ],
  peos: [
    'Graduates will hold leadership positions in corporate, financial, public and development organisations.',
    'Graduates will formulate and carry out strategies in complex and changing business environments.',
    'Graduates will use research and data to solve management problems.',
    'Graduates will lead with integrity, respecting stakeholders and society.',
    'Graduates will build new ventures and keep developing as professionals throughout their careers.',
  ],
  plos: [
    { title: 'Advanced management knowledge', text: 'Integrate advanced knowledge of finance, marketing, operations, human resources and strategy to manage organisations.' },
    { title: 'Strategic and analytical thinking', text: 'Analyse complex business situations with quantitative and qualitative methods and make strategic decisions.' },
    { title: 'Leadership', text: 'Lead teams and organisations through change, motivating people and managing conflict.' },
    { title: 'Ethics and governance', text: 'Evaluate the ethical, legal and social responsibilities of business and apply principles of good corporate governance.' },
    { title: 'Research and communication', text: 'Conduct applied business research and present findings and recommendations persuasively to decision makers.' },
  ],
  graduateAttributes: [
    'Strategic and integrative management knowledge',
    'Evidence-based decision making',
    'Leadership and people management',
    'Ethical and responsible business conduct',
    'Persuasive communication and negotiation',
    'Specialised expertise in a chosen concentration',
    'Entrepreneurial and innovative thinking',
  ],
}
