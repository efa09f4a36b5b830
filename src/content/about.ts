// /about: an Apply Now link and the history text (site spec §2 'Static pages').
import type { StaticPageContent } from './types'
import { SITE } from './site'

export const ABOUT: StaticPageContent = {
  title: 'About Us',
  subtitle: SITE.tagline,
  description: `The history of ${SITE.name}, founded on 7 February 2019 as the first public-private-partnership university of the hill district.`,
  actions: [{ label: 'Apply Now', href: SITE.external.applyOnline, external: true }],
  blocks: [
    {
      kind: 'text',
      heading: 'Our History',
      paragraphs: [
        `${SITE.name} was founded on 7 February 2019 as the first public-private-partnership (PPP) university of the hill district. It was established to bring higher education of a national standard to the young people of the Chattogram Hill Tracts, so that they no longer have to leave the hills to study.`,
        'The university started with a small number of students in rented rooms and has grown into three schools with bachelor programmes in Computer Science and Engineering, Business Administration, Governance and Development Studies, English, and Hospitality and Tourism Management, and a Master of Business Administration.',
        'Its teachers combine teaching with research on the questions that matter to the region: development and governance of the hill districts, tourism, business and technology. The library and the research projects of the faculty serve students and the wider community alike.',
      ],
    },
    {
      kind: 'text',
      heading: 'A University for the Hills',
      paragraphs: [
        'As a public-private partnership, the university joins public oversight with private initiative: tuition is kept affordable, scholarships and financial aid support students from the hill communities, and classes are taught in English to prepare graduates for work in Bangladesh and abroad.',
      ],
    },
    {
      kind: 'links',
      heading: 'Learn More',
      links: [
        { label: 'Mission and Vision', href: '/mission-vision' },
        { label: 'At a Glance', href: '/at-a-glance' },
        { label: 'Achievements', href: '/achievements' },
        { label: 'Admission Requirements', href: '/admission-requirements' },
      ],
    },
  ],
}
