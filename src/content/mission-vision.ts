// /mission-vision (site spec §2 'Static pages').
import type { StaticPageContent } from './types'
import { SITE } from './site'

export const MISSION_VISION: StaticPageContent = {
  title: 'Mission and Vision',
  subtitle: 'What we work for',
  description: `The mission, vision and core values of ${SITE.name}.`,
  blocks: [
    {
      kind: 'cards',
      cards: [
        {
          title: 'Our Vision',
          text: 'To be a centre of excellence in teaching, research and community service in the hill districts, producing graduates who lead the development of the region and the country.',
        },
        {
          title: 'Our Mission',
          text: 'To offer affordable, quality higher education to students of every community of the Chattogram Hill Tracts and beyond.',
          items: [
            'Teach programmes that meet national and international standards.',
            'Carry out research on the problems and the potential of the hill districts.',
            'Build the skills, ethics and leadership that employers and society need.',
            'Serve the community through partnerships, outreach and lifelong learning.',
          ],
        },
      ],
    },
    {
      kind: 'list',
      heading: 'Our Values',
      items: [
        'Excellence in teaching and learning.',
        'Respect for the cultures and communities of the hill districts.',
        'Integrity, transparency and accountability.',
        'Equal opportunity and inclusion.',
        'Care for the environment of the hills.',
      ],
    },
  ],
}
