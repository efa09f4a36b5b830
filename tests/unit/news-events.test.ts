// Pure logic of the home, news, video, events and calendar pages.
import { describe, expect, it } from 'vitest'
import { formatDate, parseIsoDate } from '../../src/logic/dates'
import { embedUrl } from '../../src/logic/videos'
import { FAQ } from '../../src/content/faq'
import { programmeCards } from '../../src/content/programme-cards'
import { ADMISSION_PANEL, HOME_LIMITS } from '../../src/content/home'
import { SITE_FACTS } from '../../src/content/site'
import {
  BANNER_INTERVAL_MS,
  NEWS_INTERVAL_MS,
  NEWS_PER_PAGE,
  nextIndex,
  prevIndex,
  stripTarget,
  wrapIndex,
} from '../../src/logic/carousel'
import { filterNews, filterVideos } from '../../src/logic/filters'
import { soonestFirst } from '../../src/logic/expiry'

describe('carousel index arithmetic', () => {
  it('has the spec timings: banner and news every 5 s, news three at a time', () => {
    expect(BANNER_INTERVAL_MS).toBe(5000)
    expect(NEWS_INTERVAL_MS).toBe(5000)
    expect(NEWS_PER_PAGE).toBe(3)
  })

  it('wraps around in both directions', () => {
    expect(nextIndex(0, 6)).toBe(1)
    expect(nextIndex(5, 6)).toBe(0)
    expect(prevIndex(0, 6)).toBe(5)
    expect(prevIndex(3, 6)).toBe(2)
    expect(wrapIndex(-7, 6)).toBe(5)
    expect(wrapIndex(13, 6)).toBe(1)
  })

  it('stays at 0 for an empty or single-item list', () => {
    expect(nextIndex(0, 0)).toBe(0)
    expect(prevIndex(0, 0)).toBe(0)
    expect(nextIndex(0, 1)).toBe(0)
    expect(prevIndex(0, 1)).toBe(0)
  })

  it('a strip moves by a view or by one card, and goes round past either end', () => {
    // Ten cards, three in view: the last view starts at card 7.
    expect(stripTarget(0, 10, 3, 3)).toBe(3)
    expect(stripTarget(6, 10, 3, 3)).toBe(7)
    expect(stripTarget(7, 10, 3, 3)).toBe(0)
    expect(stripTarget(0, 10, 3, 1)).toBe(1)
    expect(stripTarget(0, 10, 3, -1)).toBe(7)
    expect(stripTarget(1, 10, 3, -3)).toBe(0)
    // One in view (a phone): every card in turn.
    expect(stripTarget(8, 10, 1, 1)).toBe(9)
    expect(stripTarget(9, 10, 1, 1)).toBe(0)
  })

  it('does not move a strip whose cards are all in view', () => {
    expect(stripTarget(0, 3, 3, 3)).toBe(0)
    expect(stripTarget(0, 2, 3, -1)).toBe(0)
    expect(stripTarget(0, 0, 3, 1)).toBe(0)
  })
})

describe('news search (filterNews)', () => {
  const news = [
    { id: 1, date: '2026-01-19', headline: 'Orientation Programme Held' },
    { id: 2, date: '2025-12-26', headline: 'IQAC Workshop on Outcome-Based Education' },
    { id: 3, date: '2025-11-30', headline: 'Nature Club Plants Saplings' },
  ]

  it('matches a substring of the date text', () => {
    expect(filterNews(news, '2025-1').map((n) => n.id)).toEqual([2, 3])
    expect(filterNews(news, '12-26').map((n) => n.id)).toEqual([2])
    expect(filterNews(news, '2026-01-19').map((n) => n.id)).toEqual([1])
  })

  it('matches the date as the page shows it ("Dec 2025", "26 Dec 2025"), in any case', () => {
    expect(filterNews(news, 'Dec 2025').map((n) => n.id)).toEqual([2])
    expect(filterNews(news, '26 dec 2025').map((n) => n.id)).toEqual([2])
    expect(filterNews(news, ' NOV 2025 ').map((n) => n.id)).toEqual([3])
    expect(filterNews(news, '19 Jan 2026').map((n) => n.id)).toEqual([1])
    expect(filterNews(news, '20 Jan 2026')).toEqual([])
  })

  it('matches a case-insensitive substring of the headline', () => {
    expect(filterNews(news, 'workshop').map((n) => n.id)).toEqual([2])
    expect(filterNews(news, '  NATURE ').map((n) => n.id)).toEqual([3])
  })

  it('keeps everything for an empty query and nothing for a miss', () => {
    expect(filterNews(news, '   ')).toHaveLength(3)
    expect(filterNews(news, 'convocation')).toEqual([])
  })
})

describe('video search (filterVideos)', () => {
  const videos = [
    { id: 1, title: 'Convocation 2025 Highlights' },
    { id: 2, title: 'Campus Tour' },
    { id: 3, title: 'Guest lecture: CONVOCATION speech' },
  ]

  it('matches a case-insensitive substring of the title', () => {
    expect(filterVideos(videos, 'convocation').map((v) => v.id)).toEqual([1, 3])
    expect(filterVideos(videos, 'TOUR').map((v) => v.id)).toEqual([2])
  })

  it('keeps everything for an empty query and nothing for a miss', () => {
    expect(filterVideos(videos, '')).toHaveLength(3)
    expect(filterVideos(videos, 'sports')).toEqual([])
  })
})

