// Notices: 136 valid ones over roughly a year, newest first, with PDF, image and Word
// attachments, plus two malformed records for the site's drop-and-log path.

import type { RawNotice } from '../upstream/schemas'
import { buildArticles, type Article, type ArticleTemplate } from './articles'
import { UNIVERSITY } from './content'
import { addDays, DEMO_TODAY } from './dates'
import type { FileStore } from './files'
import { NameGenerator } from './names'
import { areaRng } from './prng'
import { PALETTES, PALETTE_NAMES } from './scene'
import { paperSvg } from './svg'

export const NOTICE_COUNT = 136

const TEMPLATES: readonly ArticleTemplate[] = [
  {
    headline: 'Mid-term Examination Schedule, {semester}',
    paragraphs: [
      'This is to inform all students of the undergraduate and graduate programmes that the mid-term examinations of {semester} will begin on {eventDay}, {eventDate} and continue as per the attached schedule.',
      'Students must bring their university ID card and admit card to the examination hall. No student will be allowed to sit for the examination without clearing dues up to the current instalment.',
      'Any clash in the schedule must be reported to the office of the Department of {deptName} by {deadline}.',
    ],
    attachments: ['pdf', 'pdf', 'svg'],
    office: 'Office of the Controller of Examinations',
  },
  {
    headline: 'Final Examination Routine, {semester}',
    paragraphs: [
      'The final examinations of {semester} will start on {eventDate}. The detailed routine for all programmes is attached.',
      'Examinations will be held in the morning shift (10:00 AM to 1:00 PM) and the afternoon shift (2:30 PM to 5:30 PM). Students are advised to be present at their seats fifteen minutes before the start.',
    ],
    attachments: ['pdf', 'svg'],
    office: 'Office of the Controller of Examinations',
  },
  {
    headline: 'Class Routine for {semester}, Department of {deptName}',
    paragraphs: [
      'The class routine of the Department of {deptName} for {semester} is published herewith and takes effect from {eventDate}.',
      'Students are requested to follow the routine and check the department notice board regularly for changes of rooms and time slots.',
    ],
    attachments: ['pdf', 'svg', 'docx'],
  },
  {
    headline: 'Holiday Notice: {holiday}',
    paragraphs: [
      'On the occasion of {holiday}, all academic and administrative activities of the University will remain closed {holidayPeriod}.',
      'Classes and office work will resume on {reopen}. The medical centre, security and transport control room will remain open as usual.',
    ],
    attachments: ['svg', 'svg', 'pdf'],
    office: 'Office of the Registrar',
  },
  {
    headline: 'Last Date of Tuition Fee Payment, {semester}',
    paragraphs: [
      'Students are requested to pay the second instalment of tuition fees for {semester} by {deadline}. Payments can be made at the Accounts and Finance Division or through bKash and Nagad using the student ID as reference.',
      'A late fee of Tk 500 will be charged after the deadline, and students with outstanding dues will not receive admit cards for the final examination.',
    ],
    attachments: ['pdf', 'svg'],
    office: 'Accounts and Finance Division',
  },
  {
    headline: 'Course Registration for {nextSemester}',
    paragraphs: [
      'Online course registration for {nextSemester} will remain open from {eventDate} to {deadline}. Students must meet their academic advisers before registering.',
      'The registration form is attached for students who cannot access the student portal. Completed forms must be submitted to the department office.',
    ],
    attachments: ['docx', 'pdf'],
    office: 'Office of the Registrar',
  },
  {
    headline: 'Scholarship and Tuition Waiver Applications, {semester}',
    paragraphs: [
      'Applications are invited for merit scholarships, freedom fighter quota waivers and need-based waivers for {semester}. Students from remote upazilas of the hill districts are especially encouraged to apply.',
      'The completed application form, with copies of the last semester result and supporting documents, must reach the Office of the Registrar by {deadline}.',
    ],
    attachments: ['pdf', 'docx'],
    office: 'Office of the Registrar',
  },
  {
    headline: 'Seminar on {theme}',
    paragraphs: [
      'The Department of {deptName} will hold a seminar on {theme} on {eventDay}, {eventDate} at 11:00 AM in {venue}.',
      'The keynote speaker is {person} of {partner}. All students and faculty members are cordially invited to attend.',
    ],
    attachments: ['svg', 'png'],
  },
  {
    headline: 'Workshop on {theme} for Students of {deptCode}',
    paragraphs: [
      'A two-day hands-on workshop on {theme} will be held on {eventDate} in {venue}. Seats are limited to {number} participants.',
      'Interested students should register at the department office by {deadline}. Participants will receive certificates.',
    ],
    attachments: ['png', 'svg'],
    office: 'IQAC',
  },
  {
    headline: 'Admission Test Result, {semester}',
    paragraphs: [
      'The result of the admission test for {semester} is published. Candidates can see their merit position in the attached list.',
      'Selected candidates must complete admission formalities at the Admission and Information Division by {deadline}, or their selection will be cancelled.',
    ],
    attachments: ['pdf'],
    office: 'Admission and Information Division',
  },
  {
    headline: 'Re-admission and Course Retake Registration',
    paragraphs: [
      'Students who wish to retake courses or seek re-admission in {nextSemester} must apply to their department by {deadline}.',
      'Retake fees are payable at the Accounts and Finance Division. Late applications will not be considered.',
    ],
    attachments: ['pdf', 'docx'],
    office: 'Office of the Registrar',
  },
  {
    headline: 'Extended Library Hours During the {semester} Final Examinations',
    paragraphs: [
      'The Central Library will remain open from 8:00 AM to 9:00 PM, including Saturdays, from {eventDate} until the end of the final examinations.',
      'Students must show their ID cards at the entrance. Reference books may be borrowed overnight only.',
    ],
    attachments: ['svg'],
    office: 'Central Library',
  },
  {
    headline: 'Annual Sports Week {year}: Registration of Teams',
    paragraphs: [
      'The Annual Sports Week will begin on {eventDate} at {venue}. Events include football, cricket, volleyball, badminton, athletics and the traditional boat race on Kaptai Lake.',
      'Team captains must register their teams with the Office of the Proctor by {deadline}.',
    ],
    attachments: ['png', 'svg'],
    office: 'Office of the Proctor',
  },
  {
    headline: 'Change in University Bus Schedule on the Rangamati-Kaptai Route',
    paragraphs: [
      'From {eventDate}, the first university bus from Kaptai will leave at 7:10 AM and the last bus from the campus will leave at 5:30 PM.',
      'The revised schedule for all routes, including Reserve Bazar and Banarupa, is attached.',
    ],
    attachments: ['svg', 'pdf'],
    office: 'Transport Office',
  },
  {
    headline: 'Submission of Internship Reports, Department of {deptName}',
    paragraphs: [
      'Students of the final semester of the Department of {deptName} must submit two hard copies and a soft copy of their internship reports by {deadline}.',
      'Viva voce examinations will be held from {eventDate} according to the schedule to be published later.',
    ],
    attachments: ['pdf', 'docx'],
  },
  {
    headline: 'Classes Suspended due to Heavy Rainfall and Landslide Warning',
    paragraphs: [
      'Due to continuous heavy rainfall and the landslide warning issued by the district administration, all classes and examinations scheduled for {eventDay}, {eventDate} are suspended.',
      'Students living in hillside hostels and mess houses are advised to move to safer places. Rescheduled examination dates will be announced later.',
    ],
    attachments: ['svg'],
    office: 'Office of the Registrar',
  },
  {
    headline: 'Call for Performers: Cultural Programme on {holiday}',
    paragraphs: [
      'The University will celebrate {holiday} with a cultural programme at {venue}. Students who wish to perform songs, dances or recitation are invited to enrol.',
      'Performances in Chakma, Marma, Tripura, Bangla and English are all welcome. Names must be submitted to the Office of the Proctor by {deadline}.',
    ],
    attachments: ['png', 'svg'],
    office: 'Office of the Proctor',
  },
  {
    headline: 'Student Volunteers Needed for the {nextSemester} Orientation',
    paragraphs: [
      'The Admission and Information Division is looking for {number} student volunteers to guide new students during the {nextSemester} orientation programme.',
      'Interested students should contact the division by {deadline}. Volunteers will receive certificates of service.',
    ],
    attachments: ['svg'],
    office: 'Admission and Information Division',
  },
  {
    headline: 'Publication of Mid-term Results, {semester}',
    paragraphs: [
      'The mid-term results of {semester} are available on the student portal. Students may apply for re-checking within seven days of publication.',
    ],
    attachments: ['pdf'],
    office: 'Office of the Controller of Examinations',
  },
  {
    headline: 'Campus Network Maintenance on {eventDate}',
    paragraphs: [
      'The Information Technology Division will upgrade the campus network on {eventDate} from 2:00 PM to 6:00 PM. Internet, Wi-Fi and the student portal will be unavailable during that time.',
      'We regret the inconvenience.',
    ],
    attachments: ['svg'],
  },
  {
    headline: 'Tree Plantation Programme on Campus',
    paragraphs: [
      'A tree plantation programme will be organised on {eventDate} on the hill slopes behind Academic Building 2. Native saplings including gamari, chapalish and garjan will be planted.',
      'Students and staff are requested to join at 9:00 AM.',
    ],
    attachments: ['png'],
  },
  {
    headline: 'Convocation {year}: Registration of Graduates',
    paragraphs: [
      'Graduates who completed their programmes by {semester} can register for the convocation. The registration fee is Tk 5,000.',
      'The registration form is attached and must be submitted with the payment receipt by {deadline}.',
    ],
    attachments: ['pdf', 'docx'],
    office: 'Office of the Registrar',
  },
  {
    headline: 'Free Health Camp at the University Medical Centre',
    paragraphs: [
      'A free health camp, including eye check-ups and blood grouping, will be held on {eventDate} in collaboration with the Rangamati General Hospital.',
      'Students, staff and their family members can attend from 9:00 AM to 3:00 PM.',
    ],
    attachments: ['png', 'svg'],
  },
]

