import { describe, expect, test } from 'vitest'
import { noticeTopics } from '../../src/logic/notice-topic'

describe('noticeTopics', () => {
  test.each([
    ['Admission Circular for Spring 2026', ['all', 'admission']],
    ['Admission Test Result (Spring 2026)', ['all', 'admission']],
    ['Last date of payment extended: deadline 30 January', ['all', 'admission']],
    ['Viva voce schedule for the merit list', ['all', 'admission']],
    ['ভর্তি পরীক্ষার ফলাফল প্রকাশ', ['all', 'admission']],
    ['Recruitment of Lecturers in CSE', ['all', 'jobs']],
    ['প্রভাষক পদে নিয়োগ বিজ্ঞপ্তি', ['all', 'jobs']],
    ['Admission to the MBA programme', ['all', 'admission']],
    ['সাধারণ বিজ্ঞপ্তি', ['all']],
    ['Seminar on climate change in the hills', ['all', 'events']],
    ['কর্মশালা: গবেষণা পদ্ধতি', ['all', 'events']],
    ['Holiday notice: Victory Day', ['all']],
    // Whole words in English: "latest" holds "test" but is no test.
    ['The latest library hours', ['all']],
  ])('%s', (title, topics) => {
    expect(noticeTopics(title)).toEqual(topics)
  })

  test('the lists a notice appears in add their topic', () => {
    expect(noticeTopics('Annual sports day', ['notices', 'events'])).toEqual(['all', 'events'])
    expect(noticeTopics('Annual report', ['careers'])).toEqual(['all', 'jobs'])
  })
})
