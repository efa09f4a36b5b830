// The nine frequently asked questions (site spec §2 'FAQ', §9): shown on the home page and on /faq.
import { INTAKES } from './programmes/types'
import { SITE } from './site'

export interface FaqItem {
  question: string
  answer: string
}

export type Faq = FaqItem[]

export const FAQ: Faq = [
  {
    question: `When was ${SITE.name} established?`,
    answer: `${SITE.name} was established on 7 February 2019. It is the first public-private-partnership university of the hill district.`,
  },
  {
    question: 'Which bachelor programmes does the university offer?',
    answer:
      'The university offers five bachelor programmes: Computer Science and Engineering (CSE), English, Governance and Development Studies (GDS), Business Administration (BBA) and Hospitality and Tourism Management (HTM).',
  },
  {
    question: 'Does the university offer a master programme?',
    answer: 'Yes. The university offers one master programme: the Master of Business Administration (MBA).',
  },
  {
    question: 'How many schools does the university have?',
    answer:
      'The university has three schools: the School of Science and Engineering, the School of Business, and the School of Arts, Social Sciences and Law.',
  },
  {
    question: 'What are the admission criteria for a bachelor programme?',
    answer:
      'Applicants need a combined SSC and HSC GPA of 5.00 with at least 2.5 in each, or a total of 6.00 with at least 2.00 in either examination.',
  },
  {
    question: 'What are the admission criteria for the master programme?',
    answer: 'Applicants for the master programme need a GPA of at least 2.50.',
  },
  {
    question: 'When are students admitted?',
    answer: `Students are admitted twice a year, for the ${INTAKES.join(' and ')} semesters (the month their classes begin). Classes are taught in English.`,
  },
  {
    question: 'How do I apply for admission?',
    answer:
      'Apply on the online application page (Apply Online in the Admission menu) and sit the admission test. The Admission menu also has the current circular, the requirements, and the admission form, admit card and offer letter downloads.',
  },
  {
    question: 'How can I get more information?',
    answer: `Call ${SITE.phones[0]}, write to ${SITE.email}, or send a message from the Contact page. The campus is at ${SITE.address}.`,
  },
]
