// /alumni: linked from the footer and the quick links; the spec has no screen for it.
import type { StaticPageContent } from './types'
import { SITE } from './site'

export const ALUMNI: StaticPageContent = {
  title: 'Alumni',
  subtitle: 'Stay connected with your university',
  description: `The alumni association of ${SITE.name}: how to register and how to reach us.`,
  blocks: [
    {
      kind: 'text',
      heading: 'Alumni Association',
      paragraphs: [
        `The ${SITE.name} Alumni Association brings together the graduates of every programme. It keeps graduates in touch with each other and with the university, supports current students through mentoring and career talks, and helps the university grow.`,
      ],
    },
    {
      kind: 'list',
      heading: 'Registration',
      intro: 'Every graduate of the university can join. To register, send us:',
      items: [
        'Your full name, student ID, programme and year of graduation.',
        'Your current e-mail address and mobile number.',
        'Your current workplace and position (optional).',
      ],
    },
    {
      kind: 'links',
      heading: 'Contact',
      intro: `Write to ${SITE.email} with the subject "Alumni registration", call ${SITE.phones[0]}, or use the contact form.`,
      links: [
        { label: `E-mail ${SITE.email}`, href: `mailto:${SITE.email}?subject=Alumni%20registration` },
        { label: `Call ${SITE.phones[0]}`, href: `tel:${SITE.phones[0].replace(/\s/g, '')}` },
        { label: 'Contact form', href: '/contact' },
      ],
    },
  ],
}
