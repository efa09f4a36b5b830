// /legal and /privacy-policy: the footer's Legal and Privacy Policy pages (issue 12). The privacy
// notice says what the two forms (contact, applicant documents) collect, why, and for how long.
import type { StaticPageContent } from './types'
import { SITE } from './site'

export const LEGAL: StaticPageContent = {
  title: 'Legal',
  subtitle: 'Terms of use of this website',
  description: `Terms of use, copyright and disclaimer of the ${SITE.name} website.`,
  blocks: [
    {
      kind: 'text',
      heading: 'Use of this website',
      paragraphs: [
        `This website is published by ${SITE.name} to inform students, applicants, staff and visitors. You may read, print and share its pages for personal and non-commercial use, naming the university as the source.`,
        'Notices, circulars, results and schedules published here are official. Where a printed or signed notice of the university differs from this website, the signed notice prevails.',
      ],
    },
    {
      kind: 'text',
      heading: 'Copyright',
      paragraphs: [
        `Texts, pictures, logos and documents on this website belong to ${SITE.name} unless another owner is named. Videos are embedded from an external video service and remain with their owners.`,
      ],
    },
    {
      kind: 'text',
      heading: 'Disclaimer',
      paragraphs: [
        'The university takes care that the information on this website is correct and current, but dates, fees and rules can change. Before acting on them, check the latest notice or ask the office concerned.',
        'Links to other websites (the student portal, webmail, the library, social media) lead to services the university does not control through this website; their own terms apply.',
      ],
    },
    {
      kind: 'links',
      heading: 'More',
      links: [
        { label: 'Privacy Policy', href: '/privacy-policy', format: 'Page' },
        { label: 'Contact', href: '/contact', format: 'Page' },
      ],
    },
  ],
}

export const PRIVACY_POLICY: StaticPageContent = {
  title: 'Privacy Policy',
  subtitle: 'What this website collects and why',
  description: `How the ${SITE.name} website handles the personal data of the contact form and the applicant document forms.`,
  blocks: [
    {
      kind: 'text',
      heading: 'Reading the website',
      paragraphs: [
        'You can read every page without an account and without giving any personal data. The website sets no advertising or tracking cookies.',
        'Like every web server, ours records each request (the address of the page, the time, your network address and your browser) in its logs, to keep the service running and secure. Form fields are not part of these records, and passwords and verification codes are never written to them.',
      ],
    },
    {
      kind: 'list',
      heading: 'Contact form',
      intro: 'When you send a message through the contact page, we collect:',
      items: [
        'your name, e-mail address, the subject and the message, which are passed to the university office that answers it and used only to answer you;',
        'your network address, for a short time, to limit how many messages one sender can send.',
      ],
    },
    {
      kind: 'list',
      heading: 'Admit card, offer letter and admission form downloads',
      intro: 'When you download an applicant document, we collect:',
      items: [
        'your mobile number and verification code, which are checked with the university admission system to find your document;',
        'for a short time (minutes), the number of failed attempts per mobile number and per network address, so that nobody can guess codes.',
      ],
    },
    {
      kind: 'list',
      heading: 'Notice alerts by e-mail and browser notifications',
      intro: 'When you subscribe to notice alerts, we store only:',
      items: [
        'your e-mail address, the topics and the language you chose, and the times you subscribed and confirmed (and, if you turn them on, your browser\'s notification address);',
        'nothing else: the e-mails carry no tracking (no tracking pixels, no tracked links).',
        'An address that is not confirmed within 48 hours is deleted. To leave, use the link in any alert e-mail (one click) or the page it opens to change topics or unsubscribe: unsubscribing deletes your address at once.',
      ],
    },
    {
      kind: 'text',
      heading: 'Cookies',
      paragraphs: [
        'If your browser does not run JavaScript, the answer to a form you sent is kept for two minutes in one cookie (form_outcome), so the page can show it once; it never holds a verification code and is then deleted. No other cookies are set by this website.',
      ],
    },
    {
      kind: 'text',
      heading: 'Your rights and questions',
      paragraphs: [
        `Personal data is not sold or shared with third parties for their own purposes. To ask what we hold about you, to correct it or to have it deleted, write to ${SITE.email} or call ${SITE.phones[0]}.`,
      ],
    },
  ],
}
