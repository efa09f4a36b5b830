// /achievements: blurbs per programme category (site spec §2 'Static pages').
import type { StaticPageContent } from './types'
import { SITE } from './site'

export const ACHIEVEMENTS: StaticPageContent = {
  title: 'Achievements',
  subtitle: 'Our students and teachers at their best',
  description: `Achievements of the students and teachers of ${SITE.name}, by programme.`,
  blocks: [
    {
      kind: 'cards',
      intro: 'Highlights from each of our programme areas.',
      cards: [
        {
          title: 'Computer Science and Engineering',
          text: 'Our programming teams compete in national contests every year, and student projects have put local services of the hill districts online.',
        },
        {
          title: 'Business Administration',
          text: 'BBA and MBA students have won places in national business case competitions and started enterprises of their own in the region.',
        },
        {
          title: 'Governance and Development Studies',
          text: 'Students and teachers take part in field research with local government and development partners across the Chattogram Hill Tracts.',
        },
        {
          title: 'English',
          text: 'Our debaters and writers represent the university at inter-university debate and literature festivals.',
        },
        {
          title: 'Hospitality and Tourism Management',
          text: 'Students train with hotels and tour operators and help promote community-based tourism in the hills.',
        },
        {
          title: 'Research',
          text: 'Teachers of every school have carried out 262 research projects and publish in national and international journals.',
        },
      ],
    },
  ],
}
