// The pure rules behind the head tags: canonical paths, descriptions from content, the breadcrumb
// trail, and JSON-LD that no text can break out of.
import { describe, expect, it } from 'vitest'
import { breadcrumbTrail } from '../../src/seo/breadcrumbs'
import { canonicalPathAndQuery } from '../../src/seo/canonical'
import allNotice from '../../pages/all-notice/+config'
import faculty from '../../pages/faculty/+config'
import { canonicalPath, careerPath, newsPath, noticePath, programmePath } from '../../src/routes/paths'
import { eventData, jobPostingData, jsonLdText, newsArticleData } from '../../src/seo/structured-data'
import { DESCRIPTION_MAX, plainText, summaryOf } from '../../src/seo/summary'
import type { CareerOpening } from '../../src/domain/types'

describe('canonical path and query', () => {
  // The parameters each page declares in its folder's +config.ts.
  const declared: Record<string, readonly string[]> = { '/all-notice': allNotice.query, '/faculty': faculty.query }

  it.each([
    ['/program/Mba', null, '/program/mba'],
    ['/notice/0042', null, '/notice/42'],
    ['/news/7', '?utm_source=fb', '/news/7'],
    ['/all-notice', '?page=1', '/all-notice'],
    ['/all-notice', '?title=exam&page=1&gclid=x', '/all-notice?title=exam'],
    ['/all-notice', '?page=3&title=exam', '/all-notice?title=exam&page=3'],
    ['/faculty', '?designation=Lecturer&department=CSE', '/faculty?department=CSE&designation=Lecturer'],
    ['/about', '?page=2', '/about'],
    ['/profile/T-1001', null, '/profile/T-1001'],
  ])('%s%s → %s', (path, search, expected) => {
    expect(canonicalPathAndQuery(path, search, declared[path] ?? [])).toBe(expected)
  })

  it('keeps case where the route is case-sensitive (a profile id, a static page)', () => {
    expect(canonicalPath('/profile/T-1001')).toBe('/profile/T-1001')
    expect(canonicalPath('/About')).toBe('/About')
  })
})

describe('descriptions from content', () => {
  it('plain text: no tags, entities decoded, one line', () => {
    expect(plainText('<p>Fees &amp; dates</p>\n<ul><li>one</li></ul><script>alert(1)</script>')).toBe('Fees & dates one')
  })

  it('whole sentences while they fit, else cut at a word with an ellipsis', () => {
    const long = 'The admission test is on 10 February. '.repeat(8)
    const s = summaryOf(long)
    expect(s.length).toBeLessThanOrEqual(DESCRIPTION_MAX)
    expect(s.endsWith('February.')).toBe(true)
    const oneSentence = `${'word '.repeat(60)}end.`
    const cut = summaryOf(oneSentence)
    expect(cut.length).toBeLessThanOrEqual(DESCRIPTION_MAX)
    expect(cut.endsWith('word…')).toBe(true)
  })

  it('a title\'s abbreviation or a list number ends no sentence (the Bengali review, row 78)', () => {
    // Before, the summary stopped at "… বিশ্ববিদ্যালয়। Dr." and "… ২০২৬। 1.": the next sentence was too long to fit.
    const long = 'teaches databases, data mining and the design of information systems for the hill districts '.repeat(2)
    expect(summaryOf(`প্রভাষক, কম্পিউটার বিজ্ঞান ও প্রকৌশল বিভাগ, হিল ট্র্যাক্টস বিশ্ববিদ্যালয়। Dr. Rahman ${long}.`)).toBe(
      'প্রভাষক, কম্পিউটার বিজ্ঞান ও প্রকৌশল বিভাগ, হিল ট্র্যাক্টস বিশ্ববিদ্যালয়।',
    )
    expect(summaryOf(`লেকচারার, হিল ট্র্যাক্টস বিশ্ববিদ্যালয়। আবেদনের শেষ তারিখ ছিল ৪ সেপ্টেম্বর ২০২৬। 1. Teach and ${long}.`)).toBe(
      'লেকচারার, হিল ট্র্যাক্টস বিশ্ববিদ্যালয়। আবেদনের শেষ তারিখ ছিল ৪ সেপ্টেম্বর ২০২৬।',
    )
  })

  it('Bengali sentences end at the danda', () => {
    const text = `${'ভর্তি পরীক্ষা ১০ ফেব্রুয়ারি অনুষ্ঠিত হবে। '.repeat(6)}`
    expect(summaryOf(text).endsWith('।')).toBe(true)
  })
})