describe('local dates', () => {
  it('parses the calendar date at the start of the upstream text', () => {
    expect(parseIsoDate('2026-01-15')?.toISOString()).toBe('2026-01-15T00:00:00.000Z')
    expect(parseIsoDate('2026-01-15 10:30:00')?.toISOString()).toBe('2026-01-15T00:00:00.000Z')
    expect(parseIsoDate('2026-01-15T10:30:00Z')?.toISOString()).toBe('2026-01-15T00:00:00.000Z')
  })

  it('rejects what is not a real date', () => {
    expect(parseIsoDate('')).toBeNull()
    expect(parseIsoDate('15/01/2026')).toBeNull()
    expect(parseIsoDate('2026-02-30')).toBeNull()
    expect(parseIsoDate('2026-13-01')).toBeNull()
    expect(parseIsoDate('2026-01-150')).toBeNull()
  })

  it('formats one way, without shifting the day', () => {
    expect(formatDate('2026-01-05')).toBe('5 Jan 2026')
    expect(formatDate('2025-12-31 23:30:00')).toBe('31 Dec 2025')
  })

  it('leaves text that is not a date as it is', () => {
    expect(formatDate('To be announced')).toBe('To be announced')
  })
})

describe('video embeds', () => {
  it('embeds from the no-cookie host, with autoplay only when asked', () => {
    expect(embedUrl('abc_DEF-123', false)).toBe('https://www.youtube-nocookie.com/embed/abc_DEF-123')
    expect(embedUrl('abc_DEF-123', true)).toBe('https://www.youtube-nocookie.com/embed/abc_DEF-123?autoplay=1')
    expect(embedUrl('a/b?c', true)).toBe('https://www.youtube-nocookie.com/embed/a%2Fb%3Fc?autoplay=1')
  })
})

describe('home content', () => {
  it('shows 7 notices, 2 events and 5 recent videos', () => {
    expect(HOME_LIMITS).toEqual({ notices: 7, events: 2, videos: 5, news: 12 })
  })

  it('has six programme cards linking the programme pages', () => {
    const cards = programmeCards('en')
    expect(cards.map((p) => p.code)).toEqual(['CSE', 'BBA', 'GDS', 'English', 'HTM', 'MBA'])
    expect(cards.map((p) => p.level)).toEqual(['Undergraduate', 'Undergraduate', 'Undergraduate', 'Undergraduate', 'Undergraduate', 'Postgraduate'])
    expect(cards.find((p) => p.code === 'MBA')?.duration).toBe('2 years, 4 semesters')
    expect(cards.find((p) => p.code === 'CSE')?.duration).toBe('4 years, 8 semesters')
    expect(cards.map((p) => p.href)).toEqual([
      '/program/cse',
      '/program/bba',
      '/program/gds',
      '/program/english',
      '/program/htm',
      '/program/mba',
    ])
  })

  it('links every admission page of the panel and the external online application', () => {
    expect(ADMISSION_PANEL.in('en').links.map((l) => l.href)).toEqual([
      '/admission-advertisements',
      '/admission-requirements',
      '/admission-instruction',
      '/admission-form',
      '/admit-card',
      '/offer-letter',
    ])
    expect(ADMISSION_PANEL.in('en').applyOnline).toMatchObject({ href: SITE_FACTS.external.applyOnline, external: true })
  })
})

describe('FAQ content', () => {
  it('has nine questions, each with an answer', () => {
    expect(FAQ.in('en')).toHaveLength(9)
    for (const item of FAQ.in('en')) {
      expect(item.question.trim()).toMatch(/\?$/)
      expect(item.answer.trim().length).toBeGreaterThan(20)
    }
    expect(new Set(FAQ.in('en').map((f) => f.question)).size).toBe(9)
  })

  it('states the programmes, the schools and the admission criteria of the spec', () => {
    const text = FAQ.in('en').map((f) => `${f.question} ${f.answer}`).join('\n')
    for (const programme of ['Computer Science and Engineering', 'English', 'Governance and Development Studies', 'Business Administration']) {
      expect(text).toContain(programme)
    }
    expect(text).toContain('one master programme')
    expect(text).toContain('Master of Business Administration (MBA)')
    expect(text).toContain('three schools')
    expect(text).toContain('combined SSC and HSC GPA of 5.00 with at least 2.5 in each')
    expect(text).toContain('a total of 6.00 with at least 2.00 in either')
    expect(text).toContain('GPA of at least 2.50')
  })
})

describe('the home page\'s events (soonestFirst)', () => {
  const events = [
    { id: 1, startDate: '2026-01-10', endDate: '2026-01-11' },
    { id: 2, startDate: '2026-03-01', endDate: '2026-03-06' },
    { id: 3, startDate: '', endDate: '' },
    { id: 4, startDate: '2026-01-25', endDate: '2026-01-25' },
    { id: 5, startDate: '2026-01-19', endDate: '2026-01-21' },
    { id: 6, startDate: '2025-12-01', endDate: '' },
  ]

  it('shows what is not over yet, the soonest first (one running today among them), then past events, the latest first, undated last', () => {
    expect(soonestFirst(events, '2026-01-20').map((e) => e.id)).toEqual([5, 4, 2, 1, 6, 3])
  })
})
