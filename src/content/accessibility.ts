// /accessibility: how the site can be used, what it does not do well yet, and whom to tell.
import type { StaticPageContent } from './types'
import { SITE } from './site'

export const ACCESSIBILITY: StaticPageContent = {
  title: 'Accessibility',
  description: `How to use the ${SITE.name} website with a keyboard, a screen reader, a small phone or a slow connection, its known limits, and whom to tell about a barrier.`,
  blocks: [
    {
      kind: 'text',
      heading: 'Our Aim',
      paragraphs: [
        `We want every applicant, student, family member and visitor to be able to read and use this website, whatever device, connection or assistive technology they use. We aim to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA.`,
      ],
    },
    {
      kind: 'text',
      heading: 'What You Can Do',
      paragraphs: [
        'Use every menu, tab, list filter and form with the keyboard alone; a "Skip to content" link is the first thing on every page.',
        'Read every page with JavaScript turned off: notices, news, programmes, fees and the admission pages are complete in the page itself, and forms work as ordinary forms.',
        'Use a phone 360 pixels wide: every page fits the screen without scrolling sideways to read.',
        'Print a page or save it as PDF: the menus are left out and the fee tables fit an A4 page.',
      ],
    },
    {
      kind: 'text',
      heading: 'Known Limits',
      paragraphs: [
        'Notices published as scanned PDF files or pictures cannot be read by a screen reader. Ask us for the text and we will send it.',
        'Videos are hosted on YouTube; their captions are the ones YouTube provides.',
      ],
    },
    {
      kind: 'text',
      heading: 'Tell Us About a Barrier',
      paragraphs: [`If something on this website is hard or impossible for you to use, write to ${SITE.email} or call ${SITE.phones[0]}, and say which page it was.`],
    },
    {
      kind: 'links',
      heading: 'See Also',
      links: [
        { label: 'Contact Us', href: '/contact' },
        { label: 'Privacy Policy', href: '/privacy-policy' },
      ],
    },
  ],
}