/**
 * Notices in Bengali, as the real board publishes some: older than the generated ones (ids below
 * theirs, appended so the ids and dates of the others stay as they were). The second body spells
 * "প্রোগ্রাম" with its vowel sign decomposed (U+09C7 U+09BE), as some keyboards type it.
 */
const BENGALI_NOTICES = [
  {
    id: 901,
    head_line: 'ভর্তি পরীক্ষার ফলাফল প্রকাশ',
    description:
      'স্নাতক প্রোগ্রামে ভর্তির জন্য নির্বাচিত শিক্ষার্থীদের তালিকা প্রকাশ করা হয়েছে। নির্বাচিত প্রার্থীদের নির্ধারিত তারিখের মধ্যে ভর্তি প্রক্রিয়া সম্পন্ন করতে হবে।\n\nবিস্তারিত তথ্যের জন্য ভর্তি ও তথ্য বিভাগে যোগাযোগ করুন।',
  },
  {
    id: 902,
    head_line: 'শিক্ষাবৃত্তির জন্য আবেদন আহ্বান',
    description:
      'পার্বত্য চট্টগ্রামের দুর্গম উপজেলার মেধাবী শিক্ষার্থীদের জন্য বিশেষ বৃত্তির আবেদন গ্রহণ করা হচ্ছে। সকল প্র\u09C7\u09BEগ্রামের শিক্ষার্থীরা রেজিস্ট্রার অফিসে আবেদন জমা দিতে পারবে।',
  },
] as const

