// News: 72 stories with pictures (a few without, so the placeholder shows), newest first,
// plus one malformed record.

import type { RawNews } from '../upstream/schemas'
import { buildArticles, type Article, type ArticleTemplate } from './articles'
import { UNIVERSITY } from './content'
import { addDays, DEMO_TODAY } from './dates'
import type { FileStore } from './files'
import { NameGenerator } from './names'
import { areaRng } from './prng'
import { PALETTES, PALETTE_NAMES } from './scene'
import { sceneSvg } from './svg'

export const NEWS_COUNT = 72

const TEMPLATES: readonly ArticleTemplate[] = [
  {
    headline: 'Department of {deptName} Holds Seminar on {theme}',
    paragraphs: [
      'The Department of {deptName} organised a seminar on {theme} in {venue}. {person} of {partner} presented the keynote paper.',
      'Speakers stressed the importance of research rooted in the realities of the Chattogram Hill Tracts. More than {number} students and faculty members took part in the open discussion.',
      'The head of the department thanked the speakers and announced a follow-up workshop next semester.',
    ],
    attachments: ['svg', 'png'],
  },
  {
    headline: '{deptCode} Students Win at the National Inter-University Competition',
    paragraphs: [
      'A team of students from the Department of {deptName}, led by {student}, won second place among {teams} teams at the national inter-university competition held in Dhaka.',
      'The team was mentored by {person}. The Vice Chancellor congratulated the team and said the achievement shows what students from the hill districts can do.',
    ],
    attachments: ['png', 'svg'],
  },
  {
    headline: 'University Signs Memorandum of Understanding with {partner}',
    paragraphs: [
      'The University signed a memorandum of understanding with {partner} on collaboration in internships, joint research and training.',
      'Under the agreement, students of the {school} will be able to complete internships with the partner, and faculty members will work with its experts on applied projects.',
      'The Registrar and {person} signed the document on behalf of the two organisations.',
    ],
    attachments: ['svg'],
  },
  {
    headline: '{pastHoliday} Observed on Campus',
    paragraphs: [
      'The University observed {pastHoliday} with a day-long programme. It began with the hoisting of the national flag and placing of wreaths, followed by a discussion meeting.',
      'Students of all departments presented songs, dances and recitations in the evening at {venue}.',
    ],
    attachments: ['png', 'svg'],
  },
  {
    headline: 'Orientation Programme for {semester} Students Held',
    paragraphs: [
      'The University welcomed new students of {semester} at an orientation programme in {venue}. The Vice Chancellor urged them to make full use of the library, laboratories and clubs.',
      'Department heads introduced the curricula, and the Proctor briefed the students on campus rules and transport services.',
    ],
    attachments: ['svg', 'png'],
  },
  {
    headline: 'Nature Club Plants Native Saplings around {place}',
    paragraphs: [
      'Members of the University Nature Club planted native saplings around {place} as part of a campaign to protect hill slopes from erosion.',
      'The campaign was supported by {partner}. Club president {student} said the club will look after the saplings through the monsoon.',
    ],
    attachments: ['png'],
  },
  {
    headline: '{deptName} Students Complete a Study Tour to {place}',
    paragraphs: [
      'Students of the Department of {deptName} went on a study tour to {place}, accompanied by {person}.',
      'They observed how local communities manage tourism and livelihoods, and will present their findings at a departmental session.',
    ],
    attachments: ['png', 'svg'],
  },
  {
    headline: 'Research Grant Awarded for Work on {theme}',
    paragraphs: [
      '{person} of the Department of {deptName} has received a research grant for a two-year project on {theme}.',
      'The project will involve {number} student research assistants and work with communities in Rangamati, Khagrachari and Bandarban.',
    ],
    attachments: ['svg'],
  },
  {
    headline: 'Vice Chancellor Meets Community Leaders of {place} Area',
    paragraphs: [
      'The Vice Chancellor met community leaders, headmen and karbaris from the {place} area to discuss scholarships and transport for students from remote villages.',
      'The University will extend its bus service and introduce a special waiver for first-generation learners from the hill districts.',
    ],
    attachments: ['png', 'svg'],
  },
  {
    headline: 'Annual Sports Week Concludes with Boat Race on Kaptai Lake',
    paragraphs: [
      'The Annual Sports Week ended with the traditional boat race on Kaptai Lake. {teams} teams took part in the week-long competitions.',
      'The Department of {deptName} became overall champion. {student} was named the best athlete of the year.',
    ],
    attachments: ['png'],
  },
  {
    headline: 'Career Fair Brings {number} Employers to Campus',
    paragraphs: [
      'The Career Development Centre organised a career fair where {number} employers, including {partner}, met graduating students.',
      'Students attended CV clinics and mock interviews. Several employers announced internship places for the next semester.',
    ],
    attachments: ['svg', 'png'],
  },
  {
    headline: 'IQAC Holds Workshop on Outcome-Based Education',
    paragraphs: [
      'The Institutional Quality Assurance Cell held a workshop on outcome-based curricula for faculty members of all departments.',
      '{person} facilitated the sessions on writing programme learning outcomes and aligning assessment with them.',
    ],
    attachments: ['svg'],
  },
  {
    headline: 'Volunteers Clean Up the Shore of Kaptai Lake near {place}',
    paragraphs: [
      'More than {number} student volunteers collected plastic waste along the lake shore near {place}.',
      'The campaign was organised with the district administration and {partner} to mark the start of the tourist season.',
    ],
    attachments: ['png'],
  },
  {
    headline: 'University Debate Club Wins Divisional Championship',
    paragraphs: [
      'The University Debate Club won the Chattogram divisional debate championship, defeating {teams} teams.',
      '{student} of the Department of {deptName} was named the best debater of the final round.',
    ],
    attachments: ['svg', 'png'],
  },
  {
    headline: 'Guest Lecture by {person} on {theme}',
    paragraphs: [
      '{person} of {partner} delivered a guest lecture on {theme} at {venue}.',
      'The lecture was followed by a lively question-and-answer session with students of the Department of {deptName}.',
    ],
    attachments: ['svg'],
  },
  {
    headline: 'Cultural Evening Celebrates the Traditions of the Hill Peoples',
    paragraphs: [
      'Students presented Chakma, Marma, Tripura and Bangla songs and dances at a cultural evening in {venue}.',
      'A fair of traditional handloom and food was held alongside the performances, with stalls run by students and local artisans.',
    ],
    attachments: ['png', 'svg'],
  },
]

