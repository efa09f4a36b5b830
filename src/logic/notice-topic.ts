// Which alert topics a notice belongs to: the one place that decides it, from the notice's title as published
// and the upstream lists it appears in. `all` takes every notice; the others by words in English and Bengali.
import type { AlertTopic } from '../domain/alerts'
import { m } from '../i18n/messages'
import type { Locale } from '../routes/locale'

/** A topic's name, as the form, the alerts' pages and the e-mails show it. */
export function alertTopicName(topic: AlertTopic, locale: Locale): string {
  const names = { all: m.alertForm_topicAll, admission: m.alertForm_topicAdmission, jobs: m.alertForm_topicJobs, events: m.alertForm_topicEvents }
  return names[topic]({}, { locale })
}

/** The name of an e-mail language ('en', 'bn') in `locale`. */
export function alertLanguageName(language: Locale, locale: Locale): string {
  return language === 'bn' ? m.alertForm_languageBn({}, { locale }) : m.alertForm_languageEn({}, { locale })
}

/** The upstream lists a notice can be seen in. */
export type NoticeList = 'notices' | 'recent-notices' | 'events' | 'careers'

/** Words (lower case) that put a title under a topic; Bengali words match inside longer words (inflections). */
const TOPIC_WORDS: Record<Exclude<AlertTopic, 'all'>, { en: readonly string[]; bn: readonly string[] }> = {
  admission: {
    en: ['admission', 'admissions', 'circular', 'admit', 'test', 'result', 'results', 'deadline', 'viva', 'merit', 'waiting list', 'waitlist', 'intake', 'applicant', 'applicants', 'enrolment', 'enrollment'],
    bn: ['ভর্তি', 'পরীক্ষা', 'ফলাফল', 'ফল প্রকাশ', 'সময়সীমা', 'শেষ তারিখ', 'ভাইভা', 'মৌখিক', 'মেধা', 'অপেক্ষমাণ'],
  },
  jobs: {
    en: ['career', 'careers', 'recruitment', 'job', 'jobs', 'vacancy', 'vacancies', 'appointment', 'hiring', 'position', 'positions'],
    bn: ['নিয়োগ', 'চাকরি', 'শূন্য পদ', 'পদে'],
  },
  events: {
    en: ['event', 'events', 'seminar', 'workshop', 'conference', 'webinar', 'convocation', 'symposium', 'festival', 'celebration', 'competition'],
    bn: ['অনুষ্ঠান', 'সেমিনার', 'কর্মশালা', 'সম্মেলন', 'সমাবর্তন', 'উৎসব', 'প্রতিযোগিতা', 'উদযাপন'],
  },
}

const LIST_TOPIC: Partial<Record<NoticeList, Exclude<AlertTopic, 'all'>>> = { events: 'events', careers: 'jobs' }

/** English words as whole words ("test" not in "latest"); Bengali as written (its endings attach to the word). */
function mentions(title: string, words: { en: readonly string[]; bn: readonly string[] }): boolean {
  const lower = title.toLowerCase()
  const tokens = ` ${lower.replace(/[^a-z0-9]+/g, ' ')} `
  return words.en.some((w) => tokens.includes(` ${w} `)) || words.bn.some((w) => title.includes(w))
}

/** The topics of a notice: always `all`, then each topic its title's words or its lists name, in ALERT_TOPICS order. */
export function noticeTopics(title: string, lists: readonly NoticeList[] = ['notices']): AlertTopic[] {
  const topics: AlertTopic[] = ['all']
  for (const topic of ['admission', 'jobs', 'events'] as const) {
    const byList = lists.some((list) => LIST_TOPIC[list] === topic)
    if (byList || mentions(title, TOPIC_WORDS[topic])) topics.push(topic)
  }
  return topics
}
