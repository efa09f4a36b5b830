import { ALL_SUMMARY_CARDS, type Programme } from './types'
import { PROGRAMME_NAMES } from './names'

export const english: Programme = {
  slug: 'english',
  code: 'English',
  title: PROGRAMME_NAMES.english,
  department: 'Department of English',
  tagline: 'Language, literature and communication for a global career',
  level: 'Undergraduate',
  entry: 'bachelor',
  entryExtra: [],
  syllabus: { departmentId: '3', programmeId: '1' },
  summaryCards: ALL_SUMMARY_CARDS,
  overview: [
    'The BA in English is a four-year programme in English language, literature and linguistics. Students read the literatures of Britain, America, South Asia and the wider world, and study how language works, how it is learned and how it is taught.',
    'Strong emphasis on writing, speaking and critical reading prepares graduates for teaching, media, publishing, the civil service, development organisations and the corporate sector.',
  ],
  vision: 'To be a vibrant centre for the study of English language and literature that nurtures critical, creative and culturally aware graduates.',
  mission:
    'To develop advanced proficiency in English, a deep understanding of literature and language, and the skills of critical thinking and communication, while valuing the many languages and cultures of the hill districts.',
  objectives: [
    'Develop advanced reading, writing, listening and speaking skills in English.',
    'Introduce major literary periods, genres, authors and critical approaches.',
    'Teach the foundations of linguistics, applied linguistics and English language teaching.',
    'Foster critical, creative and intercultural thinking through literature and language study.',
    'Prepare graduates for careers in education, media, communication and public service, and for higher study.',
  ],
  description: [
    'The curriculum combines literature courses, from Chaucer and Shakespeare to Romantic, Victorian, Modern, American and postcolonial writing, with language courses in phonetics, grammar, sociolinguistics, second language acquisition and English language teaching.',
    'Students take language laboratory sessions, write research papers and, in the final year, choose between a literature and a language-teaching concentration.',
  ],
  peos: [
    'Graduates will communicate in English with accuracy, fluency and confidence in professional settings.',
    'Graduates will work as teachers, writers, editors, translators and communication professionals.',
    'Graduates will interpret texts and cultures critically and appreciate literary and linguistic diversity.',
    'Graduates will pursue higher studies and research in literature, linguistics and language teaching.',
    'Graduates will act as responsible citizens who use language to build understanding between communities.',
  ],
  plos: [
    { title: 'Language proficiency', text: 'Use English accurately and effectively in academic and professional writing and speech.' },
    { title: 'Literary knowledge', text: 'Explain major literary traditions, periods and genres, and analyse texts using critical theory.' },
    { title: 'Linguistic understanding', text: 'Describe the structure and use of English and apply linguistic knowledge to teaching and learning.' },
    { title: 'Research and critical thinking', text: 'Frame research questions, use sources responsibly and develop well-argued interpretations.' },
    { title: 'Intercultural communication', text: 'Communicate with sensitivity across cultures and languages, including those of the hill districts.' },
  ],
  graduateAttributes: [
    'Advanced proficiency in English',
    'Critical reading and analytical writing',
    'Knowledge of literature, linguistics and language teaching',
    'Creativity and intercultural awareness',
    'Research and presentation skills',
    'Ethical and responsible use of language',
    'Readiness for lifelong learning',
  ],
}