/** A story in Bengali (older than the generated ones, id below theirs: appended, the others unchanged). */
const BENGALI_NEWS = {
  id: 291,
  head_line: 'বিশ্ববিদ্যালয়ে আন্তর্জাতিক মাতৃভাষা দিবস উদযাপন',
  description:
    'একুশে ফেব্রুয়ারি উপলক্ষে বিশ্ববিদ্যালয় প্রাঙ্গণে শহীদ মিনারে পুষ্পস্তবক অর্পণ করা হয়।\nচাকমা, মারমা, ত্রিপুরা ও বাংলা ভাষায় কবিতা আবৃত্তি ও গান পরিবেশন করেন শিক্ষার্থীরা।',
} as const

function picturePath(files: FileStore, article: Article): string | null {
  const base = `${UNIVERSITY.uploads}/news/news-${article.id}`
  const palette = PALETTES[PALETTE_NAMES[article.id % PALETTE_NAMES.length] ?? 'lake']
  switch (article.attachment) {
    case 'png':
      return files.png(`${base}.png`, 960, 540, palette, article.id)
    case 'svg':
      return files.svg(`${base}.svg`, () =>
        sceneSvg({ width: 1200, height: 675, palette, seed: article.id, title: article.headline, kicker: `News | ${article.vars.date}` }),
      )
    default:
      return null
  }
}

export function buildNews(files: FileStore): RawNews[] {
  const rng = areaRng('news')
  const articles = buildArticles(rng, new NameGenerator(rng.fork('names')), {
    count: NEWS_COUNT,
    firstId: 301,
    latest: addDays(DEMO_TODAY, -1),
    maxGap: 9,
    templates: TEMPLATES,
    withoutAttachment: 0.08,
  })
  const news: RawNews[] = articles.map((article) => ({
    id: article.id,
    date: article.date,
    head_line: article.headline,
    // News keeps single line breaks: the page shows them as they are.
    description: article.paragraphs.join('\n'),
    images_path: picturePath(files, article),
  }))
  // Malformed: an id that is not a number.
  news.splice(5, 0, { id: 'draft', date: articles[4]?.date, head_line: 'Untitled story', description: '', images_path: null })
  news.push({ ...BENGALI_NEWS, date: addDays(articles.at(-1)?.date ?? DEMO_TODAY, -5), images_path: null })
  return news
}