function signature(article: Article): string[] {
  return [article.vars.person ?? '', article.vars.signatory ?? '', UNIVERSITY.name]
}

function attachmentPath(files: FileStore, article: Article): string | null {
  const base = `${UNIVERSITY.uploads}/notice/notice-${article.id}`
  const paletteName = PALETTE_NAMES[article.id % PALETTE_NAMES.length] ?? 'morning'
  const palette = PALETTES[paletteName]
  switch (article.attachment) {
    case null:
      return null
    case 'pdf':
      return files.pdf(`${base}.pdf`, () => ({
        title: article.headline,
        subtitle: `${article.vars.office} | Date: ${article.vars.date}`,
        letterhead: `${UNIVERSITY.name}, ${UNIVERSITY.town}`,
        paragraphs: [...article.paragraphs, signature(article).join(', ')],
      }))
    case 'svg':
      return files.svg(`${base}.svg`, () =>
        paperSvg({
          letterhead: UNIVERSITY.name,
          reference: `HTU/${article.vars.deptCode}/${article.id}`,
          date: article.vars.date ?? '',
          title: article.headline,
          paragraphs: article.paragraphs,
          signature: signature(article),
          accent: PALETTES.morning.accent,
        }),
      )
    case 'png':
      return files.png(`${base}.png`, 960, 640, palette, article.id)
    case 'docx':
      return files.docx(`${base}.docx`, article.headline, () => article.paragraphs)
  }
}

export function buildNotices(files: FileStore): RawNotice[] {
  const rng = areaRng('notices')
  const articles = buildArticles(rng, new NameGenerator(rng.fork('names')), {
    count: NOTICE_COUNT,
    firstId: 1001,
    latest: DEMO_TODAY,
    maxGap: 5,
    templates: TEMPLATES,
    withoutAttachment: 0.15,
  })
  const notices: RawNotice[] = articles.map((article) => ({
    id: article.id,
    date: article.date,
    head_line: article.headline,
    description: article.paragraphs.join('\n\n'),
    images_path: attachmentPath(files, article),
  }))
  // Malformed records, as the real board sometimes has (placed so the dates stay in order):
  // no id; no headline.
  const dateAt = (i: number) => articles[i]?.date
  notices.splice(2, 0, { date: dateAt(1), head_line: 'Notice draft (unpublished)', description: 'Draft saved without an id.', images_path: null })
  notices.splice(20, 0, { id: (articles[0]?.id ?? 0) + 50, date: dateAt(18), head_line: null, description: 'Headline missing.', images_path: '' })
  const oldest = articles.at(-1)?.date ?? DEMO_TODAY
  // Newest first: the higher id is the later one.
  const bengali = [...BENGALI_NOTICES].reverse()
  bengali.forEach((notice, i) => notices.push({ ...notice, date: addDays(oldest, -3 * (i + 1)), images_path: null }))
  return notices
}