describe('breadcrumb trail', () => {
  it('detail pages sit under their list, programmes under their department, pages under Home', () => {
    expect(breadcrumbTrail('/notice/0042', 'Exam notice')).toEqual([
      { name: 'Home', path: '/' },
      { name: 'Notices', path: '/all-notice' },
      { name: 'Exam notice', path: '/notice/42' },
    ])
    expect(breadcrumbTrail('/program/mba', 'MBA').map((c) => c.path)).toEqual(['/', '/dba', '/program/mba'])
    expect(breadcrumbTrail('/profile/T-1', 'A').map((c) => c.name)).toEqual(['Home', 'Faculty Members', 'A'])
    expect(breadcrumbTrail('/fees', 'Fees').map((c) => c.path)).toEqual(['/', '/fees'])
    expect(breadcrumbTrail('/', 'Home')).toEqual([])
  })
})

describe('JSON-LD text', () => {
  it('no headline can end the script or open a comment; the text still parses to the same values', () => {
    const headline = 'Results </script><script>alert(1)</script> <!-- & \u2028 done'
    const text = jsonLdText(newsArticleData('https://www.htu.edu.bd', { headline, date: '2026-01-20', description: '', url: 'https://www.htu.edu.bd/notice/1', image: null }))
    expect(text).not.toMatch(/[<>&\u2028]/)
    expect(JSON.parse(text).headline).toBe(headline)
  })

  it('a notice or an event carries the language it is written in, whichever page shows it', () => {
    const article = (headline: string, description = '') => newsArticleData('https://www.htu.edu.bd', { headline, date: '2026-01-20', description, url: 'https://www.htu.edu.bd/notice/1', image: null })
    expect(article('Class Test Schedule').inLanguage).toBe('en')
    expect(article('বার্ষিক ক্রীড়া প্রতিযোগিতা ২০২৬ (Annual Sports)').inLanguage).toBe('bn')
    expect(article('CSE 101', 'শিক্ষার্থীদের জন্য বিজ্ঞপ্তি').inLanguage).toBe('bn')
    const event = (name: string) => eventData('https://www.htu.edu.bd', { name, startDate: '2026-01-20', endDate: '', image: null, url: 'https://www.htu.edu.bd/all-events#event-1' })
    expect([event('Career Fair').inLanguage, event('পহেলা বৈশাখ উদযাপন').inLanguage]).toEqual(['en', 'bn'])
  })

  it('a job is valid through the end of its closing day in Bangladesh time', () => {
    const career = { designation: 'Lecturer', department: 'CSE', startDate: '2026-01-01', endDate: '2026-01-31', positionNumber: '2', qualification: 'MSc <b>required</b>', responsibilities: '', additionalRequirement: '' } as CareerOpening
    const job = jobPostingData('https://www.htu.edu.bd', career, 'Lecturer, CSE', 'https://www.htu.edu.bd/career-details/1')
    expect(job.validThrough).toBe('2026-01-31T23:59:59+06:00')
    expect(job.description).toBe('<p><strong>Qualification</strong></p><p>MSc required</p>')
    expect(job.totalJobOpenings).toBe(2)
  })
})

describe('the detail paths and their one spelling agree', () => {
  it.each([
    [noticePath(1197), '/notice/01197'],
    [newsPath(301), '/news/0301'],
    [careerPath(67), '/career-details/067'],
    [programmePath('mba'), '/program/MBA'],
  ])('%s is the canonical path of %s', (path, spelling) => {
    expect(canonicalPath(spelling)).toBe(path)
    expect(canonicalPath(path)).toBe(path)
  })
})
