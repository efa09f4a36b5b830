import { ALL_SUMMARY_CARDS, type Programme } from './types'
import { PROGRAMME_NAMES } from './names'

// Credits and total fee come from the fee table (141 credits, Tk 2,79,962); the 142 credits
// of one summary in the source is not used (see src/content/fees.ts).
export const htm: Programme = {
  slug: 'htm',
  code: 'HTM',
  title: PROGRAMME_NAMES.htm,
  department: 'Department of Hospitality and Tourism Management',
  tagline: 'Hospitality, travel and sustainable tourism in the lakes and hills of Rangamati',
  level: 'Undergraduate',
  entry: 'bachelor',
  entryExtra: [],
  syllabus: { departmentId: '5', programmeId: '1' },
  summaryCards: ALL_SUMMARY_CARDS,
  overview: [
    'The BBA in Hospitality and Tourism Management is a four-year programme that combines business education with the professional skills of hotels, restaurants, travel and tourism. Students learn front office, housekeeping, food and beverage service and production, tour operation and event management alongside accounting, marketing and human resource management.',
    'Kaptai Lake, the hill forests and the cultures of the indigenous communities make the district one of the most promising tourism destinations of Bangladesh. The programme trains the managers who will develop it responsibly.',
  ],
  vision: 'To be a leading centre of hospitality and tourism education that supports responsible, community-based tourism in the Chittagong Hill Tracts and across Bangladesh.',
  mission:
    'To combine business knowledge with practical hospitality skills, to work with the industry on training and research, and to prepare graduates who deliver excellent service while protecting the environment and local cultures.',
  objectives: [
    'Give students a sound base in business administration and in the operations of the hospitality and tourism industry.',
    'Develop practical skills in food production, food and beverage service, front office and housekeeping.',
    'Teach the planning, marketing and management of destinations, tours and events.',
    'Promote sustainable and community-based tourism that respects the environment and local cultures.',
    'Prepare graduates for careers in hotels, resorts, airlines, travel agencies and tourism bodies, and for entrepreneurship.',
  ],
  description: [
    'The programme includes business foundation courses, core hospitality and tourism courses, and practical sessions in the training kitchen, restaurant and front office laboratory. Field trips to destinations of the region and study tours are part of the curriculum.',
    'In the final semester students complete an industrial attachment at a hotel, resort, airline or tour operator and submit an internship report.',
  ],
  peos: [
    'Graduates will manage operations in hotels, resorts, restaurants, airlines, travel agencies and tourism organisations.',
    'Graduates will deliver and lead service of international standard with a strong guest focus.',
    'Graduates will plan and promote sustainable tourism that benefits local communities.',
    'Graduates will start and run hospitality and tourism enterprises.',
    'Graduates will keep their knowledge current through professional training and higher studies.',
  ],
  plos: [
    { title: 'Industry knowledge', text: 'Explain the structure, operations and business environment of the hospitality and tourism industry.' },
    { title: 'Operational skills', text: 'Perform and supervise front office, housekeeping, food production and food and beverage service to professional standards.' },
    { title: 'Destination and event management', text: 'Plan, market and manage tours, events and destinations using sound business methods.' },
    { title: 'Sustainability and culture', text: 'Apply principles of sustainable and responsible tourism that protect nature and respect host communities.' },
    { title: 'Service leadership and communication', text: 'Communicate effectively with guests and colleagues, lead service teams and resolve problems.' },
  ],
  graduateAttributes: [
    'Professional hospitality and service skills',
    'Business and management knowledge of the industry',
    'Guest-focused communication in English and Bangla',
    'Commitment to sustainable and responsible tourism',
    'Cultural sensitivity and respect for host communities',
    'Teamwork and leadership under pressure',
    'Entrepreneurial initiative',
  ],
}
