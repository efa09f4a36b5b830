import { ALL_SUMMARY_CARDS, type Programme } from './types'
import { PROGRAMME_NAMES } from './names'

export const gds: Programme = {
  slug: 'gds',
  code: 'GDS',
  title: PROGRAMME_NAMES.gds,
  department: 'Department of Governance and Development Studies',
  tagline: 'Public policy, local governance and sustainable development in the hills',
  level: 'Undergraduate',
  entry: 'bachelor',
  entryExtra: [],
  syllabus: { departmentId: '4', programmeId: '1' },
  summaryCards: ALL_SUMMARY_CARDS,
  overview: [
    'The Bachelor of Social Science in Governance and Development Studies is a four-year interdisciplinary programme drawing on political science, public administration, economics, sociology and development studies.',
    'Students study how institutions work, how policies are made and carried out, and how development reaches, or fails to reach, people at the margins. The Chittagong Hill Tracts, with their traditional institutions, regional and hill district councils and many development partners, are a living classroom for the programme.',
  ],
  vision: 'To be a leading centre for the study of governance and development, producing scholars and practitioners who strengthen democratic institutions and inclusive development.',
  mission:
    'To offer an interdisciplinary education in governance and development, to carry out research on policy and institutions with a focus on the hill districts, and to prepare graduates for public service, civil society and development organisations.',
  objectives: [
    'Explain the theories and practice of governance, public policy and development.',
    'Develop skills in social research, policy analysis and programme evaluation.',
    'Build understanding of local government, traditional institutions and the governance of the Chittagong Hill Tracts.',
    'Promote human rights, gender equality, peace and environmental sustainability.',
    'Prepare graduates for the civil service, NGOs, international agencies and further study.',
  ],
  description: [
    'Courses cover political theory, public administration, development economics, rural and urban development, local governance, public policy, human rights, gender and development, environment and climate change, peace and conflict studies, and research methods.',
    'Students do fieldwork in the districts of the region and write a research monograph in the final year; many also complete an internship with a development organisation or a local government body.',
  ],
  peos: [
    'Graduates will serve effectively in public administration, local government and development organisations.',
    'Graduates will analyse public policies and development programmes and propose evidence-based improvements.',
    'Graduates will conduct independent social research using qualitative and quantitative methods.',
    'Graduates will promote accountable, inclusive and participatory governance in their communities.',
    'Graduates will pursue higher studies and continue to learn in a changing development landscape.',
  ],
  plos: [
    { title: 'Disciplinary knowledge', text: 'Explain the major theories, institutions and actors of governance, public policy and development.' },
    { title: 'Policy analysis', text: 'Analyse policies and development interventions and assess their effects on different groups of people.' },
    { title: 'Research skills', text: 'Design and carry out social research, collect and analyse data, and report findings clearly.' },
    { title: 'Ethics and inclusion', text: 'Apply principles of human rights, gender equality and respect for cultural diversity in professional work.' },
    { title: 'Communication and collaboration', text: 'Communicate effectively with communities, officials and partners, and work in multidisciplinary teams.' },
  ],
  graduateAttributes: [
    'Understanding of governance, policy and development processes',
    'Critical and analytical thinking',
    'Social research and evaluation skills',
    'Commitment to human rights, equity and peace',
    'Sensitivity to the cultures of the hill districts',
    'Clear written and oral communication',
    'Leadership in community and public service',
  ],
}
