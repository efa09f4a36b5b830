import { circularOf } from '../admission'
import type { Intake } from '../intakes'
import { OFFICE_HOURS, type OfficeRecord } from './types'

/** The office's record names the intake's test. */
export default (intake: Intake): OfficeRecord => {
  const { admissionTest, lastDateToApply, testTotalMarks, applicationFee } = circularOf(intake)
  return {
  key: 'admission-test',
  title: 'Admission Test',
  subtitle: `The admission test committee and the ${intake.name} admission test`,
  summary: `The admission test of Hill Tracts University for ${intake.name}: ${testTotalMarks} marks for all groups, held on ${admissionTest.text}.`,
  about: {
    heading: 'About the Admission Test',
    paragraphs: [
      'Every applicant to a bachelor programme, and every MBA applicant without a qualifying IELTS or TOEFL score, sits the admission test of the university. The admission test committee, formed by the Vice Chancellor each semester, sets the questions, conducts the test and publishes the results.',
      `The ${intake.name} admission test carries ${testTotalMarks} marks for all groups and is held on ${admissionTest.text} on the main campus. Applications close on ${lastDateToApply.text}; the application fee is Tk ${applicationFee.toLocaleString('en-IN')}.`,
    ],
  },
  sections: [
    {
      heading: 'On the Day of the Test',
      items: [
        'Arrive at the campus at least 30 minutes before the test begins.',
        'Bring a printed copy of your admit card and a photo ID (national ID card, birth certificate or school ID).',
        'Bring a black ballpoint pen. Mobile phones, smart watches and calculators with memory are not allowed in the examination hall.',
        'Seat plans are displayed at the entrance of each academic building on the day of the test.',
      ],
      links: [
        { label: 'Admission Circular', href: '/admission-instruction' },
        { label: 'Download Admit Card', href: '/admit-card' },
        { label: 'Admission Test Result', href: '/admission-result' },
      ],
    },
  ],
  staff: [],
  vision: 'A fair and transparent admission test that finds the students most ready to succeed at the university.',
  mission: 'To set sound questions, conduct the test securely and publish accurate results on time.',
  goals: [
    'Publish the seat plan before the test day',
    'Conduct the test in every hall under the same conditions',
    'Publish the results within three working days of the test',
    'Answer applicants\u2019 questions about the test promptly',
  ],
  contact: { room: 'Admission and Information Division, Administrative Building, Ground Floor', phone: '+880 1713 000 102', email: 'admission.test@htu.edu.bd', hours: OFFICE_HOURS },
  } satisfies OfficeRecord
}
